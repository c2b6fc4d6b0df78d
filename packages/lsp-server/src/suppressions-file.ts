/**
 * The bulk suppressions of a workspace folder: `urilint-suppressions.json` at its root, as
 * `urilint --suppress-all` writes it (ESLint's format, see the core's suppress/bulk.ts). The editor
 * then shows what the command reports: the findings that are new. The file is read again when its
 * modification time changes; a file that cannot be read or parsed is said once in the log and
 * taken as no suppressions.
 */
import { readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseSuppressions, type BulkSuppressions } from "@urilint/core";
import type { BulkEntries } from "./diagnostics.js";

/** The file's name, at the root of each workspace folder (the command's default location too). */
export const SUPPRESSIONS_FILE = "urilint-suppressions.json";

interface Loaded {
  readonly mtimeMs: number;
  readonly suppressions: BulkSuppressions | undefined;
}

export class SuppressionsFiles {
  readonly #loaded = new Map<string, Loaded>();

  constructor(private readonly log: (message: string) => void) {}

  /** The entries for a document in one of `folders` (URIs), or undefined. */
  entriesFor(documentUri: string, folders: readonly string[]): BulkEntries {
    const place = placeOf(documentUri, folders);
    return place === undefined ? undefined : this.#suppressionsOf(place.folder)?.[place.path];
  }

  /** What changes when the file that holds a document's entries changes (its modification time). */
  stamp(documentUri: string, folders: readonly string[]): string {
    const place = placeOf(documentUri, folders);
    if (place === undefined) return "-";
    this.#suppressionsOf(place.folder);
    return String(this.#loaded.get(place.folder)?.mtimeMs ?? "-");
  }

  #suppressionsOf(folder: string): BulkSuppressions | undefined {
    const file = join(folder, SUPPRESSIONS_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      this.#loaded.delete(folder);
      return undefined;
    }
    const known = this.#loaded.get(folder);
    if (known?.mtimeMs === mtimeMs) return known.suppressions;
    let suppressions: BulkSuppressions | undefined;
    try {
      suppressions = parseSuppressions(readFileSync(file, "utf8"));
    } catch (error) {
      this.log(
        `urilint: ${file} is not a suppressions file (${error instanceof Error ? error.message : "unreadable"}); it is ignored`,
      );
    }
    this.#loaded.set(folder, { mtimeMs, suppressions });
    return suppressions;
  }
}

/** The workspace folder (a path) that holds a document, and the document's path in it with "/". */
function placeOf(documentUri: string, folders: readonly string[]): { folder: string; path: string } | undefined {
  const document = pathOf(documentUri);
  if (document === undefined) return undefined;
  for (const folderUri of folders) {
    const folder = pathOf(folderUri);
    if (folder === undefined) continue;
    const path = relative(folder, document);
    if (path === "" || path === ".." || path.startsWith(`..${sep}`) || isAbsolute(path)) continue;
    return { folder, path: path.split(sep).join("/") };
  }
  return undefined;
}

function pathOf(uri: string): string | undefined {
  if (!uri.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}
