/**
 * The sites of a repository: from the settings (`site`, `siteRoot`, `siteBase`), or detected from
 * the generators' configuration files at the repository's root or in a folder right below it:
 * `.vitepress/config.*` (VitePress: `srcDir`, `base`), `docusaurus.config.*` (Docusaurus: the docs'
 * `path` and `routeBasePath`, `baseUrl`), `book.toml` (mdBook: `src`, `site-url`), `mkdocs.yml`
 * (MkDocs: `docs_dir`, `site_url`, `use_directory_urls`). A configuration is read as its language
 * (a script's string literals by the keys they are stored under, a YAML file's scalars), never run.
 */
import type { SiteSetting } from "@urilint/core";
import { languageOfPath, readerOf } from "../language.js";
import { scanDocument } from "../scan.js";
import { runSync } from "../work.js";
import { OVER_LIMIT, type LinkFiles, type OverLimit } from "./file-view.js";
import { joinPath } from "./paths.js";
import type { Mount, Site, SiteKind } from "./sites.js";

export interface SiteSettings {
  readonly site: SiteSetting;
  /** The folder served as the site's root, relative to the repository; "" for the configured one. */
  readonly siteRoot: string;
  /** The path the site is served under; "" for the configured one. */
  readonly siteBase: string;
}

const SCRIPT_EXTENSIONS = ["ts", "mts", "cts", "js", "mjs", "cjs"];
const CONFIG_KEYS: Readonly<Record<Exclude<SiteKind, "github">, readonly string[]>> = {
  vitepress: ["srcDir", "base"],
  docusaurus: ["path", "routeBasePath", "baseUrl"],
  mdbook: ["src", "site-url"],
  mkdocs: ["docs_dir", "site_url", "use_directory_urls"],
};

/** A generator's configuration file, found. */
interface Found {
  readonly kind: Exclude<SiteKind, "github">;
  /** The folder of the site's project (where the generator runs). */
  readonly project: string;
  readonly config: string;
}

/** The sites of the repository at `repository` (none: every document is read as GitHub shows it). */
export function sitesOf(files: LinkFiles, repository: string, settings: SiteSettings): Site[] | OverLimit {
  if (settings.site === "github") return [];
  const found = findConfigs(files, repository);
  if (found === OVER_LIMIT) return OVER_LIMIT;
  const chosen = settings.site === "auto" ? found : found.filter((config) => config.kind === settings.site);
  const sites: Site[] = [];
  for (const config of chosen) {
    const values = configValues(files, config.config, new Set(CONFIG_KEYS[config.kind]));
    if (values === OVER_LIMIT) return OVER_LIMIT;
    sites.push(siteOf(config.kind, config.project, values));
  }
  if (sites.length === 0 && settings.site !== "auto") sites.push(siteOf(settings.site, repository, new Map()));
  if (sites.length > 0 && (settings.siteRoot !== "" || settings.siteBase !== "")) {
    sites[0] = withOverrides(sites[0]!, repository, settings);
  }
  return sites;
}

/** The configuration files at the repository's root and in each folder right below it. */
function findConfigs(files: LinkFiles, repository: string): Found[] | OverLimit {
  const top = files.list(repository);
  if (top === OVER_LIMIT) return OVER_LIMIT;
  if (top === undefined) return [];
  const folders = [
    repository,
    ...top
      .filter((entry) => entry.kind === "directory" && !entry.name.startsWith(".") && entry.name !== "node_modules")
      .map((entry) => joinPath(repository, entry.name)),
  ];
  const found: Found[] = [];
  for (const folder of folders) {
    const entries = files.list(folder);
    if (entries === OVER_LIMIT) return OVER_LIMIT;
    if (entries === undefined) continue;
    const names = new Map(entries.map((entry) => [entry.name, entry.kind] as const));
    if (names.get(".vitepress") === "directory") {
      const inner = files.list(joinPath(folder, ".vitepress"));
      if (inner === OVER_LIMIT) return OVER_LIMIT;
      const config = inner?.find((e) => e.kind === "file" && SCRIPT_EXTENSIONS.some((x) => e.name === `config.${x}`));
      if (config !== undefined)
        found.push({ kind: "vitepress", project: folder, config: joinPath(folder, ".vitepress", config.name) });
    }
    const file = (name: string): string | undefined =>
      names.get(name) === "file" ? joinPath(folder, name) : undefined;
    const docusaurus = SCRIPT_EXTENSIONS.map((x) => file(`docusaurus.config.${x}`)).find((f) => f !== undefined);
    if (docusaurus !== undefined) found.push({ kind: "docusaurus", project: folder, config: docusaurus });
    const book = file("book.toml");
    if (book !== undefined) found.push({ kind: "mdbook", project: folder, config: book });
    const mkdocs = file("mkdocs.yml") ?? file("mkdocs.yaml");
    if (mkdocs !== undefined) found.push({ kind: "mkdocs", project: folder, config: mkdocs });
  }
  return found;
}

