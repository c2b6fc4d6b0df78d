/**
 * A string's value mapped back to its spelling in the source. A finding is an offset into the
 * value the program holds ("https://x/" for 'https:\u002F\u002Fx/'); the report and the fix need
 * the offsets of the spelling. A small tokenizer of escapes walks the spelling once and records,
 * for every UTF-16 unit of the value, where its spelling starts and ends.
 */

/** How text is spelled inside one literal; decides escapes in both directions. */
export type Spelling =
  | "js-single" // 'x'
  | "js-double" // "x"
  | "template" // `x` (one quasi)
  | "json" // "x" in JSON and JSONC
  | "json5-single" // 'x' in JSON5
  | "json5-double" // "x" in JSON5
  | "markdown" // a bare link destination
  | "markdown-angle" // <x> link destination
  | "jsx" // a JSX attribute string: no backslash escapes, HTML character references
  | "verbatim"; // no escapes at all (autolinks)

export interface LiteralMap {
  /** The value, as the program (or the Markdown parser) sees it. */
  readonly value: string;
  readonly spelling: Spelling;
  /** Source offsets of the spelling between the delimiters. */
  readonly contentStart: number;
  readonly contentEnd: number;
  /** starts[i], ends[i]: the source span spelling value[i]. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /**
   * False when the spelling could not be matched to the value (an unknown escape or entity): every
   * unit then maps to the whole content, and no fix is offered in this literal.
   */
  readonly exact: boolean;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};

/** Named character references worth decoding in Markdown destinations (others make the map inexact). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  sol: "/",
  colon: ":",
  num: "#",
  quest: "?",
  equals: "=",
  percnt: "%",
  commat: "@",
  excl: "!",
  lpar: "(",
  rpar: ")",
  lowbar: "_",
  period: ".",
  comma: ",",
  semi: ";",
  plus: "+",
  dollar: "$",
  ast: "*",
  midast: "*",
};

class Builder {
  value = "";
  readonly starts: number[] = [];
  readonly ends: number[] = [];

  push(units: string, start: number, end: number): void {
    for (let k = 0; k < units.length; k++) {
      this.value += units[k];
      this.starts.push(start);
      this.ends.push(end);
    }
  }
}

function isLineTerminator(c: string | undefined): boolean {
  return c === "\n" || c === "\r" || c === "\u2028" || c === "\u2029";
}

function hexRun(source: string, from: number, count: number): number {
  const digits = source.slice(from, from + count);
  return digits.length === count && /^[0-9a-fA-F]+$/.test(digits) ? Number.parseInt(digits, 16) : -1;
}

/** Tokenizes the escapes of ECMAScript string literals and template quasis (ECMA-262 12.9.4, 12.9.6). */
function tokenizeJs(source: string, start: number, end: number, template: boolean, out: Builder): void {
  let i = start;
  while (i < end) {
    const c = source[i]!;
    if (c === "\r" && template) {
      // Template values normalize CRLF and CR to LF (ECMA-262 13.2.8.2).
      const width = source[i + 1] === "\n" ? 2 : 1;
      out.push("\n", i, i + width);
      i += width;
      continue;
    }
    if (c !== "\\") {
      out.push(c, i, i + 1);
      i++;
      continue;
    }
    const n = source[i + 1];
    if (n === undefined) {
      out.push("\\", i, i + 1);
      i++;
    } else if (isLineTerminator(n)) {
      // A line continuation contributes nothing to the value.
      i += n === "\r" && source[i + 2] === "\n" ? 3 : 2;
    } else if (n in SIMPLE_ESCAPES) {
      out.push(SIMPLE_ESCAPES[n]!, i, i + 2);
      i += 2;
    } else if (n === "x") {
      const code = hexRun(source, i + 2, 2);
      const width = code < 0 ? 2 : 4;
      out.push(code < 0 ? "x" : String.fromCharCode(code), i, i + width);
      i += width;
    } else if (n === "u" && source[i + 2] === "{") {
      const close = source.indexOf("}", i + 3);
      const code = close > i + 3 && close - i <= 12 ? hexRun(source, i + 3, close - i - 3) : -1;
      if (code < 0 || code > 0x10ffff) {
        out.push("u", i, i + 2);
        i += 2;
      } else {
        out.push(String.fromCodePoint(code), i, close + 1);
        i = close + 1;
      }
    } else if (n === "u") {
      const code = hexRun(source, i + 2, 4);
      const width = code < 0 ? 2 : 6;
      out.push(code < 0 ? "u" : String.fromCharCode(code), i, i + width);
      i += width;
    } else if (n >= "0" && n <= "7" && !template) {
      // Legacy octal escapes of sloppy-mode strings (ECMA-262 B.1.2): up to three digits, at most 0o377.
      let k = i + 2;
      const limit = n <= "3" ? i + 4 : i + 3;
      while (k < limit && source[k]! >= "0" && source[k]! <= "7") k++;
      out.push(String.fromCharCode(Number.parseInt(source.slice(i + 1, k), 8)), i, k);
      i = k;
    } else if (n === "0") {
      out.push("\0", i, i + 2);
      i += 2;
    } else {
      // A non-escape character stands for itself; a surrogate pair stays one spelled unit.
      const pair = isHighSurrogate(n) && isLowSurrogate(source[i + 2]);
      const width = pair ? 3 : 2;
      out.push(source.slice(i + 1, i + width), i, i + width);
      i += width;
    }
  }
}

