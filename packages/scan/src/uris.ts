/**
 * The URIs of a document's text: its language's scanner finds the candidates, and the core's
 * detector and checks judge them (matches.ts).
 */
import type { Candidate } from "./candidate.js";
import type { Language } from "./language.js";
import { judgeCandidates, type DocumentUris, type MatchOptions } from "./matches.js";
import { isParserOverflow, scanDocument } from "./scan.js";
import type { Work } from "./work.js";

/** Scans `text` as `language` and judges every candidate: the whole analysis, without memory. */
export function* findUris(text: string, language: Language, options: MatchOptions): Work<DocumentUris> {
  const candidates: Candidate[] = [];
  try {
    yield* scanDocument(text, language, (candidate) => candidates.push(candidate));
  } catch (error) {
    if (isParserOverflow(error)) return { matches: [], unreadable: true };
    throw error;
  }
  return { matches: yield* judgeCandidates(candidates, options) };
}