type Values = ReadonlyMap<string, string | boolean>;

/** The values of `keys` in the configuration file at `path`, as its language reads them. */
function configValues(files: LinkFiles, path: string, keys: ReadonlySet<string>): Values | OverLimit {
  const text = files.read(path);
  if (text === OVER_LIMIT) return OVER_LIMIT;
  const language = languageOfPath(path);
  if (text === undefined || language === undefined) return new Map();
  const reader = readerOf(language);
  if (reader.readValues !== undefined) return runSync(reader.readValues(text, language, keys));
  const values = new Map<string, string>();
  runSync(
    scanDocument(text, language, (candidate) => {
      const context = candidate.site.context;
      if (
        context.kind === "named" &&
        keys.has(context.name) &&
        !values.has(context.name) &&
        candidate.value.holes.length === 0
      )
        values.set(context.name, candidate.value.text);
    }),
  );
  return values;
}

function siteOf(kind: Exclude<SiteKind, "github">, project: string, values: Values): Site {
  const text = (key: string): string | undefined => {
    const value = values.get(key);
    return typeof value === "string" ? value : undefined;
  };
  const folder = (relative: string | undefined, fallback: string): string =>
    joinPath(project, ...(relative ?? fallback).split("/").filter((s) => s !== "" && s !== "."));
  switch (kind) {
    case "vitepress": {
      const content = folder(text("srcDir"), ".");
      return site(kind, "vitepress", text("base"), [
        { route: [], folder: content, kind: "pages" },
        { route: [], folder: joinPath(content, "public"), kind: "assets" },
      ]);
    }
    case "docusaurus":
      return site(kind, "docusaurus", text("baseUrl"), [
        {
          route: routeSegments(text("routeBasePath") ?? "docs"),
          folder: folder(text("path"), "docs"),
          kind: "pages",
          numberPrefixes: true,
        },
        { route: [], folder: joinPath(project, "src", "pages"), kind: "pages" },
        { route: [], folder: joinPath(project, "static"), kind: "assets" },
        { route: ["blog"], folder: joinPath(project, "blog"), kind: "unchecked" },
      ]);
    case "mdbook":
      return site(kind, "mdbook", text("site-url"), [{ route: [], folder: folder(text("src"), "src"), kind: "pages" }]);
    case "mkdocs": {
      const directoryUrls = values.get("use_directory_urls");
      return {
        ...site(kind, "mkdocs", text("site_url"), [
          { route: [], folder: folder(text("docs_dir"), "docs"), kind: "pages" },
        ]),
        directoryUrls: directoryUrls !== false && directoryUrls !== "false",
      };
    }
  }
}

function site(kind: SiteKind, slugs: Site["slugs"], base: string | undefined, mounts: Mount[]): Site {
  return { kind, slugs, base: routeSegments(pathOfBase(base ?? "/")), mounts, directoryUrls: false };
}

/** The settings' folder and base in place of the configured ones. */
function withOverrides(site: Site, repository: string, settings: SiteSettings): Site {
  const root = joinPath(repository, ...settings.siteRoot.split("/").filter((s) => s !== "" && s !== "."));
  const mounts =
    settings.siteRoot === ""
      ? site.mounts
      : site.mounts.map((mount, i) =>
          i === 0
            ? { ...mount, folder: root }
            : mount.kind === "assets" && site.kind === "vitepress"
              ? { ...mount, folder: joinPath(root, "public") }
              : mount,
        );
  const base = settings.siteBase === "" ? site.base : routeSegments(pathOfBase(settings.siteBase));
  return { ...site, mounts, base };
}

/** The path of a base given as a URL (`https://x.github.io/repo/`) or a path (`/repo/`). */
function pathOfBase(base: string): string {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/.exec(base);
  return scheme === null ? base : base.slice(scheme[0].length);
}

function routeSegments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "" && segment !== ".");
}
