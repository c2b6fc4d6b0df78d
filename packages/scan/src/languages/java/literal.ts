/**
 * Java's string literals and text blocks, both ways (The Java Language Specification, SE 17: 3.3
 * "Unicode Escapes", 3.10.5 "String Literals", 3.10.6 "Text Blocks", 3.10.7 "Escape Sequences"):
 * the value of a literal's text, unit by unit mapped back to the document, and a value spelled
 * back into a literal of the same kind. Written by hand: small and fully specified. tree-sitter
 * finds the literals; the rest is read here, in the JLS's order:
 *
 * 1. Unicode escapes (`\uXXXX`, any number of `u`s) are read first, as javac translates them
 *    before it reads anything else; a backslash is eligible to start one when an even number of
 *    backslashes stand before it (`\\u0041` is a backslash and `u0041`).
 * 2. In a text block, line terminators are LF, and incidental white space is removed as
 *    String.stripIndent does: the least indentation of the non-blank lines and of the closing
 *    delimiter's line goes from every line, and trailing white space from each; the content starts
 *    after the line terminator that follows the opening `"""`.
 * 3. Escapes: `\b \s \t \n \f \r \" \' \\`, octal `\0` to `\377`, and in a text block `\` before a
 *    line terminator (nothing). What javac rejects keeps its text.
 *
 * Each unit of the value maps to the document text it was read from: a unit of a text block to
 * its own character (never to the indentation removed), an escape to its whole spelling.
 */
import { LiteralParts, hexDigits, hex, isOctalDigit } from "../../reading/code-literal.js";
import type { Literal } from "../../reading/code-syntax.js";

export const JAVA = "java";

/** One unit of a literal's text once its unicode escapes are read, and where it was written. */
interface Unit {
  readonly char: string;
  readonly start: number;
  readonly end: number;
  /** Whether it was written as itself (not a unicode escape): only such a unit keeps a run verbatim. */
  readonly plain: boolean;
}

/** The literal at document[start, end): a string literal or a text block. */
export function readJavaLiteral(text: string, start: number, end: number): Literal | undefined {
  if (text[start] !== '"') return undefined;
  const block = text.startsWith('"""', start) && end - start >= 6;
  const quote = block ? '"""' : '"';
  let contentStart = start + quote.length;
  const closed = end - quote.length >= contentStart && text.startsWith(quote, end - quote.length);
  const contentEnd = closed ? end - quote.length : end;
  const parts = new LiteralParts();
  if (!block) {
    // Most literals hold no backslash: their text is their value.
    if (text.indexOf("\\", contentStart) === -1 || text.indexOf("\\", contentStart) >= contentEnd)
      parts.verbatim(contentStart, contentEnd);
    else readEscapes(parts, unicodeUnits(text, contentStart, contentEnd), false);
    return parts.finish(start, end, contentStart, contentEnd, JAVA, quote);
  }
  // The content starts after the opening delimiter's line (white space, then a line terminator).
  let lineEnd = contentStart;
  while (lineEnd < contentEnd && (text[lineEnd] === " " || text[lineEnd] === "\t" || text[lineEnd] === "\f")) lineEnd++;
  if (text[lineEnd] === "\r") lineEnd++;
  if (text[lineEnd] === "\n") lineEnd++;
  contentStart = Math.min(lineEnd, contentEnd);
  readEscapes(parts, stripIndent(unicodeUnits(text, contentStart, contentEnd)), true);
  return parts.finish(start, end, contentStart, contentEnd, JAVA, quote);
}

/** The units of document[start, end) once its unicode escapes are read (JLS 3.3). */
function unicodeUnits(text: string, start: number, end: number): Unit[] {
  const units: Unit[] = [];
  let backslashes = 0;
  for (let i = start; i < end;) {
    const char = text[i] as string;
    if (char === "\\" && backslashes % 2 === 0 && text[i + 1] === "u") {
      let digits = i + 1;
      while (text[digits] === "u") digits++;
      const value = digits + 4 <= end ? hexDigits(text, digits, digits + 4) : undefined;
      if (value !== undefined) {
        units.push({ char: String.fromCharCode(value), start: i, end: digits + 4, plain: false });
        i = digits + 4;
        backslashes = 0;
        continue;
      }
    }
    backslashes = char === "\\" ? backslashes + 1 : 0;
    units.push({ char, start: i, end: i + 1, plain: true });
    i++;
  }
  return units;
}

/** Java's white space for String.stripIndent (Character.isWhitespace: space, tab, FF, and the like). */
function isWhitespace(char: string): boolean {
  return char === " " || char === "\t" || char === "\f" || char === "\v" || (char >= "\x1c" && char <= "\x1f");
}

/**
 * A text block's units with its line terminators read as LF and its incidental white space
 * removed (JLS 3.10.6, String.stripIndent): the lines' least indentation, counting the closing
 * delimiter's line, goes from each non-blank line, trailing white space from every line.
 */
