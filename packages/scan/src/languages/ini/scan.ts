/**
 * Candidates in INI files: each value, named by its key (a git subsection by its section: `[url
 * "https://..."]`), and URIs in comments. Written by hand: each dialect is a small, documented line
 * grammar (dialects.ts says which rules each follows), and the `ini` package, the one most used on
 * npm, gives no positions. Each line of a multi-line value is read as a value of its own (a list of
 * URLs, or `Name = https://...` items as setup.cfg's `project_urls` writes them), named by its key.
 */
import { hasUriDelimiter } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { Language } from "../../language.js";
import { namedContext, valueCandidates, type ValuePlace } from "../../reading/config-value.js";
import { mayHoldProse, proseCandidate, scanProse } from "../../reading/prose.js";
import { ValueBuilder, type Value } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";
import { runSync, type Work } from "../../work.js";
import { dialectOf, type IniDialect } from "./dialects.js";
import { readGitValue, readSubsection } from "./git.js";

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  VerticalTab = 0x0b,
  FormFeed = 0x0c,
  CarriageReturn = 0x0d,
  Space = 0x20,
  Quote = 0x22,
  Hash = 0x23,
  Percent = 0x25,
  OpenParen = 0x28,
  Colon = 0x3a,
  Semicolon = 0x3b,
  Equals = 0x3d,
  OpenBracket = 0x5b,
  CloseBracket = 0x5d,
}

/** How many characters are read between two checkpoints. */
const CHECKPOINT = 1 << 14;

/** What the reader tells its caller: each value (or its lines), each comment. */
interface IniHandlers {
  value(value: Value, name: string | undefined, place: ValuePlace): void;
  comment(hash: number, end: number): void;
}

export function* scanIni(
  text: string,
  language: Language,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  yield* readIni(text, dialectOf(language), {
    value: (value, name, place) => {
      if (value.text.length > 0) valueCandidates(value, namedContext(name), place, found);
    },
    comment: (hash, end) => {
      // Most comments hold no ":" or "<", where a URI of prose starts.
      if (mayHoldProse(text, hash + 1, end))
        runSync(scanProse(text, hash + 1, end, (match) => found(proseCandidate(match, "comment", "plain", "\n"))));
      comment?.({ text: text.slice(hash + 1, end), start: hash, end, block: false });
    },
  });
}

/**
 * The values of an INI file as its dialect's reader gives them (each line of a multi-line value
 * apart), with their keys: what the scanner reads, for the tests.
 */
export function readIniValues(text: string, language: Language): [name: string | undefined, value: string][] {
  const out: [string | undefined, string][] = [];
  runSync(
    readIni(text, dialectOf(language), {
      value: (value, name) => out.push([name, value.text]),
      comment: () => undefined,
    }),
  );
  return out;
}

function* readIni(text: string, dialect: IniDialect, handlers: IniHandlers): Work<void> {
  const end = text.length;
  let checkpoint = CHECKPOINT;
  /** The entry whose value indented lines continue (Python), and its indentation. */
  let key: string | undefined;
  let indent = 0;
  let i = 0;
  while (i < end) {
    if (i >= checkpoint) {
      yield;
      checkpoint = i + CHECKPOINT;
    }
    const stop = lineEnd(text, i, end);
    let first = i;
    while (first < stop && isBlank(text.charCodeAt(first))) first++;
    let last = stop;
    while (last > first && isBlank(text.charCodeAt(last - 1))) last--;
    const code = text.charCodeAt(first);
    if (first === last) {
      // A blank line: a multi-line value goes on after it (configparser keeps it in the value).
    } else if (code === Char.Hash || code === Char.Semicolon) {
      handlers.comment(first, last);
    } else if (dialect.indentedContinuation && key !== undefined && first - i > indent) {
      continuationLine(text, first, last, key, dialect, handlers);
    } else {
      indent = first - i;
      key = undefined;
      if (code === Char.OpenBracket) {
        section(text, first, last, dialect, handlers);
      } else if (dialect.git) {
        const next = gitEntry(text, first, end, handlers);
        if (next > stop) {
          i = afterLineEnd(text, next, end);
          continue;
        }
      } else {
        key = entry(text, first, last, dialect, handlers);
      }
    }
    i = afterLineEnd(text, stop, end);
  }
}

/** `key = value` on the line text[first, last) (trimmed); returns the key, or undefined for no entry. */
function entry(
  text: string,
  first: number,
  last: number,
  dialect: IniDialect,
  handlers: IniHandlers,
): string | undefined {
  let delimiter = first;
  while (delimiter < last && !dialect.delimiters.includes(text[delimiter]!)) delimiter++;
  if (delimiter === last) return undefined;
  let keyEnd = delimiter;
  while (keyEnd > first && isBlank(text.charCodeAt(keyEnd - 1))) keyEnd--;
  if (keyEnd === first) return undefined;
  const key = text.slice(first, keyEnd);
  let valueStart = delimiter + 1;
  while (valueStart < last && isBlank(text.charCodeAt(valueStart))) valueStart++;
  iniValue(text, valueStart, last, key, dialect, handlers);
  return key;
}

/**
 * A line continuing `key`'s value: one value of its own; a `Name = value` line (setup.cfg's
 * `project_urls`, a list of named items) gives the part after `=`.
 */
