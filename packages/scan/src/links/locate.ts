/**
 * Where a path leads in a FileView, segment by segment from a root, as a case-sensitive file system
 * (Linux's, a web server's) reads it: each folder is listed (LinkFiles lists each once), so that a
 * name that exists only with other letter case is told apart from one that exists, even on a file
 * system that ignores case (macOS, Windows), where asking for the file would find it.
 */
import { OVER_LIMIT, type DirectoryEntry, type LinkFiles, type OverLimit } from "./file-view.js";
import { joinPath } from "./paths.js";

export type Location =
  /** The path exists as written. */
  | { readonly kind: "found"; readonly path: string; readonly entry: DirectoryEntry["kind"] }
  /** It exists only with other letter case in the segments at `mismatched`: `actual` is its name as stored. */
  | {
      readonly kind: "other-case";
      readonly path: string;
      readonly actual: string;
      readonly actualSegments: readonly string[];
      readonly mismatched: readonly number[];
      readonly entry: DirectoryEntry["kind"];
    }
  /** Segment `at` exists in no case: `folder` is the folder that should have held it (its siblings' names are there). */
  | { readonly kind: "missing"; readonly at: number; readonly folder: string };

/** Follows `segments` (decoded names; "" for a trailing "/") from the folder `root`. */
export function locate(files: LinkFiles, root: string, segments: readonly string[]): Location | OverLimit {
  let folder = root;
  let entryKind: DirectoryEntry["kind"] = "directory";
  const actualSegments: string[] = [];
  const mismatched: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    // A trailing "/" names the folder itself, which must be one.
    if (segment === "" && i === segments.length - 1) {
      if (entryKind !== "directory") return { kind: "missing", at: i - 1, folder: parentFolder(root, actualSegments) };
      break;
    }
    if (entryKind !== "directory") return { kind: "missing", at: i, folder };
    const entries = files.list(folder);
    if (entries === OVER_LIMIT) return OVER_LIMIT;
    const entry = entries === undefined ? undefined : find(entries, segment);
    if (entry === undefined) return { kind: "missing", at: i, folder };
    if (entry.name !== segment) mismatched.push(i);
    actualSegments.push(entry.name);
    folder = joinPath(folder, entry.name);
    entryKind = entry.kind;
  }
  const path = joinPath(root, ...segments.filter((s) => s !== ""));
  if (mismatched.length === 0) return { kind: "found", path, entry: entryKind };
  return { kind: "other-case", path, actual: folder, actualSegments, mismatched, entry: entryKind };
}

/** The entry named `name`, else the one whose name differs in letter case only. */
function find(entries: readonly DirectoryEntry[], name: string): DirectoryEntry | undefined {
  let folded: DirectoryEntry | undefined;
  const lower = name.toLowerCase();
  for (const entry of entries) {
    if (entry.name === name) return entry;
    if (folded === undefined && entry.name.toLowerCase() === lower) folded = entry;
  }
  return folded;
}

function parentFolder(root: string, segments: readonly string[]): string {
  return joinPath(root, ...segments.slice(0, -1));
}

/** Whether a file (not a folder) is at `segments` below `root`, exactly as written. */
export function isFile(files: LinkFiles, root: string, segments: readonly string[]): boolean | OverLimit {
  const location = locate(files, root, segments);
  if (location === OVER_LIMIT) return OVER_LIMIT;
  return location.kind === "found" && location.entry === "file";
}
