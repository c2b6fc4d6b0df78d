/**
 * Candidates in TOML 1.1 (Cargo.toml, pyproject.toml, Pipfile, tool settings), read with
 * `toml-eslint-parser` (an AST with the range of every key, value and comment). What the values
 * and comments of the tree hold is read by toml-tree.ts, which also reads the tree
 * eslint-plugin-toml gives ESLint (the same parser).
 *
 * toml-eslint-parser stops at the first error. A document being typed is still read: the line of
 * the error is blanked (same offsets) and the parse tried again, a few times, and the blanked lines
 * are read as plain text (RFC 3986 Appendix C); a document that stays unreadable is plain text.
 */
import { ParseError, parseTOML, type AST } from "toml-eslint-parser";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { Work } from "../../work.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";
import { readTomlProgram, type Line } from "./tree.js";

export { spellToml, type TomlSpelling } from "./string.js";

/** How many times a broken line is blanked before the document is read as plain text. */
const RECOVERIES = 8;

export function* scanToml(text: string, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
  const { program, blanked } = parseRecovering(text);
  yield;
  if (program === undefined) {
    yield* scanProse(text, 0, text.length, (match) => found(proseCandidate(match, "prose", "plain", "\n")));
    return;
  }
  yield* readTomlProgram(text, program, blanked, found, comment);
}

/**
 * The document's AST, with the lines blanked to read it; no AST when it stays unreadable after
 * RECOVERIES lines.
 */
function parseRecovering(text: string): { program: AST.TOMLProgram | undefined; blanked: Line[] } {
  let source = text;
  const blanked: Line[] = [];
  for (let attempt = 0; attempt <= RECOVERIES; attempt++) {
    try {
      return { program: parseTOML(source, { tomlVersion: "1.1" }), blanked };
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      const line = lineToBlank(source, error.index);
      if (line === undefined) break;
      blanked.push(line);
      source = source.slice(0, line.start) + " ".repeat(line.end - line.start) + source.slice(line.end);
    }
  }
  return { program: undefined, blanked };
}

/**
 * The line holding `offset` (without its line break, so offsets hold when it is blanked); when
 * that line is blank already (an unterminated string is reported at the end), the nearest line
 * before it that is not; undefined when there is none.
 */
function lineToBlank(text: string, offset: number): Line | undefined {
  let end = Math.min(offset, text.length);
  while (end < text.length && !isBreak(text.charCodeAt(end))) end++;
  for (;;) {
    let start = end;
    while (start > 0 && !isBreak(text.charCodeAt(start - 1))) start--;
    if (text.slice(start, end).trim() !== "") return { start, end };
    if (start === 0) return undefined;
    end = start - 1;
    // A CR LF pair is one line break.
    if (end > 0 && text.charCodeAt(end) === 0x0a && text.charCodeAt(end - 1) === 0x0d) end--;
  }
}

function isBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}
