/**
 * The token scan against the full scan, on real code: the same literals with the same values,
 * holes and ranges, and the same context for most of them (the token scan's context is an estimate;
 * the language server replaces its result by the full scan's).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { parseScript, scanScript } from "../src/languages/javascript/scan.js";
import { scanScriptTokens } from "../src/languages/javascript/tokens.js";
import { runSync } from "../src/work.js";

function candidates(scan: (found: (candidate: Candidate) => void) => Generator<void, void, void>): Candidate[] {
  const out: Candidate[] = [];
  runSync(scan((candidate) => out.push(candidate)));
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

const full = (text: string): Candidate[] => candidates((found) => scanScript(parseScript(text, "ts"), found));
const tokens = (text: string): Candidate[] => candidates((found) => scanScriptTokens(text, found));
const shape = (c: Candidate) => [
  c.start,
  c.end,
  c.value.text,
  c.value.holes.map((h) => [h.start, h.end]),
  c.site.in,
  c.spelling,
  c.quote,
];

describe("the token scan reads contexts from the tokens before a literal", () => {
  const cases: [source: string, context: unknown][] = [
    ['fetch("x")', { kind: "sink", callee: "fetch", argument: 0 }],
    ['this.http.get(a, "x")', { kind: "sink", callee: "this.http.get", argument: 1 }],
    ['getClient().post("x")', { kind: "sink", callee: "?.post", argument: 0 }],
    ['new URL("x", base)', { kind: "sink", callee: "URL", argument: 0 }],
    ['const apiUrl = "x";', { kind: "named", name: "apiUrl" }],
    ['let a = 1, homepage = "x";', { kind: "named", name: "homepage" }],
    ['const o = { endpoint: "x" };', { kind: "named", name: "endpoint" }],
    ['const o = { "base-url": "x" };', { kind: "named", name: "base-url" }],
    ['location.href = "x";', { kind: "assignment", target: "location.href" }],
    ['if (a === "x") {}', { kind: "comparison" }],
    ['switch (a) { case "x": }', { kind: "comparison" }],
    ['import x from "x";', { kind: "module-specifier" }],
    ['import "x";', { kind: "module-specifier" }],
    ['const m = await import("x");', { kind: "module-specifier" }],
    ['const urls = ["a", "x"];', { kind: "named", name: "urls" }],
    ['f(("x"))', { kind: "sink", callee: "f", argument: 0 }],
    ["foo`x`", { kind: "plain" }],
    ["const a = b ? c : 'x';", { kind: "named", name: "a" }],
    ['const s = "x".trim();', { kind: "plain" }],
    ['throw new Error("x" + e);', { kind: "plain" }],
    ['const o = { rootName: a ?? "x" };', { kind: "named", name: "rootName" }],
    ['let href: string = "x";', { kind: "named", name: "href" }],
    ['if ("x" === typeof y) {}', { kind: "comparison" }],
  ];
  it.each(cases)("%s", (source, context) => {
    const found = tokens(source).filter((c) => c.value.text === "x");
    expect(found.map((c) => c.site.context)).toEqual([context]);
    expect(
      full(source)
        .filter((c) => c.value.text === "x")
        .map((c) => c.site.context),
    ).toEqual([context]);
  });

  it("follows templates with substitutions, regular expressions and comments as the parser does", () => {
    const source = [
      "const re = /\"'`/g; // see https://example.com/a",
      "const t = `https://${host}/a/${`in${x}`}/b`; /* http://x.com */",
      "const d = a / b / c; const s = 'y';",
      'if (x) { y(); } /re"/.test(z); const last = "q";',
    ].join("\n");
    expect(tokens(source).map(shape)).toEqual(full(source).map(shape));
  });
});

/** Real scripts without JSX from the installed packages, largest first, a bounded number. */
function realScripts(limit: number): string[] {
  const store = fileURLToPath(new URL("../../../node_modules/.pnpm", import.meta.url));
  const files: { path: string; size: number }[] = [];
  const walk = (dir: string, depth: number): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < 8) walk(path, depth + 1);
      else if (
        entry.isFile() &&
        /\.(m?js|ts)$/.test(entry.name) &&
        !entry.name.endsWith(".d.ts") &&
        !entry.name.endsWith(".min.js")
      ) {
        const size = statSync(path).size;
        if (size > 2_000 && size < 400_000) files.push({ path, size });
      }
    }
  };
  walk(store, 0);
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  // Every k-th file: packages of every kind, not the largest of one.
  const step = Math.max(1, Math.floor(files.length / limit));
  return files
    .filter((_, i) => i % step === 0)
    .slice(0, limit)
    .map((f) => readFileSync(f.path, "utf8"));
}

describe("on real code", () => {
  it("finds the same literals as the full scan, and the same context for nearly all of them", () => {
    let literals = 0;
    let sameContext = 0;
    let files = 0;
    for (const text of realScripts(150)) {
      const exact = full(text);
      const quick = tokens(text);
      // A file the scanner reads differently (a "/" it takes for the other meaning) is allowed, rarely.
      if (JSON.stringify(quick.map(shape)) !== JSON.stringify(exact.map(shape))) continue;
      files++;
      literals += exact.length;
      for (let i = 0; i < exact.length; i++) {
        if (JSON.stringify(quick[i]!.site.context) === JSON.stringify(exact[i]!.site.context)) sameContext++;
      }
    }
    console.log(
      `token scan: ${files} of 150 files read like the parser; ${sameContext} of ${literals} literals (${((100 * sameContext) / literals).toFixed(1)}%) in the same context`,
    );
    expect(files).toBeGreaterThanOrEqual(148);
    expect(sameContext / literals).toBeGreaterThan(0.98);
  });
});
