/**
 * The link checker: every link of a document (its language's link reader gives them, URI or not)
 * resolved to a file or a heading and looked up in the run's files (file-view.ts), as the place
 * the document is read would follow it: GitHub, file by file, or a site's routes (sites.ts). Its
 * findings are the catalogue's `link` codes, on the exact part of the destination that is wrong,
 * with a repair where one is clearly meant (the nearest name by edit distance). Pure but for the
 * FileView: the command, the server and the ESLint plugin run the same checks and report the
 * same findings.
 */
import {
  closest,
  createFinding,
  type Finding,
  type FindingCode,
  type Suggestion,
  type UriCandidate,
} from "@urilint/core";
import type { Candidate } from "../candidate.js";
import { linkReaderOf, type DocumentLinks, type Language } from "../language.js";
import type { UriMatch } from "../matches.js";
import type { Work } from "../work.js";
import { OVER_LIMIT, parentOf, type LinkFiles, type OverLimit } from "./file-view.js";
import { locate, type Location } from "./locate.js";
import { encodeLeniently, linkTarget, type Fragment, type LinkTarget, type Repair } from "./target.js";
import { isWithin, joinPath, linkSegment, pathOfUriPath, relativePath, segmentsBelow } from "./paths.js";
import { hostedRepository, type HostedRepository } from "./hosted.js";
import { sitesOf, type SiteSettings } from "./site-config.js";
import { GITHUB, pageOf, pageRoute, servedBy, SITE_NAMES, type Page, type Site } from "./sites.js";
import { resolve as resolveReference, tryParse } from "@urilint/core";

/** The codes of the link checker: a run that computes none of them reads no link. */
export const LINK_CODES: ReadonlySet<FindingCode> = new Set<FindingCode>([
  "missing-file",
  "missing-anchor",
  "file-case-mismatch",
  "malformed-link",
  "links-not-checked",
]);

/** Whether any of `codes` is the link checker's. */
export function checksLinks(codes: ReadonlySet<FindingCode>): boolean {
  for (const code of LINK_CODES) if (codes.has(code)) return true;
  return false;
}

export interface CheckLinksOptions {
  /** The codes to report (the others are not computed). */
  readonly codes: ReadonlySet<FindingCode>;
  /** Report only the links whose target file is one of these (`--staged`: renamed and deleted files). */
  readonly onlyTargets?: (path: string) => boolean;
  /** Where a file that is gone went (`--staged`: a staged rename): the repair of a link to it. */
  readonly moved?: (path: string) => string | undefined;
}

/**
 * One run of the link checker over the files of one repository (or workspace folder): its root,
 * the sites in it and the files it has read. Documents and targets outside the root are not
 * checked: what lies there is not the repository's.
 */
export class LinkRun {
  #sites: readonly Site[] | undefined;
  #hosted: { value: HostedRepository | undefined } | undefined;
  #limitReported = false;

  constructor(
    readonly files: LinkFiles,
    readonly root: string,
    private readonly settings: SiteSettings,
  ) {}

  /** The sites of the repository, read once (none when its files cannot be read within the limit). */
  sites(): readonly Site[] {
    if (this.#sites === undefined) {
      const sites = sitesOf(this.files, this.root, this.settings);
      this.#sites = sites === OVER_LIMIT ? [] : sites;
    }
    return this.#sites;
  }

