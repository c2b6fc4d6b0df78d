#!/usr/bin/env node
/**
 * Whether two builds of @urilint/scan read one language of the polyglot development corpus alike:
 * every candidate (value, holes, the document range of each unit and of each position between
 * units, range, spelling, quote, pieces, site) and every comment, in order, of each member file,
 * of six cuts of each (its first 1/13, 2/13, 3/13, 5/13, 7/13 and 11/13: unclosed strings and
 * blocks), and of broken copies of each (cut short, a range deleted, markup characters inserted: a
 * document in the middle of an edit). For a change that must not move what a scanner finds.
 *
 *   node scripts/scan-compare-builds.mjs xml xml /tmp/before/packages/scan/dist
 *   node scripts/scan-compare-builds.mjs xml xml /tmp/before/dist --broken 20 --seed 7
 *
 * The first build is this workspace's packages/scan/dist (run a build first). The corpus is found
 * as scripts/corpus-findings.mjs finds it (URILINT_CORPUS). A difference is reported by file,
 * candidate and field, never with the values (a value may hold a password).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { corpusDir, corpusMembers } from "./polyglot-corpus.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [, value] = args.splice(at, 2);
  return Number(value);
};
const brokenCopies = option("--broken", 0);
const seed = option("--seed", 1);
const [folder, dialect, otherDist] = args;
if (folder === undefined || dialect === undefined || otherDist === undefined) {
  console.error(
    "usage: node scripts/scan-compare-builds.mjs <corpus folder> <dialect> <other build's packages/scan/dist> [--broken N] [--seed S]",
  );
  process.exit(2);
}
const corpus = corpusDir();

const builds = [
  await import(pathToFileURL(join(root, "packages/scan/dist/index.js")).href),
  await import(pathToFileURL(join(resolve(otherDist), "index.js")).href),
];
for (const build of builds) await build.prepareLanguage(dialect);

const members = corpusMembers(corpus, folder);

/** A candidate as plain data: its map read unit by unit and at every position. */
function plain(candidate) {
  const { value } = candidate;
  const units = [];
  for (let k = 0; k < value.text.length; k++) units.push(value.map.toDocument(k, k + 1));
  const positions = [];
  for (let k = 0; k <= value.text.length; k++) positions.push(value.map.toDocument(k, k));
  const widened = [];
  for (let k = 0; k < value.text.length; k++) widened.push(value.map.widen(k, k + 1));
  return {
    text: value.text,
    holes: value.holes,
    units,
    positions,
    widened,
    whole: value.map.toDocument(0, value.text.length),
    spelling: candidate.spelling,
    quote: candidate.quote,
    pieces: candidate.pieces,
    start: candidate.start,
    end: candidate.end,
    site: candidate.site,
  };
}

function read(build, text) {
  const candidates = [];
  const comments = [];
  try {
    build.runSync(
      build.scanDocument(
        text,
        dialect,
        (candidate) => candidates.push(plain(candidate)),
        (comment) => comments.push(comment),
      ),
    );
  } catch (error) {
    return { error: `${error?.name}: ${error?.message}` };
  }
  return { candidates, comments };
}

/** Where two readings differ, without their values. */
function differences(a, b) {
  if (a.error !== undefined || b.error !== undefined) return a.error === b.error ? [] : ["thrown error"];
  const out = [];
  if (a.candidates.length !== b.candidates.length)
    out.push(`candidates ${a.candidates.length} / ${b.candidates.length}`);
  const n = Math.min(a.candidates.length, b.candidates.length);
  for (let i = 0; i < n && out.length < 5; i++) {
    for (const field of Object.keys(a.candidates[i])) {
      if (JSON.stringify(a.candidates[i][field]) !== JSON.stringify(b.candidates[i][field]))
        out.push(`candidate ${i} (at ${b.candidates[i].start}): ${field}`);
    }
  }
  if (JSON.stringify(a.comments) !== JSON.stringify(b.comments)) out.push("comments");
  return out;
}

/** A small seeded generator (mulberry32): the same broken copies in every run. */
function generator(state) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INSERTS = [
  "<",
  ">",
  "&",
  "&amp;",
  "&#x2F;",
  '"',
  "'",
  "]]>",
  "<!--",
  "-->",
  "<![CDATA[",
  "<?",
  "?>",
  "\r",
  "\r\n",
  " ",
  "=",
  "/",
  ":",
];

function broken(text, random) {
  const at = Math.floor(random() * (text.length + 1));
  switch (Math.floor(random() * 3)) {
    case 0:
      return text.slice(0, at);
    case 1:
      return text.slice(0, at) + text.slice(Math.min(text.length, at + 1 + Math.floor(random() * 40)));
    default:
      return text.slice(0, at) + INSERTS[Math.floor(random() * INSERTS.length)] + text.slice(at);
  }
}

const CUTS = [1, 2, 3, 5, 7, 11];
const random = generator(seed);
const totals = { files: 0, documents: 0, candidates: 0, comments: 0, differing: 0 };
for (const member of members) {
  const path = member.file;
  const text = readFileSync(path, "utf8");
  if (builds[0].languageOf(undefined, path, text) !== dialect) continue;
  totals.files++;
  const documents = [[text, ""]];
  for (const thirteenths of CUTS)
    documents.push([text.slice(0, Math.floor((text.length * thirteenths) / 13)), ` (cut ${thirteenths}/13)`]);
  for (let k = 1; k <= brokenCopies; k++) documents.push([broken(text, random), ` (broken copy ${k})`]);
  for (const [document, which] of documents) {
    totals.documents++;
    const [a, b] = builds.map((build) => read(build, document));
    totals.candidates += a.candidates?.length ?? 0;
    totals.comments += a.comments?.length ?? 0;
    const found = differences(a, b);
    if (found.length === 0) continue;
    totals.differing++;
    console.log(`${member.repo} ${member.path}${which}: ${found.join("; ")}`);
  }
}
console.log(
  `${totals.files} files, ${totals.documents} documents, ${totals.candidates} candidates, ${totals.comments} comments: ` +
    `${totals.differing} documents read differently`,
);
process.exitCode = totals.differing === 0 ? 0 : 1;
