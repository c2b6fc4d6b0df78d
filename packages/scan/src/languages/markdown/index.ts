/** The reader of Markdown documents (micromark is loaded with it). */
import type { LanguageReader } from "../../language.js";
import { parseMarkdown } from "./parse.js";
import { readMarkdown } from "./tree.js";
import type { Candidate } from "../../candidate.js";
import type { TreeNode } from "../../reading/tree-node.js";

const BOM = "\ufeff";

export const reader: LanguageReader & { parse(text: string): TreeNode } = {
  /** The tree of a Markdown text (a comment's, read from a tree: tree.ts), as scan parses. */
  parse: (text) => parseMarkdown(text) as unknown as TreeNode,
  *scan(text, dialect, found, comment) {
    // micromark reads a document without its byte order mark, and counts its offsets so (as ESLint does).
    if (!text.startsWith(BOM)) {
      const root = parseMarkdown(text);
      yield;
      yield* readMarkdown(text, root as never, dialect, found, comment);
      return;
    }
    const body = text.slice(1);
    const root = parseMarkdown(body);
    yield;
    const moved = (candidate: Candidate): void =>
      found({
        ...candidate,
        value: { ...candidate.value, map: candidate.value.map.shifted(1) },
        start: candidate.start + 1,
        end: candidate.end + 1,
      });
    yield* readMarkdown(
      body,
      root as never,
      dialect,
      moved,
      comment && ((span) => comment({ ...span, start: span.start + 1, end: span.end + 1 })),
    );
  },
  // At the end of the finding's line: an HTML comment on a line of its own would split the paragraph around it.
  disableComment(line, words) {
    const { text, offset } = line;
    let lineEnd = text.indexOf("\n", offset);
    if (lineEnd === -1) lineEnd = text.length;
    if (text.charCodeAt(lineEnd - 1) === 0x0d) lineEnd--;
    return { start: lineEnd, end: lineEnd, text: ` <!-- ${words.replace("-next-line", "-line")} -->` };
  },
};
