import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { directivesOf, findUris, matchOptions, runSync, TURN } from "@urilint/scan";
import { describe, expect, it } from "vitest";
import {
  analyze,
  FIRST_PART_LENGTH,
  hasQuickLook,
  quickAnalyze,
  QUICK_LOOK_MIN_LENGTH,
  type Analysis,
} from "../src/analysis.js";
import { DocumentMemo } from "../src/incremental.js";
import { DEFAULT_SETTINGS, resolveSettings } from "../src/settings.js";
import { analyzed } from "./support/service.js";

describe("the size limit", () => {
  it("does not scan a document above maxFileSize, and says so once", () => {
    const source = `fetch("HTTP://x.com");${" ".repeat(100)}`;
    const { analysis } = analyzed(source, "ts", { maxFileSize: 50 });
    expect(analysis.matches).toEqual([]);
    expect(analysis.tooLarge).toEqual({ length: source.length, limit: 50 });
  });
});

describe("the server's analysis is the scan package's, with memory", () => {
  const resolved = resolveSettings(DEFAULT_SETTINGS);
  const options = matchOptions({}, resolved.codes);
  const documents = [
    [
      "ts",
      'fetch("HTTP://Example.com:80/a/./b"); // see http://x.com:80/\nconst dsn = "postgres://app:hunter2@db/app";',
    ],
    ["json", '{ "homepage": "HTTP://example.com/%7e", "x": "https://a.com:443" }'],
    ["markdown", "[a](HTTP://x.com/) and <http://y.com:80/> and http://z.com/./a"],
    ["text", "see HTTP://x.com/ or <URL:http://EXAMPLE.\n com/a>"],
  ] as const;
  it.each(documents)("%s: the same matches with and without a memo, and as findUris gives them", (language, text) => {
    const plain = runSync(findUris(text, language, options)).matches;
    const memo = new DocumentMemo();
    const summary = (
      matches: readonly {
        candidate: { start: number; end: number };
        findings: readonly { code: string; start: number; end: number }[];
      }[],
    ) => matches.map((m) => [m.candidate.start, m.candidate.end, m.findings.map((f) => [f.code, f.start, f.end])]);
    expect(plain.length).toBeGreaterThan(0);
    expect(summary(runSync(analyze(text, language, resolved)).matches)).toEqual(summary(plain));
    // Twice with the memo: the second analysis reuses what the first kept.
    expect(summary(runSync(analyze(text, language, resolved, memo)).matches)).toEqual(summary(plain));
    expect(summary(runSync(analyze(text, language, resolved, memo)).matches)).toEqual(summary(plain));
  });
});

