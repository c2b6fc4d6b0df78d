/**
 * Candidates in Dockerfiles (Dockerfile reference; BuildKit's `frontend/dockerfile/parser` and
 * `shell/lex.go`). `dockerfile-ast` parses the instructions with positions (the `# escape=`
 * directive, comments, ENV/ARG/LABEL properties, flags, exec-form JSON strings, heredocs); the
 * values are read here, through their quoting, so that every unit maps to its document range:
 * - ENV, ARG and LABEL values (`K=V` and the legacy `ENV K V`), named by their key; the OCI labels
 *   that the image spec defines as URLs (`org.opencontainers.image.source`, `.url`,
 *   `.documentation`) are URIs by format;
 * - ADD's sources (all arguments but the last) that start with a scheme: Docker fetches those
 *   (a source without one is a path in the build context);
 * - the words of RUN, CMD, ENTRYPOINT, HEALTHCHECK CMD and ONBUILD triggers: shell form as POSIX
 *   shell words (Shell Command Language 2.2 quoting, 2.3 operators, 2.6 expansions as holes), a
 *   `KEY=value` or `--flag=value` word named by its key or flag; exec form as JSON strings;
 * - comments and MAINTAINER as prose. FROM, COPY, EXPOSE, USER, WORKDIR, VOLUME and the rest
 *   hold no URI (image names, ports, paths) and are not read.
 * The word rules (small and fully specified, so written here):
 * - a line continuation, the escape character (`\`, or `` ` `` after `# escape=`) then blanks and a
 *   line break, is not part of anything; the empty and comment lines after it are skipped;
 * - BuildKit's lexer (ENV, ARG, LABEL, ADD): the escape character quotes the next character;
 *   '...' is literal; in "..." it escapes only `"`, `$` and itself; `$NAME`, `${...}` are holes;
 * - the shell (commands): `\` quotes the next character; '...' is literal; in "..." `\` escapes
 *   `$`, `` ` ``, `"` and `\`; `$NAME`, `${...}`, `$(...)`, `$((...))` and `` `...` `` are holes
 *   (the parentheses of a command substitution are counted, not parsed); blanks and `|&;<>()` end a
 *   word; `#` at a word's start starts a comment.
 */
import { DockerfileParser, type Instruction, type Property } from "dockerfile-ast";
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import { decode, ValueBuilder, type Value } from "../../reading/value.js";
import { runSync, type Work } from "../../work.js";
import { isBlank, isLineBreak, isOperator, type DockerfileSpelling } from "./word.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";

export { spellDockerfile, type DockerfileSpelling } from "./word.js";

/** Labels whose values the OCI image spec defines as URLs (annotations.md). */
const URL_LABELS: ReadonlySet<string> = new Set([
  "org.opencontainers.image.url",
  "org.opencontainers.image.source",
  "org.opencontainers.image.documentation",
]);

/** How many instructions are read between two checkpoints. */
const CHECKPOINT = 256;

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Space = 0x20,
  Quote = 0x22,
  Hash = 0x23,
  Dollar = 0x24,
  Apostrophe = 0x27,
  OpenParen = 0x28,
  CloseParen = 0x29,
  Hyphen = 0x2d,
  Equals = 0x3d,
  OpenBracket = 0x5b,
  Backslash = 0x5c,
  Underscore = 0x5f,
  Backtick = 0x60,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
}

/** The rules a word is read with. */
interface WordRules {
  /** Where line continuations are: the Dockerfile's escape character. */
  readonly lineEscape: number;
  /** The character that quotes the next one: the escape character for BuildKit, `\` for the shell. */
  readonly escape: number;
  readonly shell: boolean;
}

