/**
 * Markdown: CommonMark with GitHub's extensions, math and YAML front matter, under every name
 * Markdown is written in (the extensions lychee reads as Markdown: Quarto's `.qmd` and R
 * Markdown's `.rmd` are Markdown whose code chunks name their language in braces). MDX is a
 * dialect of its own, read as Markdown too (as @eslint/markdown and markdownlint read it), with
 * its JavaScript left alone.
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Markdown",
  dialects: {
    markdown: {
      extensions: ["md", "markdown", "qmd", "rmd", "mkd", "mkdn", "mdwn", "mdown", "mkdown"],
      languageIds: ["markdown", "quarto", "rmd"],
    },
    mdx: { extensions: ["mdx"], languageIds: ["mdx"] },
  },
  // A comment goes at the end of the finding's line (index.ts): on a line of its own it would split a paragraph.
  comments: { block: true },
  spellings: ["markdown", "markdown-autolink"],
  // @eslint/markdown's tree: mdast's root.
  trees: { root: "root" },
  // The parse of a document's text (parse.ts). The ESLint plugin reads @eslint/markdown's tree,
  // and @eslint/markdown depends on these very packages: the plugin need not bring them (with
  // micromark-extension-math comes KaTeX, 4 MB). The links' reader needs only micromark.
  parsers: [
    "mdast-util-from-markdown",
    "mdast-util-frontmatter",
    "mdast-util-gfm",
    "mdast-util-math",
    "micromark-extension-gfm",
    "micromark-extension-math",
  ],
} satisfies LanguageDefinition;
