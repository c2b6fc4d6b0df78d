/**
 * The spellings of JavaScript and its relatives (JS/TS strings and templates, JSX, JSON, CommonMark
 * destinations, plain text), both ways: decoding a spelling into the value the core
 * checks (keeping, for every unit of the value, the document range that produced it) and spelling a
 * replacement value back so that an edit lands as valid source.
 */
import { EscapeMap, IdentityMap, type TextMap } from "../text-map.js";
import type { Span } from "@urilint/core";

/**
 * - `string`: a JS/TS quoted string (ECMAScript 12.9.4, with legacy octal escapes).
 * - `constant-string`: the same, where only a literal may stand (a literal type, an enum member).
 * - `tagged-template`: a tagged template's cooked value; never spelled back (the tag may read the raw text).
 * - `template`: a template literal's cooked value (13.2.8.6: CR and CRLF read as LF).
 * - `raw-template`: `String.raw` templates, whose value is the raw spelling.
 * - `jsx-attribute`, `jsx-text`: no backslash escapes; HTML character references.
 * - `json`: JSON strings (a subset of `string`).
 * - `markdown`: a CommonMark link destination (backslash-escaped punctuation, entity references).
 * - `plain`: written as-is (prose, comments).
 */
export type ScriptSpelling =
  | "string"
  | "constant-string"
  | "template"
  | "tagged-template"
  | "raw-template"
  | "jsx-attribute"
  | "jsx-text"
  | "json"
  | "markdown"
  | "plain";

/** A literal's value as the core sees it: holes are one placeholder "x" each. */
export interface Value {
  readonly text: string;
  readonly holes: readonly Span[];
  readonly map: TextMap;
}

/** The character that stands for a template hole (`${...}`) in the value given to the core. */
export const HOLE_PLACEHOLDER = "x";

/** The holes of a value that has none, shared: a scan makes one value per string of a document. */
export const NO_HOLES: readonly Span[] = Object.freeze([]);

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};

/** The character references every HTML-ish spelling here decodes (JSX, CommonMark). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Builds a value piece by piece (literal parts and holes), recording where each unit came from. */
export class ValueBuilder {
  #parts: string[] = [];
  #starts: number[] = [];
  #ends: number[] = [];
  #holes: Span[] = [];
  #length = 0;
  /** False while the value is the document's text unchanged (then an IdentityMap will do). */
  #decoded = false;
  /**
   * Until something is decoded, the document ranges of the raw parts ([start, end) pairs): most
   * values have no escape, and their unit-by-unit map is then never built.
   */
  #rawRuns: number[] = [];

  constructor(
    private readonly document: string,
    private readonly contentStart: number,
  ) {}

  /** How many units the value holds so far. */
  get length(): number {
    return this.#length;
  }

  /** Decodes document[start, end) written in `spelling` and appends its value. */
  append(start: number, end: number, spelling: ScriptSpelling): void {
    const doc = this.document;
    let runStart = start;
    let i = start;
    while (i < end) {
      if (!startsSpecial(doc.charCodeAt(i), spelling)) {
        i++;
        continue;
      }
      this.#appendRaw(runStart, i);
      i = this.#appendSpecial(i, end, spelling);
      runStart = i;
    }
    this.#appendRaw(runStart, end);
  }

  /** Appends document[start, end) as it is written (no escape in it). */
  appendVerbatim(start: number, end: number): void {
    this.#appendRaw(start, end);
  }

  /**
   * Appends `value`, decoded from the spelling document[start, end) (an escape or a character
   * reference): every unit of it maps to that whole spelling.
   */
  appendDecoded(value: string, start: number, end: number): void {
    this.#push(value, start, end);
  }

  /** Appends a hole: one placeholder unit that maps to the whole `${...}` of the document. */
  appendHole(start: number, end: number): void {
    this.#holes.push({ start: this.#length, end: this.#length + 1 });
    this.#push(HOLE_PLACEHOLDER, start, end);
  }