describe("the quick first look", () => {
  const resolved = resolveSettings(DEFAULT_SETTINGS);
  const summary = (analysis: Analysis) =>
    analysis.matches.map((m) => [
      m.candidate.start,
      m.candidate.end,
      m.candidate.site,
      m.findings.map((f) => [f.code, f.start, f.end, f.message]),
    ]);

  it("leaves the full analysis that follows it equal to a fresh one, on real code", () => {
    let files = 0;
    for (const text of realScripts(80)) {
      const memo = new DocumentMemo();
      // As the server runs it: a first part handed on when the script is long enough to have one.
      const estimate = runSync(quickAnalyze(text, resolved, memo, () => undefined));
      expect(estimate.estimate).toBe(true);
      expect(summary(runSync(analyze(text, "ts", resolved, memo)))).toEqual(
        summary(runSync(analyze(text, "ts", resolved))),
      );
      files++;
    }
    expect(files).toBe(80);
  });

  it("feeds its results to the full analysis that follows, in the same turn or after a second look", () => {
    // A long script whose first part (what the look reads) holds a URI: which one depends on the packages installed.
    const text = realScripts(80).find(
      (script) =>
        script.length > 20_000 && runSync(quickAnalyze(script, resolved, new DocumentMemo())).matches.length > 0,
    )!;
    const memo = new DocumentMemo();
    const first = runSync(quickAnalyze(text, resolved, memo));
    // A second look before the analysis (the document changed while the first ran) takes the first's results.
    const estimate = runSync(quickAnalyze(text, resolved, memo));
    expect(estimate.matches.length).toBeGreaterThan(0);
    expect(estimate.matches.map((m) => m.uri)).toEqual(first.matches.map((m) => m.uri));
    // The same literal twice in one context (the same text, holes and site) shares one kept result: the first look's first.
    const keyOf = (m: (typeof first.matches)[number]) =>
      `${JSON.stringify(m.candidate.site.context)}|${JSON.stringify(m.candidate.value.holes)}|${m.candidate.value.text}`;
    const kept = new Map<string, unknown>();
    for (const m of first.matches) if (!kept.has(keyOf(m))) kept.set(keyOf(m), m.uri);
    estimate.matches.forEach((m) => expect(m.uri).toBe(kept.get(keyOf(m))));
    const full = runSync(analyze(text, "ts", resolved, memo));
    expect(summary(full)).toEqual(summary(runSync(analyze(text, "ts", resolved))));
    // The literals whose context the look estimated right are not checked again: the very same results.
    const looked = new Map(
      estimate.matches.map((m) => [`${m.candidate.start}:${JSON.stringify(m.candidate.site)}`, m.uri]),
    );
    const reused = full.matches.filter(
      (m) => looked.get(`${m.candidate.start}:${JSON.stringify(m.candidate.site)}`) === m.uri,
    );
    expect(reused.length).toBeGreaterThan(0);
  });

  /** A large script of endpoints; `header` goes first. */
  const endpoints = (header = ""): string => {
    const lines = [header];
    for (let i = 0; i < 2_000; i++)
      lines.push(`export const endpoint${i} = "HTTP://api.example.com:80/v1/items/${i}";`);
    return lines.join("\n");
  };

  it("hands on its first part as soon as the scan has read past it, then gives the event loop a turn", () => {
    const text = endpoints();
    const parts: Analysis[] = [];
    const work = quickAnalyze(text, resolved, new DocumentMemo(), (part) => parts.push(part));
    let stepsAfter = 0;
    let afterPart: unknown = "none";
    for (let step = work.next(); step.done !== true; step = work.next()) {
      if (parts.length === 1 && afterPart === "none") afterPart = step.value;
      else if (parts.length === 1) stepsAfter++;
    }
    const whole = runSync(quickAnalyze(text, resolved, new DocumentMemo()));
    expect(parts).toHaveLength(1);
    expect(afterPart).toBe(TURN);
    // Handed on before the scan went much further: most of the work comes after it.
    expect(stepsAfter).toBeGreaterThan(10);
    const [part] = parts as [Analysis];
    expect(part.estimate).toBe(true);
    // Every URI of the first part, each as the whole look has it; the rest of the document is not in it.
    const inFirstPart = whole.matches.filter((m) => m.candidate.start < FIRST_PART_LENGTH);
    expect(inFirstPart.length).toBeGreaterThan(100);
    expect(summary(part).slice(0, inFirstPart.length)).toEqual(summary({ matches: inFirstPart }));
    // It reaches at most a checkpoint of the scan (1,024 tokens) past FIRST_PART_LENGTH.
    expect(part.matches.length).toBeGreaterThanOrEqual(inFirstPart.length);
    expect(Math.max(...part.matches.map((m) => m.candidate.start))).toBeLessThan(FIRST_PART_LENGTH + 4_096);
  });

  it("keeps the disable comments read so far in its first part", () => {
    const part = (text: string): Analysis => {
      let first: Analysis | undefined;
      runSync(quickAnalyze(text, resolved, new DocumentMemo(), (analysis) => (first = analysis)));
      return first!;
    };
    expect(part(endpoints()).directives).toEqual([]);
    const directives = part(endpoints("/* eslint-disable urilint/normalized-case */")).directives;
    expect(directives).toHaveLength(1);
    expect(directives).toEqual(directivesOf(endpoints("/* eslint-disable urilint/normalized-case */"), "ts"));
  });

  it("hands on no first part when nothing is found past it: the whole look comes at once", () => {
    const text = `fetch("HTTP://x.com:80/");\n${"// nothing here\n".repeat(8_000)}`;
    expect(hasQuickLook(text, "ts")).toBe(true);
    let parts = 0;
    const whole = runSync(quickAnalyze(text, resolved, new DocumentMemo(), () => parts++));
    expect(parts).toBe(0);
    expect(whole.matches).toHaveLength(1);
  });

  it("is taken for scripts without JSX of at least 100 K characters", () => {
    expect(hasQuickLook("x".repeat(QUICK_LOOK_MIN_LENGTH), "ts")).toBe(true);
    expect(hasQuickLook("x".repeat(QUICK_LOOK_MIN_LENGTH), "js")).toBe(true);
    expect(hasQuickLook("x".repeat(QUICK_LOOK_MIN_LENGTH - 1), "ts")).toBe(false);
    expect(hasQuickLook("x".repeat(QUICK_LOOK_MIN_LENGTH), "tsx")).toBe(false);
    expect(hasQuickLook("x".repeat(QUICK_LOOK_MIN_LENGTH), "json")).toBe(false);
  });
});

/** Real scripts from the installed packages (a spread of them, not the largest of one). */
function realScripts(limit: number): string[] {
  const store = fileURLToPath(new URL("../../../node_modules/.pnpm", import.meta.url));
  const files: string[] = [];
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
      // Sources of ordinary size: a file above the size limit gets neither analysis.
      else if (
        entry.isFile() &&
        /\.(m?js|ts)$/.test(entry.name) &&
        !/\.(d\.ts|min\.js)$/.test(entry.name) &&
        statSync(path).size < 400_000
      )
        files.push(path);
    }
  };
  walk(store, 0);
  files.sort();
  const step = Math.max(1, Math.floor(files.length / limit));
  return files
    .filter((_, i) => i % step === 0)
    .slice(0, limit)
    .map((path) => readFileSync(path, "utf8"));
}
