/**
 * The files under a directory outside git: a walk that honours every .gitignore on the way (the
 * `ignore` package reads their rules; each file's rules apply below its own directory), never
 * enters .git or node_modules, and does not follow symbolic links to directories (no loops). A
 * symbolic link to a file is listed; one that cannot be resolved is listed too, so that reading it
 * says why. FIFOs, devices and sockets are not files to check: they are not listed. A directory
 * that cannot be listed is returned with the error, for a note.
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

/** A directory the walk could not list (relative, "/"-separated), and the system's error. */
export interface UnreadableDirectory {
  readonly path: string;
  readonly error: unknown;
}

export interface Walked {
  /** Relative paths ("/"-separated) of the files found. */
  readonly files: string[];
  readonly unreadable: UnreadableDirectory[];
}

/**
 * The files under `root` (in no order: the caller sorts them). A stack of directories, not
 * recursion: a tree may be deeper than the call stack.
 */
export function walkFiles(root: string): Walked {
  const files: string[] = [];
  const unreadable: UnreadableDirectory[] = [];
  const stack: { dir: string; rules: readonly Rules[] }[] = [{ dir: "", rules: [] }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { dir, rules: inherited } = next;
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch (error) {
      unreadable.push({ path: dir, error });
      continue;
    }
    const rules = [...inherited];
    // Read only where the listing shows one: a failed read per directory (an error with its stack) costs more.
    const own = entries.some((entry) => entry.name === ".gitignore") ? gitignoreOf(join(root, dir)) : undefined;
    if (own !== undefined) rules.push({ base: dir, rules: own });
    const subdirectories: string[] = [];
    for (const entry of entries) {
      const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
      const isDirectory = entry.isDirectory();
      if (isDirectory && NEVER_ENTERED.has(entry.name)) continue;
      if (ignored(rules, path, isDirectory)) continue;
      if (isDirectory) subdirectories.push(path);
      else if (entry.isFile() || (entry.isSymbolicLink() && !isDirectoryLink(join(root, path)))) files.push(path);
    }
    for (const path of subdirectories) stack.push({ dir: path, rules });
  }
  return { files, unreadable };
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
