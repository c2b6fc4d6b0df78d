// The link checker (rule no-broken-link, the `urilint` command) beside remark-validate-links (with
// remark-cli, its command) on the same Markdown files: the READMEs and docs of the workspace's
// installed packages, which link to each other's files and headings. The corpus is a temporary
// tree with one folder per package (its Markdown and HTML as published, every other file of it
// present and empty: both tools only ask whether such a file exists), and an empty `.git` folder
// that makes the package a repository of its own, as its README was written for (a link from the
// root, `/docs/x.md`, starts there). Each run is a command in a
// new process, timed from spawn to exit, the runs interleaved round by round, median of the rounds.
// Goal (issue "Links that lead nowhere"): a whole repository's local links checked faster than
// remark-validate-links on the same Markdown files.
//
// Beside the times, what each tool reports: the links both call broken, and those only one does,
// by file and line, with a few examples of each, for review (remark reads GitHub's slugs only,
// no raw HTML and no percent-encoded fragment; urilint also names a malformed target's reason).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { dirname, join, relative } from "node:path";
import { FINDING_CODES, CATALOGUE, RULE_NAMES } from "@urilint/core";
import { BENCH_DIR, REPO_ROOT, SMOKE, fmt, now, report, rotate, table } from "./lib.js";

const BIN = join(REPO_ROOT, "packages", "cli", "dist", "bin.js");
const REMARK = join(BENCH_DIR, "node_modules", ".bin", "remark");
/** The plugin by its path: remark-cli resolves a plugin's name from the working directory, the corpus. */
const VALIDATE_LINKS = fileURLToPath(import.meta.resolve("remark-validate-links"));
const STORE = join(REPO_ROOT, "node_modules", ".pnpm");
const ROUNDS = SMOKE ? 1 : Number(process.env.URILINT_BENCH_ROUNDS ?? 5);
/** Packages in the corpus (smoke: a few). */
const MAX_PACKAGES = SMOKE ? 6 : Infinity;
const MARKDOWN = /\.(md|markdown)$/i;
/** Files kept with their text: the documents, and what a link's fragment is looked up in. */
const KEPT = /\.(md|markdown|html?)$/i;
/** How many examples of each difference the results list. */
const EXAMPLES = 12;

/** The folder of each package of the store that ships Markdown, by its name (`undici`, `@scope/name`). */
function packagesWithMarkdown() {
  const found = new Map();
  for (const top of readdirSync(STORE).sort()) {
    const modules = join(STORE, top, "node_modules");
    // "name@1.0.0", "@scope+name@1.0.0", "name@1.0.0_peer@2": the package is node_modules/<name>.
    const name = top.replace(/^(@?[^@]+)@.*$/, "$1").replace("+", "/");
    const folder = join(modules, name);
    if (found.has(name) || !isDirectory(folder)) continue;
    if (walk(folder).some((path) => MARKDOWN.test(path))) found.set(name, folder);
    if (found.size >= MAX_PACKAGES) break;
  }
  return found;
}

function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Every file under `folder` (relative paths), not inside a nested node_modules. */
function walk(folder) {
  const out = [];
  const visit = (dir) => {
    let entries;
    try {
      entries = readdirSync(join(folder, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== "node_modules") visit(path);
      else if (entry.isFile()) out.push(path);
    }
  };
  visit("");
  return out;
}

/** The corpus: a folder per package, its documents with their text, every other file empty. */
export function buildCorpus(root) {
  let documents = 0;
  let bytes = 0;
  let files = 0;
  for (const [name, folder] of packagesWithMarkdown()) {
    mkdirSync(join(root, name, ".git"), { recursive: true });
    for (const path of walk(folder)) {
      const target = join(root, name, path);
      mkdirSync(dirname(target), { recursive: true });
      const keep = KEPT.test(path);
      const text = keep ? readFileSync(join(folder, path)) : "";
      writeFileSync(target, text);
      files++;
      if (MARKDOWN.test(path)) {
        documents++;
        bytes += text.length;
      }
    }
  }
  return { documents, bytes, files };
}

/** One run of `command args` in `cwd`: wall time in ms and its output. */
function once(command, args, cwd) {
  const start = now();
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 });
  const ms = now() - start;
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`${command} ${args.join(" ")}: exit ${result.status}: ${result.stderr}`);
  return { ms, stdout: result.stdout, stderr: result.stderr };
}

function measure(runs) {
  const names = Object.keys(runs);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  const last = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of rotate(names, round)) {
      const result = runs[name]();
      samples[name].push(result.ms);
      last[name] = result;
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = samples[name].sort((x, y) => x - y);
      return [name, { ...last[name], ms: sorted[Math.floor(sorted.length / 2)] }];
    }),
  );
}

