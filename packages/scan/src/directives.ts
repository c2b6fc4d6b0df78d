/**
 * The disable directives of a document: its `eslint-` and `urilint-` comments read as the core's
 * suppression model says (core/src/suppress). The comments come from the language's own scanner
 * (or, where a language can, from its comments alone: a script's tokens, without a parse), run for them alone, and only when the
 * text holds a directive word at all: most files hold none, and then this costs one search of the
 * text.
 */
import { parseDirective, type Directive } from "@urilint/core";
import type { CommentSink } from "./candidate.js";
import { definitionOf, readerOf, type Language } from "./language.js";
import { isParserOverflow, scanDocument } from "./scan.js";
import { runSync } from "./work.js";

const DIRECTIVE_WORD = /(?:eslint|urilint)-(?:disable|enable)/;

export function directivesOf(text: string, language: Language): Directive[] {
  if (!mayHoldDirectives(text)) return [];
  const directives: Directive[] = [];
  const comment = directiveSink(language, directives);
  try {
    // A language that can read its comments alone (a script's tokens, without a parse) does.
    const reader = readerOf(language);
    if (reader.readComments !== undefined) runSync(reader.readComments(text, language, comment));
    else runSync(scanDocument(text, language, () => undefined, comment));
  } catch (error) {
    // A document too deep for its parser is reported unread elsewhere; it has no directives here.
    if (isParserOverflow(error)) return [];
    throw error;
  }
  return directives;
}

/**
 * Whether `text` holds a directive word at all: most documents hold none. Every directive word
 * ("eslint-disable", "urilint-enable", ...) holds "lint-disable" or "lint-enable": two searches for
 * a fixed string cost a fraction of a regular expression's (it has no fixed text to start from).
 */
export function mayHoldDirectives(text: string): boolean {
  return (text.includes("lint-disable") || text.includes("lint-enable")) && DIRECTIVE_WORD.test(text);
}

/**
 * A comment sink that puts the directives of the comments it is given into `into`: a scan that
 * reads a document's comments anyway finds its directives with it (uris.ts).
 */
export function directiveSink(language: Language, into: Directive[]): CommentSink {
  // In a language whose comments are all line comments, every directive counts (as in eslint-plugin-yml).
  const blockComments = definitionOf(language)?.comments.block ?? false;
  return (span) => {
    const directive = parseDirective(span, blockComments);
    if (directive !== undefined) into.push(directive);
  };
}