function continuationLine(
  text: string,
  first: number,
  last: number,
  key: string,
  dialect: IniDialect,
  handlers: IniHandlers,
): void {
  let equals = first;
  while (equals < last && text.charCodeAt(equals) !== Char.Equals) equals++;
  if (equals < last && equals > first && !hasUriDelimiter(text, first, equals)) {
    let valueStart = equals + 1;
    while (valueStart < last && isBlank(text.charCodeAt(valueStart))) valueStart++;
    iniValue(text, valueStart, last, key, dialect, handlers);
    return;
  }
  iniValue(text, first, last, key, dialect, handlers);
}

/**
 * A value written text[start, end): with BasicInterpolation, when the value uses it (`%(name)s`
 * or `%%`), `%(name)s` is a hole and `%%` a `%`; else the value is read as written.
 */
function iniValue(
  text: string,
  start: number,
  end: number,
  key: string,
  dialect: IniDialect,
  handlers: IniHandlers,
): void {
  if (end <= start) return;
  if (!dialect.interpolation || !usesInterpolation(text, start, end)) {
    const value: Value = { text: text.slice(start, end), holes: [], map: new IdentityMap(start) };
    handlers.value(value, key, { spelling: "ini-value", quote: "", in: "ini" });
    return;
  }
  const builder = new ValueBuilder(text, start);
  let run = start;
  let i = start;
  while (i < end) {
    if (text.charCodeAt(i) !== Char.Percent) {
      i++;
      continue;
    }
    builder.appendVerbatim(run, i);
    const next = text.charCodeAt(i + 1);
    if (next === Char.Percent && i + 1 < end) {
      builder.appendDecoded("%", i, i + 2);
      i += 2;
    } else if (next === Char.OpenParen) {
      let close = i + 2;
      while (close < end && text.charCodeAt(close) !== 0x29 /* ) */) close++;
      // `%(name)s`: the name, then the conversion ("s"); an unclosed one is read as written.
      if (close + 1 < end) {
        builder.appendHole(i, close + 2);
        i = close + 2;
      } else {
        builder.appendVerbatim(i, i + 1);
        i++;
      }
    } else {
      builder.appendVerbatim(i, i + 1);
      i++;
    }
    run = i;
  }
  builder.appendVerbatim(run, end);
  handlers.value(builder.build(end), key, { spelling: "ini-value", quote: "%", in: "ini" });
}

/** Whether text[start, end) holds `%%` or `%(`. */
function usesInterpolation(text: string, start: number, end: number): boolean {
  for (let k = start; k + 1 < end; k++) {
    if (text.charCodeAt(k) !== Char.Percent) continue;
    const next = text.charCodeAt(k + 1);
    if (next === Char.Percent || next === Char.OpenParen) return true;
  }
  return false;
}

/** A section header `[name]` on text[first, last); git's `[section "subsection"]` gives its subsection as a value. */
function section(text: string, first: number, last: number, dialect: IniDialect, handlers: IniHandlers): void {
  if (!dialect.git) return;
  let k = first + 1;
  while (k < last && !isBlank(text.charCodeAt(k)) && text.charCodeAt(k) !== Char.CloseBracket) k++;
  const name = text.slice(first + 1, k);
  while (k < last && isBlank(text.charCodeAt(k))) k++;
  if (text.charCodeAt(k) !== Char.Quote) return;
  const subsection = readSubsection(text, k, last);
  if (subsection === undefined || text.charCodeAt(subsection.close + 1) !== Char.CloseBracket) return;
  handlers.value(subsection.value, name, { spelling: "gitconfig-subsection", quote: '"', in: "ini" });
}

/** git's `name = value` from `first`; returns where its (last) line ends. */
function gitEntry(text: string, first: number, end: number, handlers: IniHandlers): number {
  let k = first;
  while (k < end && isNameChar(text.charCodeAt(k))) k++;
  const name = text.slice(first, k);
  while (k < end && isBlank(text.charCodeAt(k))) k++;
  const code = text.charCodeAt(k);
  if (code === Char.Hash || code === Char.Semicolon) {
    const stop = lineEnd(text, k, end);
    handlers.comment(k, trimmedEnd(text, k, stop));
    return stop;
  }
  if (code !== Char.Equals || name === "") return lineEnd(text, k, end);
  const read = readGitValue(text, k + 1, end);
  if (read.value !== undefined)
    handlers.value(read.value, name, { spelling: "gitconfig-value", quote: read.quoted ? '"' : "", in: "ini" });
  if (read.comment !== -1) handlers.comment(read.comment, trimmedEnd(text, read.comment, read.lineEnd));
  return read.lineEnd;
}

/** A variable name's character (git-config: alphanumeric and "-"), and "." for the deprecated `section.name`. */
function isNameChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d ||
    code === 0x2e ||
    code === 0x5f
  );
}

function trimmedEnd(text: string, start: number, end: number): number {
  let k = end;
  while (k > start && isBlank(text.charCodeAt(k - 1))) k--;
  return k;
}

function lineEnd(text: string, from: number, end: number): number {
  let k = from;
  while (k < end) {
    const code = text.charCodeAt(k);
    if (code === Char.LineFeed || code === Char.CarriageReturn) return k;
    k++;
  }
  return end;
}

function afterLineEnd(text: string, at: number, end: number): number {
  if (at >= end) return end;
  return text.charCodeAt(at) === Char.CarriageReturn && text.charCodeAt(at + 1) === Char.LineFeed ? at + 2 : at + 1;
}

function isBlank(code: number): boolean {
  return code === Char.Space || code === Char.Tab || code === Char.VerticalTab || code === Char.FormFeed;
}
