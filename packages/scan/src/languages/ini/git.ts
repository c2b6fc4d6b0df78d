/**
 * git-config(1)'s values and subsection names, read as git's config parser reads them (config.c,
 * parse_value and get_extended_base_var): every unit of the value mapped back to what spelled it.
 */
import { ValueBuilder, type Value } from "../../reading/value.js";

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Space = 0x20,
  Quote = 0x22,
  Hash = 0x23,
  Semicolon = 0x3b,
  Backslash = 0x5c,
  LowerB = 0x62,
  LowerN = 0x6e,
  LowerT = 0x74,
}

/** A value read from after its `=`: what git reads, where its comment is, and where its line ends. */
export interface GitValue {
  /** Undefined where git reports a bad line (an unknown escape, a quote open at the line's end). */
  readonly value: Value | undefined;
  /** Whether the value holds double quotes (a replacement cannot then tell inside from outside). */
  readonly quoted: boolean;
  /** The `#` or `;` of the comment that ends the line, or -1. */
  readonly comment: number;
  /** Where the value's (last) line ends, at its line end. */
  readonly lineEnd: number;
}

const ESCAPES: Readonly<Record<number, string>> = {
  [Char.LowerN]: "\n",
  [Char.LowerT]: "\t",
  [Char.LowerB]: "\b",
  [Char.Quote]: '"',
  [Char.Backslash]: "\\",
};

/** The value from `from` (right after `=`) to its line's end, as git reads it. */
export function readGitValue(text: string, from: number, end: number): GitValue {
  const builder = new ValueBuilder(text, from);
  let quote = false;
  let quoted = false;
  let bad = false;
  /** White space outside quotes not yet written: git writes it as spaces once something follows. */
  const spaces: number[] = [];
  let length = 0;
  let i = from;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === Char.LineFeed || code === Char.CarriageReturn) {
      bad ||= quote;
      break;
    }
    if (!quote && (code === Char.Space || code === Char.Tab)) {
      if (length > 0) spaces.push(i);
      i++;
      continue;
    }
    if (!quote && (code === Char.Hash || code === Char.Semicolon)) {
      return { value: bad ? undefined : builder.build(i), quoted, comment: i, lineEnd: lineEnd(text, i, end) };
    }
    for (const k of spaces) {
      if (text.charCodeAt(k) === Char.Space) builder.appendVerbatim(k, k + 1);
      else builder.appendDecoded(" ", k, k + 1);
    }
    spaces.length = 0;
    if (code === Char.Quote) {
      quote = !quote;
      quoted = true;
      i++;
      continue;
    }
    if (code === Char.Backslash) {
      const next = text.charCodeAt(i + 1);
      if (next === Char.LineFeed || next === Char.CarriageReturn) {
        // A continued line: the backslash and the line end read as nothing.
        i = next === Char.CarriageReturn && text.charCodeAt(i + 2) === Char.LineFeed ? i + 3 : i + 2;
        continue;
      }
      const escaped = i + 1 < end ? ESCAPES[next] : undefined;
      if (escaped === undefined) {
        bad = true;
        i++;
        continue;
      }
      builder.appendDecoded(escaped, i, i + 2);
      length++;
      i += 2;
      continue;
    }
    builder.appendVerbatim(i, i + 1);
    length++;
    i++;
  }
  return { value: bad ? undefined : builder.build(i), quoted, comment: -1, lineEnd: i };
}

/**
 * The subsection of `[section "subsection"]` whose opening quote is at `open`: its value (`\"` and
 * `\\` escaped, a backslash before anything else dropped) and its closing quote, or undefined when
 * the line ends first.
 */
export function readSubsection(text: string, open: number, end: number): { value: Value; close: number } | undefined {
  const builder = new ValueBuilder(text, open + 1);
  let i = open + 1;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === Char.LineFeed || code === Char.CarriageReturn) return undefined;
    if (code === Char.Quote) return { value: builder.build(i), close: i };
    if (code === Char.Backslash && i + 1 < end) {
      builder.appendDecoded(text[i + 1]!, i, i + 2);
      i += 2;
      continue;
    }
    builder.appendVerbatim(i, i + 1);
    i++;
  }
  return undefined;
}

function lineEnd(text: string, from: number, end: number): number {
  let k = from;
  while (k < end && text.charCodeAt(k) !== Char.LineFeed && text.charCodeAt(k) !== Char.CarriageReturn) k++;
  return k;
}
