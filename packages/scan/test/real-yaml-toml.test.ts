/**
 * Real files in YAML and TOML: every such file of the installed packages (the pnpm store) is read
 * without a crash, and the committed samples of test/real/yaml and test/real/toml (compose files,
 * CI workflows, Kubernetes and Helm, OpenAPI, Cargo and Python manifests...) give exactly the
 * findings listed in their findings.json, each read and judged by a person. A password's text is
 * never written there: it is masked, as every output masks it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Language } from "../src/language.js";
import { rangesIn, urisOf } from "./support/documents.js";
import { expectSoundScan } from "./support/fuzz.js";

const REAL = fileURLToPath(new URL("./real/", import.meta.url));
const STORE = fileURLToPath(new URL("../../../node_modules/.pnpm/", import.meta.url));

interface Finding {
  readonly code: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** What the scanner reports on `text`, as findings.json lists it (a password masked). */
function reported(text: string, language: Language): Finding[] {
  return rangesIn(text, language).map(([code, start, end]) => {
    const spelled = text.slice(start, end);
    return { code, start, end, text: code === "plaintext-password" ? "*".repeat(spelled.length) : spelled };
  });
}

/** The files of the pnpm store whose name ends in one of `extensions`, each text once, in a stable order. */
function storeFiles(extensions: RegExp, limit: number): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const seen = new Set<string>();
  const walk = (dir: string, depth: number): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    } catch {
      return;
    }
    for (const entry of entries) {
      if (out.length >= limit) return;
      const path = join(dir, entry.name);
      // Symbolic links lead to packages the walk reaches anyway.
      if (entry.isDirectory() && depth < 12) walk(path, depth + 1);
      else if (entry.isFile() && extensions.test(entry.name)) {
        const text = readFileSync(path, "utf8");
        if (!seen.has(text)) out.push({ path, text });
        seen.add(text);
      }
    }
  };
  walk(STORE, 0);
  return out;
}

describe("the installed packages' YAML and TOML files", () => {
  it("are read without a crash, each to the end", () => {
    const files = storeFiles(/\.(ya?ml|toml)$/i, 500);
    // The workspace installs some 70 distinct YAML files (CI settings, the pnpm lockfile) and no TOML.
    expect(files.length).toBeGreaterThan(40);
    for (const { path, text } of files) {
      const language: Language = /\.toml$/i.test(path) ? "toml" : "yaml";
      expect(urisOf(text, language).unreadable, path).toBeUndefined();
      expectSoundScan(text, language);
    }
  });
});

describe.each(["yaml", "toml"] as const)("the committed %s samples", (language) => {
  const dir = join(REAL, language);
  const judged = JSON.parse(readFileSync(join(dir, "findings.json"), "utf8")) as Record<
    string,
    (Finding & { judgement: string })[]
  >;
  const names = readdirSync(dir)
    .filter((name) => name !== "findings.json")
    .sort();

  it("every sample has its list of judged findings, and every list its sample", () => {
    expect(Object.keys(judged).sort()).toEqual(names);
  });

  it.each(names)("%s gives the judged findings", (name) => {
    const text = readFileSync(join(dir, name), "utf8");
    expect(reported(text, language)).toEqual(judged[name]!.map(({ judgement: _judgement, ...finding }) => finding));
    expect(judged[name]!.every((finding) => finding.judgement.length > 0)).toBe(true);
    expectSoundScan(text, language);
  });
});