/**
 * Tokenizes character references, and with `backslashes` the CommonMark backslash escapes of a
 * link destination (JSX attribute strings have references but no backslash escapes).
 */
function tokenizeReferences(source: string, start: number, end: number, backslashes: boolean, out: Builder): void {
  let i = start;
  while (i < end) {
    const c = source[i]!;
    if (backslashes && c === "\\" && i + 1 < end && isAsciiPunctuation(source[i + 1]!)) {
      out.push(source[i + 1]!, i, i + 2);
      i += 2;
      continue;
    }
    if (c === "&") {
      const semi = source.indexOf(";", i + 1);
      if (semi !== -1 && semi < end && semi - i <= 33) {
        const decoded = decodeEntity(source.slice(i + 1, semi));
        if (decoded !== undefined) {
          out.push(decoded, i, semi + 1);
          i = semi + 1;
          continue;
        }
      }
    }
    out.push(c, i, i + 1);
    i++;
  }
}

function decodeEntity(name: string): string | undefined {
  if (name.startsWith("#x") || name.startsWith("#X")) {
    const code = /^[0-9a-fA-F]{1,6}$/.test(name.slice(2)) ? Number.parseInt(name.slice(2), 16) : -1;
    return code < 0 ? undefined : String.fromCodePoint(code === 0 || code > 0x10ffff ? 0xfffd : code);
  }
  if (name.startsWith("#")) {
    const code = /^[0-9]{1,7}$/.test(name.slice(1)) ? Number.parseInt(name.slice(1), 10) : -1;
    return code < 0 ? undefined : String.fromCodePoint(code === 0 || code > 0x10ffff ? 0xfffd : code);
  }
  return NAMED_ENTITIES[name];
}

function isAsciiPunctuation(c: string): boolean {
  return "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".includes(c);
}

function isHighSurrogate(c: string | undefined): boolean {
  return c !== undefined && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdbff;
}

function isLowSurrogate(c: string | undefined): boolean {
  return c !== undefined && c.charCodeAt(0) >= 0xdc00 && c.charCodeAt(0) <= 0xdfff;
}

/**
 * Maps `value` to its spelling `source[contentStart, contentEnd)`. `value` is what the parser
 * produced; when our tokenizer disagrees with it, the map is marked inexact instead of guessing.
 * Only `value` is needed to decide whether the string is a URI, and most strings are not: the
 * spelling is tokenized when an offset is first asked for (to place a finding).
 */
export function mapLiteral(
  source: string,
  contentStart: number,
  contentEnd: number,
  value: string,
  spelling: Spelling,
): LiteralMap {
  return new LazyLiteralMap(source, contentStart, contentEnd, value, spelling);
}

