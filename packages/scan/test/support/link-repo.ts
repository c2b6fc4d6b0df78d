/**
 * Link checker tests on real files: a temporary repository written from a table of paths and
 * texts (mkdtemp, so that tests running at once never share one), checked by a LinkRun over the
 * files on disk, each finding shown as the link's line with carets under its range.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach } from "vitest";
import { languageOfPath } from "../../src/language.js";
import { diskFiles, LinkFiles, LinkRun, type SiteSettings } from "../../src/links/index.js";
import { documentRange, type UriMatch } from "../../src/matches.js";
import { runSync } from "../../src/work.js";
import { FINDING_CODES, type Finding } from "@urilint/core";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path → text) under a new temporary folder; returns its path (with "/"). */
export function repository(files: Readonly<Record<string, string>>): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "urilint-links-")))
    .split("\\")
    .join("/");
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    if (!path.endsWith("/")) writeFileSync(file, text);
  }
  return root;
}

export interface Checked {
  readonly matches: UriMatch[];
  readonly run: LinkRun;
}

const ALL = new Set(FINDING_CODES);

export function checkFile(
  root: string,
  path: string,
  settings: Partial<SiteSettings> = {},
  options: { limit?: number; onlyTargets?: (path: string) => boolean; text?: string; run?: LinkRun } = {},
): Checked {
  const run =
    options.run ??
    new LinkRun(new LinkFiles(diskFiles(), options.limit ?? 10_000), root, {
      site: "auto",
      siteRoot: "",
      siteBase: "",
      ...settings,
    });
  const absolute = `${root}/${path}`;
  const text = options.text ?? (run.files.read(absolute) as string);
  const dialect = languageOfPath(path)!;
  const matches = runSync(
    run.check(absolute, text, dialect, {
      codes: ALL,
      ...(options.onlyTargets ? { onlyTargets: options.onlyTargets } : {}),
    }),
  );
  return { matches, run };
}

/** Each finding as "code: message" and the text of its range in the document. */
export function findings(root: string, path: string, settings: Partial<SiteSettings> = {}): string[] {
  const { matches, run } = checkFile(root, path, settings);
  const text = run.files.read(`${root}/${path}`) as string;
  return describe(text, matches);
}

export function describe(text: string, matches: readonly UriMatch[]): string[] {
  const out: string[] = [];
  for (const match of matches) {
    for (const finding of match.findings) {
      const range = documentRange(match, finding.start, finding.end);
      out.push(`${finding.code} [${text.slice(range.start, range.end)}] ${finding.message}`);
    }
  }
  return out;
}

export function allFindings(matches: readonly UriMatch[]): Finding[] {
  return matches.flatMap((match) => match.findings);
}
