/**
 * Writing a fixed file: atomically (a temporary file beside it, then a rename, so a reader or a
 * crash never sees half a file), with the file's mode kept. Line endings and the byte order mark
 * are the caller's text as read: the fixes only replace characters of URIs. A symbolic link is
 * followed, so the link stays a link and its target gets the fixes.
 */
import { chmodSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { FileEntry } from "./files.js";
import type { Note } from "./results.js";

/** Writes `text` over the file; a note when it cannot (the file keeps its old content). */
export function writeFixed(entry: FileEntry, cwd: string, text: string): Note | undefined {
  let temporary: string | undefined;
  try {
    const target = realpathSync(resolve(cwd, entry.path));
    const { mode } = statSync(target);
    temporary = join(
      dirname(target),
      `.${basename(target)}.urilint-${process.pid}-${Math.random().toString(36).slice(2)}.tmp`,
    );
    writeFileSync(temporary, text, { mode, flag: "wx" });
    // The process's umask may have taken bits off the mode given to writeFileSync.
    chmodSync(temporary, mode & 0o7777);
    renameSync(temporary, target);
    return undefined;
  } catch (error) {
    if (temporary !== undefined) {
      try {
        unlinkSync(temporary);
      } catch {
        // it was never made, or it is gone already
      }
    }
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    return {
      kind: "not-written",
      message: `urilint could not write the fixes to this file (${code}); it is unchanged`,
    };
  }
}
