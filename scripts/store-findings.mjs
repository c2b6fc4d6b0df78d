#!/usr/bin/env node
/**
 * The command over the installed packages of the workspace (the pnpm store, node_modules/.pnpm),
 * per language: the files (each content once), their size, the URI-looking strings and the
 * findings by code, as bench/results/store-findings.md reports them. Runs the built command
 * (`node packages/cli/dist/bin.js --format json <files>`, default settings, one thread) on the
 * files by path, in batches; run a build first. A password is never printed.
 *
 *   node scripts/store-findings.mjs               # the table, as JSON
 *   node scripts/store-findings.mjs --findings    # and each finding (language, file:line:column, code,
 *                                                 # text) and each file the command did not read (note)
 *
 * The languages, by the name of a file (the command reads each file by its name's language):
 * - json: `*.json` (package.json is read as an npm manifest);
 * - markdown: `*.md`, `*.markdown`;
 * - text: `*.txt` and the prose files without an extension (LICENSE, LICENSE-MIT, CHANGELOG, README,
 *   AUTHORS, NOTICE...), which the command reads as plain text;
 * - yaml: `*.yml`, `*.yaml`;
 * - scripts: `*.js`, `*.cjs`, `*.mjs`, `*.ts`, not declarations (`.d.ts`, `.d.mts`, `.d.cts`) nor
 *   minified bundles (`.min.js`).
 * URI-looking strings: the occurrences of `[a-z][a-z0-9+.-]*://` (case-sensitive, as the polyglot
 * corpus counts them) plus those of `mailto:`, in each file's text.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const store = join(root, "node_modules", ".pnpm");
const bin = join(root, "packages", "cli", "dist", "bin.js");
const showFindings = process.argv.includes("--findings");
const BATCH = 200;

/** The names of the prose files packages ship without an extension (LICENSE, LICENSE-MIT, CHANGELOG...). */
const PROSE_NAME =
  /^(?:licen[cs]e|changelog|changes|history|readme|authors|contributors|notice|copying|patents)(?:-[a-z0-9-]+)?$/i;

/** The group a file is measured in, by its name, or undefined when it is none of the five. */
function groupOf(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (/\.d\.[mc]?ts$/i.test(name) || /\.min\.js$/i.test(name)) return undefined;
  if (/\.(?:js|cjs|mjs|ts)$/i.test(name)) return "scripts";
  if (/\.json$/i.test(name)) return "json";
  if (/\.(?:md|markdown)$/i.test(name)) return "markdown";
  if (/\.ya?ml$/i.test(name)) return "yaml";
  if (/\.txt$/i.test(name) || PROSE_NAME.test(name)) return "text";
  return undefined;
}

/** Every file of the store in one of the groups, each content once (the first path by name order). */
function storeFiles() {
  const files = [];
  const seen = new Set();
  const walk = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      // Symbolic links lead to packages the walk reaches anyway.
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const group = groupOf(path);
        if (group === undefined) continue;
        const bytes = readFileSync(path);
        const hash = createHash("sha256").update(bytes).digest("hex");
        if (seen.has(hash)) continue;
        seen.add(hash);
        files.push({ path, group, bytes: bytes.length, text: bytes.toString("utf8") });
      }
    }
  };
  walk(store);
  return files;
}

const LOOKING = /[a-z][a-z0-9+.-]*:\/\/|mailto:/g;
const GROUPS = ["json", "markdown", "text", "yaml", "scripts"];
const totals = Object.fromEntries(
  GROUPS.map((group) => [group, { files: 0, bytes: 0, looking: 0, findings: 0, notes: 0, byCode: {} }]),
);
const files = storeFiles();
const byPath = new Map();
for (const file of files) {
  const total = totals[file.group];
  total.files++;
  total.bytes += file.bytes;
  total.looking += file.text.match(LOOKING)?.length ?? 0;
  byPath.set(relative(root, file.path), file);
}

/** The text of a problem's range (line and column 1-based, the end exclusive), a password masked. */
function spelled(text, problem) {
  const lines = text.split("\n");
  const startLine = lines[problem.line - 1] ?? "";
  const shown =
    problem.line === problem.endLine
      ? startLine.slice(problem.column - 1, problem.endColumn - 1)
      : startLine.slice(problem.column - 1) + "⏎…";
  if (problem.code.includes("password")) return "*".repeat(shown.length);
  // A range may cover a userinfo (an IRI's, say): its password is masked all the same.
  return shown.replace(
    /((?:^|:\/\/)[^/?#@:]*:)([^/?#@]*)@/g,
    (_all, before, password) => `${before}${"*".repeat(password.length)}@`,
  );
}

const paths = [...byPath.keys()];
for (let i = 0; i < paths.length; i += BATCH) {
  const batch = paths.slice(i, i + BATCH);
  let out;
  try {
    out = execFileSync(process.execPath, [bin, "--format", "json", "-j", "1", ...batch], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
  } catch (error) {
    // Exit code 1: findings at error severity; the report is on stdout all the same.
    if (error.status !== 1) throw error;
    out = error.stdout;
  }
  const report = JSON.parse(out);
  for (const result of report.files) {
    const file = byPath.get(result.path);
    if (file === undefined) throw new Error(`the command reported a file it was not given: ${result.path}`);
    const total = totals[file.group];
    if (result.note !== undefined) {
      total.notes++;
      if (showFindings) console.log([file.group, result.path, "note", result.note.kind].join("\t"));
    }
    for (const problem of result.problems) {
      total.findings++;
      total.byCode[problem.code] = (total.byCode[problem.code] ?? 0) + 1;
      if (showFindings)
        console.log(
          [
            file.group,
            `${result.path}:${problem.line}:${problem.column}`,
            problem.code,
            JSON.stringify(spelled(file.text, problem)),
          ].join("\t"),
        );
    }
  }
}
console.log(JSON.stringify(totals));