  /** The repository's own address on GitHub or GitLab, read once. */
  hosted(): HostedRepository | undefined {
    return (this.#hosted ??= { value: hostedRepository(this.files, this.root) }).value;
  }

  /** Forgets what was read of `path` (changed, created or deleted); the sites and the address are read again. */
  forget(path: string): void {
    this.files.forget(path);
    this.#sites = undefined;
    this.#hosted = undefined;
    this.#limitReported = false;
  }

  /**
   * The links of the document at `path` (its current `text`, read as `dialect`) that lead nowhere,
   * as matches: the link's destination and its findings.
   */
  *check(path: string, text: string, dialect: Language, options: CheckLinksOptions): Work<UriMatch[]> {
    const reader = linkReaderOf(dialect);
    if (reader === undefined || !isWithin(path, this.root) || !checksLinks(options.codes)) return [];
    const document = this.files.linksOfText(path, text) ?? (yield* reader.readLinks(text, dialect));
    const context = new DocumentContext(this, path, document, options);
    const matches: UriMatch[] = [];
    for (const link of document.links) {
      const findings = context.findingsOf(link);
      if (findings === OVER_LIMIT) {
        // Said once a run, where it happened: the links of every later document are not checked either.
        if (options.codes.has("links-not-checked") && !this.#limitReported)
          matches.push(matchOf(link, [limitFinding(link, this.files.limit)]));
        this.#limitReported = true;
        break;
      }
      const wanted = findings.filter((finding) => options.codes.has(finding.code));
      if (wanted.length > 0) matches.push(matchOf(link, wanted));
    }
    return matches;
  }
}

/** What the checks of one document share. */
class DocumentContext {
  readonly page: Page | undefined;
  /** The repository the document is in: the run's, or one nested in it (a submodule). */
  readonly root: string;

  constructor(
    readonly run: LinkRun,
    readonly path: string,
    readonly document: DocumentLinks,
    readonly options: CheckLinksOptions,
  ) {
    this.root = repositoryOf(run, path);
    this.page = this.root === run.root ? pageOf(run.sites(), path) : undefined;
  }

  findingsOf(link: Candidate): Finding[] | OverLimit {
    if (link.value.holes.length > 0) return [];
    const text = link.value.text;
    const target = linkTarget(text, this.path, this.root, this.root === this.run.root ? this.run.hosted() : undefined);
    switch (target.kind) {
      case "ignored":
        return [];
      case "malformed":
        if (this.options.onlyTargets !== undefined) return [];
        return [malformed(text, target.reason, target.repair)];
      case "self":
        if (this.options.onlyTargets !== undefined) return [];
        return this.fragmentFindings(text, target.fragment, this.document, this.path, "This document");
      case "file":
        return this.fileFindings(text, target);
    }
  }

  fileFindings(text: string, target: Extract<LinkTarget, { kind: "file" }>): Finding[] | OverLimit {
    const { root } = this;
    if (!isWithin(target.path, root)) return [];
    if (this.options.onlyTargets !== undefined && !this.options.onlyTargets(target.path)) return [];
    const page = this.page;
    // On a site, a path from the root is a route; any other link may name a file or a route.
    const asFile: Location | OverLimit | undefined =
      page !== undefined && target.rooted
        ? undefined
        : locate(this.run.files, root, [
            ...segmentsBelow(root, target.path),
            ...(target.trailingSlash && target.path !== root ? [""] : []),
          ]);
    if (asFile === OVER_LIMIT) return OVER_LIMIT;
    if (asFile?.kind === "found") return this.targetFragment(text, target, asFile.path, asFile.entry);
    if (page !== undefined) {
      const served = this.servedRoute(page, target);
      if (served === OVER_LIMIT) return OVER_LIMIT;
      if (served?.kind === "file") return this.targetFragment(text, target, served.path, "file");
      if (served?.kind === "unchecked") return [];
    }
    if (asFile?.kind === "other-case") return [caseMismatch(text, target, asFile, root)];
    if (target.lookalike !== undefined) return [malformed(text, target.lookalike.reason, target.lookalike.repair)];
    return [this.missingFile(text, target, asFile, page)];
  }

  /** The file that serves the link read as a URL of the page's site, relative to the page's own route. */
  servedRoute(page: Page, target: Extract<LinkTarget, { kind: "file" }>): ReturnType<typeof servedBy> | undefined {
    const site = page.site;
    const pageUrl = `file:///${[...site.base, ...pageRoute(page)].map(linkSegment).join("/")}`;
    let route: string[];
    try {
      const resolved = tryParse(resolveReference(pageUrl, encodeLeniently(target.reference)));
      const path = resolved.ok ? pathOfUriPath(resolved.uri.path) : undefined;
      if (path === undefined) return undefined;
      route = path.split("/").slice(1);
    } catch {
      return undefined;
    }
    // A link may spell the base out, or leave it to the generator to add.
    if (site.base.length > 0 && site.base.every((segment, i) => route[i] === segment)) {
      const inside = servedBy(this.run.files, site, route.slice(site.base.length));
      if (inside === OVER_LIMIT || inside.kind !== "missing") return inside;
    }
    return servedBy(this.run.files, site, route);
  }

  /** The findings of the fragment of a link to an existing file (or folder). */
  targetFragment(
    text: string,
    target: Extract<LinkTarget, { kind: "file" }>,
    path: string,
    entry: "file" | "directory",
  ): Finding[] | OverLimit {
    const fragment = target.fragment;
    if (fragment === undefined || isAlwaysThere(fragment.value)) return [];
    const file = entry === "file" ? path : this.folderPage(path);
    if (file === OVER_LIMIT) return OVER_LIMIT;
    if (file === undefined) return [];
    const document = file === this.path ? this.document : this.run.files.links(file);
    if (document === OVER_LIMIT) return OVER_LIMIT;
    // A file of another language (`main.ts#L10`): its fragments are not headings.
    if (document === undefined) return [];
    return this.fragmentFindings(text, fragment, document, file, `'${relativePath(this.root, file)}'`);
  }

  /** The page a folder shows: its README on GitHub, its index page on a site. */
  folderPage(folder: string): string | undefined | OverLimit {
    const page = pageOf(this.run.sites(), joinPath(folder, "index.md"));
    const entries = this.run.files.list(folder);
    if (entries === OVER_LIMIT) return OVER_LIMIT;
    const names = page === undefined ? /^readme\.(md|markdown)$/i : /^(index|readme)\.(md|markdown|mdx|html?)$/i;
    const found = entries?.find((entry) => entry.kind === "file" && names.test(entry.name));
    return found === undefined ? undefined : joinPath(folder, found.name);
  }

  fragmentFindings(text: string, fragment: Fragment, document: DocumentLinks, path: string, shown: string): Finding[] {
    if (isAlwaysThere(fragment.value)) return [];
    const site = pageOf(this.run.sites(), path)?.site ?? GITHUB;
    const anchors = document.anchors(site.slugs);
    if (hasAnchor(anchors, fragment.value, site)) return [];
    const near = closest(fragment.value, [...anchors]);
    const suggestions: Suggestion[] =
      near === undefined
        ? []
        : [
            {
              title: `Link to '#${near}'`,
              edits: [{ start: fragment.span.start, end: fragment.span.end, text: encodeFragment(near) }],
            },
          ];
    return [
      createFinding("missing-anchor", {
        start: fragment.span.start,
        end: fragment.span.end,
        component: "fragment",
        data: {
          path: shown,
          fragment: fragment.value,
          site: SITE_NAMES[site.kind],
          didYouMean: near === undefined ? "" : `; did you mean '#${near}'?`,
        },
        suggestions,
      }),
    ];
  }

  missingFile(
    text: string,
    target: Extract<LinkTarget, { kind: "file" }>,
    location: Location | undefined,
    page: Page | undefined,
  ): Finding {
    const { root } = this;
    const shown =
      location === undefined && page !== undefined
        ? `the page '${target.reference}' of the ${SITE_NAMES[page.site.kind]} site`
        : `'${relativePath(root, target.path)}'`;
    let span = target.pathSpan;
    let suggestion: { written: string; edit: { start: number; end: number; text: string } } | undefined;
    const movedTo = this.options.moved?.(target.path);
    if (movedTo !== undefined) {
      const path = target.rooted ? `/${relativePath(root, movedTo)}` : relativePath(parentOf(this.path), movedTo);
      const edit = { ...target.pathSpan, text: path.split("/").map(linkSegment).join("/") };
      suggestion = { written: text.slice(0, edit.start) + edit.text + text.slice(edit.end), edit };
    } else if (location?.kind === "missing") {
      const segments = segmentsBelow(root, target.path);
      const written = target.tail[target.tail.length - (segments.length - location.at)];
      if (written !== undefined) {
        span = { start: written.span.start, end: target.pathSpan.end };
        suggestion = this.nearestName(text, target, location, written, segments);
      }
    }
    return createFinding("missing-file", {
      start: span.start,
      end: span.end,
      component: "path",
      data: {
        path: shown,
        didYouMean: suggestion === undefined ? "" : `; did you mean '${suggestion.written}'?`,
      },
      suggestions:
        suggestion === undefined ? [] : [{ title: `Link to '${suggestion.written}'`, edits: [suggestion.edit] }],
    });
  }

  /** The sibling nearest to the missing name, when the path exists with it in its place. */
  nearestName(
    text: string,
    target: Extract<LinkTarget, { kind: "file" }>,
    location: Extract<Location, { kind: "missing" }>,
    written: { name: string; span: { start: number; end: number } },
    segments: readonly string[],
  ): { written: string; edit: { start: number; end: number; text: string } } | undefined {
    const entries = this.run.files.list(location.folder);
    if (entries === OVER_LIMIT || entries === undefined) return undefined;
    const near = closest(
      written.name,
      entries.map((entry) => entry.name),
    );
    if (near === undefined) return undefined;
    const fixed = [...segments];
    fixed[location.at] = near;
    const again = locate(this.run.files, this.root, fixed);
    if (again === OVER_LIMIT || again.kind !== "found") return undefined;
    const edit = { start: written.span.start, end: written.span.end, text: linkSegment(near) };
    // The link as it would be written: the whole destination, repaired.
    return { written: text.slice(0, edit.start) + edit.text + text.slice(edit.end), edit };
  }
}

/**
 * The repository that holds `path`: the deepest folder with a `.git` between the document and the
 * run's root (a submodule, a nested checkout), else the run's root. A path from the root starts
 * there, and nothing outside it is checked.
 */
function repositoryOf(run: LinkRun, path: string): string {
  for (let folder = parentOf(path); folder !== run.root && isWithin(folder, run.root); folder = parentOf(folder)) {
    const entries = run.files.list(folder);
    if (entries === OVER_LIMIT) break;
    if (entries?.some((entry) => entry.name === ".git") === true) return folder;
  }
  return run.root;
}

/** `#` and `#top` always lead somewhere: the top of the page (HTML 7.4.6.4). */
function isAlwaysThere(fragment: string): boolean {
  return fragment === "" || fragment.toLowerCase() === "top";
}

/**
 * Whether a page has the anchor: as written, or on GitHub, whose script finds the anchor of a
 * fragment in any letter case and with or without the `user-content-` prefix it gives the ids of
 * rendered Markdown (remark-validate-links compares the same way).
 */
function hasAnchor(anchors: ReadonlySet<string>, fragment: string, site: Site): boolean {
  if (anchors.has(fragment)) return true;
  if (site.kind !== "github") return false;
  const lower = fragment.toLowerCase();
  const bare = lower.startsWith("user-content-") ? lower.slice("user-content-".length) : lower;
  for (const anchor of anchors) if (anchor.toLowerCase() === bare) return true;
  return false;
}

function encodeFragment(anchor: string): string {
  return linkSegment(anchor).replace(/%2F/g, "/");
}

function caseMismatch(
  text: string,
  target: Extract<LinkTarget, { kind: "file" }>,
  location: Extract<Location, { kind: "other-case" }>,
  root: string,
): Finding {
  const segments = segmentsBelow(root, target.path);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const index of location.mismatched) {
    const written = target.tail[target.tail.length - (segments.length - index)];
    if (written === undefined) {
      edits.length = 0;
      break;
    }
    edits.push({
      start: written.span.start,
      end: written.span.end,
      text: linkSegment(location.actualSegments[index]!),
    });
  }
  const first = edits[0];
  const actual = `'${relativePath(root, location.actual)}'`;
  return createFinding("file-case-mismatch", {
    start: first?.start ?? target.pathSpan.start,
    end: edits.at(-1)?.end ?? target.pathSpan.end,
    component: "path",
    data: { path: `'${relativePath(root, target.path)}'`, actual },
    suggestions: edits.length === 0 ? [] : [{ title: `Link to ${actual}`, edits }],
  });
}

function malformed(text: string, reason: string, repair: Repair | undefined): Finding {
  const edits =
    repair === undefined
      ? []
      : "insert" in repair
        ? [{ start: 0, end: 0, text: repair.insert }]
        : [
            { start: 0, end: 1, text: "" },
            { start: text.length - 1, end: text.length, text: "" },
          ];
  return createFinding("malformed-link", {
    start: 0,
    end: text.length,
    component: "reference",
    data: { reason },
    suggestions: repair === undefined ? [] : [{ title: repair.title, edits }],
  });
}

function limitFinding(link: Candidate, limit: number): Finding {
  return createFinding("links-not-checked", {
    start: 0,
    end: link.value.text.length,
    component: "reference",
    data: { limit: String(limit) },
  });
}

const identity = (offset: number): number => offset;

/** A link with its findings, as the URI matches of a document are: the same front-end code reports both. */
function matchOf(link: Candidate, findings: readonly Finding[]): UriMatch {
  const uri: UriCandidate = {
    text: link.value.text,
    holes: link.value.holes,
    toInput: identity,
    evidence: "format",
    codes: undefined,
  };
  return { candidate: link, uri, findings };
}