  build(contentEnd: number): Value {
    const text = this.#parts.join("");
    let value: Value;
    if (!this.#decoded && this.#length === contentEnd - this.contentStart) {
      value = { text, holes: this.#holes, map: new IdentityMap(this.contentStart) };
    } else {
      // Not the document's text as it stands: something was decoded, or skipped (a line continuation).
      this.#materialize();
      value = { text, holes: this.#holes, map: new EscapeMap(this.#starts, this.#ends, contentEnd) };
    }
    return value;
  }

  #appendRaw(start: number, end: number): void {
    if (end <= start) return;
    this.#parts.push(this.document.slice(start, end));
    if (this.#decoded) this.#mapRaw(start, end);
    else this.#rawRuns.push(start, end);
    this.#length += end - start;
  }

  #mapRaw(start: number, end: number): void {
    for (let at = start; at < end; at++) {
      this.#starts.push(at);
      this.#ends.push(at + 1);
    }
  }

  /** From now on every unit is mapped as it is appended. */
  #materialize(): void {
    if (this.#decoded) return;
    this.#decoded = true;
    for (let i = 0; i < this.#rawRuns.length; i += 2)
      this.#mapRaw(this.#rawRuns[i] as number, this.#rawRuns[i + 1] as number);
  }

  #push(value: string, start: number, end: number): void {
    this.#materialize();
    this.#parts.push(value);
    for (let unit = 0; unit < value.length; unit++) {
      this.#starts.push(start);
      this.#ends.push(end);
    }
    this.#length += value.length;
  }

  /** Decodes the escape or reference at `at`; returns where the spelling continues. */
  #appendSpecial(at: number, end: number, spelling: ScriptSpelling): number {
    const doc = this.document;
    const code = doc.charCodeAt(at);
    if (code === 0x0d) {
      // Template literals read CR and CRLF as LF (ECMAScript 13.2.8.6, TRV and TV alike).
      const next = at + 1 < end && doc.charCodeAt(at + 1) === 0x0a ? at + 2 : at + 1;
      this.#push("\n", at, next);
      return next;
    }
    if (code === 0x26) return this.#appendReference(at, end);
    if (spelling === "markdown") return this.#appendMarkdownEscape(at, end);
    return this.#appendScriptEscape(at, end, spelling);
  }

  /** ECMAScript 12.9.4 EscapeSequence and LineContinuation, forgiving: bad escapes keep their text. */
  #appendScriptEscape(at: number, end: number, spelling: ScriptSpelling): number {
    const doc = this.document;
    if (at + 1 >= end) {
      this.#push("\\", at, at + 1);
      return at + 1;
    }
    const next = doc[at + 1] as string;
    const code = next.charCodeAt(0);
    if (code === 0x0a || code === 0x2028 || code === 0x2029) return at + 2; // line continuation
    if (code === 0x0d) return at + 2 < end && doc.charCodeAt(at + 2) === 0x0a ? at + 3 : at + 2;
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      this.#push(simple, at, at + 2);
      return at + 2;
    }
    if (next === "x") {
      const value = hexValue(doc, at + 2, at + 4, end);
      if (value !== undefined) {
        this.#push(String.fromCharCode(value), at, at + 4);
        return at + 4;
      }
    } else if (next === "u") {
      if (doc[at + 2] === "{") {
        const close = doc.indexOf("}", at + 3);
        const value = close !== -1 && close < end ? hexValue(doc, at + 3, close, end) : undefined;
        if (value !== undefined && value <= 0x10ffff) {
          this.#push(String.fromCodePoint(value), at, close + 1);
          return close + 1;
        }
      } else {
        const value = hexValue(doc, at + 2, at + 6, end);
        if (value !== undefined) {
          this.#push(String.fromCharCode(value), at, at + 6);
          return at + 6;
        }
      }
    } else if (code >= 0x30 && code <= 0x37) {
      // "\0" (not before a digit) everywhere; legacy octal "\1".."\377" in strings only (B.1.2).
      let stop = at + 2;
      if (spelling === "string" || spelling === "constant-string") {
        const limit = code <= 0x33 ? at + 4 : at + 3;
        while (stop < limit && stop < end && isOctal(doc.charCodeAt(stop))) stop++;
      }
      this.#push(String.fromCharCode(parseInt(doc.slice(at + 1, stop), 8)), at, stop);
      return stop;
    }
    // NonEscapeCharacter (and malformed escapes): the character itself, both units of a pair.
    const width = isHighSurrogate(code) && at + 2 < end && isLowSurrogate(doc.charCodeAt(at + 2)) ? 2 : 1;
    this.#push(doc.slice(at + 1, at + 1 + width), at, at + 1 + width);
    return at + 1 + width;
  }

  /** CommonMark 2.4: a backslash before ASCII punctuation escapes it; before anything else it is literal. */
  #appendMarkdownEscape(at: number, end: number): number {
    const next = this.document.charCodeAt(at + 1);
    if (at + 1 < end && isAsciiPunctuation(next)) {
      this.#push(String.fromCharCode(next), at, at + 2);
      return at + 2;
    }
    this.#push("\\", at, at + 1);
    return at + 1;
  }

  /** `&name;`, `&#123;`, `&#x7B;` (HTML character references, as JSX and CommonMark read them). */
  #appendReference(at: number, end: number): number {
    const doc = this.document;
    const semicolon = doc.indexOf(";", at + 1);
    if (semicolon !== -1 && semicolon < end && semicolon - at <= 10) {
      const body = doc.slice(at + 1, semicolon);
      let value: string | undefined;
      if (body.startsWith("#x") || body.startsWith("#X")) {
        const point = hexValue(doc, at + 3, semicolon, end);
        if (point !== undefined && point <= 0x10ffff) value = String.fromCodePoint(point);
      } else if (body.startsWith("#")) {
        const point = /^#[0-9]{1,7}$/.test(body) ? Number(body.slice(1)) : undefined;
        if (point !== undefined && point <= 0x10ffff) value = String.fromCodePoint(point);
      } else {
        value = Object.prototype.hasOwnProperty.call(NAMED_ENTITIES, body) ? NAMED_ENTITIES[body] : undefined;
      }
      if (value !== undefined) {
        this.#push(value, at, semicolon + 1);
        return semicolon + 1;
      }
    }
    this.#push("&", at, at + 1);
    return at + 1;
  }
}

