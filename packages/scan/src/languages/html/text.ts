/**
 * HTML text as the parser reads it (HTML Standard 13.2.3.5 and 13.2.5.72): character references
 * (`&amp;`, `&#x2F;`, `&copy`) decoded by the `entities` package, the decoder parse5 itself uses, in
 * the mode of the place (an attribute value does not decode a legacy `&copy` before `=` or an
 * alphanumeric); CR LF and a lone CR read as LF; U+0000 in an attribute value read as U+FFFD. Every
 * unit of the value maps to the document range that spelled it (html-spell.ts spells a replacement
 * back).
 */
import { DecodingMode, HtmlEntityDecoder } from "entities/decode";
import { ValueBuilder, type Value } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";

/** Where a value is read: an attribute value, or text between tags (RCDATA included). */
export type HtmlPlace = "attribute" | "text";

const AMPERSAND = 0x26;
const CARRIAGE_RETURN = 0x0d;
const NULL = 0x00;

/** The code points the decoder gave for the reference being read. */
let decoded: number[] = [];
const decoder = new HtmlEntityDecoder((codePoint) => {
  decoded.push(codePoint);
});

/** Decodes document[start, end) read in `place`, keeping the map of every unit. */
export function decodeHtml(document: string, start: number, end: number, place: HtmlPlace): Value {
  let i = start;
  while (i < end && !isSpecial(document.charCodeAt(i), place)) i++;
  // Most values are written as they are read: no builder, no unit-by-unit map.
  if (i === end) return { text: document.slice(start, end), holes: [], map: new IdentityMap(start) };
  const builder = new ValueBuilder(document, start);
  // The decoder reads the value alone: a reference never runs past its end.
  const value = document.slice(start, end);
  let runStart = start;
  while (i < end) {
    const code = document.charCodeAt(i);
    if (!isSpecial(code, place)) {
      i++;
      continue;
    }
    builder.appendVerbatim(runStart, i);
    i = appendSpecial(builder, document, value, start, i, end, place);
    runStart = i;
  }
  builder.appendVerbatim(runStart, end);
  return builder.build(end);
}

/** Appends the reference, line end or NULL at `at`; returns where the value goes on. */
function appendSpecial(
  builder: ValueBuilder,
  document: string,
  value: string,
  start: number,
  at: number,
  end: number,
  place: HtmlPlace,
): number {
  const code = document.charCodeAt(at);
  if (code === CARRIAGE_RETURN) {
    const next = at + 1 < end && document.charCodeAt(at + 1) === 0x0a ? at + 2 : at + 1;
    builder.appendDecoded("\n", at, next);
    return next;
  }
  if (code === NULL) {
    builder.appendDecoded("\ufffd", at, at + 1);
    return at + 1;
  }
  decoded = [];
  decoder.startEntity(place === "attribute" ? DecodingMode.Attribute : DecodingMode.Legacy);
  let consumed = decoder.write(value, at - start + 1);
  if (consumed === -1) consumed = decoder.end();
  if (consumed <= 0 || decoded.length === 0) {
    builder.appendDecoded("&", at, at + 1);
    return at + 1;
  }
  builder.appendDecoded(String.fromCodePoint(...decoded), at, at + consumed);
  return at + consumed;
}

function isSpecial(code: number, place: HtmlPlace): boolean {
  return code === AMPERSAND || code === CARRIAGE_RETURN || (code === NULL && place === "attribute");
}
