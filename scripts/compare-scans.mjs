#!/usr/bin/env node
/**
 * Whether two builds of @urilint/scan read the polyglot development corpus the same: every
 * candidate (its value, the map of every unit of it back to the document, holes, range, spelling,
 * quote, site and pieces) and every comment, in order, of each member file of the languages asked
 * and of six cuts of each (its first 1/13, 2/13, 3/13, 5/13, 7/13 and 11/13: unclosed strings and
 * blocks), both builds in one process. For a change that must not change what a scan gives (a
 * faster walk). Prints each document that differs, then the totals; exits 1 on a difference.
 *
 *   node scripts/compare-scans.mjs /tmp/before/packages/scan/dist python,go,ruby,php
 *
 * The other build: a copy of packages/scan/dist with a `node_modules` link to
 * packages/scan/node_modules beside it (or another worktree's built packages/scan/dist). The corpus
 * is found as scripts/corpus-findings.mjs finds it (URILINT_CORPUS).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const [otherDist, asked] = process.argv.slice(2);
if (otherDist === undefined || asked === undefined) {
  console.error("usage: node scripts/compare-scans.mjs <other build's packages/scan/dist> <corpus folder,...>");
  process.exit(2);
}
const corpus = [
  process.env.URILINT_CORPUS,
  join(root, "..", "shared", "corpus-dev-polyglot"),
  join(root, "..", "..", "shared", "corpus-dev-polyglot"),
].find((dir) => dir !== undefined && existsSync(join(dir, "MANIFEST.tsv")));
if (corpus === undefined) {
  console.error("the polyglot corpus is not there: set URILINT_CORPUS");
  process.exit(2);
}

const builds = [
  await import(pathToFileURL(join(resolve(otherDist), "index.js")).href),
  await import(pathToFileURL(join(root, "packages/scan/dist/index.js")).href),
];
const [header, ...rows] = readFileSync(join(corpus, "MANIFEST.tsv"), "utf8")
  .trim()
  .split("\n")
  .map((line) => line.split("\t"));
const members = rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
const CUTS = [1, 2, 3, 5, 7, 11];

/** Everything a candidate carries, as text: its value's map read at every unit and at its end. */
function candidateText(candidate) {
  const { value, ...rest } = candidate;
  const map = [];
  for (let unit = 0; unit <= value.text.length; unit++) {
    const range = value.map.toDocument(unit, Math.min(unit + 1, value.text.length));
    map.push(range.start, range.end);
  }
  return JSON.stringify({ ...rest, text: value.text, holes: value.holes, map });
}

/** The candidates and comments of one scan, in order, each as text. */
function read(build, text, dialect) {
  const events = [];
  build.runSync(
    build.scanDocument(
      text,
      dialect,
      (candidate) => events.push(`candidate ${candidateText(candidate)}`),
      (comment) => events.push(`comment ${JSON.stringify(comment)}`),
    ),
  );
  return events;
}

const totals = { documents: 0, candidates: 0, comments: 0, differ: 0, orderOnly: 0 };
for (const folder of asked.split(",")) {
  for (const member of members.filter((row) => row.lang === folder && row.kind === "corpus")) {
    const path = join(corpus, folder, member.repo.replace("/", "__"), member.path);
    const whole = readFileSync(path, "utf8");
    const dialect = builds[1].languageOf(undefined, path, whole);
    if (dialect === undefined) continue;
    for (const build of builds) await build.prepareLanguage(dialect);
    for (const cut of [...CUTS, 13]) {
      const text = whole.slice(0, Math.floor((whole.length * cut) / 13));
      const [before, after] = builds.map((build) => read(build, text, dialect));
      totals.documents++;
      for (const event of after) totals[event.startsWith("candidate") ? "candidates" : "comments"]++;
      if (before.length === after.length && before.every((event, i) => event === after[i])) continue;
      // The same candidates and the same comments, alternating otherwise (a walk's checkpoints)?
      const only = (events, kind) => events.filter((event) => event.startsWith(kind)).join("\n");
      const sameApart = ["candidate", "comment"].every((kind) => only(before, kind) === only(after, kind));
      if (sameApart) totals.orderOnly++;
      else totals.differ++;
      const first = after.findIndex((event, i) => event !== before[i]);
      console.log(`${sameApart ? "order only" : "DIFFERS"}: ${folder} ${member.repo} ${member.path} (${cut}/13)`);
      if (!sameApart) console.log(`  before: ${before[first]}\n  after:  ${after[first]}`);
    }
  }
}
console.log(JSON.stringify(totals));
process.exitCode = totals.differ > 0 ? 1 : 0;
