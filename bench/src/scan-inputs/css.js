// CSS: the installed packages' style sheets (highlight.js's themes, KaTeX, Playwright's reports)
// and the scan package's samples, concatenated. The parser beside the scanner is css-tree's `parse`
// with positions and a comment callback, the call the scanner makes.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "css-tree";
import { REPO_ROOT } from "../lib.js";
import { once, records, realFiles } from "../real-files.js";

export const language = "css";
export const source = "installed packages' style sheets and the scan package's CSS samples";
export const parser = {
  name: "css-tree parse (positions)",
  parse: (text) => parse(text, { positions: true, onComment() {} }),
};

const SAMPLES = join(REPO_ROOT, "packages", "scan", "test", "real", "css");

const sheets = once(() => [
  ...realFiles((path) => path.endsWith(".css"), 300).map((file) => file.text),
  ...readdirSync(SAMPLES)
    .filter((name) => name !== "findings.json")
    .sort()
    .map((name) => readFileSync(join(SAMPLES, name), "utf8")),
]);

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(sheets(), target);
}
