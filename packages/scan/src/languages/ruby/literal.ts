/**
 * Ruby's string literals, both ways (Ruby's documentation, "Literals": strings, percent strings,
 * heredocs, character literals): the value of a literal's text, unit by unit mapped back to the
 * document, and a value spelled back into a literal of the same form. Written by hand: small and
 * fully specified. tree-sitter finds the literals and their `#{...}` interpolations; the escapes
 * and a squiggly heredoc's indentation are read here.
 *
 * - Single-quoted forms (`'...'`, `%q(...)`, `%w[...]`): `\\` is a backslash and a backslash before
 *   the delimiter (either one of a pair) is that character; in `%w` a backslash before white space
 *   too (it then joins the word). Any other backslash stays.
 * - Double-quoted forms (`"..."`, `%Q(...)`, `%(...)`, `%W[...]`, heredocs without quotes or with
 *   `"EOS"`, `?c` characters): `\a \b \t \n \v \f \r \e \s`, `\nnn` (one to three octal digits)
 *   and `\xh`, `\xhh` (bytes: reading/byte-escapes.ts), `\uhhhh`, `\u{h...}` (code points
 *   separated by spaces), `\cx` and `\C-x` (control characters), `\M-x` (a byte with its high bit set: one character nobody here can
 *   tell, opaque like an interpolation), a backslash before a line break (nothing), and before any
 *   other character that character.
 * - A heredoc whose identifier is in single quotes (`<<~'EOS'`) has no escape at all.
 * - Ruby reads a source file's CR LF as LF, inside literals too.
 * - A squiggly heredoc (`<<~`) loses the indentation of its least indented line (lines of white
 *   space only do not count) from every line, tabs counted to the next multiple of 8 and never
 *   split; an escaped space or tab is text, not indentation (`squigglyIndentation`).
 */
import { appendByteEscapes } from "../../reading/byte-escapes.js";
import type { ValueBuilder } from "../../reading/value.js";

/** How a literal's text is read and written. */
export interface RubyForm {
  /** `single`: `\\` and the delimiter only; `double`: every escape; `none`: no escape (`<<~'EOS'`). */
  readonly escapes: "single" | "double" | "none";
  /** The delimiters a backslash escapes in a single-quoted form (`'`, or a percent literal's pair). */
  readonly open: string;
  readonly close: string;
  /** `%w` and `%W`: a word of a list, in which white space must be escaped. */
  readonly words: boolean;
  /** A heredoc's body: no delimiter to escape, its lines are the document's. */
  readonly heredoc: boolean;
  /** A `?c` character literal. */
  readonly character: boolean;
}

const PAIRS: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}", "<": ">" };

/**
 * The form of a literal from its opening delimiter as written (`"`, `'`, `%q(`, `%W[`, `%|`,
 * `<<~EOS`, `<<-'EOS'`, `?`), or undefined for one that is no string (`%i`, `%r`, `%x`, `%s`).
 */
export function rubyForm(delimiter: string): RubyForm | undefined {
  // A document spells its literals with a few delimiters, each read once.
  let form = FORMS.get(delimiter);
  if (form === undefined && !FORMS.has(delimiter)) {
    form = readForm(delimiter);
    if (FORMS.size < 256) FORMS.set(delimiter, form);
  }
  return form;
}

const FORMS = new Map<string, RubyForm | undefined>();

