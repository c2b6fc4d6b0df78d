/**
 * The link checker's view of a working tree on disk (a FileView), which the command, the language
 * server and the ESLint plugin share: a folder's entries by name and kind (a symbolic link as what
 * it points to; one that points nowhere, or to anything but a folder or a regular file, is not
 * there), a regular file's text as UTF-8. Nothing is written, and nothing but the paths asked for
 * is read: a FIFO or a device is never opened (a read would wait, or never end).
 */
import { readdirSync, readFileSync, statSync, type Dirent } from "node:fs";
import type { DirectoryEntry, FileView } from "./file-view.js";

/** Files larger than this are not read for their anchors (a generated page, a data dump). */
const MAX_TEXT_BYTES = 8 * 1024 * 1024;

export function diskFiles(): FileView {
  return {
    list(path) {
      let dirents: Dirent[];
      try {
        dirents = readdirSync(path, { withFileTypes: true });
      } catch {
        return undefined;
      }
      const entries: DirectoryEntry[] = [];
      for (const dirent of dirents) {
        const kind = dirent.isDirectory()
          ? "directory"
          : dirent.isFile()
            ? "file"
            : dirent.isSymbolicLink()
              ? followed(`${path.endsWith("/") ? path.slice(0, -1) : path}/${dirent.name}`)
              : undefined;
        if (kind !== undefined) entries.push({ name: dirent.name, kind });
      }
      return entries;
    },
    read(path) {
      try {
        const stat = statSync(path);
        if (!stat.isFile() || stat.size > MAX_TEXT_BYTES) return undefined;
        return readFileSync(path, "utf8");
      } catch {
        return undefined;
      }
    },
  };
}

function followed(path: string): DirectoryEntry["kind"] | undefined {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? "directory" : stat.isFile() ? "file" : undefined;
  } catch {
    return undefined;
  }
}