export function* scanDockerfile(
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  const dockerfile = DockerfileParser.parse(text);
  yield;
  const lines = lineStarts(text);
  const offset = (position: Position): number =>
    Math.min(text.length, (lines[position.line] ?? text.length) + position.character);
  const escapeChar = dockerfile.getEscapeCharacter() === "`" ? Char.Backtick : Char.Backslash;
  const reader = new DockerfileReader(text, escapeChar, offset);
  for (const node of dockerfile.getComments()) {
    const range = node.getContentRange();
    if (range === null) continue;
    const start = offset(range.start);
    const end = offset(range.end);
    reader.prose(start, end, "comment");
    let hash = start - 1;
    while (hash > 0 && text.charCodeAt(hash) !== Char.Hash) hash--;
    comment?.({ text: text.slice(hash + 1, end), start: hash, end, block: false });
  }
  const instructions = dockerfile.getInstructions();
  for (let i = 0; i < instructions.length; i++) {
    if (i % CHECKPOINT === CHECKPOINT - 1) yield;
    reader.instruction(instructions[i]!);
  }
  // Comments and instructions come from two lists: the matches must be in document order.
  reader.candidates.sort((a, b) => a.start - b.start);
  for (const candidate of reader.candidates) found(candidate);
}

/** Reads the instructions of one Dockerfile into candidates. */
class DockerfileReader {
  readonly candidates: Candidate[] = [];
  readonly #word: WordRules;
  readonly #shell: WordRules;
  readonly #spelling: DockerfileSpelling;

  constructor(
    private readonly text: string,
    escapeChar: number,
    private readonly offset: (position: Position) => number,
  ) {
    this.#word = { lineEscape: escapeChar, escape: escapeChar, shell: false };
    this.#shell = { lineEscape: escapeChar, escape: Char.Backslash, shell: true };
    this.#spelling = escapeChar === Char.Backtick ? "dockerfile-word-backtick" : "dockerfile-word";
  }

  instruction(instruction: Instruction): void {
    switch (instruction.getKeyword()) {
      case "ENV":
      case "ARG":
      case "LABEL":
        for (const property of (instruction as Instruction & { getProperties(): Property[] }).getProperties())
          this.#property(property);
        break;
      case "ADD":
        this.#addSources(instruction);
        break;
      case "RUN":
      case "CMD":
      case "ENTRYPOINT":
        this.#command(instruction, 0);
        break;
      case "HEALTHCHECK": {
        const first = instruction.getArguments()[0];
        if (first !== undefined && first.getValue().toUpperCase() === "CMD") this.#command(instruction, 1);
        break;
      }
      case "ONBUILD": {
        const trigger = (
          instruction as Instruction & { getTriggerInstruction(): Instruction | null }
        ).getTriggerInstruction();
        if (trigger !== null && trigger.getKeyword() !== "ONBUILD") this.instruction(trigger);
        break;
      }
      case "MAINTAINER": {
        const args = instruction.getArguments();
        if (args.length > 0)
          this.prose(
            this.offset(args[0]!.getRange().start),
            this.offset(args[args.length - 1]!.getRange().end),
            "prose",
          );
        break;
      }
    }
    // The heredocs of COPY and ADD are files' contents (a RUN's are read with its command).
    if (instruction.getKeyword() !== "RUN") {
      for (const heredoc of heredocsOf(instruction)) {
        const range = heredoc.getContentRange();
        if (range !== null) this.prose(this.offset(range.start), this.offset(range.end), "prose");
      }
    }
  }

  prose(start: number, end: number, where: "comment" | "prose"): void {
    runSync(
      scanProse(this.text, start, end, (match) => this.candidates.push(proseCandidate(match, where, "plain", "\n"))),
    );
  }

