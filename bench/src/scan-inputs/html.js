// HTML: the installed packages' pages (KaTeX's and Playwright's) and the scan package's real-world
// samples (a landing page, a Django template, a newsletter, an intranet page), their bodies joined
// into one page. The parser beside the scanner is parse5's `parse` with source locations (and
// scripting off), the call the scanner makes.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "parse5";
import { REPO_ROOT } from "../lib.js";
import { once, records, realFiles } from "../real-files.js";

export const language = "html";
export const source = "installed packages' pages and the scan package's HTML samples, their bodies in one page";
export const parser = {
  name: "parse5.parse (locations)",
  parse: (text) => parse(text, { sourceCodeLocationInfo: true, scriptingEnabled: false }),
};

const SAMPLES = join(REPO_ROOT, "packages", "scan", "test", "real", "html");

/** The text between `<body...>` and `</body>` (the whole text when it has none). */
function body(text) {
  const open = text.search(/<body[^>]*>/i);
  const start = open === -1 ? 0 : text.indexOf(">", open) + 1;
  const close = text.search(/<\/body>/i);
  return text.slice(start, close === -1 ? text.length : close);
}

const bodies = once(() =>
  [
    ...realFiles((path) => /\.html?$/.test(path), 100).map((file) => file.text),
    ...readdirSync(SAMPLES)
      .filter((name) => name !== "findings.json")
      .sort()
      .map((name) => readFileSync(join(SAMPLES, name), "utf8")),
  ].map(body),
);

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return `<!doctype html>\n<html><head><title>pages</title></head><body>\n${records(bodies(), target - 80)}\n</body></html>\n`;
}
