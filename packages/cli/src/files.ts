/**
 * Which files a run checks. The candidates: the files git knows (or what is staged, with
 * `--staged`), else a walk of the directory tree. The command line narrows them: a file named on
 * it is checked even if git does not know it; a directory stands for the candidates under it; any
 * other argument is a glob (picomatch) over the candidates' paths. Source maps are left out
 * unless the command line names them (a file, or a glob): they are generated from the sources a
 * run checks, and JSON whose strings hold those sources, escaped. Then the configuration's
 * `exclude` globs apply, and the files are sorted by path so that every run sees them in one order.
 */
import { statSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import picomatch from "picomatch";
import { excludeMatcher } from "@urilint/scan/files";
import type { Config } from "./config.js";
import { UsageError } from "./errors.js";
import { reasonOf } from "./file-access.js";
import { gitFiles, stagedFiles } from "./git.js";
import { maskText } from "./mask.js";
import { printable, quoted } from "./printable.js";
import type { FileResult } from "./results.js";
import { walkFiles } from "./walk.js";

export interface FileEntry {
  /** Relative to the working directory, with "/" separators. */
  readonly path: string;
  /** Where the content is read: the working copy, or the index (`--staged`). */
  readonly from: "working" | "staged";
  /** Bytes, when already known (staged blobs); read from the file system otherwise. */
  readonly size?: number;
}

export interface FindOptions {
  readonly cwd: string;
  /** The git working tree's top level, or undefined outside git. */
  readonly gitRoot: string | undefined;
  readonly patterns: readonly string[];
  readonly staged: boolean;
  readonly config: Config;
}

export interface Found {
  /** The files to check, in path order. */
  readonly entries: FileEntry[];
  /** Directories that could not be read, each with a note (path ending in "/"). */
  readonly unreadable: FileResult[];
}

export function findFiles({ cwd, gitRoot, patterns, staged, config }: FindOptions): Found {
  if (staged && gitRoot === undefined)
    throw new UsageError("--staged needs a git repository, and this directory is not in one");
  let candidates: FileEntry[];
  let unreadable: FileResult[] = [];
  if (staged) {
    candidates = stagedFiles(cwd).map(({ path, size }) => ({ path, from: "staged", size }));
  } else if (gitRoot !== undefined) {
    const listed = gitFiles(cwd, gitRoot);
    candidates = listed.files.map((path) => ({ path, from: "working" }));
    unreadable = listed.unreadable.map(({ path, reason }) => directoryNote(path, reason));
  } else {
    const walked = walkFiles(cwd);
    candidates = walked.files.map((path) => ({ path, from: "working" }));
    unreadable = walked.unreadable.map(({ path, error }) =>
      directoryNote(`${path === "" ? "." : path}/`, reasonOf(error)),
    );
  }
  const chosen = patterns.length === 0 ? candidates.filter(isNotSourceMap) : narrow(candidates, patterns, cwd, staged);
  const excluded = excludeMatcher(config.settings.exclude);
  const kept =
    config.settings.exclude.length === 0
      ? chosen
      : chosen.filter((entry) => !excluded(toSlashes(relative(config.baseDir, resolve(cwd, entry.path)))));
  return { entries: kept.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), unreadable };
}

function directoryNote(path: string, reason: string): FileResult {
  return {
    path,
    problems: [],
    note: {
      kind: "unreadable",
      message: `urilint could not read this directory, and checked no file in it: ${reason}`,
    },
  };
}

function narrow(
  candidates: readonly FileEntry[],
  patterns: readonly string[],
  cwd: string,
  staged: boolean,
): FileEntry[] {
  const chosen = new Map<string, FileEntry>();
  for (const pattern of patterns) {
    const kind = kindOf(resolve(cwd, pattern));
    const path = toSlashes(relative(cwd, resolve(cwd, pattern)));
    if (kind === "file") {
      const known = candidates.find((entry) => entry.path === path);
      // A file named on the command line is checked even if git does not know it, but never its
      // working copy in place of what is staged.
      if (known !== undefined) chosen.set(path, known);
      else if (!staged) chosen.set(path, { path, from: "working" });
    } else if (kind === "directory") {
      const prefix = path === "" ? "" : `${path}/`;
      for (const entry of candidates)
        if (entry.path.startsWith(prefix) && isNotSourceMap(entry)) chosen.set(entry.path, entry);
    } else {
      const matches = globMatcher(isAbsolute(pattern) ? path : pattern.replace(/^\.\//, ""), pattern);
      const found = candidates.filter((entry) => matches(entry.path));
      for (const entry of found) chosen.set(entry.path, entry);
      // A pattern that finds nothing is a mistake worth stopping for (a typo would pass silently),
      // except against the staged files, which a hook's patterns often miss.
      if (found.length === 0 && !staged) throw new UsageError(`no files match ${quoted(pattern)}`);
    }
  }
  return [...chosen.values()];
}

/**
 * Not a source map (`app.js.map`, `style.css.map`: ECMA-426). A map repeats its sources, each
 * escaped in one JSON string, and names them with generated URIs (`webpack:///./src/x.ts`): read
 * in a run over a tree, it reports again what its sources hold, or what its generator wrote.
 */
function isNotSourceMap(entry: FileEntry): boolean {
  return !/\.map$/i.test(entry.path);
}

/** picomatch's matcher; a glob it refuses (too long, say) is the user's to fix, with picomatch's reason. */
function globMatcher(glob: string, pattern: string): (path: string) => boolean {
  try {
    return picomatch(glob, { dot: true });
  } catch (error) {
    const reason = error instanceof Error ? printable(maskText(error.message.split("\n")[0] ?? "")) : "";
    throw new UsageError(`the glob ${quoted(pattern)} cannot be used (${reason})`);
  }
}

function kindOf(path: string): "file" | "directory" | "missing" {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? "directory" : "file";
  } catch (error) {
    // A link that loops or points nowhere is still a file named by the user: reading it says why.
    return (error as NodeJS.ErrnoException).code === "ELOOP" ? "file" : "missing";
  }
}

function toSlashes(path: string): string {
  return path.split("\\").join("/");
}
