/**
 * The parse of a Markdown document: the parser @eslint/markdown uses (mdast-util-from-markdown on
 * micromark), with the extensions it adds for `markdown/gfm` and its `frontmatter: "yaml"` and
 * `math: true` options, in its order. urilint's ESLint config sets those options, so the tree the
 * command and the server read here has the shape of the one ESLint gives the plugin, and one
 * reader (tree.ts) reads both.
 *
 * GitHub renders front matter and math: front matter is YAML, not a heading, and math (`$...$`,
 * `$$...$$`) is TeX, not links.
 */
import type { Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { mathFromMarkdown } from "mdast-util-math";
import { frontmatter } from "micromark-extension-frontmatter";
import { gfm } from "micromark-extension-gfm";
import { math } from "micromark-extension-math";

const OPTIONS = {
  extensions: [gfm(), frontmatter(["yaml"]), math()],
  mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(["yaml"]), mathFromMarkdown()],
};

export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, OPTIONS);
}
