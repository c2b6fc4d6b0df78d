/**
 * YAML 1.2.2 flow scalars, both ways: the value a YAML reader sees, unit by unit mapped to the
 * document range that spelled it, and a replacement spelled back for the scalar's style. The
 * `yaml` package finds the scalars (their style and source range); it does not say which source
 * characters made which value characters, which a finding's exact range and a fix need, so this
 * small decoder, written from the specification, does:
 *
 * - plain (7.3.3) and single-quoted (7.3.2, `''` is `'`) scalars, and double-quoted ones (7.3.1)
 *   with the escapes of 5.7: `\0 \a \b \t \n \v \f \r \e \  \" \/ \\ \N \_ \L \P`, `\xXX`,
 *   `\uXXXX`, `\UXXXXXXXX`, and an escaped line break (7.3.1: the break and the next line's
 *   indentation are not content);
 * - line folding in flow scalars (6.5, 7.3): white space before a line break and the next line's
 *   indentation are not content; one line break reads as a space, each empty line after it as a
 *   line feed. A fold's value maps to the whole folded text, so a finding on it (a space in a URI)
 *   covers the line break and the indentation, and its fix replaces them;
 * - CR LF, CR and LF are all line breaks (5.4).
 * The tests compare every decoded value with the `yaml` package's own.
 */
import { ValueBuilder, type Value } from "../../reading/value.js";
import { appendTableEscape, type EscapeTables } from "../../reading/table-escapes.js";
import { IdentityMap } from "../../text-map.js";

/** The three flow scalar styles. */
export type FlowStyle = "plain" | "single" | "double";

/** The escapes of YAML 1.2.2 5.7; `\uD83D` alone stands for itself (it pairs with the next one). */
const ESCAPES: EscapeTables = {
  simple: {
    "0": "\0",
    a: "\x07",
    b: "\b",
    t: "\t",
    "\t": "\t",
    n: "\n",
    v: "\v",
    f: "\f",
    r: "\r",
    e: "\x1b",
    " ": " ",
    '"': '"',
    "/": "/",
    "\\": "\\",
    N: "\x85",
    _: "\xa0",
    L: "\u2028",
    P: "\u2029",
  },
  hex: { x: 2, u: 4, U: 8 },
  surrogates: true,
};

/** The value of the flow scalar whose content (without quotes) is document[start, end). */
export function decodeFlowScalar(document: string, start: number, end: number, style: FlowStyle): Value {
  let i = start;
  while (i < end && !isSpecial(document.charCodeAt(i), style)) i++;
  // Most scalars are one line without escapes: their value is their text.
  if (i === end) return { text: document.slice(start, end), holes: [], map: new IdentityMap(start) };
  const builder = new ValueBuilder(document, start);
  let run = start;
  i = start;
  while (i < end) {
    const code = document.charCodeAt(i);
    if (isWhite(code)) {
      let k = i + 1;
      while (k < end && isWhite(document.charCodeAt(k))) k++;
      // White space is content, unless a line break follows it (6.5).
      if (k < end && isBreak(document.charCodeAt(k))) {
        builder.appendVerbatim(run, i);
        i = run = fold(builder, document, i, k, end, " ");
      } else {
        i = k;
      }
    } else if (isBreak(code)) {
      builder.appendVerbatim(run, i);
      i = run = fold(builder, document, i, i, end, " ");
    } else if (style === "single" && code === 0x27 && document.charCodeAt(i + 1) === 0x27 && i + 1 < end) {
      builder.appendVerbatim(run, i);
      builder.appendDecoded("'", i, i + 2);
      i = run = i + 2;
    } else if (style === "double" && code === 0x5c) {
      builder.appendVerbatim(run, i);
      i = run = escape(builder, document, i, end);
    } else {
      i++;
    }
  }
  builder.appendVerbatim(run, end);
  return builder.build(end);
}

/**
 * A line folding from `from` (white space before the break, or the break) whose break is at
 * `breakAt`: appends `single` for one break (a space; nothing after an escaped break) or a line
 * feed for each empty line, mapped to the whole fold. Returns where the next line's content starts.
 */
function fold(
  builder: ValueBuilder,
  document: string,
  from: number,
  breakAt: number,
  end: number,
  single: string,
): number {
  let k = skipBreak(document, breakAt);
  let emptyLines = 0;
  for (;;) {
    while (k < end && isWhite(document.charCodeAt(k))) k++;
    if (k >= end || !isBreak(document.charCodeAt(k))) break;
    emptyLines++;
    k = skipBreak(document, k);
  }
  builder.appendDecoded(emptyLines === 0 ? single : "\n".repeat(emptyLines), from, k);
  return k;
}