  #property(property: Property): void {
    const range = property.getValueRange();
    if (range === null) return;
    const name = property.getName();
    const context: StringContext = URL_LABELS.has(name) ? { kind: "format", field: name } : { kind: "named", name };
    this.#buildKitWord(this.offset(range.start), this.offset(range.end), context);
  }

  /** A BuildKit word spanning document[start, end), as a candidate in `context`. */
  #buildKitWord(start: number, end: number, context: StringContext): void {
    const word = readWord(this.text, start, end, this.#word);
    if (word.value.text.length === 0) return;
    this.candidates.push(wordCandidate(word, start, this.#spelling, context));
  }

  /** ADD's sources with a scheme are fetched from there: URIs by format. */
  #addSources(instruction: Instruction): void {
    const json = jsonStrings(instruction, this.text, this.offset);
    if (json.length > 0) {
      for (const source of json.slice(0, -1)) {
        if (hasScheme(source.value.text))
          this.candidates.push(jsonCandidate(source, { kind: "format", field: "dockerfile-add-source" }));
      }
      return;
    }
    const args = instruction.getArguments();
    for (const source of args.slice(0, -1)) {
      const start = this.offset(source.getRange().start);
      const word = readWord(this.text, start, this.offset(source.getRange().end), this.#word);
      if (hasScheme(word.value.text))
        this.candidates.push(
          wordCandidate(word, start, this.#spelling, { kind: "format", field: "dockerfile-add-source" }),
        );
    }
  }

  /** A command from its argument `first` on: exec form (a JSON array) or shell words. */
  #command(instruction: Instruction, first: number): void {
    const args = instruction.getArguments();
    if (args.length <= first) return;
    const start = this.offset(args[first]!.getRange().start);
    const end = this.offset(args[args.length - 1]!.getRange().end);
    const json = first === 0 ? jsonStrings(instruction, this.text, this.offset) : execForm(this.text, start, end);
    if (json.length > 0) {
      for (const string of json) {
        // `"--flag=value"` and `"NAME=value"`, as in a shell word.
        const assignment = assignmentAt(this.text, string.start, string.end);
        if (assignment === undefined) {
          this.candidates.push(jsonCandidate(string, { kind: "plain" }));
        } else {
          const value = {
            value: decode(this.text, assignment.valueStart, string.end, "json"),
            start: assignment.valueStart,
            end: string.end,
          };
          this.candidates.push(jsonCandidate(value, { kind: "named", name: assignment.name }));
        }
      }
      return;
    }
    this.#shellWords(start, end);
  }

  /** POSIX shell words of document[start, end). */
  #shellWords(start: number, end: number): void {
    const text = this.text;
    let i = start;
    while (i < end) {
      const code = text.charCodeAt(i);
      const continued = continuationEnd(text, i, end, this.#shell.lineEscape);
      if (continued > i) {
        i = continued;
      } else if (isBlank(code) || isLineBreak(code) || isOperator(code)) {
        i++;
      } else if (code === Char.Hash) {
        const stop = this.#commentEnd(i, end);
        this.prose(i + 1, stop, "comment");
        i = stop;
      } else {
        i = this.#shellWord(i, end);
      }
    }
  }

  /** Reads the shell word at `at` (a candidate when it may hold a URI); returns where it ends. */
  #shellWord(at: number, end: number): number {
    const text = this.text;
    // `--flag=value` and `NAME=value`: the value is named by the flag or variable.
    const assignment = assignmentAt(text, at, end);
    const from = assignment === undefined ? at : assignment.valueStart;
    const word = readWord(text, from, end, this.#shell);
    if (assignment !== undefined || word.raw.includes(":")) {
      const context: StringContext =
        assignment === undefined ? { kind: "plain" } : { kind: "named", name: assignment.name };
      if (word.value.text.length > 0) this.candidates.push(wordCandidate(word, from, "shell-word", context));
    }
    return Math.max(word.end, at + 1);
  }

  /** A shell comment runs to the end of the logical line: through line continuations. */
  #commentEnd(at: number, end: number): number {
    let k = at;
    while (k < end) {
      const code = this.text.charCodeAt(k);
      if (code === this.#shell.lineEscape) {
        const continued = continuationEnd(this.text, k, end, this.#shell.lineEscape);
        if (continued > k) {
          k = continued;
          continue;
        }
      }
      if (isLineBreak(code)) return k;
      k++;
    }
    return end;
  }
}

interface Position {
  readonly line: number;
  readonly character: number;
}

interface Range {
  readonly start: Position;
  readonly end: Position;
}

/** One read word: its value, its raw spelling, where it ends, and how it is quoted. */
interface Word {
  readonly value: Value;
  readonly raw: string;
  readonly end: number;
  /** "" bare, `"` or `'` when the word is one quoted string, "mixed" otherwise. */
  readonly quoting: string;
}

function wordCandidate(word: Word, start: number, spelling: DockerfileSpelling, context: StringContext): Candidate {
  const quoted = word.quoting === '"' || word.quoting === "'";
  return {
    value: word.value,
    spelling,
    quote: word.quoting,
    start: quoted ? start + 1 : start,
    end: quoted ? word.end - 1 : word.end,
    site: { context, in: "dockerfile" },
  };
}

interface JsonString {
  readonly value: Value;
  /** The string's content range (without quotes). */
  readonly start: number;
  readonly end: number;
}

function jsonCandidate(string: JsonString, context: StringContext): Candidate {
  return {
    value: string.value,
    spelling: "json",
    quote: '"',
    start: string.start,
    end: string.end,
    site: { context, in: "dockerfile" },
  };
}

/** The exec form's JSON strings that dockerfile-ast found (none for the shell form). */
function jsonStrings(instruction: Instruction, text: string, offset: (position: Position) => number): JsonString[] {
  const withJson = instruction as Instruction & { getJSONStrings?(): { getJSONRange(): Range }[] };
  return (withJson.getJSONStrings?.() ?? []).map((string) => {
    const range = string.getJSONRange();
    const start = offset(range.start);
    const end = offset(range.end);
    return { value: decode(text, start, end, "json"), start, end };
  });
}

/**
 * HEALTHCHECK's command in exec form (dockerfile-ast gives no JSON strings for it): a JSON array
 * of strings, as BuildKit tries first; else none (shell form).
 */
function execForm(text: string, start: number, end: number): JsonString[] {
  if (text.charCodeAt(start) !== Char.OpenBracket) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) return [];
  const out: JsonString[] = [];
  for (let k = start + 1; k < end; k++) {
    if (text.charCodeAt(k) !== Char.Quote) continue;
    let close = k + 1;
    while (close < end && text.charCodeAt(close) !== Char.Quote)
      close += text.charCodeAt(close) === Char.Backslash ? 2 : 1;
    out.push({ value: decode(text, k + 1, close, "json"), start: k + 1, end: close });
    k = close;
  }
  return out;
}