type Offsets = Pick<LiteralMap, "exact" | "starts" | "ends">;

class LazyLiteralMap implements LiteralMap {
  #offsets: Offsets | undefined;

  constructor(
    private readonly source: string,
    readonly contentStart: number,
    readonly contentEnd: number,
    readonly value: string,
    readonly spelling: Spelling,
  ) {}

  get exact(): boolean {
    return this.#mapped().exact;
  }

  get starts(): Int32Array {
    return this.#mapped().starts;
  }

  get ends(): Int32Array {
    return this.#mapped().ends;
  }

  #mapped(): Offsets {
    return (this.#offsets ??= tokenizeSpelling(
      this.source,
      this.contentStart,
      this.contentEnd,
      this.value,
      this.spelling,
    ));
  }
}

function tokenizeSpelling(
  source: string,
  contentStart: number,
  contentEnd: number,
  value: string,
  spelling: Spelling,
): Offsets {
  const out = new Builder();
  switch (spelling) {
    case "markdown":
    case "markdown-angle":
      tokenizeReferences(source, contentStart, contentEnd, true, out);
      break;
    case "jsx":
      tokenizeReferences(source, contentStart, contentEnd, false, out);
      break;
    case "verbatim":
      for (let k = contentStart; k < contentEnd; k++) out.push(source[k]!, k, k + 1);
      break;
    default:
      tokenizeJs(source, contentStart, contentEnd, spelling === "template", out);
  }
  if (out.value === value) {
    return { exact: true, starts: Int32Array.from(out.starts), ends: Int32Array.from(out.ends) };
  }
  return {
    exact: false,
    starts: new Int32Array(value.length).fill(contentStart),
    ends: new Int32Array(value.length).fill(contentEnd),
  };
}

const hex2 = (code: number): string => code.toString(16).toUpperCase().padStart(2, "0");
const hex4 = (code: number): string => code.toString(16).toUpperCase().padStart(4, "0");

/**
 * Spells `text` for a literal of this kind, so that the literal's value gets `text`; undefined
 * when it cannot be written there (a space in a bare Markdown destination).
 */
export function spell(text: string, spelling: Spelling): string | undefined {
  let out = "";
  for (const c of text) {
    const code = c.charCodeAt(0);
    switch (spelling) {
      case "js-single":
      case "js-double":
        if (c === "\\" || c === (spelling === "js-single" ? "'" : '"')) out += "\\" + c;
        else if (c === "\n") out += "\\n";
        else if (c === "\r") out += "\\r";
        else if (c === "\u2028" || c === "\u2029") out += "\\u" + hex4(code);
        else if (code < 0x20 || code === 0x7f) out += "\\x" + hex2(code);
        else out += c;
        break;
      case "template":
        if (c === "\\" || c === "`" || c === "$") out += "\\" + c;
        else if (c === "\r") out += "\\r";
        else if ((code < 0x20 && c !== "\n") || code === 0x7f) out += "\\x" + hex2(code);
        else out += c;
        break;
      case "json":
      case "json5-double":
      case "json5-single":
        if (c === "\\" || c === (spelling === "json5-single" ? "'" : '"')) out += "\\" + c;
        else if (code < 0x20 || code === 0x7f || c === "\u2028" || c === "\u2029") out += "\\u" + hex4(code);
        else out += c;
        break;
      case "markdown":
        if (code <= 0x20 || code === 0x7f) return undefined;
        out += "\\()<>&".includes(c) ? "\\" + c : c;
        break;
      case "markdown-angle":
        if (c === "\n" || c === "\r") return undefined;
        out += "\\<>&".includes(c) ? "\\" + c : c;
        break;
      case "jsx":
        out += c === "&" ? "&amp;" : c === '"' ? "&quot;" : c === "'" ? "&apos;" : c;
        break;
      case "verbatim":
        if (code <= 0x20 || code === 0x7f || c === "<" || c === ">") return undefined;
        out += c;
        break;
    }
  }
  return out;
}
