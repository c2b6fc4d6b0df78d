// Markdown: the installed packages' READMEs and docs, concatenated. The scanner is hand-written
// (CommonMark link destinations, autolinks, prose) and calls no parser, so the parser beside it is
// the fastest well-known CommonMark parser, markdown-it's `parse` (block and inline tokens with their
// lines), what reading the document as Markdown otherwise costs.
import MarkdownIt from "markdown-it";
import { once, records, realFiles } from "../real-files.js";

export const language = "markdown";
export const source = "installed packages' .md files";
const markdownIt = new MarkdownIt();
export const parser = { name: "markdown-it parse", parse: (text) => markdownIt.parse(text, {}) };

const docs = once(() => realFiles((path) => path.endsWith(".md"), 300).map((file) => file.text));

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(docs(), target);
}