/** `--flag=` or `NAME=` at the start of a shell word: the name and where the value starts. */
function assignmentAt(text: string, at: number, end: number): { name: string; valueStart: number } | undefined {
  let k = at;
  const flag = text.charCodeAt(k) === Char.Hyphen;
  while (k < end && text.charCodeAt(k) === Char.Hyphen && k - at < 2) k++;
  const nameStart = k;
  while (k < end && (isNameChar(text.charCodeAt(k)) || (flag && text.charCodeAt(k) === Char.Hyphen))) k++;
  if (k === nameStart || text.charCodeAt(k) !== Char.Equals || (!flag && isDigit(text.charCodeAt(nameStart))))
    return undefined;
  return { name: text.slice(nameStart, k), valueStart: k + 1 };
}

/**
 * Reads a word from `start`: to `limit` for a BuildKit word (a property's value, an ADD source),
 * or to its first unquoted blank or operator for a shell word.
 */
function readWord(text: string, start: number, limit: number, rules: WordRules): Word {
  const builder = new ValueBuilder(text, start);
  let run = start;
  let i = start;
  let state = 0; // 0, or the quote character we are in
  let quotedStrings = 0;
  let bare = false;
  const flushTo = (at: number): void => builder.appendVerbatim(run, at);
  while (i < limit) {
    const code = text.charCodeAt(i);
    if (code === rules.lineEscape) {
      const continued = continuationEnd(text, i, limit, rules.lineEscape);
      if (continued > i) {
        flushTo(i);
        i = run = continued;
        continue;
      }
    }
    if (state === Char.Apostrophe) {
      if (code === Char.Apostrophe) {
        flushTo(i);
        state = 0;
        i = run = i + 1;
      } else {
        i++;
      }
      continue;
    }
    if (state === 0 && rules.shell && (isBlank(code) || isLineBreak(code) || isOperator(code))) break;
    if (state === 0 && (code === Char.Apostrophe || code === Char.Quote)) {
      flushTo(i);
      state = code;
      quotedStrings++;
      i = run = i + 1;
      continue;
    }
    if (state === Char.Quote && code === Char.Quote) {
      flushTo(i);
      state = 0;
      i = run = i + 1;
      continue;
    }
    if (state === 0) bare = true;
    if (code === Char.Dollar || (rules.shell && code === Char.Backtick)) {
      const holeEnd = rules.shell ? shellExpansionEnd(text, i, limit) : lexerExpansionEnd(text, i, limit, rules.escape);
      if (holeEnd > i) {
        flushTo(i);
        builder.appendHole(i, holeEnd);
        i = run = holeEnd;
        continue;
      }
    } else if (code === rules.escape) {
      const next = i + 1 < limit ? text.charCodeAt(i + 1) : -1;
      if (next < 0) {
        // An escape character ending the word is dropped.
        flushTo(i);
        i = run = i + 1;
        continue;
      }
      if (state === 0 || escapesInDoubleQuotes(next, rules)) {
        const width = isHighSurrogate(next) && i + 2 < limit ? 2 : 1;
        flushTo(i);
        builder.appendDecoded(text.slice(i + 1, i + 1 + width), i, i + 1 + width);
        i = run = i + 1 + width;
        continue;
      }
    }
    i++;
  }
  flushTo(i);
  const whole =
    !bare &&
    quotedStrings === 1 &&
    state === 0 &&
    i - start >= 2 &&
    isQuoteChar(text.charCodeAt(start)) &&
    text.charCodeAt(i - 1) === text.charCodeAt(start);
  const quoting = quotedStrings === 0 ? "" : whole ? text[start]! : "mixed";
  return { value: builder.build(i), raw: text.slice(start, i), end: i, quoting };
}