/**
 * A builder kept for the life of the process, so that a garbage collection between two scans
 * does not take its hidden classes and the optimized code built on them (see KEPT_ALIVE in
 * text-map.ts). Exported, so that the module holds it.
 */
export const KEPT_BUILDER = new ValueBuilder("", 0);

/** Whether the unit starts something `spelling` decodes: an escape, a reference, a CR. */
function startsSpecial(code: number, spelling: ScriptSpelling): boolean {
  return (
    (code === 0x5c /* \ */ &&
      spelling !== "raw-template" &&
      spelling !== "jsx-attribute" &&
      spelling !== "jsx-text" &&
      spelling !== "plain") ||
    (code === 0x26 /* & */ && (spelling === "jsx-attribute" || spelling === "jsx-text" || spelling === "markdown")) ||
    (code === 0x0d /* CR */ &&
      (spelling === "template" || spelling === "tagged-template" || spelling === "raw-template"))
  );
}

/** Decodes one piece of a document written in `spelling` (no holes). */
export function decode(document: string, start: number, end: number, spelling: ScriptSpelling): Value {
  let i = start;
  while (i < end && !startsSpecial(document.charCodeAt(i), spelling)) i++;
  // Most literals decode to their own spelling: no builder, no unit-by-unit map.
  if (i === end) return { text: document.slice(start, end), holes: [], map: new IdentityMap(start) };
  const builder = new ValueBuilder(document, start);
  builder.append(start, end, spelling);
  return builder.build(end);
}

/**
 * Spells `value` for the place it replaces, or returns undefined when it cannot be written there
 * (a `String.raw` template cannot escape a backtick; a line comment cannot hold a line break).
 * `quote` is the delimiter of the enclosing literal ('"', "'", "`", "<" for a Markdown `<...>`
 * destination, "*\/" for a block comment, "\n" for a line comment).
 */
export function spellScript(value: string, spelling: ScriptSpelling, quote: string): string | undefined {
  if (spelling === "tagged-template") return undefined;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    switch (spelling) {
      case "string":
      case "constant-string":
      case "json":
        if (char === "\\" || char === quote) out += `\\${char}`;
        else if (code < 0x20 || code === 0x2028 || code === 0x2029 || code === 0x7f) out += unicodeEscape(code);
        else out += char;
        break;
      case "template":
        if (char === "\\" || char === "`") out += `\\${char}`;
        else if (char === "$" && value[i + 1] === "{") out += "\\$";
        else if (code === 0x0d) out += "\\r";
        else out += char;
        break;
      case "raw-template":
        if (char === "\\" || char === "`" || code === 0x0d || (char === "$" && value[i + 1] === "{")) return undefined;
        out += char;
        break;
      case "jsx-attribute":
        if (char === "&") out += "&amp;";
        else if (char === quote) out += char === '"' ? "&quot;" : "&apos;";
        else out += char;
        break;
      case "jsx-text":
        if (char === "&") out += "&amp;";
        else if ("<>{}".includes(char)) return undefined;
        else out += char;
        break;
      case "markdown":
        if (code <= 0x20 || code === 0x7f) return undefined;
        if (char === "\\" || char === "<" || char === ">" || (quote !== "<" && (char === "(" || char === ")")))
          out += `\\${char}`;
        else if (char === "&") out += "&amp;";
        else out += char;
        break;
      case "plain":
        if (quote === "\n" && (code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029)) return undefined;
        out += char;
        break;
    }
  }
  if (spelling === "plain" && quote === "*/" && out.includes("*/")) return undefined;
  return out;
}

function unicodeEscape(code: number): string {
  return `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The value of the hex digits document[start, stop), or undefined if any is missing or not hex. */
export function hexValue(document: string, start: number, stop: number, limit: number): number | undefined {
  if (stop > limit || stop <= start || stop - start > 8) return undefined;
  let value = 0;
  for (let i = start; i < stop; i++) {
    const digit = hexDigit(document.charCodeAt(i));
    if (digit < 0) return undefined;
    value = value * 16 + digit;
  }
  return value;
}

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

function isOctal(code: number): boolean {
  return code >= 0x30 && code <= 0x37;
}
function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
function isAsciiPunctuation(code: number): boolean {
  return (
    (code >= 0x21 && code <= 0x2f) ||
    (code >= 0x3a && code <= 0x40) ||
    (code >= 0x5b && code <= 0x60) ||
    (code >= 0x7b && code <= 0x7e)
  );
}
