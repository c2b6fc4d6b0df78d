/**
 * Kotlin's string literals and raw strings, both ways (Kotlin language specification, "Lexical
 * grammar": string literals, escapes, identifiers; "Expressions": string interpolation): the value
 * of a literal's text, unit by unit mapped back to the document, with its templates as holes, and a
 * value spelled back into a literal of the same kind. Written by hand: small and fully specified.
 * tree-sitter finds the literals and the range of each `${...}` (whose expression may hold strings
 * and braces of its own); the rest is read here, as the compiler's lexer reads it, because the
 * grammar reads a simple template `$name` of a regular string as text and `\uXXXX` as two pieces
 * of text:
 *
 * - a regular string (`"..."`): escapes `\t \b \n \r \' \" \\ \$` and `\uXXXX` (exactly four hex
 *   digits); what the compiler rejects keeps its text;
 * - a raw string (`"""..."""`): no escapes at all; its closing delimiter is the last three of the
 *   quotes that end it (`"""a""""` holds `a"`);
 * - in both, `$` before an identifier (`$name`, `` $`name` ``) or `{` starts a template: a hole
 *   (the value is a template, never fixed); any other `$` is itself.
 */
import { LiteralParts, hex, hexDigits, isLoneSurrogate } from "../../reading/code-literal.js";
import type { Literal } from "../../reading/code-syntax.js";
import type { SyntaxNode } from "../../reading/tree-sitter.js";

export const KOTLIN = "kotlin";

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  t: "\t",
  b: "\b",
  n: "\n",
  r: "\r",
  "'": "'",
  '"': '"',
  "\\": "\\",
  $: "$",
};

/** A letter or `_`: what starts an identifier (Letter: the Unicode classes Lu, Ll, Lt, Lm, Lo, Nl). */
const IDENTIFIER_START = /^[\p{L}\p{Nl}_]/u;
/** What continues one: a letter, `_` or a decimal digit (Nd). */
const IDENTIFIER_PART = /^[\p{L}\p{Nl}\p{Nd}_]/u;

/** The literal `node` (a string_literal or multiline_string_literal) of `text`. */
export function readKotlinLiteral(text: string, node: SyntaxNode): Literal | undefined {
  const start = node.startIndex;
  const end = node.endIndex;
  if (text[start] !== '"') return undefined;
  const raw = text.startsWith('"""', start) && node.type === "multiline_string_literal";
  const quote = raw ? '"""' : '"';
  const contentStart = start + quote.length;
  const closed = end - quote.length >= contentStart && text.startsWith(quote, end - quote.length);
  const contentEnd = closed ? end - quote.length : end;
  // Where each `${` the grammar read ends (its expression is the grammar's to delimit).
  const expressions = new Map<number, number>();
  for (const child of node.namedChildren) {
    if (child?.type === "interpolation" && text.startsWith("${", child.startIndex))
      expressions.set(child.startIndex, child.endIndex);
  }
  const parts = new LiteralParts();
  let run = contentStart;
  let i = contentStart;
  while (i < contentEnd) {
    const char = text[i];
    if (char === "$") {
      const templateEnd = templateAt(text, i, contentEnd, expressions);
      if (templateEnd !== undefined) {
        parts.verbatim(run, i);
        parts.hole(i, templateEnd);
        i = run = templateEnd;
        continue;
      }
    } else if (char === "\\" && !raw) {
      const escape = escapeAt(text, i, contentEnd);
      if (escape !== undefined) {
        parts.verbatim(run, i);
        parts.decoded(escape.value, i, escape.end);
        i = run = escape.end;
        continue;
      }
    }
    i++;
  }
  parts.verbatim(run, contentEnd);
  return parts.finish(start, end, contentStart, contentEnd, KOTLIN, quote);
}

/** Where the template at text[at] (a `$`) ends, or undefined when that `$` is itself. */
function templateAt(
  text: string,
  at: number,
  end: number,
  expressions: ReadonlyMap<number, number>,
): number | undefined {
  const next = at + 1;
  if (next >= end) return undefined;
  if (text[next] === "{") return Math.min(expressions.get(at) ?? end, end);
  if (text[next] === "`") {
    // An identifier in backticks: anything but a backtick or a line break, at least one character.
    let close = next + 1;
    while (close < end && text[close] !== "`" && text[close] !== "\n" && text[close] !== "\r") close++;
    return close < end && text[close] === "`" && close > next + 1 ? close + 1 : undefined;
  }
  if (!IDENTIFIER_START.test(codePointAt(text, next))) return undefined;
  let i = next + codePointAt(text, next).length;
  while (i < end && IDENTIFIER_PART.test(codePointAt(text, i))) i += codePointAt(text, i).length;
  return i;
}

function codePointAt(text: string, i: number): string {
  return String.fromCodePoint(text.codePointAt(i) ?? 0);
}

/** The escape at text[at] (a backslash) of a regular string, or undefined where the compiler reads none. */
function escapeAt(text: string, at: number, end: number): { value: string; end: number } | undefined {
  const next = text[at + 1];
  if (next === undefined || at + 1 >= end) return undefined;
  const simple = SIMPLE_ESCAPES[next];
  if (simple !== undefined) return { value: simple, end: at + 2 };
  if (next === "u" && at + 6 <= end) {
    const code = hexDigits(text, at + 2, at + 6);
    if (code !== undefined) return { value: String.fromCharCode(code), end: at + 6 };
  }
  return undefined;
}

/**
 * `value` spelled as the text of a Kotlin literal delimited by `quote` (`"` or `"""`). In a regular
 * string, `"`, `\` and `$` are escaped, a line break, tab, backspace or carriage return by its
 * escape, any other control character and a surrogate alone as `\uXXXX`. A raw string has no
 * escapes: a value it cannot hold as written is refused (undefined): one with `"""`, with a `$`
 * that would start a template, with a carriage return (the compiler reads a line break as LF), or
 * with a surrogate alone (a UTF-8 file cannot hold one).
 */
export function spellKotlin(value: string, quote: string): string | undefined {
  if (quote === '"""') return spellRaw(value);
  if (quote !== '"') return undefined;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (char === "\\" || char === '"' || char === "$") out += `\\${char}`;
    else if (code === 0x0a) out += "\\n";
    else if (code === 0x0d) out += "\\r";
    else if (code === 0x09) out += "\\t";
    else if (code === 0x08) out += "\\b";
    else if (code < 0x20 || code === 0x7f || isLoneSurrogate(value, i)) out += `\\u${hex(code, 4)}`;
    else out += char;
  }
  return out;
}

function spellRaw(value: string): string | undefined {
  if (value.includes('"""') || value.includes("\r")) return undefined;
  for (let i = 0; i < value.length; i++) if (isLoneSurrogate(value, i)) return undefined;
  for (let i = value.indexOf("$"); i !== -1; i = value.indexOf("$", i + 1)) {
    if (templateAt(value, i, value.length, new Map()) !== undefined) return undefined;
  }
  return value;
}
