/**
 * The git commands the command runs: which files git knows, which are staged, and a staged file's
 * content. Paths are relative to the working directory (`--relative`, `:./path`), with "/". Git
 * speaks English here (LC_ALL=C), so that its warnings about directories it could not read can be
 * told apart.
 */
import { spawnSync } from "node:child_process";
import { relative, resolve } from "node:path";
import { UsageError } from "./errors.js";
import { maskText } from "./mask.js";
import { printable } from "./printable.js";

/** Large enough for the file lists of big monorepos and any staged file under the size limit. */
const MAX_BUFFER = 1024 * 1024 * 1024;

/** The top level of the git working tree `cwd` is in, or undefined (not in one, or no git). */
export function workTreeRoot(cwd: string): string | undefined {
  const result = spawnSync("git", ["rev-parse", "--show-toplevel"], { cwd, encoding: "utf8", env: englishEnv() });
  const root = result.status === 0 ? result.stdout.replace(/\n$/, "") : "";
  return root === "" ? undefined : root;
}

function englishEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_ALL: "C", LANGUAGE: "C" };
}

function run(cwd: string, args: readonly string[], input?: string): { stdout: Buffer; stderr: string } {
  const result = spawnSync("git", args, {
    cwd,
    maxBuffer: MAX_BUFFER,
    env: englishEnv(),
    ...(input === undefined ? {} : { input }),
  });
  const stderr = result.stderr?.toString("utf8") ?? "";
  if (result.error !== undefined || result.status !== 0) {
    // Git's message may name a path or quote an argument: masked and escaped.
    const first = stderr.trim().split("\n")[0] ?? "";
    throw new UsageError(`git ${args[0]} failed${first === "" ? "" : `: ${printable(maskText(first))}`}`);
  }
  return { stdout: result.stdout, stderr };
}

function git(cwd: string, args: readonly string[], input?: string): Buffer {
  return run(cwd, args, input).stdout;
}

function nulSeparated(output: Buffer): string[] {
  return output
    .toString("utf8")
    .split("\0")
    .filter((entry) => entry !== "");
}

export interface GitFiles {
  readonly files: string[];
  /** Directories git could not read for untracked files (relative to `cwd`, ending in "/"), with git's reason. */
  readonly unreadable: { readonly path: string; readonly reason: string }[];
}

/** The files git knows under `cwd`: tracked, and untracked ones that no ignore rule (.gitignore) ignores. */
export function gitFiles(cwd: string, root: string): GitFiles {
  const { stdout, stderr } = run(cwd, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]);
  const unreadable: GitFiles["unreadable"][number][] = [];
  // "warning: could not open directory 'sub/dir/': Permission denied", relative to the top level.
  for (const line of stderr.split("\n")) {
    const match = /^warning: could not open directory '(.*)': (.+)$/.exec(line);
    if (match === null) continue;
    const path = relative(cwd, resolve(root, match[1] as string))
      .split("\\")
      .join("/");
    unreadable.push({ path: `${path}/`, reason: (match[2] as string).toLowerCase() });
  }
  return { files: [...new Set(nulSeparated(stdout))], unreadable };
}

/** A file of the index: regular files only (symbolic links, 120000, and submodules, 160000, are not text). */
export interface StagedFile {
  readonly path: string;
  /** Size of the staged blob in bytes. */
  readonly size: number;
}

/** The files staged under `cwd` (added, copied, modified, renamed), with the size of their staged content. */
export function stagedFiles(cwd: string): StagedFile[] {
  // --raw -z: ":<old mode> <new mode> <old sha> <new sha> <status>\0<path>\0" (renames and copies add a second path).
  const fields = nulSeparated(
    git(cwd, ["diff", "--cached", "--raw", "-z", "--no-renames", "--diff-filter=ACMT", "--relative", "--no-abbrev"]),
  );
  const entries: { path: string; sha: string }[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [, newMode, , sha] = (fields[i] as string).slice(1).split(" ");
    if (newMode === "100644" || newMode === "100755")
      entries.push({ path: fields[i + 1] as string, sha: sha as string });
  }
  if (entries.length === 0) return [];
  // One `cat-file --batch-check` for every size: "<sha> blob <size>".
  const sizes = git(cwd, ["cat-file", "--batch-check"], entries.map((entry) => `${entry.sha}\n`).join(""))
    .toString("utf8")
    .trim()
    .split("\n");
  return entries.map((entry, i) => ({ path: entry.path, size: Number(sizes[i]?.split(" ")[2] ?? 0) }));
}

/** The staged content of `path` (as `git show :path`). */
export function stagedContent(cwd: string, path: string): Buffer {
  return git(cwd, ["cat-file", "blob", `:./${path}`]);
}

/** Every path of the index, relative to the repository's top folder (`root`), with "/". */
export function indexPaths(root: string): string[] {
  return nulSeparated(git(root, ["ls-files", "-z", "--cached", "--full-name"]));
}

/** A path the index no longer has that the last commit had: deleted, or renamed (relative to the top folder). */
export interface Removal {
  readonly path: string;
  readonly renamedTo?: string;
}

/** The files the staged changes delete or rename away. */
export function stagedRemovals(root: string): Removal[] {
  // --name-status -z: "<status>\0<path>\0", a rename "R<score>\0<old>\0<new>\0".
  const fields = nulSeparated(git(root, ["diff", "--cached", "--name-status", "-z", "-M", "--diff-filter=DR"]));
  const removed: Removal[] = [];
  for (let i = 0; i < fields.length;) {
    const status = fields[i] as string;
    const path = fields[i + 1] as string;
    if (status.startsWith("R")) {
      removed.push({ path, renamedTo: fields[i + 2] as string });
      i += 3;
    } else {
      removed.push({ path });
      i += 2;
    }
  }
  return removed;
}
