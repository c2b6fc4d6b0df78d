/**
 * The analyses of the open documents: one @urilint/scan `OpenDocument` per document (what it read
 * is kept for the next analysis after an edit), and the analysis of its current version, shared by
 * every request that needs it. An analysis runs in steps between which the server answers other
 * messages (`runAsync`); a newer version of the document, a settings change and a close cancel it,
 * and a closed document keeps nothing.
 */
import { CancellationTokenSource, type CancellationToken } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { Cancelled, isPrepared, languageOf, OpenDocument, prepareLanguage, runAsync } from "@urilint/scan";
import { analyzeDocument, type Analysis } from "./analysis.js";
import { raceCancellation } from "./protocol.js";
import type { ResolvedSettings } from "./settings.js";
import { WorkspaceLinks } from "./workspace-links.js";

interface Running {
  readonly key: string;
  readonly source: CancellationTokenSource;
  readonly result: Promise<Analysis>;
}

export class Analyses {
  readonly #open = new Map<string, OpenDocument>();
  readonly #running = new Map<string, Running>();
  readonly #links: WorkspaceLinks;
  readonly #folders: () => readonly string[];
  readonly #isOpen: (document: TextDocument) => boolean;

  /**
   * `links` add the findings of a document's links (the workspace's `folders` are their roots);
   * `isOpen` says whether a document is the open one of its URI (not closed, nor replaced).
   */
  constructor(links: WorkspaceLinks, folders: () => readonly string[], isOpen: (document: TextDocument) => boolean) {
    this.#links = links;
    this.#folders = folders;
    this.#isOpen = isOpen;
  }

  /** The analysis of the document's current version under `resolved`, started if it is not running. */
  of(document: TextDocument, resolved: ResolvedSettings, token?: CancellationToken): Promise<Analysis> {
    // A document closed (or replaced) meanwhile is not analysed: nothing may be kept for it.
    if (!this.#isOpen(document)) return Promise.reject(new Cancelled());
    // Link findings depend on other files: the key changes with them.
    const linked = WorkspaceLinks.isOn(resolved) ? `\u0000${this.#links.generation}` : "";
    const key = `${document.version}\u0000${resolved.key}${linked}`;
    let running = this.#running.get(document.uri);
    if (running === undefined || running.key !== key) {
      running?.source.cancel();
      const source = new CancellationTokenSource();
      const open = this.#openDocument(document);
      const links = this.#links;
      const folders = this.#folders();
      const work = function* () {
        const analysis = yield* analyzeDocument(open, resolved);
        return yield* links.withLinks(analysis, document, folders, resolved);
      };
      // A grammar that loads asynchronously (WebAssembly) loads with the first document of its language.
      const result = isPrepared(open.language)
        ? runAsync(work(), source.token)
        : prepareLanguage(open.language).then(() => runAsync(work(), source.token));
      result.catch(() => undefined); // awaited by the callers; a cancelled run is not an unhandled rejection
      running = { key, source, result };
      this.#running.set(document.uri, running);
    }
    return token === undefined ? running.result : raceCancellation(running.result, token);
  }

  /** Stops the analysis of the document's old version: the new one starts when it is needed. */
  changed(uri: string): void {
    this.#running.get(uri)?.source.cancel();
  }

  /** Stops everything of a closed document and lets go of what was kept for it. */
  closed(uri: string): void {
    this.#running.get(uri)?.source.cancel();
    this.#running.delete(uri);
    this.#open.get(uri)?.close();
    this.#open.delete(uri);
  }

  /** The open document with the current text and language. */
  #openDocument(document: TextDocument): OpenDocument {
    const language = languageOf(document.languageId, document.uri);
    const text = document.getText();
    let open = this.#open.get(document.uri);
    if (open === undefined) this.#open.set(document.uri, (open = new OpenDocument(text, language)));
    else open.update(text, language);
    return open;
  }
}
