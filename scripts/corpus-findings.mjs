#!/usr/bin/env node
/**
 * What the scanner and the core make of one language of the polyglot development corpus (the
 * members its MANIFEST.tsv lists): the URI-looking substrings (`[a-z][a-z0-9+.-]*://`, the corpus
 * README's count), how many of them no candidate the detector took covers, the URIs and the
 * findings by code. Reads the built packages (run a build first); a password is never printed.
 *
 *   node scripts/corpus-findings.mjs ruby ruby             # <corpus folder> <dialect>
 *   node scripts/corpus-findings.mjs php php --findings    # each finding, with its file and line
 *   node scripts/corpus-findings.mjs php php --missed      # each URI-looking substring left out
 *
 * The corpus is ../shared/corpus-dev-polyglot beside the repository (or beside its worktree), or
 * URILINT_CORPUS.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { corpusDir, corpusMembers } from "./polyglot-corpus.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const [folder, dialect] = process.argv.slice(2);
if (folder === undefined || dialect === undefined) {
  console.error("usage: node scripts/corpus-findings.mjs <corpus folder> <dialect> [--findings] [--missed]");
  process.exit(2);
}
const corpus = corpusDir();

const scan = await import(pathToFileURL(join(root, "packages/scan/dist/index.js")).href);
const core = await import(pathToFileURL(join(root, "packages/core/dist/index.js")).href);
const members = corpusMembers(corpus, folder);

await scan.prepareLanguage(dialect);
const options = scan.matchOptions({}, core.resolveChecks({}, {}).codes);
const totals = { files: 0, looking: 0, missed: 0, uris: 0, findings: 0 };
const byCode = {};
const lineOf = (text, offset) => text.slice(0, offset).split("\n").length;
for (const member of members) {
  const path = member.file;
  const text = readFileSync(path, "utf8");
  if (scan.languageOf(undefined, path, text) !== dialect) continue;
  totals.files++;
  const { matches } = scan.runSync(scan.findUris(text, dialect, options));
  totals.uris += matches.length;
  for (const hit of text.matchAll(/[a-z][a-z0-9+.-]*:\/\//g)) {
    totals.looking++;
    if (matches.some((match) => match.candidate.start <= hit.index && hit.index < match.candidate.end)) continue;
    totals.missed++;
    if (process.argv.includes("--missed"))
      console.log(`missed ${member.repo} ${member.path}:${lineOf(text, hit.index)}`);
  }
  for (const match of matches) {
    for (const finding of match.findings) {
      totals.findings++;
      byCode[finding.code] = (byCode[finding.code] ?? 0) + 1;
      if (!process.argv.includes("--findings")) continue;
      const range = scan.documentRange(match, finding.start, finding.end);
      const shown = finding.code.includes("password") ? "(hidden)" : JSON.stringify(text.slice(range.start, range.end));
      console.log(`${member.repo} ${member.path}:${lineOf(text, range.start)} ${finding.code} ${shown}`);
    }
  }
}
console.log(JSON.stringify({ ...totals, byCode }));
