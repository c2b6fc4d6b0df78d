/**
 * XML text as an XML processor hands it to the application (XML 1.0, fifth edition), from the
 * range of the document that spells it, every unit of the value mapped back to that spelling
 * (spell.ts writes a replacement again):
 * - line ends: CR LF and a lone CR read as LF (2.11), everywhere;
 * - character and entity references (4.1) in character data and attribute values: `&#10;`,
 *   `&#x2F;` and the five predefined entities (`&amp;` `&lt;` `&gt;` `&apos;` `&quot;`, 4.6) are
 *   decoded; any other entity's replacement text is declared in a DTD (or nowhere), so it is a
 *   hole (the value is a template); an `&` that starts no reference stays as it is (the parser
 *   reports it);
 * - attribute values are normalized (3.3.3): a literal tab, line feed or carriage return (after
 *   2.11) reads as a space; a character reference to one does not;
 * - a CDATA section is read as written, references and all (2.7).
 */
import { NO_HOLES, ValueBuilder, hexValue, type Value } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";

/** Where a value is read: an attribute value, character data, or a CDATA section's content. */
export type XmlPlace = "attribute" | "text" | "cdata";

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Hash = 0x23,
  Ampersand = 0x26,
  Semicolon = 0x3b,
  LowerX = 0x78,
}

/** The predefined entities (4.6). */
const PREDEFINED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", apos: "'", quot: '"' };

/** The longest entity name read as one: a longer run is no reference a document would hold. */
const MAX_REFERENCE = 64;

/** Decodes document[start, end) read in `place`, keeping the map of every unit. */
export function decodeXml(document: string, start: number, end: number, place: XmlPlace): Value {
  let i = start;
  while (i < end && !isSpecial(document.charCodeAt(i), place)) i++;
  // Most values are written as they are read: no builder, no unit-by-unit map.
  if (i === end) return { text: document.slice(start, end), holes: NO_HOLES, map: new IdentityMap(start) };
  // An attribute value whose only special units are tabs and line feeds (a list written over
  // several lines, as `xsi:schemaLocation` often is) reads each as one space, unit for unit: it
  // still maps to the document as written.
  if (place === "attribute" && onlyTabsAndLineFeeds(document, i, end))
    return {
      text: document.slice(start, end).replace(TABS_AND_LINE_FEEDS, " "),
      holes: NO_HOLES,
      map: new IdentityMap(start),
    };
  const builder = new ValueBuilder(document, start);
  let run = start;
  while (i < end) {
    if (!isSpecial(document.charCodeAt(i), place)) {
      i++;
      continue;
    }
    builder.appendVerbatim(run, i);
    i = appendSpecial(builder, document, i, end, place);
    run = i;
  }
  builder.appendVerbatim(run, end);
  return builder.build(end);
}

const TABS_AND_LINE_FEEDS = /[\t\n]/g;

/** Whether no unit of document[start, end) is a carriage return or an `&`. */
function onlyTabsAndLineFeeds(document: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    const code = document.charCodeAt(k);
    if (code === Char.CarriageReturn || code === Char.Ampersand) return false;
  }
  return true;
}

/** Whether the unit at hand is read otherwise than as itself in `place`. */
function isSpecial(code: number, place: XmlPlace): boolean {
  if (code === Char.CarriageReturn) return true;
  if (place === "cdata") return false;
  return code === Char.Ampersand || (place === "attribute" && (code === Char.Tab || code === Char.LineFeed));
}

/** Appends what the line end, white space or reference at `at` reads as; returns where the value goes on. */
function appendSpecial(builder: ValueBuilder, document: string, at: number, end: number, place: XmlPlace): number {
  const code = document.charCodeAt(at);
  if (code === Char.CarriageReturn) {
    const next = at + 1 < end && document.charCodeAt(at + 1) === Char.LineFeed ? at + 2 : at + 1;
    builder.appendDecoded(place === "attribute" ? " " : "\n", at, next);
    return next;
  }
  if (code !== Char.Ampersand) {
    builder.appendDecoded(" ", at, at + 1);
    return at + 1;
  }
  const semicolon = referenceEnd(document, at, end);
  if (semicolon === -1) {
    builder.appendDecoded("&", at, at + 1);
    return at + 1;
  }
  if (document.charCodeAt(at + 1) === Char.Hash) {
    const hex = document.charCodeAt(at + 2) === Char.LowerX;
    const point = hex ? hexValue(document, at + 3, semicolon, end) : decimalValue(document, at + 2, semicolon);
    if (point === undefined || point > 0x10ffff) {
      builder.appendDecoded("&", at, at + 1);
      return at + 1;
    }
    builder.appendDecoded(String.fromCodePoint(point), at, semicolon + 1);
    return semicolon + 1;
  }
  const name = document.slice(at + 1, semicolon);
  const predefined = Object.prototype.hasOwnProperty.call(PREDEFINED, name) ? PREDEFINED[name] : undefined;
  if (predefined !== undefined) builder.appendDecoded(predefined, at, semicolon + 1);
  else builder.appendHole(at, semicolon + 1);
  return semicolon + 1;
}

/**
 * The ";" that ends the reference starting at document[at] ("&"), or -1 when none does: a
 * reference is "&", a name or "#" and a number, then ";" (4.1). Names are read with the ASCII
 * name characters and any character beyond ASCII (2.3 allows most of them).
 */
function referenceEnd(document: string, at: number, end: number): number {
  const limit = Math.min(end, at + 2 + MAX_REFERENCE);
  const first = document.charCodeAt(at + 1);
  if (first !== Char.Hash && !isNameStart(first)) return -1;
  for (let k = at + 2; k < limit; k++) {
    const code = document.charCodeAt(k);
    if (code === Char.Semicolon) return k;
    if (!isNameStart(code) && !(code >= 0x30 && code <= 0x39) && code !== 0x2d && code !== 0x2e) return -1;
  }
  return -1;
}

/** NameStartChar (2.3), with every character beyond ASCII taken as one. */
function isNameStart(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x3a || code >= 0x80
  );
}

function decimalValue(document: string, start: number, stop: number): number | undefined {
  if (stop <= start || stop - start > 8) return undefined;
  let value = 0;
  for (let k = start; k < stop; k++) {
    const digit = document.charCodeAt(k) - 0x30;
    if (digit < 0 || digit > 9) return undefined;
    value = value * 10 + digit;
  }
  return value;
}