/** remark-cli's reports ("file\n3:1-3:18  warning Cannot find file `x` missing-file    remark-validate-links:missing-file"). */
function remarkReports(output) {
  const reports = [];
  let file;
  for (const line of output.split("\n")) {
    if (/^\S/.test(line) && !/^(\d+:\d+|[⚠✖])/.test(line)) file = line.trim();
    const match = /^\s*(\d+):(\d+)(?:-\d+:\d+)?\s+warning\s+(.*?)\s+([\w-]+)\s+remark-validate-links:/.exec(line);
    if (match !== null && file !== undefined)
      reports.push({ file, line: Number(match[1]), message: match[3], code: match[4] });
  }
  return reports;
}

/** The command's JSON reports of the link codes. */
function urilintReports(output) {
  const codes = new Set(FINDING_CODES.filter((code) => CATALOGUE[code].rule === "no-broken-link"));
  const reports = [];
  for (const file of JSON.parse(output).files ?? []) {
    for (const problem of file.problems) {
      if (codes.has(problem.code))
        reports.push({ file: file.path, line: problem.line, message: problem.message, code: problem.code });
    }
  }
  return reports;
}

/** The reports of each tool, by file and line: on both, on one only. */
function compare(ours, theirs) {
  const key = (r) => `${r.file}:${r.line}`;
  const theirKeys = new Set(theirs.map(key));
  const ourKeys = new Set(ours.map(key));
  return {
    both: ours.filter((r) => theirKeys.has(key(r))),
    onlyUrilint: ours.filter((r) => !theirKeys.has(key(r))),
    onlyRemark: theirs.filter((r) => !ourKeys.has(key(r))),
  };
}

function examples(reports) {
  return reports
    .slice(0, EXAMPLES)
    .map((r) => `- \`${r.file}:${r.line}\` ${r.code}: ${r.message.replace(/\|/g, "\\|")}`)
    .join("\n");
}

export async function run() {
  const root = mkdtempSync(join(tmpdir(), "urilint-bench-links-"));
  try {
    const corpus = buildCorpus(root);
    // Every rule off but no-broken-link: the links alone, as remark-validate-links checks them.
    const linksOnly = join(root, "links-only.json");
    writeFileSync(
      linksOnly,
      JSON.stringify({ checks: Object.fromEntries(RULE_NAMES.map((rule) => [rule, rule === "no-broken-link"])) }),
    );
    const everything = join(root, "all-checks.json");
    writeFileSync(everything, JSON.stringify({ checks: { "no-broken-link": true } }));
    const files = ["**/*.{md,markdown}"];
    const runs = {
      urilint: () => once(process.execPath, [BIN, "--format", "json", "--config", linksOnly, ...files], root),
      "urilint, every check": () =>
        once(process.execPath, [BIN, "--format", "json", "--config", everything, ...files], root),
      "remark-validate-links": () =>
        once(
          REMARK,
          [".", "--use", `${VALIDATE_LINKS}=repository:false`, "--no-config", "--no-stdout", "--quiet", "--no-color"],
          root,
        ),
    };
    const results = measure(runs);
    const ours = urilintReports(results.urilint.stdout);
    const theirs = remarkReports(results["remark-validate-links"].stderr);
    const difference = compare(ours, theirs);
    const remark = results["remark-validate-links"].ms;
    const rows = Object.entries(results).map(([name, result]) => [
      name,
      `${fmt(result.ms)} ms`,
      `${fmt(result.ms / remark)}x`,
      name === "remark-validate-links" ? String(theirs.length) : name === "urilint" ? String(ours.length) : "",
    ]);
    const met = results.urilint.ms < remark;
    report("links", "Links that lead nowhere: urilint beside remark-validate-links", [
      `Corpus: ${corpus.documents} Markdown files (${fmt(corpus.bytes / 1e6)} MB) of the workspace's installed packages, among ${corpus.files} files; ${ROUNDS} rounds, interleaved, median, each run a new process (spawn to exit).`,
      "",
      table(["run", "time", "vs remark-validate-links", "reports"], rows),
      "",
      `Goal: the links of every Markdown file checked faster than remark-validate-links: ${met ? "met" : "not met"} (${fmt(results.urilint.ms / remark)}x its time).`,
      "",
      `Reports by file and line: ${difference.both.length} on both, ${difference.onlyUrilint.length} by urilint only, ${difference.onlyRemark.length} by remark-validate-links only.`,
      "",
      "urilint only:",
      "",
      examples(difference.onlyUrilint) || "- none",
      "",
      "remark-validate-links only:",
      "",
      examples(difference.onlyRemark) || "- none",
    ]);
    if (!SMOKE) {
      // The whole lists, for review beside the table.
      writeFileSync(
        join(BENCH_DIR, "results", "links-differences.json"),
        `${JSON.stringify(
          {
            onlyUrilint: difference.onlyUrilint.map((r) => ({ ...r, file: relative(root, join(root, r.file)) })),
            onlyRemark: difference.onlyRemark,
          },
          null,
          2,
        )}\n`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
