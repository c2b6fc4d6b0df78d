/**
 * The link checker in the server: one run per workspace folder (its root is the folder; a document
 * outside every folder has no links checked), over a view of the folder's files in which an open
 * document is its editor's text, saved or not. What the run has read is forgotten as files change:
 * on `workspace/didChangeWatchedFiles` (created, changed, deleted, renamed) and on a document's
 * open, change and close; each change bumps `generation`, which is part of every analysis's key,
 * so the diagnostics of the documents that link to a changed file are computed again.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import type { TextDocument } from "vscode-languageserver-textdocument";
import {
  checksLinks,
  languageOf,
  LinkFiles,
  LinkRun,
  parentOf,
  withLinkMatches,
  type FileView,
  type UriMatch,
  type Work,
  diskFiles,
} from "@urilint/scan";
import type { Analysis } from "./analysis.js";
import type { ResolvedSettings } from "./settings.js";

/** A document's file path with "/" (a `file:` URI), or undefined for another scheme. */
export function pathOfUri(uri: string): string | undefined {
  if (!uri.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(uri).split("\\").join("/");
  } catch {
    return undefined;
  }
}

export class WorkspaceLinks {
  /** Bumped whenever a file or an open document changes: part of every analysis's key. */
  generation = 0;
  /** Set once a document's links were checked: until then a change of files concerns no diagnostic. */
  used = false;
  readonly #runs = new Map<string, { key: string; run: LinkRun }>();
  readonly #view: FileView;

  constructor(private readonly openDocuments: () => readonly TextDocument[]) {
    const disk = diskFiles();
    this.#view = {
      list: (path) => {
        const entries = disk.list(path);
        // An open document that was never saved is in its folder too.
        const unsaved = this.#openPaths().filter((open) => parentOf(open) === path);
        if (unsaved.length === 0) return entries;
        const names = new Set((entries ?? []).map((entry) => entry.name));
        const added = unsaved
          .map((open) => open.slice(open.lastIndexOf("/") + 1))
          .filter((name) => !names.has(name))
          .map((name) => ({ name, kind: "file" as const }));
        return entries === undefined && added.length === 0 ? undefined : [...(entries ?? []), ...added];
      },
      read: (path) => this.#openText(path) ?? disk.read(path),
    };
  }

  #openPaths(): string[] {
    return this.openDocuments()
      .map((document) => pathOfUri(document.uri))
      .filter((path): path is string => path !== undefined);
  }

  #openText(path: string): string | undefined {
    const uri = pathToFileURL(path).href;
    return this.openDocuments()
      .find((document) => document.uri === uri || pathOfUri(document.uri) === path)
      ?.getText();
  }

  /** Whether the settings turn the link checker on. */
  static isOn(resolved: ResolvedSettings): boolean {
    return checksLinks(resolved.codes);
  }

  /** Files changed, appeared or went away (watched files), or an open document changed. */
  changed(uris: readonly string[]): void {
    for (const uri of uris) {
      const path = pathOfUri(uri);
      if (path === undefined) continue;
      for (const { run } of this.#runs.values()) run.forget(path);
    }
    this.generation++;
  }

  /** The folders' runs start over (the folders or their settings changed). */
  reset(): void {
    this.#runs.clear();
    this.generation++;
  }

  /** The run of the workspace folder that holds `document`, or undefined when none does. */
  runFor(document: TextDocument, folders: readonly string[], resolved: ResolvedSettings): LinkRun | undefined {
    const folder = folderOf(document.uri, folders);
    return folder === undefined ? undefined : this.#runOf(folder, resolved);
  }

  /** The run of the folder (a `file:` URI) that holds a document, for its settings. */
  #runOf(folder: string, resolved: ResolvedSettings): LinkRun | undefined {
    const root = pathOfUri(folder);
    if (root === undefined) return undefined;
    const { site, siteRoot, siteBase, maxLinkTargets } = resolved.settings;
    const key = JSON.stringify([site, siteRoot, siteBase, maxLinkTargets]);
    const known = this.#runs.get(folder);
    if (known !== undefined && known.key === key) return known.run;
    const run = new LinkRun(new LinkFiles(this.#view, maxLinkTargets), root.replace(/\/$/, "") || "/", {
      site,
      siteRoot,
      siteBase,
    });
    this.#runs.set(folder, { key, run });
    return run;
  }

  /** `analysis` with the findings of the document's links, when the settings ask for them. */
  *withLinks(
    analysis: Analysis,
    document: TextDocument,
    folders: readonly string[],
    resolved: ResolvedSettings,
  ): Work<Analysis> {
    if (!WorkspaceLinks.isOn(resolved) || analysis.tooLarge !== undefined || analysis.unreadable === true)
      return analysis;
    const path = pathOfUri(document.uri);
    const folder = folderOf(document.uri, folders);
    if (path === undefined || folder === undefined) return analysis;
    const run = this.#runOf(folder, resolved);
    if (run === undefined) return analysis;
    this.used = true;
    const language = languageOf(document.languageId, document.uri);
    const links: UriMatch[] = yield* run.check(path, document.getText(), language, { codes: resolved.codes });
    return links.length === 0 ? analysis : { ...analysis, matches: withLinkMatches(analysis.matches, links) };
  }
}

/** The deepest workspace folder that holds `uri`. */
function folderOf(uri: string, folders: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const folder of folders) {
    const base = folder.endsWith("/") ? folder : `${folder}/`;
    if (uri.startsWith(base) && (best === undefined || folder.length > best.length)) best = folder;
  }
  return best;
}
