/**
 * The files under a directory outside git: a walk that honours every .gitignore on the way (the
 * `ignore` package reads their rules; each file's rules apply below its own directory), never
 * enters .git or node_modules, and does not follow symbolic links to directories (no loops). A
 * symbolic link to a file is listed; one that cannot be resolved is listed too, so that reading it
 * says why.
 */
import { readdirSync, readFileSync, statSync, type Dirent } from "node:fs";
import { join, relative } from "node:path";
import ignore, { type Ignore } from "ignore";

const NEVER_ENTERED: ReadonlySet<string> = new Set([".git", "node_modules"]);

interface Rules {
  /** The directory the rules are written for, relative to the walk's root ("" for the root). */
  readonly base: string;
  readonly rules: Ignore;
}

/** Relative paths ("/"-separated) of the files under `root`. */
export function walkFiles(root: string): string[] {
  const files: string[] = [];
  const visit = (dir: string, inherited: readonly Rules[]): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return; // an unreadable directory has no files we can read
    }
    const rules = [...inherited];
    // Read only where the listing shows one: a failed read per directory (an error with its stack) costs more.
    const own = entries.some((entry) => entry.name === ".gitignore") ? gitignoreOf(join(root, dir)) : undefined;
    if (own !== undefined) rules.push({ base: dir, rules: own });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
      const isDirectory = entry.isDirectory();
      if (isDirectory && NEVER_ENTERED.has(entry.name)) continue;
      if (ignored(rules, path, isDirectory)) continue;
      if (isDirectory) visit(path, rules);
      else if (entry.isFile() || (entry.isSymbolicLink() && !isDirectoryLink(join(root, path)))) files.push(path);
    }
  };
  visit("", []);
  return files;
}

function gitignoreOf(dir: string): Ignore | undefined {
  try {
    return ignore().add(readFileSync(join(dir, ".gitignore"), "utf8"));
  } catch {
    return undefined;
  }
}

function ignored(rules: readonly Rules[], path: string, isDirectory: boolean): boolean {
  return rules.some(({ base, rules: set }) => {
    const under = base === "" ? path : relative(base, path).split("\\").join("/");
    return set.ignores(isDirectory ? `${under}/` : under);
  });
}

/** A link to a directory is not followed; a broken or looping link is kept, to be reported when read. */
function isDirectoryLink(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
