/**
 * What may follow the link destination being typed (an editor's completion): the entries of the
 * folder its path has reached so far, or after a "#" the anchors of the file it names (the
 * document itself for a bare "#"), under the slugs of the site that shows that file. The same
 * resolution and the same files as the checks (check-links.ts).
 */
import { linkReaderOf, type Language } from "../language.js";
import { runSync } from "../work.js";
import type { LinkRun } from "./check-links.js";
import { OVER_LIMIT } from "./file-view.js";
import { isWithin, joinPath, linkSegment, segmentsBelow } from "./paths.js";
import { GITHUB, pageOf } from "./sites.js";
import { linkTarget } from "./target.js";
import { locate } from "./locate.js";

export interface LinkCompletion {
  readonly label: string;
  readonly kind: "file" | "folder" | "anchor";
  /** What replaces the range: the name as a link writes it. */
  readonly insert: string;
}

export interface LinkCompletions {
  /** The document range the completions replace: the segment (or fragment) typed so far. */
  readonly start: number;
  readonly end: number;
  readonly items: readonly LinkCompletion[];
}

/** The completions at `offset` of the document at `path`, or undefined when it is in no link destination. */
export function linkCompletions(
  run: LinkRun,
  path: string,
  text: string,
  dialect: Language,
  offset: number,
): LinkCompletions | undefined {
  const reader = linkReaderOf(dialect);
  const typed = reader?.destinationAt?.(text, offset);
  if (reader === undefined || typed === undefined || !isWithin(path, run.root)) return undefined;
  const hash = typed.typed.indexOf("#");
  if (hash !== -1) {
    const file = hash === 0 ? path : fileOf(run, path, typed.typed.slice(0, hash));
    if (file === undefined) return undefined;
    const document = file === path ? runSync(reader.readLinks(text, dialect)) : run.files.links(file);
    if (document === undefined || document === OVER_LIMIT) return undefined;
    const site = pageOf(run.sites(), file)?.site ?? GITHUB;
    const items = [...document.anchors(site.slugs)].map((anchor): LinkCompletion => ({
      label: `#${anchor}`,
      kind: "anchor",
      insert: linkSegment(anchor),
    }));
    return { start: typed.start + hash + 1, end: offset, items };
  }
  const slash = typed.typed.lastIndexOf("/");
  const folderPart = slash === -1 ? "" : typed.typed.slice(0, slash + 1);
  const folder = folderPart === "" ? path.slice(0, path.lastIndexOf("/")) || "/" : fileOf(run, path, folderPart);
  if (folder === undefined || !isWithin(folder, run.root)) return undefined;
  const location = locate(run.files, run.root, segmentsBelow(run.root, folder));
  if (location === OVER_LIMIT || location.kind !== "found" || location.entry !== "directory") return undefined;
  const entries = run.files.list(location.path);
  if (entries === undefined || entries === OVER_LIMIT) return undefined;
  const items = entries
    .filter((entry) => entry.name !== ".git")
    .map((entry): LinkCompletion => ({
      label: entry.kind === "directory" ? `${entry.name}/` : entry.name,
      kind: entry.kind === "directory" ? "folder" : "file",
      insert: linkSegment(entry.name) + (entry.kind === "directory" ? "/" : ""),
    }));
  return { start: typed.start + slash + 1, end: offset, items };
}

/** The file or folder a typed path leads to, as the checks resolve it. */
function fileOf(run: LinkRun, document: string, written: string): string | undefined {
  const target = linkTarget(written, document, run.root);
  if (target.kind !== "file") return undefined;
  return target.path === run.root ? run.root : joinPath(target.path);
}
