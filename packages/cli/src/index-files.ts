/**
 * The files of the git index as the link checker's FileView, for `--staged`: a link is checked
 * against what the commit will hold, not the working tree (a file renamed and staged is gone under
 * its old name even while an editor still has it open). The index's paths are listed once; a
 * file's staged content is read when the checker asks for it (LinkFiles reads each once).
 */
import type { DirectoryEntry, FileView } from "@urilint/scan";
import { indexPaths, stagedContent } from "./git.js";

export function indexFileView(root: string): FileView {
  const folders = new Map<string, Map<string, DirectoryEntry["kind"]>>();
  const folder = (path: string): Map<string, DirectoryEntry["kind"]> => {
    let entries = folders.get(path);
    if (entries === undefined) folders.set(path, (entries = new Map()));
    return entries;
  };
  folder(root);
  for (const path of indexPaths(root)) {
    const segments = path.split("/");
    let current = root;
    segments.forEach((name, i) => {
      const last = i === segments.length - 1;
      folder(current).set(name, last ? "file" : "directory");
      current = `${current}/${name}`;
      if (!last) folder(current);
    });
  }
  return {
    list(path) {
      const entries = folders.get(path);
      return entries === undefined ? undefined : [...entries].map(([name, kind]) => ({ name, kind }));
    },
    read(path) {
      if (!path.startsWith(`${root}/`)) return undefined;
      const relative = path.slice(root.length + 1);
      const parent = folders.get(path.slice(0, path.lastIndexOf("/")));
      if (parent?.get(relative.slice(relative.lastIndexOf("/") + 1)) !== "file") return undefined;
      try {
        return stagedContent(root, relative).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}
