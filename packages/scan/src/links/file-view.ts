/**
 * The files a link checker may look at, as each front-end provides them (the command: the working
 * tree, or the index under `--staged`; the server: the workspace with its open documents; the
 * ESLint plugin: the working tree), and the one cache every run keeps over them: each folder is
 * listed and each file read at most once, up to a limit per run. Paths are absolute, with "/"
 * between segments ("/home/me/repo/docs/a.md", "C:/repo/docs/a.md"), never ending in "/" but the
 * root's.
 */
import { runSync } from "../work.js";
import { languageOfPath, linkReaderOf, type DocumentLinks } from "../language.js";

export interface DirectoryEntry {
  /** The name as the file system stores it (its letter case too). */
  readonly name: string;
  readonly kind: "file" | "directory";
}

/** What a front-end provides: listings and text, nothing else. */
export interface FileView {
  /** The entries of a folder, or undefined when there is no readable folder at `path`. */
  list(path: string): readonly DirectoryEntry[] | undefined;
  /** The text of a file (UTF-8), or undefined when there is no readable file at `path`. */
  read(path: string): string | undefined;
}

/** The answer of a cache whose run has reached its limit: the file system was not asked. */
export const OVER_LIMIT = Symbol("over the limit");
export type OverLimit = typeof OVER_LIMIT;

/**
 * A run's cache over a FileView: listings, texts and each document's links and anchors, each
 * computed once. Holds at most `limit` listings and texts; past that, it answers OVER_LIMIT instead
 * of asking the view (a run over a huge tree stays bounded in time and memory).
 */
export class LinkFiles {
  readonly #listings = new Map<string, readonly DirectoryEntry[] | undefined>();
  readonly #texts = new Map<string, string | undefined>();
  readonly #links = new Map<string, DocumentLinks | undefined>();

  constructor(
    private readonly view: FileView,
    readonly limit: number,
  ) {}

  /** How many listings and texts this cache holds: what it has asked of the view, less what it forgot. */
  get asked(): number {
    return this.#listings.size + this.#texts.size;
  }

  list(path: string): readonly DirectoryEntry[] | undefined | OverLimit {
    if (this.#listings.has(path)) return this.#listings.get(path);
    if (this.asked >= this.limit) return OVER_LIMIT;
    const entries = this.view.list(path);
    this.#listings.set(path, entries);
    return entries;
  }

  read(path: string): string | undefined | OverLimit {
    if (this.#texts.has(path)) return this.#texts.get(path);
    if (this.asked >= this.limit) return OVER_LIMIT;
    const text = this.view.read(path);
    this.#texts.set(path, text);
    return text;
  }

  /** The links and anchors of the document at `path`, read once; undefined when it holds none or cannot be read. */
  links(path: string): DocumentLinks | undefined | OverLimit {
    if (this.#links.has(path)) return this.#links.get(path);
    const language = languageOfPath(path);
    const reader = language === undefined ? undefined : linkReaderOf(language);
    if (reader === undefined || language === undefined) return undefined;
    const text = this.read(path);
    if (text === OVER_LIMIT) return OVER_LIMIT;
    const links = text === undefined ? undefined : runSync(reader.readLinks(text, language));
    this.#links.set(path, links);
    return links;
  }

  /**
   * The links of the document at `path` when `text` is what this cache read there (the command
   * checks the documents it reads): one reading serves its own links and the links into it.
   */
  linksOfText(path: string, text: string): DocumentLinks | undefined {
    if (this.#texts.get(path) !== text) return undefined;
    const links = this.links(path);
    return links === OVER_LIMIT ? undefined : links;
  }

  /** Forgets what was read of `path` and the listing of its folder: the file changed, appeared or went away. */
  forget(path: string): void {
    for (const known of [this.#listings, this.#texts, this.#links]) {
      for (const key of known.keys()) if (key === path || key.startsWith(`${path}/`)) known.delete(key);
    }
    this.#listings.delete(parentOf(path));
  }

  /** Forgets everything. */
  clear(): void {
    this.#listings.clear();
    this.#texts.clear();
    this.#links.clear();
  }
}

/** The folder of a path ("/a/b" → "/a", "/a" → "/", "C:/a" → "C:/"). */
export function parentOf(path: string): string {
  const slash = path.lastIndexOf("/");
  if (slash <= 0) return "/";
  const parent = path.slice(0, slash);
  return /^[A-Za-z]:$/.test(parent) ? `${parent}/` : parent;
}
