// YAML: the installed packages' YAML files (CI settings, the pnpm store's lockfile) and the scan
// package's real-world samples (compose, CI, Kubernetes, Helm, OpenAPI), each a document of one
// stream. The parser beside the scanner is the yaml package's CST parser (`Parser`), the one the
// scanner reads; composing documents from it (`parseAllDocuments`) would cost more again.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Parser } from "yaml";
import { REPO_ROOT } from "../lib.js";
import { once, records, realFiles } from "../real-files.js";

export const language = "yaml";
export const source = "installed packages' YAML files and the scan package's YAML samples, one stream of documents";
export const parser = {
  name: "yaml Parser (CST)",
  parse(text) {
    let tokens = 0;
    for (const _token of new Parser().parse(text)) tokens++;
    return tokens;
  },
};

const SAMPLES = join(REPO_ROOT, "packages", "scan", "test", "real", "yaml");

const documents = once(() =>
  [
    ...realFiles((path) => /\.ya?ml$/.test(path), 300).map((file) => file.text),
    ...readdirSync(SAMPLES)
      .filter((name) => name !== "findings.json")
      .sort()
      .map((name) => readFileSync(join(SAMPLES, name), "utf8")),
  ].map((text) => `---\n${text.replace(/^---\n/, "")}`),
);

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(documents(), target);
}
