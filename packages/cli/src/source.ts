/**
 * A file's content as text, or the note that says why it is not checked. Checked before anything
 * is read: what the file is (a regular file, or a link to one inside the repository: see
 * file-access.ts) and its size (a file surely above `maxFileSize` is never read, so a 100 MB file
 * costs one stat; and no more bytes are read than the limit allows, whatever the size said). Then
 * the bytes: a NUL byte in the first 8,000 means binary (git's own test), and text must
 * be UTF-8 (a replacement character would be written back by --fix). A byte order mark is taken
 * off, and put back by --fix.
 */
import { createHash } from "node:crypto";
import { closeSync } from "node:fs";
import { resolve } from "node:path";
import { overSizeLimit, surelyOverSizeLimit, tooLargeMessage, type TooLarge } from "@urilint/scan/files";
import { isRefused, openRegularFile, readUpTo, reasonOf } from "./file-access.js";
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
  /** Which file was read, as it was: what --fix checks before it writes (working-tree files, under --fix). */
  readonly origin: Origin | undefined;
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

/** The file that was read (links resolved) and what it was then: --fix writes only if it still is. */
export interface Origin {
  readonly real: string;
  readonly dev: number;
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
  /** A hash of the bytes read. */
  readonly hash: string;
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
      readonly origin: Origin | undefined;
    }
  | { readonly ok: true; readonly unchanged: true }
  | { readonly ok: false; readonly note: Note };

const UNCHANGED: Bytes = { ok: true, unchanged: true };

/** How long a file must have been left alone for its stamp to be trusted: above any file system's clock tick. */
const SETTLED_MS = 2_000;

export interface ReadOptions {
  readonly cwd: string;
  /** The repository's real path: a symbolic link is followed only to a file under it. */
  readonly root: string;
  readonly maxFileSize: number;
  /** Hash the bytes and take the stamp, for the cache. */
  readonly hashed: boolean;
  /** Keep the file's origin, for --fix. */
  readonly fixing: boolean;
}

export function readBytes(entry: FileEntry, options: ReadOptions, known?: FileStamp): Bytes {
  const path = resolve(options.cwd, entry.path);
  try {
    if (entry.from === "staged") {
      const bytes = readStaged(entry, options.cwd, options.maxFileSize);
      if (!Buffer.isBuffer(bytes)) return tooLarge(bytes);
      return {
        ok: true,
        unchanged: false,
        bytes,
        hash: options.hashed ? hashOf(bytes) : undefined,
        stamp: undefined,
        origin: undefined,
      };
    }
    const opened = openRegularFile(path, options.root);
    if (isRefused(opened))
      return {
        ok: false,
        note: { kind: opened.kind, message: `urilint did not read this file: it is ${opened.reason}` },
      };
    try {
      const { size, mtimeMs, dev, ino } = opened.stat;
      if (known !== undefined && known.size === size && known.mtimeMs === mtimeMs) return UNCHANGED;
      const stamp = options.hashed && Date.now() - mtimeMs >= SETTLED_MS ? { size, mtimeMs } : undefined;
      const over = surelyOverSizeLimit(size, options.maxFileSize);
      if (over !== undefined) return tooLarge(over);
      const bytes = readUpTo(opened.fd, size, byteLimit(options.maxFileSize));
      // More bytes than its size said, and than the limit allows: at least one character more than the limit.
      if (bytes === undefined)
        return tooLarge({ length: options.maxFileSize + 1, limit: options.maxFileSize, atLeast: true });
      const hash = options.hashed || options.fixing ? hashOf(bytes) : undefined;
      const origin =
        options.fixing && hash !== undefined ? { real: opened.real, dev, ino, size, mtimeMs, hash } : undefined;
      return { ok: true, unchanged: false, bytes, hash: options.hashed ? hash : undefined, stamp, origin };
    } finally {
      closeSync(opened.fd);
    }
  } catch (error) {
    return {
      ok: false,
      note: { kind: "unreadable", message: `urilint could not read this file: ${reasonOf(error, path)}` },
    };
  }
}

/** The most bytes a text of `maxFileSize` UTF-16 code units can take in UTF-8 (see surelyOverSizeLimit). */
function byteLimit(maxFileSize: number): number {
  return maxFileSize * 3;
}

function tooLarge(over: TooLarge): Bytes {
  return { ok: false, note: { kind: "too-large", message: tooLargeMessage(over, SIZE_SETTING) } };
}

function readStaged(entry: FileEntry, cwd: string, maxFileSize: number): Buffer | TooLarge {
  return surelyOverSizeLimit(entry.size ?? 0, maxFileSize) ?? stagedContent(cwd, entry.path);
}

/** Decodes strictly: an invalid sequence throws. One for every file (a decode without `stream` keeps no state). */
const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The bytes as text (hash and stamp given: they were taken when the bytes were read). */
export function decode(
  bytes: Buffer,
  read: {
    readonly hash: string | undefined;
    readonly stamp: FileStamp | undefined;
    readonly origin: Origin | undefined;
  },
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
  return { ok: true, content: { text, bom, hash: read.hash, stamp: read.stamp, origin: read.origin } };
}

export function hashOf(bytes: Buffer | string): string {
  return createHash("sha1").update(bytes).digest("hex");
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
