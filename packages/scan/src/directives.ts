/**
 * The disable directives of a document: its `eslint-` and `urilint-` comments read as the core's
 * suppression model says (core/src/suppress). The comments come from the language's own scanner
 * (for scripts, TypeScript's token scanner, without a parse), run for them alone, and only when the
 * text holds a directive word at all: most files hold none, and then this costs one search of the
 * text.
 */
import { parseDirective, type Directive } from "@urilint/core";
import type { CommentSink } from "./candidate.js";
import { isScript, type Language } from "./language.js";
import { isParserOverflow, scanDocument } from "./scan.js";
import { scanScriptTokens } from "./scripts.js";
import { runSync } from "./work.js";

const DIRECTIVE_WORD = /(?:eslint|urilint)-(?:disable|enable)/;

/** The languages whose comments are all line comments: every directive counts in them (as in eslint-plugin-yml). */
const LINE_COMMENTS_ONLY: ReadonlySet<Language> = new Set(["yaml", "toml", "dotenv", "dockerfile", "text"]);

export function directivesOf(text: string, language: Language): Directive[] {
  if (!mayHoldDirectives(text)) return [];
  const directives: Directive[] = [];
  const comment = directiveSink(language, directives);
  try {
    // Scripts: TypeScript's scanner alone finds their comments, several times faster than a parse.
    if (isScript(language)) runSync(scanScriptTokens(text, () => undefined, comment));
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
  const blockComments = !LINE_COMMENTS_ONLY.has(language);
  return (span) => {
    const directive = parseDirective(span, blockComments);
    if (directive !== undefined) into.push(directive);
  };
}
