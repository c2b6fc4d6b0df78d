/**
 * "Read the password from the environment variable X": the repair a script can offer for a
 * password written in a URI, as suggestions are offered, never applied unasked. The password
 * becomes `${process.env.X}` in a template literal (a string is rewritten into one; a JSX
 * attribute's value into `{`…`}`); a string where only a literal may stand (a literal type, an enum
 * member) and a tagged template get none. The variable's name comes from where the URI is stored
 * (`databaseUrl` → DATABASE_PASSWORD) or from its scheme (POSTGRES_PASSWORD), never from the
 * password or the user name.
 */
import { isUriName, split, splitWords, type Finding } from "@urilint/core";
import type { SpelledPiece } from "../../candidate.js";
import type { OffsetEdit } from "../../edits.js";
import type { UriMatch } from "../../matches.js";
import { spellScript } from "../../reading/value.js";
import { storedUnder } from "./policy.js";

export interface Suggestion {
  readonly title: string;
  readonly edits: readonly OffsetEdit[];
}

/** The suggestion for a `plaintext-password` finding of a script's value, where it can be written. */
export function environmentSuggestion(match: UriMatch, finding: Finding): Suggestion | undefined {
  if (finding.code !== "plaintext-password") return undefined;
  const { candidate, uri } = match;
  const value = candidate.value;
  const start = uri.toInput(finding.start);
  const end = uri.toInput(finding.end);
  const piece = pieceOf(candidate.pieces, candidate, value.text.length, start, end);
  if (piece === undefined || start >= end) return undefined;
  for (const hole of value.holes) if (start < hole.end && hole.start < end) return undefined;
  const variable = environmentName(storedUnder(candidate.site.context), uri.text);
  const substitution = "${process.env." + variable + "}";
  const title = `Read the password from the environment variable ${variable}`;
  const map = value.map;
  if (piece.spelling === "template") {
    const range = map.toDocument(start, end);
    return { title, edits: [{ start: range.start, end: range.end, text: substitution }] };
  }
  if (piece.spelling !== "string" && piece.spelling !== "jsx-attribute") return undefined;
  const before = spellScript(value.text.slice(piece.start, start), "template", "`");
  const after = spellScript(value.text.slice(end, piece.end), "template", "`");
  if (before === undefined || after === undefined) return undefined;
  const content = map.toDocument(piece.start, piece.end);
  const template = "`" + before + substitution + after + "`";
  // The literal's quotes go with it.
  const literal = { start: content.start - 1, end: content.end + 1 };
  return { title, edits: [{ ...literal, text: piece.spelling === "jsx-attribute" ? `{${template}}` : template }] };
}

/** The literal of the value that holds [start, end) whole. */
function pieceOf(
  pieces: readonly SpelledPiece[] | undefined,
  whole: { readonly spelling: string; readonly quote: string },
  length: number,
  start: number,
  end: number,
): SpelledPiece | undefined {
  if (pieces === undefined) return { start: 0, end: length, spelling: whole.spelling, quote: whole.quote };
  for (const piece of pieces) if (piece.start <= start && end <= piece.end) return piece;
  return undefined;
}

const URI_WORDS = new Set([
  "url",
  "urls",
  "uri",
  "uris",
  "dsn",
  "href",
  "endpoint",
  "string",
  "str",
  "connection",
  "conn",
]);

/** An environment variable name: upper-case words joined by "_", ending in PASSWORD. */
export function environmentName(name: string | undefined, uri: string): string {
  const fromName = name !== undefined && isUriName(name) ? splitWords(name).filter((w) => !URI_WORDS.has(w)) : [];
  const scheme = split(uri).components.scheme;
  const words = fromName.length > 0 ? fromName : scheme !== undefined ? scheme.toLowerCase().split(/[^a-z0-9]+/) : [];
  const stem = words
    .filter((w) => /^[a-z0-9]+$/.test(w))
    .join("_")
    .toUpperCase()
    .slice(0, 40);
  return /^[A-Z]/.test(stem) ? `${stem}_PASSWORD` : "URI_PASSWORD";
}
