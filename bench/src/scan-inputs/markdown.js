// Markdown: the installed packages' READMEs and docs, concatenated. The scanner parses with the
// parser @eslint/markdown uses (mdast-util-from-markdown on micromark, with GFM, YAML front matter
// and math, as urilint's ESLint config asks for) and reads its tree; the parser beside it is that
// parse alone, what reading the document as Markdown costs before anything is read.
import { fromMarkdown } from "mdast-util-from-markdown";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { mathFromMarkdown } from "mdast-util-math";
import { frontmatter } from "micromark-extension-frontmatter";
import { gfm } from "micromark-extension-gfm";
import { math } from "micromark-extension-math";
import { once, records, realFiles } from "../real-files.js";

export const language = "markdown";
export const source = "installed packages' .md files";
const options = {
  extensions: [gfm(), frontmatter(["yaml"]), math()],
  mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(["yaml"]), mathFromMarkdown()],
};
export const parser = { name: "mdast-util-from-markdown", parse: (text) => fromMarkdown(text, options) };

const docs = once(() => realFiles((path) => path.endsWith(".md"), 300).map((file) => file.text));

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(docs(), target);
}
