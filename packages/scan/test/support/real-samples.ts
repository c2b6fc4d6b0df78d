/**
 * Real files for the scanners' tests: the committed samples of test/real/<language>/ with the
 * findings a person read and judged (findings.json), and the installed packages' files (the pnpm
 * store) that a test reads to prove a scanner survives whatever they hold.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Language } from "../../src/language.js";
import { rangesIn } from "./documents.js";

const REAL_DIR = fileURLToPath(new URL("../real/", import.meta.url));
const STORE = fileURLToPath(new URL("../../../../node_modules/.pnpm/", import.meta.url));

/** One judged finding: its code, document range, the text there (a password is never written), and why it is right. */
export interface JudgedFinding {
  readonly code: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly judgement: string;
}

/** The text a findings list shows for a range: a password's is masked, as every output does. */
export function shownText(code: string, text: string): string {
  return code === "plaintext-password" ? "*".repeat(text.length) : text;
}

/** The samples of test/real/<directory>/ (every file but findings.json), by name, with their judged findings. */
export function realSamples(directory: string): { name: string; text: string; judged: readonly JudgedFinding[] }[] {
  const dir = join(REAL_DIR, directory);
  const judged = JSON.parse(readFileSync(join(dir, "findings.json"), "utf8")) as Record<string, JudgedFinding[]>;
  return readdirSync(dir)
    .filter((name) => name !== "findings.json")
    .sort()
    .map((name) => ({
      name,
      text: readFileSync(join(dir, name), "utf8"),
      judged: judged[name] ?? [],
    }));
}

/** What the scanner reports on `text`, in the form of findings.json (without the judgement). */
export function reportedFindings(text: string, language: Language): Omit<JudgedFinding, "judgement">[] {
  return rangesIn(text, language).map(([code, start, end]) => ({
    code,
    start,
    end,
    text: shownText(code, text.slice(start, end)),
  }));
}

/**
 * Up to `limit` files of the installed packages whose path `accepts` (and whose text `keeps`), in a
 * stable order, with their text.
 */
export function installedFiles(
  accepts: (path: string) => boolean,
  limit: number,
  maxBytes = 2_000_000,
  keeps: (text: string) => boolean = () => true,
): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
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
      if (entry.isDirectory() && depth < 12) walk(path, depth + 1);
      else if (entry.isFile() && accepts(path) && statSync(path).size <= maxBytes) {
        const text = readFileSync(path, "utf8");
        if (keeps(text)) out.push({ path, text });
      }
    }
  };
  walk(STORE, 0);
  return out;
}