/** In double quotes, BuildKit's escape quotes `"`, `$` and itself; the shell's `\` also quotes `` ` ``. */
function escapesInDoubleQuotes(next: number, rules: WordRules): boolean {
  return (
    next === Char.Quote || next === Char.Dollar || next === rules.escape || (rules.shell && next === Char.Backtick)
  );
}

/**
 * A line continuation at `at`: the escape character, blanks, a line break; then the empty lines and
 * comment lines that follow it (BuildKit skips them). Returns where the text goes on, or `at`.
 */
function continuationEnd(text: string, at: number, limit: number, escape: number): number {
  if (text.charCodeAt(at) !== escape) return at;
  let k = at + 1;
  while (k < limit && isBlank(text.charCodeAt(k))) k++;
  if (k >= limit || !isLineBreak(text.charCodeAt(k))) return at;
  k = afterLineBreak(text, k);
  for (;;) {
    let j = k;
    while (j < limit && isBlank(text.charCodeAt(j))) j++;
    if (j >= limit) return k;
    const code = text.charCodeAt(j);
    if (isLineBreak(code)) {
      k = afterLineBreak(text, j);
    } else if (code === Char.Hash) {
      while (j < limit && !isLineBreak(text.charCodeAt(j))) j++;
      if (j >= limit) return j;
      k = afterLineBreak(text, j);
    } else {
      return k;
    }
  }
}

/** BuildKit's `$NAME` (letters, digits, `_`; or digits; or one special parameter) or `${...}`. */
function lexerExpansionEnd(text: string, at: number, limit: number, escape: number): number {
  const next = text.charCodeAt(at + 1);
  if (at + 1 >= limit) return at;
  if (next === Char.OpenBrace) return closingBrace(text, at + 2, limit, escape);
  if (isDigit(next)) {
    let k = at + 2;
    while (k < limit && isDigit(text.charCodeAt(k))) k++;
    return k;
  }
  if (isSpecialParameter(next)) return at + 2;
  let k = at + 1;
  while (k < limit && /[\p{L}\p{Nd}_]/u.test(text[k]!)) k++;
  return k;
}

