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
}

export type Source = { readonly ok: true; readonly content: Text } | { readonly ok: false; readonly note: Note };

const BINARY_PROBE = 8000;
const SIZE_SETTING = "maxFileSize";

/** The file's bytes and, when a cache is kept, their hash; or why they were not read. */
export type Bytes = { readonly ok: true; readonly bytes: Buffer; readonly hash: string | undefined } | { readonly ok: false; readonly note: Note };

export function readBytes(entry: FileEntry, cwd: string, maxFileSize: number, hashed: boolean): Bytes {
  try {
    const bytes = entry.from === "staged" ? readStaged(entry, cwd, maxFileSize) : readWorking(resolve(cwd, entry.path), maxFileSize);
    if (!Buffer.isBuffer(bytes)) return { ok: false, note: { kind: "too-large", message: tooLargeMessage(bytes, SIZE_SETTING) } };
    // Hashing reads every byte once more (a tenth of a text file's check): only for the cache.
    return { ok: true, bytes, hash: hashed ? hashOf(bytes) : undefined };
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
function readWorking(path: string, maxFileSize: number): Buffer | TooLarge {
  const fd = openSync(path, "r");
  try {
    const { size } = fstatSync(fd);
    const tooLarge = surelyOverSizeLimit(size, maxFileSize);
    if (tooLarge !== undefined) return tooLarge;
    return readAll(fd, size);
  } finally {
    closeSync(fd);
  }
}

/** Every byte of the open file, `size` of them expected; a file that grew or shrank meanwhile is read to its end. */
function readAll(fd: number, size: number): Buffer {
  let buffer = Buffer.allocUnsafe(Math.max(size, 1));
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

/** The bytes as text (hash given: it was computed when they were read). */
export function decode(bytes: Buffer, hash: string | undefined, maxFileSize: number): Source {
  const probe = bytes.subarray(0, BINARY_PROBE);
  if (probe.includes(0)) return { ok: false, note: { kind: "binary", message: "urilint did not check this file: it is binary (it has a NUL byte)" } };
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return { ok: false, note: { kind: "not-utf8", message: `urilint did not check this file: it is not UTF-8 text (invalid UTF-8 at byte ${firstInvalidByte(bytes)})` } };
  }
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  const tooLarge = overSizeLimit(text.length, maxFileSize);
  if (tooLarge !== undefined) return { ok: false, note: { kind: "too-large", message: tooLargeMessage(tooLarge, SIZE_SETTING) } };
  return { ok: true, content: { text, bom, hash } };
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
      return code ?? (error instanceof Error ? error.message.split("\n")[0] ?? "unknown error" : "unknown error");
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