function readForm(delimiter: string): RubyForm | undefined {
  const plain = { words: false, heredoc: false, character: false };
  if (delimiter === '"') return { ...plain, escapes: "double", open: '"', close: '"' };
  if (delimiter === "'") return { ...plain, escapes: "single", open: "'", close: "'" };
  if (delimiter === "?") return { ...plain, escapes: "double", open: "", close: "", character: true };
  if (delimiter.startsWith("<<")) {
    const quoted = /^<<[~-]?(['"`]?)[^'"`]+\1$/.exec(delimiter);
    if (quoted === null || quoted[1] === "`") return undefined;
    return { ...plain, heredoc: true, escapes: quoted[1] === "'" ? "none" : "double", open: "", close: "" };
  }
  const percent = /^%([qQwW]?)([^\sA-Za-z0-9])$/.exec(delimiter);
  if (percent === null) return undefined;
  const [, letter, open] = percent as unknown as [string, string, string];
  const close = PAIRS[open] ?? open;
  const words = letter === "w" || letter === "W";
  return { ...plain, words, escapes: letter === "q" || letter === "w" ? "single" : "double", open, close };
}

/** Whether `form` is a squiggly heredoc's, from its opening delimiter. */
export function isSquiggly(delimiter: string): boolean {
  return delimiter.startsWith("<<~");
}

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Space = 0x20,
  Backslash = 0x5c,
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  a: "\x07",
  b: "\b",
  t: "\t",
  n: "\n",
  v: "\v",
  f: "\f",
  r: "\r",
  e: "\x1b",
  s: " ",
};

/**
 * Appends the value of document[start, end), a run of a literal's text between its
 * interpolations, written in `form`; `skips` (sorted document ranges) are a squiggly heredoc's
 * indentation, left out. What Ruby would reject (`\x` without a digit) keeps its text.
 */
export function appendRubyText(
  builder: ValueBuilder,
  document: string,
  start: number,
  end: number,
  form: RubyForm,
  skips: readonly (readonly [number, number])[] = NO_SKIPS,
): void {
  let run = start;
  let i = start;
  let skip = 0;
  while (skip < skips.length && (skips[skip] as readonly [number, number])[1] <= start) skip++;
  while (i < end) {
    const next = skips[skip];
    if (next !== undefined && next[0] <= i) {
      builder.appendVerbatim(run, i);
      i = run = Math.min(next[1], end);
      skip++;
      continue;
    }
    const code = document.charCodeAt(i);
    if (code === Char.CarriageReturn && document.charCodeAt(i + 1) === Char.LineFeed && i + 1 < end) {
      builder.appendVerbatim(run, i);
      builder.appendDecoded("\n", i, i + 2);
      i = run = i + 2;
    } else if (code === Char.Backslash && form.escapes !== "none" && i + 1 < end) {
      const stop = form.escapes === "double" ? appendDoubleEscape(builder, document, i, end, run) : i;
      if (stop !== i) {
        i = run = stop;
        continue;
      }
      const escaped = document[i + 1] as string;
      const literal =
        form.escapes === "single" &&
        (escaped === "\\" || escaped === form.open || escaped === form.close || (form.words && isWordSpace(escaped)));
      if (literal) {
        builder.appendVerbatim(run, i);
        const width = escaped === "\r" && document[i + 2] === "\n" && i + 2 < end ? 3 : 2;
        builder.appendDecoded(width === 3 ? "\n" : escaped, i, i + width);
        i = run = i + width;
      } else i += 2;
    } else i++;
  }
  builder.appendVerbatim(run, end);
}

const NO_SKIPS: readonly (readonly [number, number])[] = [];

function isWordSpace(char: string): boolean {
  return char === " " || char === "\t" || char === "\n" || char === "\r" || char === "\v" || char === "\f";
}

/**
 * Appends the double-quoted escape at `at` (a backslash, not the last character), after the text
 * from `run`; returns where the text goes on, or `at` when Ruby would not read it (its text stays).
 */
function appendDoubleEscape(builder: ValueBuilder, document: string, at: number, end: number, run: number): number {
  const next = document[at + 1] as string;
  const code = next.charCodeAt(0);
  let value: string | undefined;
  let stop = at + 2;
  if (code === Char.LineFeed || code === Char.CarriageReturn) {
    // A line continuation: no character.
    if (code === Char.CarriageReturn && document.charCodeAt(at + 2) === Char.LineFeed && at + 2 < end) stop = at + 3;
    builder.appendVerbatim(run, at);
    builder.appendDecoded("", at, stop);
    return stop;
  }
  const simple = SIMPLE_ESCAPES[next];
  if (simple !== undefined) value = simple;
  else if ((code >= 0x30 && code <= 0x37) || next === "x") {
    return appendByteEscapes(builder, document, at, end, run);
  } else if (next === "u") {
    return appendUnicodeEscape(builder, document, at, end, run);
  } else if (next === "c" || (next === "C" && document[at + 2] === "-")) {
    const target = next === "c" ? at + 2 : at + 3;
    const char = document[target];
    if (target >= end || char === undefined || char === "\\")
      return opaque(builder, at, Math.min(target + 1, end), run);
    stop = target + 1;
    value = char === "?" ? "\x7f" : String.fromCharCode(char.charCodeAt(0) & 0x9f);
  } else if (next === "M" && document[at + 2] === "-") {
    // A meta character is a byte, not a character of the text: opaque.
    let stopAt = at + 3;
    if (document[stopAt] === "\\") stopAt += document[stopAt + 1] === "C" ? 4 : 3;
    else stopAt++;
    return opaque(builder, at, Math.min(stopAt, end), run);
  } else {
    // Any other character stands for itself (both units of a surrogate pair).
    const width = isHighSurrogate(code) && at + 2 < end && isLowSurrogate(document.charCodeAt(at + 2)) ? 2 : 1;
    stop = at + 1 + width;
    value = document.slice(at + 1, stop);
  }
  builder.appendVerbatim(run, at);
  builder.appendDecoded(value, at, stop);
  return stop;
}

function opaque(builder: ValueBuilder, at: number, stop: number, run: number): number {
  builder.appendVerbatim(run, at);
  builder.appendHole(at, stop);
  return stop;
}

/** `\uhhhh` and `\u{h h ...}`; `at` when malformed (its text stays). */
function appendUnicodeEscape(builder: ValueBuilder, document: string, at: number, end: number, run: number): number {
  if (document[at + 2] !== "{") {
    const point = hexValue(document, at + 2, at + 6, end);
    if (point === undefined) return at;
    builder.appendVerbatim(run, at);
    builder.appendDecoded(String.fromCharCode(point), at, at + 6);
    return at + 6;
  }
  const close = document.indexOf("}", at + 3);
  if (close === -1 || close >= end) return at;
  const points = document
    .slice(at + 3, close)
    .trim()
    .split(/[ \t]+/);
  let value = "";
  for (const digits of points) {
    if (!/^[0-9A-Fa-f]{1,6}$/.test(digits)) return at;
    const point = parseInt(digits, 16);
    if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return at;
    value += String.fromCodePoint(point);
  }
  builder.appendVerbatim(run, at);
  builder.appendDecoded(value, at, close + 1);
  return close + 1;
}

function hexValue(document: string, from: number, to: number, end: number): number | undefined {
  if (to > end) return undefined;
  const digits = document.slice(from, to);
  return /^[0-9A-Fa-f]+$/.test(digits) && digits.length === to - from ? parseInt(digits, 16) : undefined;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * The indentation a squiggly heredoc's body document[start, end) loses, as document ranges:
 * `holes` (its interpolations, sorted) are no text of a line; a line starts at `start` and after
 * each line break of the text (an escaped one too: Ruby removes the indentation of the line it
 * joins).
 */
export function squigglyIndentation(
  document: string,
  start: number,
  end: number,
  holes: readonly (readonly [number, number])[],
): [number, number][] {
  // Each line's start, where its indentation ends, and its width; -1 for a line of white space only.
  const lines: [number, number, number][] = [];
  let hole = 0;
  let at = start;
  while (at <= end) {
    let column = 0;
    let i = at;
    while (i < end) {
      const code = document.charCodeAt(i);
      if (code === Char.Space) column++;
      else if (code === Char.Tab) column = (Math.floor(column / 8) + 1) * 8;
      else break;
      i++;
    }
    while (hole < holes.length && (holes[hole] as readonly [number, number])[1] <= i) hole++;
    const inHole = hole < holes.length && (holes[hole] as readonly [number, number])[0] <= i;
    const blank = !inHole && (i >= end || isLineEnd(document, i));
    lines.push([at, i, blank ? -1 : column]);
    // The next line starts after the next line break that is text (not inside an interpolation).
    let next = i;
    for (;;) {
      while (hole < holes.length && (holes[hole] as readonly [number, number])[1] <= next) hole++;
      const within = holes[hole];
      const lineBreak = document.indexOf("\n", next);
      if (lineBreak === -1 || lineBreak >= end) {
        next = -1;
        break;
      }
      if (within !== undefined && within[0] <= lineBreak && lineBreak < within[1]) {
        next = within[1];
        continue;
      }
      next = lineBreak + 1;
      break;
    }
    if (next === -1 || next >= end) break;
    at = next;
  }
  let least = Infinity;
  for (const [, , width] of lines) if (width >= 0 && width < least) least = width;
  if (least === Infinity) least = 0;
  const skips: [number, number][] = [];
  for (const [lineStart, indentEnd] of lines) {
    let column = 0;
    let i = lineStart;
    while (i < indentEnd) {
      const next = document.charCodeAt(i) === Char.Tab ? (Math.floor(column / 8) + 1) * 8 : column + 1;
      if (next > least) break;
      column = next;
      i++;
    }
    if (i > lineStart) skips.push([lineStart, i]);
  }
  return skips;
}

function isLineEnd(document: string, at: number): boolean {
  const code = document.charCodeAt(at);
  return code === Char.LineFeed || (code === Char.CarriageReturn && document.charCodeAt(at + 1) === Char.LineFeed);
}

/**
 * `value` spelled as text of a literal opened by `delimiter`, or undefined when that literal
 * cannot hold it (a raw heredoc no line break, no form a lone surrogate, a character literal
 * nothing: a URI is never one character).
 */
export function spellRuby(value: string, delimiter: string): string | undefined {
  const form = rubyForm(delimiter);
  if (form === undefined || form.character) return undefined;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (isHighSurrogate(code) || isLowSurrogate(code)) {
      if (!(isHighSurrogate(code) && i + 1 < value.length && isLowSurrogate(value.charCodeAt(i + 1)))) return undefined;
      out += char + (value[i + 1] as string);
      i++;
      continue;
    }
    if (form.escapes === "none") {
      if (code === Char.LineFeed || code === Char.CarriageReturn) return undefined;
      out += char;
      continue;
    }
    if (form.escapes === "single") {
      if (code === Char.CarriageReturn) return undefined;
      if (char === "\\" || char === form.open || char === form.close) out += `\\${char}`;
      else if (form.words && isWordSpace(char)) out += `\\${char}`;
      else out += char;
      continue;
    }
    if (char === "\\" || (!form.heredoc && (char === form.open || char === form.close))) out += `\\${char}`;
    else if (char === "#" && (value[i + 1] === "{" || value[i + 1] === "$" || value[i + 1] === "@")) out += "\\#";
    else if (code === Char.LineFeed) out += "\\n";
    else if (code === Char.CarriageReturn) out += "\\r";
    else if (code === Char.Tab) out += "\\t";
    else if (code === 0x1b) out += "\\e";
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else if (form.words && char === " ") out += "\\s";
    else out += char;
  }
  return out;
}
