// Markdown: the installed packages' READMEs and docs, concatenated. The scanner is hand-written
// (CommonMark link destinations, autolinks, prose), so the floor beside it is a char loop.
import { once, records, realFiles } from "../real-files.js";

export const language = "markdown";
export const source = "installed packages' .md files";
export const parser = undefined;

const docs = once(() => realFiles((path) => path.endsWith(".md"), 300).map((file) => file.text));

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(docs(), target);
}
