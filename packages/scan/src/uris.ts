/**
 * The URIs of a document's text: its language's scanner finds the candidates, and the core's
 * detector and checks judge them (matches.ts).
 */
import type { Directive } from "@urilint/core";
import type { Candidate } from "./candidate.js";
import { directiveSink, mayHoldDirectives } from "./directives.js";
import type { Language } from "./language.js";
import { admissionOf, judgeCandidates, type DocumentUris, type MatchOptions } from "./matches.js";
import { isParserOverflow, scanDocument } from "./scan.js";
import type { Work } from "./work.js";

/** Scans `text` as `language` and judges every candidate: the whole analysis, without memory. */
export function* findUris(text: string, language: Language, options: MatchOptions): Work<DocumentUris> {
  return yield* findUrisAndDirectives(text, language, options, undefined);
}

/**
 * findUris, and the document's disable directives (`directivesOf`) read from the comments of the
 * same scan: a second reading of a script's tokens for them took a twelfth of the command's time
 * on JavaScript. None when the text holds no directive word, or when it could not be read.
 */
export function* findUrisWithDirectives(
  text: string,
  language: Language,
  options: MatchOptions,
): Work<DocumentUris & { directives: Directive[] }> {
  const directives: Directive[] = [];
  const uris = yield* findUrisAndDirectives(text, language, options, mayHoldDirectives(text) ? directives : undefined);
  return { ...uris, directives: uris.unreadable === true ? [] : directives };
}

function* findUrisAndDirectives(
  text: string,
  language: Language,
  options: MatchOptions,
  directives: Directive[] | undefined,
): Work<DocumentUris> {
  const candidates: Candidate[] = [];
  try {
    const comment = directives === undefined ? undefined : directiveSink(language, directives);
    yield* scanDocument(text, language, (candidate) => candidates.push(candidate), comment, admissionOf(options));
  } catch (error) {
    if (isParserOverflow(error)) return { matches: [], unreadable: true };
    throw error;
  }
  return { matches: yield* judgeCandidates(candidates, options) };
}
