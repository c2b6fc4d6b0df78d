/**
 * The files the rule `no-broken-link` reads, through @urilint/scan's link checker: the files on
 * disk, each folder listed and each file read once per lint run, and the repository's root (the
 * nearest folder with `.git` above the linted file, else ESLint's working directory), outside which
 * nothing is checked. ESLint has no event for a run's start or end: a run is taken to be over
 * when no file has been linted for RUN_GAP_MS, so that an editor's next lint, after an edit, sees
 * the files as they are then.
 */
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import type * as Scan from "@urilint/scan";

/** A pause in linting longer than this starts a new run (files read again). */
const RUN_GAP_MS = 2_000;

interface Runs {
  readonly runs: Map<string, Scan.LinkRun>;
  lastUse: number;
}

let current: Runs | undefined;

/** The run of the repository at `root` under `settings`, kept for this lint run. */
export function linkRunFor(
  scan: typeof Scan,
  root: string,
  settings: Scan.SiteSettings & { readonly maxLinkTargets: number },
): Scan.LinkRun {
  const now = Date.now();
  if (current === undefined || now - current.lastUse > RUN_GAP_MS) current = { runs: new Map(), lastUse: now };
  current.lastUse = now;
  const key = JSON.stringify([root, settings.site, settings.siteRoot, settings.siteBase, settings.maxLinkTargets]);
  let run = current.runs.get(key);
  if (run === undefined) {
    run = new scan.LinkRun(new scan.LinkFiles(scan.diskFiles(), settings.maxLinkTargets), root, settings);
    current.runs.set(key, run);
  }
  return run;
}

const roots = new Map<string, string>();

/** The repository's top folder above `file` (one holding `.git`), else `cwd`; with "/". */
export function repositoryRootOf(file: string, cwd: string): string {
  const start = dirname(file);
  let root = roots.get(start);
  if (root === undefined) {
    root = cwd;
    for (let dir = start; ; dir = dirname(dir)) {
      if (existsSync(`${dir}/.git`)) {
        root = dir;
        break;
      }
      if (dirname(dir) === dir) break;
    }
    roots.set(start, root);
  }
  return root.split("\\").join("/");
}
