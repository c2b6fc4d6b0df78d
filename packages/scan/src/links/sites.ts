/**
 * Where Markdown is read, and so which links work: GitHub shows a repository file by file (a
 * link leads to a file, or a folder, by its path; headings get GitHub's slugs), a site generator
 * serves pages at routes of its own. Each site is its mounts: a folder served under a route
 * (VitePress's `srcDir` at its root, Docusaurus's `docs` under `/docs`), whose Markdown files are
 * pages or whose files are served as they are (VitePress's `public/`, Docusaurus's `static/`),
 * plus the base path the whole site is served under and its heading slugs.
 *
 * How each generator maps a page file to its route, and a route back to the file (the
 * generators' documentation on routing and links):
 * - VitePress: `a/b.md` is `/a/b.html` (or `/a/b` with clean URLs: both are served), `a/index.md`
 *   is `/a/`; a link may also name the `.md` file.
 * - Docusaurus (docs): `a/b.md` or `.mdx` is `/docs/a/b`, number prefixes dropped (`01-intro.md`
 *   is `intro`); `a/index.md`, `a/README.md` and `a/a.md` are `/docs/a`, without a trailing slash,
 *   so that a relative URL there resolves against `/docs/`. `src/pages` holds pages at the root,
 *   `static/` files; blog routes are not checked (they carry dates and slugs of their own).
 * - mdBook: `a/b.md` is `/a/b.html`, `a/README.md` (or `index.md`) is `/a/index.html`.
 * - MkDocs: `a/b.md` is `/a/b/` (`use_directory_urls`, the default; else `/a/b.html`),
 *   `a/index.md` and `a/README.md` are `/a/`; other files are served as they are.
 * Front matter that renames a page (`slug`, `permalink`) is not read: a route link to such a page
 * is reported, a link to its file is not.
 */
import type { SlugStyle } from "../language.js";
import { OVER_LIMIT, type LinkFiles, type OverLimit } from "./file-view.js";
import { locate } from "./locate.js";
import { isWithin, joinPath, segmentsBelow } from "./paths.js";

export type SiteKind = "github" | "vitepress" | "docusaurus" | "mdbook" | "mkdocs";

export const SITE_NAMES: Readonly<Record<SiteKind, string>> = {
  github: "GitHub",
  vitepress: "VitePress",
  docusaurus: "Docusaurus",
  mdbook: "mdBook",
  mkdocs: "MkDocs",
};

export interface Mount {
  /** The route segments it is served under, below the base: [] at the site's root, ["docs"] for Docusaurus's docs. */
  readonly route: readonly string[];
  readonly folder: string;
  /** `pages`: its Markdown files are pages; `assets`: its files are served as they are; `unchecked`: its routes are not checked. */
  readonly kind: "pages" | "assets" | "unchecked";
  /** Docusaurus's docs: names are matched without their number prefixes (`01-intro.md` is `intro`). */
  readonly numberPrefixes?: boolean;
}

export interface Site {
  readonly kind: SiteKind;
  readonly slugs: SlugStyle;
  /** The base path's segments: [] for "/", ["repo"] for "/repo/". */
  readonly base: readonly string[];
  readonly mounts: readonly Mount[];
  /** MkDocs's `use_directory_urls`. */
  readonly directoryUrls: boolean;
}

/** GitHub: no routes, every path is a file's; GitHub's slugs. */
export const GITHUB: Site = { kind: "github", slugs: "github", base: [], mounts: [], directoryUrls: false };

/** A document's place: the site whose pages hold it and its path's segments below that mount. */
export interface Page {
  readonly site: Site;
  readonly mount: Mount;
  readonly segments: readonly string[];
}

/** The page at `path`, in the site whose page folder holds it (the deepest one), or undefined (GitHub's). */
export function pageOf(sites: readonly Site[], path: string): Page | undefined {
  let best: Page | undefined;
  for (const site of sites) {
    for (const mount of site.mounts) {
      if (mount.kind !== "pages" || !isWithin(path, mount.folder)) continue;
      if (best === undefined || mount.folder.length > best.mount.folder.length)
        best = { site, mount, segments: segmentsBelow(mount.folder, path) };
    }
  }
  return best;
}

const MARKDOWN = /\.(md|markdown)$/i;
const MARKDOWN_OR_MDX = /\.(md|markdown|mdx)$/i;

/** The route of a page below the base, as segments; a last "" stands for a trailing "/". */
export function pageRoute(page: Page): string[] {
  const { site, mount } = page;
  const segments = site.kind === "docusaurus" ? page.segments.map(withoutNumberPrefix) : [...page.segments];
  const last = segments.pop() ?? "";
  const stem = last.replace(MARKDOWN_OR_MDX, "");
  const folderName = segments.at(-1);
  const isIndex = /^(index|readme)$/i.test(stem) || (site.kind === "docusaurus" && stem === folderName);
  const route = [...mount.route, ...segments];
  switch (site.kind) {
    case "vitepress":
      return isIndex && /^index$/i.test(stem) ? [...route, ""] : [...route, `${stem}.html`];
    case "docusaurus":
      return isIndex ? (route.length === 0 ? [""] : route) : [...route, stem];
    case "mdbook":
      return [...route, isIndex ? "index.html" : `${stem}.html`];
    case "mkdocs":
      if (isIndex) return [...route, ""];
      return site.directoryUrls ? [...route, stem, ""] : [...route, `${stem}.html`];
    case "github":
      return [...route, last];
  }
}