function stripIndent(units: readonly Unit[]): Unit[] {
  const lines: Unit[][] = [[]];
  const terminators: Unit[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as Unit;
    if (unit.char === "\r" || unit.char === "\n") {
      const next = units[i + 1];
      const crlf = unit.char === "\r" && next?.char === "\n";
      terminators.push({ char: "\n", start: unit.start, end: crlf ? (next as Unit).end : unit.end, plain: false });
      if (crlf) i++;
      lines.push([]);
    } else (lines[lines.length - 1] as Unit[]).push(unit);
  }
  const blank = (line: readonly Unit[]): boolean => line.every((unit) => isWhitespace(unit.char));
  let indent = Number.MAX_SAFE_INTEGER;
  lines.forEach((line, index) => {
    if (blank(line) && index !== lines.length - 1) return;
    let count = 0;
    while (count < line.length && isWhitespace((line[count] as Unit).char)) count++;
    indent = Math.min(indent, count);
  });
  const out: Unit[] = [];
  lines.forEach((line, index) => {
    if (index > 0) out.push(terminators[index - 1] as Unit);
    if (blank(line)) return;
    let last = line.length;
    while (last > 0 && isWhitespace((line[last - 1] as Unit).char)) last--;
    for (let k = indent; k < last; k++) out.push(line[k] as Unit);
  });
  return out;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  b: "\b",
  s: " ",
  t: "\t",
  n: "\n",
  f: "\f",
  r: "\r",
  '"': '"',
  "'": "'",
  "\\": "\\",
};

/** Appends the value of `units` with their escapes read (JLS 3.10.7). */
function readEscapes(parts: LiteralParts, units: readonly Unit[], block: boolean): void {
  for (let i = 0; i < units.length;) {
    const unit = units[i] as Unit;
    const next = units[i + 1];
    if (unit.char !== "\\" || next === undefined) {
      if (unit.plain) parts.verbatim(unit.start, unit.end);
      else parts.decoded(unit.char, unit.start, unit.end);
      i++;
      continue;
    }
    const simple = SIMPLE_ESCAPES[next.char];
    if (simple !== undefined) {
      parts.decoded(simple, unit.start, next.end);
      i += 2;
      continue;
    }
    if (block && next.char === "\n") {
      // A line continuation (text blocks only): no character.
      parts.decoded("", unit.start, next.end);
      i += 2;
      continue;
    }
    if (isOctalDigit(next.char.charCodeAt(0))) {
      // \d, \dd, and \ddd where the first digit is 0 to 3.
      const most = next.char <= "3" ? 3 : 2;
      let count = 1;
      while (count < most && isOctalDigit((units[i + 1 + count]?.char ?? "").charCodeAt(0))) count++;
      const digits = units
        .slice(i + 1, i + 1 + count)
        .map((u) => u.char)
        .join("");
      parts.decoded(String.fromCharCode(parseInt(digits, 8)), unit.start, (units[i + count] as Unit).end);
      i += 1 + count;
      continue;
    }
    // No escape javac reads: the backslash stays, and what follows is read as any text.
    if (unit.plain) parts.verbatim(unit.start, unit.end);
    else parts.decoded(unit.char, unit.start, unit.end);
    i++;
  }
}

/**
 * `value` spelled as text of a Java literal delimited by `quote` (`"` or `"""`). Nothing is
 * refused: a surrogate alone is written `\uXXXX` (a Java string holds one), a control character as
 * an octal escape (never as `\u000a`, which javac would read as a line break before the literal).
 * In a text block, a line break is written `\n` (a line of its own would take the indentation of
 * the lines around it), every quote `\"`, and white space at either end `\040` (trailing white
 * space is removed from a line, and leading white space may count as its indentation).
 */
export function spellJava(value: string, quote: string): string | undefined {
  if (quote !== '"' && quote !== '"""') return undefined;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    const high = code >= 0xd800 && code <= 0xdbff;
    const low = code >= 0xdc00 && code <= 0xdfff;
    if (char === "\\" || char === '"') out += `\\${char}`;
    else if (code === 0x0a) out += "\\n";
    else if (code === 0x0d) out += "\\r";
    else if (code === 0x09) out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\${code.toString(8).padStart(3, "0")}`;
    else if (quote === '"""' && code === 0x20 && (i === 0 || i === value.length - 1)) out += "\\040";
    else if (high && !(value.charCodeAt(i + 1) >= 0xdc00 && value.charCodeAt(i + 1) <= 0xdfff))
      out += `\\u${hex(code, 4)}`;
    else if (low && !(value.charCodeAt(i - 1) >= 0xd800 && value.charCodeAt(i - 1) <= 0xdbff))
      out += `\\u${hex(code, 4)}`;
    else out += char;
  }
  return out;
}
