// JSON: the largest package.json-like manifests of the installed packages, concatenated into one
// array. Our JSON scanner is a hand-written single pass; the parser beside it is V8's JSON.parse.
import { once, records, realFiles } from "../real-files.js";

export const language = "json";
export const source = "installed packages' package.json files, in one array";
export const parser = { name: "JSON.parse", parse: (text) => JSON.parse(text) };

const manifests = once(() => realFiles((path) => path.endsWith("/package.json"), 400).map((file) => file.text.trim()));

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return `[${records(manifests(), target - 2, ",\n")}]`;
}