/** What serves a route: a file, nothing, or a route not checked. */
export type Served =
  { readonly kind: "file"; readonly path: string } | { readonly kind: "missing" } | { readonly kind: "unchecked" };

/** The file that serves `route` (segments below the base, decoded; a last "" for a trailing "/"). */
export function servedBy(files: LinkFiles, site: Site, route: readonly string[]): Served | OverLimit {
  // The longest route prefix first: Docusaurus's /docs before its root's pages.
  const mounts = [...site.mounts].sort((a, b) => b.route.length - a.route.length);
  for (const mount of mounts) {
    if (!startsWith(route, mount.route)) continue;
    const rest = route.slice(mount.route.length);
    if (mount.kind === "unchecked") return { kind: "unchecked" };
    for (const candidate of mount.kind === "assets" ? [rest] : candidatesOf(site, rest)) {
      const found =
        mount.numberPrefixes === true
          ? docusaurusDoc(files, mount.folder, candidate)
          : fileAt(files, mount.folder, candidate);
      if (found === OVER_LIMIT) return OVER_LIMIT;
      if (found !== undefined) return { kind: "file", path: found };
    }
  }
  return { kind: "missing" };
}

/** The files (segments below a mount) that may serve `route`, most likely first. */
function candidatesOf(site: Site, route: readonly string[]): string[][] {
  const folder = route.slice(0, -1);
  const last = route.at(-1) ?? "";
  const at = (name: string): string[] => [...folder, name];
  const inside = (...names: string[]): string[][] => names.map((name) => [...folder, last, name]);
  const indexes = (...names: string[]): string[][] => names.map((name) => at(name));
  if (last === "") {
    switch (site.kind) {
      case "vitepress":
        return indexes("index.md");
      case "docusaurus":
        // Served with or without the trailing "/".
        return folder.length === 0 ? indexes(...DOCUSAURUS_INDEXES) : candidatesOf(site, folder);
      case "mdbook":
      case "mkdocs":
        return indexes("index.md", "README.md");
      case "github":
        return [];
    }
  }
  const html = /\.html$/i.exec(last);
  const stem = html === null ? last : last.slice(0, html.index);
  switch (site.kind) {
    case "vitepress":
      if (MARKDOWN.test(last)) return [at(last)];
      return [at(`${stem}.md`), ...inside("index.md"), at(last)];
    case "docusaurus":
      return [
        ...["md", "mdx", "js", "jsx", "ts", "tsx"].map((extension) => at(`${stem}.${extension}`)),
        ...inside(...DOCUSAURUS_INDEXES, `${stem}.md`, `${stem}.mdx`),
        at(last),
      ];
    case "mdbook":
      if (/^index\.html$/i.test(last)) return indexes("index.md", "README.md");
      return html === null ? [at(last)] : [at(`${stem}.md`), at(last)];
    case "mkdocs":
      if (html !== null) return [at(`${stem}.md`), ...(/^index$/i.test(stem) ? indexes("README.md") : []), at(last)];
      return [at(last), at(`${last}.md`), ...inside("index.md", "README.md")];
    case "github":
      return [at(last)];
  }
}

/** The files that are a Docusaurus folder's page. */
const DOCUSAURUS_INDEXES = [
  "index.md",
  "index.mdx",
  "README.md",
  "README.mdx",
  "index.js",
  "index.jsx",
  "index.ts",
  "index.tsx",
];

/** A file exactly at `segments` below `folder`, or undefined. */
function fileAt(files: LinkFiles, folder: string, segments: readonly string[]): string | undefined | OverLimit {
  const location = locate(files, folder, segments);
  if (location === OVER_LIMIT) return OVER_LIMIT;
  return location.kind === "found" && location.entry === "file" ? location.path : undefined;
}

/**
 * A Docusaurus doc: each folder and the file matched without its number prefix (`01-basics/02-intro.md`
 * is `basics/intro`); `x.md` may also be `x.mdx`.
 */
function docusaurusDoc(files: LinkFiles, folder: string, segments: readonly string[]): string | undefined | OverLimit {
  let current = folder;
  for (let i = 0; i < segments.length; i++) {
    const entries = files.list(current);
    if (entries === OVER_LIMIT) return OVER_LIMIT;
    if (entries === undefined) return undefined;
    const segment = segments[i]!;
    const last = i === segments.length - 1;
    const entry = entries.find((e) =>
      last && e.kind === "file"
        ? withoutNumberPrefix(e.name) === segment ||
          withoutNumberPrefix(e.name).replace(MARKDOWN_OR_MDX, "") === segment.replace(MARKDOWN_OR_MDX, "")
        : e.kind === "directory" && withoutNumberPrefix(e.name) === segment,
    );
    if (entry === undefined) return undefined;
    current = joinPath(current, entry.name);
    if (last) return entry.kind === "file" ? current : undefined;
  }
  return undefined;
}

/** Docusaurus drops a number prefix from each name: `01-intro.md`, `2. Guide`, `03_api` (`numberPrefixParser`). */
function withoutNumberPrefix(name: string): string {
  return name.replace(/^\d+\s*[-_.]+\s*(?=\S)/, "");
}

function startsWith(route: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((segment, i) => route[i] === segment);
}
