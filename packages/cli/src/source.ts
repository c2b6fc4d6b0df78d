/**
 * A file's content as text, or the note that says why it is not checked. Checked before anything
 * is read: the size (a file surely above `maxFileSize` is never read, so a 100 MB file costs one
 * stat). Then the bytes: a NUL byte in the first 8,000 means binary (git's own test), and text must
 * be UTF-8 (a replacement character would be written back by --fix). A byte order mark is taken
 * off, and put back by --fix.
 */
import { createHash } from "node:crypto";
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { resolve } from "node:path";
import { overSizeLimit, surelyOverSizeLimit, tooLargeMessage, type TooLarge } from "@urilint/scan/files";
import type { FileEntry } from "./files.js";
import { stagedContent } from "./git.js";
import type { Note } from "./results.js";

export interface Text {
  readonly text: string;
  readonly bom: boolean;
  /** A hash of the bytes: the cache's key for the content (undefined when no cache is kept). */
  readonly hash: string | undefined;
  /** The file's size and time of change when it was read from the working tree (see FileStamp). */
  readonly stamp: FileStamp | undefined;
}

/**
 * A file's size and modification time, as the cache keeps them. A file whose stamp is unchanged is
 * answered from the cache without being read, as ESLint's and git's caches do; a stamp is kept
 * only when the file had not changed for a while (SETTLED_MS), since a write in the same tick of the
 * clock leaves the time as it was.
 */
export interface FileStamp {
  readonly size: number;
  readonly mtimeMs: number;
}

export type Source = { readonly ok: true; readonly content: Text } | { readonly ok: false; readonly note: Note };

const BINARY_PROBE = 8000;
const SIZE_SETTING = "maxFileSize";

/**
 * The file's bytes and, when a cache is kept, their hash and stamp; "unchanged" when the stamp is
 * the one the cache knows (the bytes are not read then); or why they were not read.
 */
export type Bytes =
  | {
      readonly ok: true;
      readonly unchanged: false;
      readonly bytes: Buffer;
      readonly hash: string | undefined;
      readonly stamp: FileStamp | undefined;
    }
  | { readonly ok: true; readonly unchanged: true }
  | { readonly ok: false; readonly note: Note };

const UNCHANGED: Bytes = { ok: true, unchanged: true };

/** How long a file must have been left alone for its stamp to be trusted: above any file system's clock tick. */
const SETTLED_MS = 2_000;

export function readBytes(
  entry: FileEntry,
  cwd: string,
  maxFileSize: number,
  hashed: boolean,
  known?: FileStamp,
): Bytes {
  try {
    let stamp: FileStamp | undefined;
    let bytes: Buffer | TooLarge | undefined;
    if (entry.from === "staged") {
      bytes = readStaged(entry, cwd, maxFileSize);
    } else {
      const read = readWorking(resolve(cwd, entry.path), maxFileSize, known);
      if (read === undefined) return UNCHANGED;
      ({ bytes, stamp } = read);
    }
    if (!Buffer.isBuffer(bytes))
      return { ok: false, note: { kind: "too-large", message: tooLargeMessage(bytes, SIZE_SETTING) } };
    // Hashing reads every byte once more (a tenth of a text file's check): only for the cache.
    return {
      ok: true,
      unchanged: false,
      bytes,
      hash: hashed ? hashOf(bytes) : undefined,
      stamp: hashed ? stamp : undefined,
    };
  } catch (error) {
    return { ok: false, note: { kind: "unreadable", message: `urilint could not read this file: ${reason(error)}` } };
  }
}

function readStaged(entry: FileEntry, cwd: string, maxFileSize: number): Buffer | TooLarge {
  return surelyOverSizeLimit(entry.size ?? 0, maxFileSize) ?? stagedContent(cwd, entry.path);
}

/**
 * The file's bytes, its size taken from the open file (one system call less than a stat by path),
 * read into a buffer of that size: `readFileSync(fd)` would ask for the size once more.
 */
function readWorking(
  path: string,
  maxFileSize: number,
  known: FileStamp | undefined,
): { bytes: Buffer | TooLarge; stamp: FileStamp | undefined } | undefined {
  const fd = openSync(path, "r");
  try {
    const { size, mtimeMs } = fstatSync(fd);
    if (known !== undefined && known.size === size && known.mtimeMs === mtimeMs) return undefined;
    const stamp = Date.now() - mtimeMs >= SETTLED_MS ? { size, mtimeMs } : undefined;
    const tooLarge = surelyOverSizeLimit(size, maxFileSize);
    if (tooLarge !== undefined) return { bytes: tooLarge, stamp };
    return { bytes: readAll(fd, size), stamp };
  } finally {
    closeSync(fd);
  }
}

/**
 * Every byte of the open file, `size` of them expected; a file that grew or shrank meanwhile is
 * read to its end. One byte more than expected has room: the read that finds the end needs no
 * larger buffer then.
 */
function readAll(fd: number, size: number): Buffer {
  let buffer = Buffer.allocUnsafe(size + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      const larger = Buffer.allocUnsafe(buffer.length * 2);
      buffer.copy(larger, 0, 0, length);
      buffer = larger;
    }
    const read = readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) return buffer.subarray(0, length);
    length += read;
  }
}

/** Decodes strictly: an invalid sequence throws. One for every file (a decode without `stream` keeps no state). */
const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The bytes as text (hash and stamp given: they were taken when the bytes were read). */
export function decode(
  bytes: Buffer,
  hash: string | undefined,
  stamp: FileStamp | undefined,
  maxFileSize: number,
): Source {
  const probe = bytes.subarray(0, BINARY_PROBE);
  if (probe.includes(0))
    return {
      ok: false,
      note: { kind: "binary", message: "urilint did not check this file: it is binary (it has a NUL byte)" },
    };
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return {
      ok: false,
      note: {
        kind: "not-utf8",
        message: `urilint did not check this file: it is not UTF-8 text (invalid UTF-8 at byte ${firstInvalidByte(bytes)})`,
      },
    };
  }
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  const tooLarge = overSizeLimit(text.length, maxFileSize);
  if (tooLarge !== undefined)
    return { ok: false, note: { kind: "too-large", message: tooLargeMessage(tooLarge, SIZE_SETTING) } };
  return { ok: true, content: { text, bom, hash, stamp } };
}

export function hashOf(bytes: Buffer | string): string {
  return createHash("sha1").update(bytes).digest("hex");
}

/** Why reading failed, in words: the system's code and what it means here. */
function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case "ELOOP":
      return "a symbolic link loops (ELOOP)";
    case "EACCES":
    case "EPERM":
      return `permission denied (${code})`;
    case "ENOENT":
      return "it does not exist, or a symbolic link points nowhere (ENOENT)";
    case "EISDIR":
      return "it is a directory (EISDIR)";
    default:
      return code ?? (error instanceof Error ? (error.message.split("\n")[0] ?? "unknown error") : "unknown error");
  }
}

/**
 * Where the UTF-8 stops being valid: the longest prefix that decodes with a sequence cut at its end
 * allowed (so the test only grows with the prefix), found by halving; then back to the start of
 * that cut sequence, if the prefix ends in one.
 */
function firstInvalidByte(bytes: Buffer): number {
  const decodes = (end: number, stream: boolean): boolean => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, end), { stream });
      return true;
    } catch {
      return false;
    }
  };
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (decodes(middle, true)) low = middle;
    else high = middle - 1;
  }
  if (decodes(low, false)) return low;
  let start = low;
  while (start > 0 && ((bytes[start - 1] as number) & 0xc0) === 0x80) start--;
  return start > 0 ? start - 1 : 0;
}
