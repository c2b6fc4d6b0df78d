/**
 * The reader of Kotlin documents: the tree-sitter-grammars organisation's Kotlin grammar
 * (WebAssembly, from its own package; the runtime is @vscode/tree-sitter-wasm's), loaded by
 * `prepare` on the first Kotlin document, read by the walk every compiled language shares
 * (reading/code-scan.ts).
 */
import type { CommentSpan } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { LanguageReader } from "../../language.js";
import { scanCode } from "../../reading/code-scan.js";
import { Grammar } from "../../reading/tree-sitter.js";
import type { Work } from "../../work.js";
import { kotlinSyntax } from "./syntax.js";

const grammar = new Grammar("tree-sitter-kotlin.wasm", {
  package: "@tree-sitter-grammars/tree-sitter-kotlin",
  language: "Kotlin",
});

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanKotlin(text, found, comment),
};

/**
 * The grammar's external scanner (1.1.0) can loop forever on a document that ends in the middle of
 * a line after some constructs (`val v: T?` then `@JvmName("-deprecated_t` at the end: a file as it
 * is being typed), inside the WebAssembly, where no progress callback reaches it. With a line break
 * after its last line it returns (every cut of the development corpus's files does): a document is
 * read with one, and what the reading finds past the document's own end is left out.
 */
function scanKotlin(text: string, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
  if (text.endsWith("\n")) return scanCode(grammar, kotlinSyntax, text, found, comment);
  const end = text.length;
  const within = (candidate: Candidate): void => {
    if (candidate.end <= end) found(candidate);
  };
  const clamped =
    comment === undefined
      ? undefined
      : (read: CommentSpan): void =>
          comment(read.end <= end ? read : { ...read, end, text: read.text.slice(0, end - read.end) });
  return scanCode(grammar, kotlinSyntax, `${text}\n`, within, clamped);
}