/** The escape at `at` (a backslash) in a double-quoted scalar; returns where the text goes on. */
function escape(builder: ValueBuilder, document: string, at: number, end: number): number {
  if (at + 1 < end && isBreak(document.charCodeAt(at + 1))) return fold(builder, document, at, at + 1, end, "");
  const next = appendTableEscape(builder, document, at, end, ESCAPES);
  if (next !== -1) return next;
  // Not an escape YAML defines (an error for a YAML reader): kept as written.
  builder.appendVerbatim(at, at + 1);
  return at + 1;
}

/**
 * How a YAML value is written: `yaml-plain` (quote "" in block context, "[" inside a flow
 * collection, where `,[]{}` end it), `yaml-single` ("'"), `yaml-double` ('"'), `yaml-block` (a line
 * of a block scalar, quote "\n").
 */
export type YamlSpelling = "yaml-plain" | "yaml-single" | "yaml-double" | "yaml-block";

/** `value` spelled for its place, or undefined when it cannot be written there. */
export function spellYaml(value: string, spelling: YamlSpelling, quote: string): string | undefined {
  switch (spelling) {
    case "yaml-plain":
      return spellFlowScalar(value, "plain", quote === "[");
    case "yaml-single":
      return spellFlowScalar(value, "single", false);
    case "yaml-double":
      return spellFlowScalar(value, "double", false);
    case "yaml-block":
      // A block scalar's line holds any printable text but no line break (it would need indenting).
      return /[\n\r\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x85\u2028\u2029]/.test(value) ? undefined : value;
  }
}

/** `value` spelled for a flow scalar of `style`, or undefined when that style cannot hold it. */
export function spellFlowScalar(value: string, style: FlowStyle, inFlow: boolean): string | undefined {
  switch (style) {
    case "double":
      return spellDouble(value);
    case "single":
      for (let i = 0; i < value.length; i++)
        if (!isPrintable(value.charCodeAt(i)) || isBreak(value.charCodeAt(i))) return undefined;
      return value.replaceAll("'", "''");
    case "plain":
      return isPlainSafe(value, inFlow) ? value : undefined;
  }
}

/**
 * Whether a piece of a plain scalar can be replaced by `value` without changing how the line reads
 * (7.3.3): no white space (which could start a comment " #", end a key ": ", or be stripped at a
 * line's end), no "#" at its start or ":" at its end (against the text around it), no line break
 * or unprintable character, and inside a flow collection none of its indicators `,[]{}`.
 */
function isPlainSafe(value: string, inFlow: boolean): boolean {
  if (value.startsWith("#") || value.endsWith(":")) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (
      !isPrintable(code) ||
      code === 0x20 ||
      code === 0x09 ||
      code === 0x85 ||
      code === 0xa0 ||
      code === 0x2028 ||
      code === 0x2029
    )
      return false;
    if (inFlow && (code === 0x2c || code === 0x5b || code === 0x5d || code === 0x7b || code === 0x7d)) return false;
  }
  return true;
}

function spellDouble(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (char === '"' || char === "\\") out += `\\${char}`;
    else if (code === 0x0a) out += "\\n";
    else if (code === 0x09) out += "\\t";
    else if (!isPrintable(code) || code === 0x0d || code === 0x85 || code === 0x2028 || code === 0x2029) {
      out += `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
    } else out += char;
  }
  return out;
}

/**
 * YAML 5.1 c-printable: tab, line breaks, U+0020-U+007E, U+0085, U+00A0-U+D7FF, U+E000-U+FFFD
 * and astral characters (both halves of a surrogate pair are accepted here, one at a time).
 */
function isPrintable(code: number): boolean {
  return (
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    (code >= 0x20 && code <= 0x7e) ||
    code === 0x85 ||
    (code >= 0xa0 && code <= 0xfffd && code !== 0xfeff)
  );
}

function isSpecial(code: number, style: FlowStyle): boolean {
  return isBreak(code) || (style === "single" && code === 0x27) || (style === "double" && code === 0x5c);
}

function skipBreak(document: string, at: number): number {
  return document.charCodeAt(at) === 0x0d && document.charCodeAt(at + 1) === 0x0a ? at + 2 : at + 1;
}

export function isBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}

export function isWhite(code: number): boolean {
  return code === 0x20 || code === 0x09;
}
