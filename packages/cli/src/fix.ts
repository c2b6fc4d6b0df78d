/**
 * Writing a fixed file: over the file that was read, in place (the same inode: its owner, group,
 * mode, hard links and any link to it stay as they are), and only if nothing else wrote it since it
 * was read: just before writing, the open file must be the one read (device and inode), of the same
 * size, time of change and content (a hash of its bytes). A file another program edited meanwhile
 * keeps that edit. A read-only file (no write permission for anyone) is not written, even by root;
 * nor a file outside the repository.
 *
 * A write in place is not atomic: a process killed in the middle would leave part of the new text
 * over the old. So the old bytes are first copied to a file beside it, `.<name>.urilint-backup`,
 * which is deleted once the new text is written. A run killed meanwhile leaves that copy, and the
 * next run with --fix does not touch the file until the user has compared and deleted it.
 */
import { basename, dirname, join } from "node:path";
import { closeSync, constants, ftruncateSync, lstatSync, openSync, unlinkSync, writeSync, type Stats } from "node:fs";
import { hashOf, type Origin } from "./source.js";
import { isInside, isRefused, openRegularFile, readUpTo, reasonOf } from "./file-access.js";
import type { Note } from "./results.js";

export const BACKUP_SUFFIX = ".urilint-backup";

/** The copy of a file's old bytes kept while it is rewritten. */
export function backupOf(real: string): string {
  return join(dirname(real), `.${basename(real)}${BACKUP_SUFFIX}`);
}

/** Writes `text` over the file read at `origin`; a note when it does not (the file keeps what it has). */
export function writeFixed(origin: Origin, root: string, text: string): Note | undefined {
  if (!isInside(origin.real, root))
    return notWritten("it is outside the repository, and urilint writes only inside it");
  const backup = backupOf(origin.real);
  if (exists(backup)) {
    return notWritten(
      `an earlier urilint --fix stopped while writing it; its content from before is kept beside it, in the file of the same name with a "." before and "${BACKUP_SUFFIX}" after: compare the two, then delete that copy`,
    );
  }
  let opened;
  try {
    opened = openRegularFile(origin.real, root, "write");
  } catch (error) {
    return notWritten(reasonOf(error));
  }
  if (isRefused(opened)) return notWritten(`it is now ${opened.reason}`);
  const { fd, stat } = opened;
  try {
    const old = unchangedBytes(origin, fd, stat);
    if (typeof old === "string") return notWritten(old);
    return writeInPlace(fd, old, Buffer.from(text, "utf8"), backup);
  } catch (error) {
    return notWritten(reasonOf(error));
  } finally {
    closeSync(fd);
  }
}

/** The open file's bytes if it is the one read, as it was; else why it is not. */
function unchangedBytes(origin: Origin, fd: number, stat: Stats): Buffer | string {
  if (stat.dev !== origin.dev || stat.ino !== origin.ino)
    return "it was replaced by another file since urilint read it";
  if ((stat.mode & 0o222) === 0) return "it is read-only";
  const edited = "another program changed it since urilint read it, and that change is kept";
  if (stat.size !== origin.size || stat.mtimeMs !== origin.mtimeMs) return edited;
  const now = readUpTo(fd, stat.size, stat.size);
  if (now === undefined || hashOf(now) !== origin.hash) return edited;
  return now;
}

function writeInPlace(fd: number, old: Buffer, fixed: Buffer, backup: string): Note | undefined {
  try {
    writeNew(backup, old);
  } catch (error) {
    return notWritten(
      `urilint keeps a copy of a file beside it while it rewrites it, and could not (${reasonOf(error)})`,
    );
  }
  try {
    writeAll(fd, fixed);
    ftruncateSync(fd, fixed.length);
  } catch (error) {
    try {
      writeAll(fd, old);
      ftruncateSync(fd, old.length);
    } catch {
      return {
        kind: "not-written",
        message: `urilint could not finish writing the fixes to this file (${reasonOf(error)}); its content from before is kept beside it, in the file of the same name with a "." before and "${BACKUP_SUFFIX}" after`,
      };
    }
    unlinkSync(backup);
    return notWritten(reasonOf(error));
  }
  unlinkSync(backup);
  return undefined;
}

/** A new file (never one that exists, never through a link) holding `bytes`, readable by its owner only. */
function writeNew(path: string, bytes: Buffer): void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    writeAll(fd, bytes);
  } catch (error) {
    closeSync(fd);
    unlinkSync(path);
    throw error;
  }
  closeSync(fd);
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let written = 0; written < bytes.length;)
    written += writeSync(fd, bytes, written, bytes.length - written, written);
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

function notWritten(why: string): Note {
  return { kind: "not-written", message: `urilint did not write the fixes to this file: ${why}; it is unchanged` };
}