/** The shell's `$NAME`, `$1`, `$?`, `${...}`, `$(...)`, `$((...))` and `` `...` ``. */
function shellExpansionEnd(text: string, at: number, limit: number): number {
  if (text.charCodeAt(at) === Char.Backtick) {
    for (let k = at + 1; k < limit; k++) {
      const code = text.charCodeAt(k);
      if (code === Char.Backslash) k++;
      else if (code === Char.Backtick) return k + 1;
    }
    return at;
  }
  if (at + 1 >= limit) return at;
  const next = text.charCodeAt(at + 1);
  if (next === Char.OpenBrace) return closingBrace(text, at + 2, limit, Char.Backslash);
  if (next === Char.OpenParen) {
    let depth = 1;
    for (let k = at + 2; k < limit; k++) {
      const code = text.charCodeAt(k);
      if (code === Char.Backslash) k++;
      else if (code === Char.OpenParen) depth++;
      else if (code === Char.CloseParen && --depth === 0) return k + 1;
    }
    return at;
  }
  if (isDigit(next) || isSpecialParameter(next)) return at + 2;
  let k = at + 1;
  while (k < limit && isNameChar(text.charCodeAt(k))) k++;
  return k > at + 1 && !isDigit(text.charCodeAt(at + 1)) ? k : at;
}

/** The end of `${...}` whose body starts at `from` (nested `${` counted, escapes skipped), or `from - 2`. */
function closingBrace(text: string, from: number, limit: number, escape: number): number {
  let depth = 1;
  for (let k = from; k < limit; k++) {
    const code = text.charCodeAt(k);
    if (code === escape) k++;
    else if (code === Char.Dollar && text.charCodeAt(k + 1) === Char.OpenBrace) {
      depth++;
      k++;
    } else if (code === Char.CloseBrace && --depth === 0) {
      return k > from ? k + 1 : from - 2;
    }
  }
  return from - 2;
}

/** Where each line starts, as the TextDocument that dockerfile-ast positions against counts them (CRLF, CR, LF). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code === Char.CarriageReturn) {
      if (text.charCodeAt(k + 1) === Char.LineFeed) k++;
      starts.push(k + 1);
    } else if (code === Char.LineFeed) {
      starts.push(k + 1);
    }
  }
  return starts;
}

function afterLineBreak(text: string, at: number): number {
  return text.charCodeAt(at) === Char.CarriageReturn && text.charCodeAt(at + 1) === Char.LineFeed ? at + 2 : at + 1;
}

function hasScheme(text: string): boolean {
  const colon = text.indexOf(":");
  return colon >= 2 && /^[A-Za-z][A-Za-z0-9+.-]*$/.test(text.slice(0, colon));
}

function isSpecialParameter(code: number): boolean {
  return (
    code === 0x40 /* @ */ ||
    code === 0x2a /* * */ ||
    code === Char.Hash ||
    code === 0x3f /* ? */ ||
    code === Char.Hyphen ||
    code === Char.Dollar ||
    code === 0x21
  ); /* ! */
}

function isNameChar(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || isDigit(code) || code === Char.Underscore;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isQuoteChar(code: number): boolean {
  return code === Char.Quote || code === Char.Apostrophe;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * The heredocs of a COPY or ADD. dockerfile-ast 0.7.1 throws on some broken ones (`ADD <<EOF`
 * followed by a line that starts with `\`: a TypeError in `getHeredocs`); such an instruction's
 * heredocs are left unread rather than the whole document.
 */
function heredocsOf(instruction: Instruction): readonly { getContentRange(): Range | null }[] {
  try {
    return (
      (instruction as Instruction & { getHeredocs?(): { getContentRange(): Range | null }[] }).getHeredocs?.() ?? []
    );
  } catch {
    return [];
  }
}
