/**
 * The `exclude` setting: glob patterns (picomatch) of files to leave alone, matched against a path
 * relative to the folder they are written for (an editor's workspace folder, the command's config
 * file). As in .gitignore, a pattern without "/" names a file or folder at any depth, and a pattern
 * that names a folder covers everything under it; a leading "./" or "/" anchors nothing more.
 */
import picomatch from "picomatch";

export type PathMatcher = (relativePath: string) => boolean;

const NEVER: PathMatcher = () => false;

/** One matcher for every pattern; a pattern picomatch cannot read matches nothing. */
export function excludeMatcher(patterns: readonly string[]): PathMatcher {
  const globs = patterns.flatMap(expand);
  if (globs.length === 0) return NEVER;
  try {
    return picomatch(globs, { dot: true });
  } catch {
    const usable = globs.filter((glob) => {
      try {
        picomatch(glob);
        return true;
      } catch {
        return false;
      }
    });
    return usable.length === 0 ? NEVER : picomatch(usable, { dot: true });
  }
}

/** The globs that say what the pattern means: itself, what is under it, and at any depth when it has no "/". */
function expand(pattern: string): string[] {
  const glob = pattern.replace(/^\.?\/+/, "").replace(/\/+$/, "");
  if (glob === "") return [];
  const here = [glob, `${glob}/**`];
  return glob.includes("/") ? here : [...here, ...here.map((g) => `**/${g}`)];
}
