/**
 * The shell's quoting, both ways (POSIX "Shell Command Language" 2.2 Quoting and 2.7.4 Here-Document;
 * bash's manual, "Quoting", for `$'...'`): the value of a word's literal pieces, unit by unit
 * mapped back to the document, and a value spelled back into a piece of the same quoting. Written
 * by hand: small and fully specified. tree-sitter finds the pieces and the expansions (holes).
 *
 * - Unquoted (`https://x/`): a backslash quotes the next character (which it is) and a backslash
 *   before a line break is nothing.
 * - Single quotes: no escape at all.
 * - Double quotes, and an unquoted heredoc's body: a backslash before `$`, `` ` ``, `\` or a line break
 *   (and `"` in double quotes) escapes it; before anything else it stays.
 * - `$'...'` (bash, zsh, ksh): `\a \b \e \E \f \n \r \t \v \\ \' \" \?`, `\nnn` (one to three
 *   octal digits) and `\xHH` (one or two hexadecimal digits) as bytes (reading/byte-escapes.ts),
 *   `\uHHHH` and `\UHHHHHHHH` (code points), `\cx` (a control character, `\c?` DEL); any other
 *   backslash stays. A NUL ends the string: bash passes C strings.
 * - A quoted heredoc (`<<'EOF'`) has no escape. (A heredoc's body is read as prose, its URIs as
 *   written: scan.ts; `spellShell` writes a fix back into one of its lines.)
 */
import { appendByteEscapes, byteEscapeAt } from "../../reading/byte-escapes.js";
import type { ValueBuilder } from "../../reading/value.js";

/** How a piece of a word is quoted. */
export type Quoting = "unquoted" | "single" | "double" | "ansi-c" | "heredoc" | "raw-heredoc";

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  Backslash = 0x5c,
}

const ANSI_C_ESCAPES: Readonly<Record<string, string>> = {
  a: "\x07",
  b: "\b",
  e: "\x1b",
  E: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?",
};

/**
 * Appends the value of document[start, end), a run of a piece written with `quoting` between its
 * expansions.
 */
export function appendShellText(
  builder: ValueBuilder,
  document: string,
  start: number,
  end: number,
  quoting: Quoting,
): void {
  let run = start;
  let i = start;
  while (i < end) {
    const code = document.charCodeAt(i);
    if (code !== Char.Backslash || i + 1 >= end || quoting === "single" || quoting === "raw-heredoc") {
      i++;
      continue;
    }
    const next = document[i + 1] as string;
    if (quoting === "ansi-c") {
      if (isNulEscape(document, i, end)) {
        // bash ends the string at a NUL: the rest of it is no text.
        builder.appendVerbatim(run, i);
        builder.appendDecoded("", i, end);
        return;
      }
      const stop = appendAnsiCEscape(builder, document, i, end, run);
      if (stop !== i) i = run = stop;
      else i += 2;
      continue;
    }
    const escapes =
      quoting === "unquoted" ||
      next === "$" ||
      next === "`" ||
      next === "\\" ||
      next === "\n" ||
      (quoting === "double" && next === '"');
    if (!escapes) {
      i += 2;
      continue;
    }
    builder.appendVerbatim(run, i);
    builder.appendDecoded(next === "\n" ? "" : next, i, i + 2);
    i = run = i + 2;
  }
  builder.appendVerbatim(run, end);
}

/** Appends the `$'...'` escape at `at`; returns where the text goes on, or `at` when it is none (its text stays). */
function appendAnsiCEscape(builder: ValueBuilder, document: string, at: number, end: number, run: number): number {
  const next = document[at + 1] as string;
  const simple = ANSI_C_ESCAPES[next];
  if (simple !== undefined) {
    builder.appendVerbatim(run, at);
    builder.appendDecoded(simple, at, at + 2);
    return at + 2;
  }
  if (next === "x" || (next >= "0" && next <= "7")) return appendByteEscapes(builder, document, at, end, run);
  if (next === "u" || next === "U") {
    let stop = at + 2;
    const limit = Math.min(end, at + 2 + (next === "u" ? 4 : 8));
    while (stop < limit && /[0-9A-Fa-f]/.test(document[stop] as string)) stop++;
    if (stop === at + 2) return at;
    const point = parseInt(document.slice(at + 2, stop), 16);
    if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return opaque(builder, at, stop, run);
    builder.appendVerbatim(run, at);
    builder.appendDecoded(String.fromCodePoint(point), at, stop);
    return stop;
  }
  if (next === "c" && at + 2 < end) {
    const char = document[at + 2] as string;
    // bash reads `\c\\` as one control character, the backslash doubled.
    const stop = char === "\\" && document[at + 3] === "\\" ? at + 4 : at + 3;
    builder.appendVerbatim(run, at);
    builder.appendDecoded(char === "?" ? "\x7f" : String.fromCharCode(char.charCodeAt(0) & 0x1f), at, stop);
    return stop;
  }
  return at;
}

/** Whether the `$'...'` escape at `at` is a NUL (`\0`, `\x00`, `\c@`). */
function isNulEscape(document: string, at: number, end: number): boolean {
  if (document[at + 1] === "c")
    return at + 2 < end && (document.charCodeAt(at + 2) & 0x1f) === 0 && document[at + 2] !== "?";
  return byteEscapeAt(document, at, end)?.[0] === 0;
}

function opaque(builder: ValueBuilder, at: number, stop: number, run: number): number {
  builder.appendVerbatim(run, at);
  builder.appendHole(at, stop);
  return stop;
}

/** The characters an unquoted word holds as they are: anything else is written with a backslash. */
const UNQUOTED_SAFE = /^[A-Za-z0-9_/.:,@+%=\-]$/;

/**
 * `value` spelled as a piece opened by `quote` (`'`, `"`, `$'`, "" unquoted, or a heredoc's
 * opening `<<EOF`, `<<-'EOF'`), or undefined where it cannot be written exactly there.
 */
export function spellShell(value: string, quote: string): string | undefined {
  let out = "";
  const heredoc = quote.startsWith("<<");
  const raw = heredoc && /['"\\]/.test(quote);
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdfff) {
      const pair = code <= 0xdbff && i + 1 < value.length && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
      if (!pair) return undefined;
      out += char + (value[i + 1] as string);
      i++;
      continue;
    }
    if (code === 0) return undefined;
    if (heredoc) {
      // A line of its own could end the body, or lose its tabs.
      if (code === Char.LineFeed) return undefined;
      out += !raw && (char === "$" || char === "`" || char === "\\") ? `\\${char}` : char;
    } else if (quote === "'") {
      if (char === "'") return undefined;
      out += char;
    } else if (quote === '"') {
      out += char === "$" || char === "`" || char === '"' || char === "\\" ? `\\${char}` : char;
    } else if (quote === "$'") {
      if (char === "\\" || char === "'") out += `\\${char}`;
      else if (code === Char.LineFeed) out += "\\n";
      else if (code === Char.Tab) out += "\\t";
      else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
      else out += char;
    } else if (quote === "") {
      if (code < 0x20 || code === 0x7f) return undefined;
      out += code > 0x7f || UNQUOTED_SAFE.test(char) ? char : `\\${char}`;
    } else return undefined;
  }
  return out;
}
