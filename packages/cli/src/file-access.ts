/**
 * How the command opens a file, for reading or for writing: only a regular file, never a FIFO, a
 * device, a socket or a directory (a link to /dev/zero would be read forever, a FIFO or /dev/stdin
 * would wait forever); a symbolic link only to a regular file inside the repository (the file a
 * link names is read, and --fix would write it). The kind is checked on the path before opening
 * (lstat: a FIFO is never opened) and again on the open file (fstat: the path may have been replaced
 * meanwhile); the open never waits (O_NONBLOCK) and never follows a link the check did not see
 * (O_NOFOLLOW on the resolved path). A read is bounded before it starts: at most `limit` bytes and
 * one more, to tell a file that grew (or a /proc file, whose size says 0) from one that did not.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  realpathSync,
  statSync,
  type Stats,
} from "node:fs";
import { sep } from "node:path";

export interface OpenFile {
  readonly fd: number;
  /** The file's status, from the open file. */
  readonly stat: Stats;
  /** The path with every symbolic link resolved. */
  readonly real: string;
}

/** A file that is not opened, and why, in words that complete "urilint ... this file: it is ...". */
export interface Refused {
  readonly refused: true;
  readonly kind: "not-regular-file" | "outside-repository";
  readonly reason: string;
}

export type Opened = OpenFile | Refused;

export function isRefused(opened: Opened): opened is Refused {
  return "refused" in opened;
}

/**
 * Opens `path` if it is a regular file, or a link to one inside `root` (the repository's real path;
 * undefined: links may lead anywhere, for a file the user named such as `--config`). Throws the
 * system's error (ENOENT, EACCES, ELOOP, ...) when the file cannot be reached; see `reasonOf`.
 */
export function openRegularFile(path: string, root: string | undefined, mode: "read" | "write" = "read"): Opened {
  const link = lstatSync(path);
  // What a link leads to, without opening it: /dev/stdin, a pipe, has no real path to resolve.
  const target = link.isSymbolicLink() ? statSync(path) : link;
  if (!target.isFile()) return notRegular(target);
  const real = realpathSync.native(path);
  if (root !== undefined && !isInside(real, root) && (link.isSymbolicLink() || isInside(path, root))) {
    return {
      refused: true,
      kind: "outside-repository",
      reason: "a symbolic link to a file outside the repository (not followed)",
    };
  }
  const flags =
    (mode === "write" ? constants.O_RDWR : constants.O_RDONLY) | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const fd = openSync(real, flags);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) {
      closeSync(fd);
      return notRegular(stat);
    }
    return { fd, stat, real };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** Whether `path` (absolute, links resolved) is `root` or under it. */
export function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
}

function notRegular(stat: Stats): Refused {
  return { refused: true, kind: "not-regular-file", reason: `${whatIs(stat)}, not a regular file` };
}

/** What a file that is not a regular file is, in words. */
export function whatIs(stat: Stats): string {
  return stat.isDirectory()
    ? "a directory"
    : stat.isFIFO()
      ? "a named pipe (FIFO)"
      : stat.isCharacterDevice()
        ? "a character device"
        : stat.isBlockDevice()
          ? "a block device"
          : stat.isSocket()
            ? "a socket"
            : stat.isSymbolicLink()
              ? "a symbolic link"
              : "a special file";
}

/**
 * The bytes of the open file from its start, `size` of them expected (its fstat), at most `limit`:
 * undefined when there are more (the file is over the limit, whatever its size said).
 */
export function readUpTo(fd: number, size: number, limit: number): Buffer | undefined {
  let buffer = Buffer.allocUnsafe(Math.min(size, limit) + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > limit) return undefined;
      const larger = Buffer.allocUnsafe(Math.min(buffer.length * 2, limit + 1));
      buffer.copy(larger, 0, 0, length);
      buffer = larger;
    }
    const read = readSync(fd, buffer, length, buffer.length - length, length);
    if (read === 0) return buffer.subarray(0, length);
    length += read;
  }
}

/** Why a file could not be reached or read, in words: the system's code and what it means here. */
export function reasonOf(error: unknown, path?: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case "ELOOP":
      return "a symbolic link loops (ELOOP)";
    case "EACCES":
    case "EPERM":
      return `permission denied (${code})`;
    case "ENOENT":
      // Node reads names as UTF-8: a name that is not has U+FFFD in it and cannot be opened by it.
      return path?.includes("\uFFFD") === true
        ? "its name is not valid UTF-8, and urilint cannot open it by that name (ENOENT)"
        : "it does not exist, or a symbolic link points nowhere (ENOENT)";
    case "EISDIR":
      return "it is a directory (EISDIR)";
    case "ENAMETOOLONG":
      return "its name is too long (ENAMETOOLONG)";
    case "EAGAIN":
      return "it is not ready to be read (EAGAIN)";
    case undefined:
      return "unknown error";
    default:
      return code;
  }
}
