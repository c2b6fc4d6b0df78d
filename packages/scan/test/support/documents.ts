/** Test helpers over the scanners: a document's URIs and findings, with the document text of each range. */
import { resolveChecks, type DetectOptions } from "@urilint/core";
import { disjoint, toOffsetEdits, type OffsetEdit } from "../../src/edits.js";
import { documentRange, matchOptions, type DocumentUris, type MatchOptions } from "../../src/matches.js";
import type { Candidate } from "../../src/candidate.js";
import { findUris } from "../../src/uris.js";
import type { Language } from "../../src/language.js";
import { scanDocument } from "../../src/scan.js";
import { runSync } from "../../src/work.js";

/** The default settings: every check on by default, no user sinks, schemes or ignores. */
export const DEFAULT_OPTIONS: MatchOptions = matchOptions({}, resolveChecks({}, {}).codes);

export function urisOf(
  source: string,
  language: Language = "ts",
  options: MatchOptions = DEFAULT_OPTIONS,
): DocumentUris {
  return runSync(findUris(source, language, options));
}

/** Each URI found: its value as the core saw it, and the document text it was read from. */
export function urisIn(source: string, language: Language = "ts"): { value: string; spelled: string }[] {
  return urisOf(source, language).matches.map((match) => ({
    value: match.candidate.value.text,
    spelled: source.slice(match.candidate.start, match.candidate.end),
  }));
}

/** Each finding as "code: the exact document text of its range". */
export function findingsIn(source: string, language: Language = "ts", detect?: DetectOptions): string[] {
  const options = detect === undefined ? DEFAULT_OPTIONS : matchOptions(detect, DEFAULT_OPTIONS.codes);
  const out: string[] = [];
  for (const match of urisOf(source, language, options).matches) {
    for (const finding of match.findings) {
      const range = documentRange(match, finding.start, finding.end);
      out.push(`${finding.code}: ${source.slice(range.start, range.end)}`);
    }
  }
  return out;
}

/**
 * Each finding as [code, start, end] in document offsets: for tables that pin exact ranges. A
 * finding whose fix cannot be spelled in its place still has its range.
 */
export function rangesIn(source: string, language: Language, detect?: DetectOptions): [string, number, number][] {
  const options = detect === undefined ? DEFAULT_OPTIONS : matchOptions(detect, DEFAULT_OPTIONS.codes);
  return urisOf(source, language, options).matches.flatMap((match) =>
    match.findings.map((finding): [string, number, number] => {
      const range = documentRange(match, finding.start, finding.end);
      return [finding.code, range.start, range.end];
    }),
  );
}

/**
 * The document after every autofix (each finding's `fix`: the normalizations, never a password's
 * removal), spelled for its place, as `eslint --fix`, the server's fix-all and `urilint --fix` apply
 * them. Edits that overlap an earlier one wait for the next pass, as ESLint does; passes repeat
 * until nothing changes (at most 10).
 */
export function fixedText(source: string, language: Language): string {
  let text = source;
  for (let pass = 0; pass < 10; pass++) {
    const edits: OffsetEdit[] = [];
    for (const match of urisOf(text, language).matches) {
      for (const finding of match.findings) {
        if (finding.fix === undefined) continue;
        const spelled = toOffsetEdits(match, [finding.fix]);
        if (spelled !== undefined) edits.push(...spelled);
      }
    }
    if (edits.length === 0) return text;
    let out = "";
    let at = 0;
    for (const edit of disjoint(edits)) {
      out += text.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    text = out + text.slice(at);
  }
  return text;
}

/** The zero-based line and UTF-16 character of `offset`, as LSP counts them (CRLF, LF and CR end lines). */
export function positionAt(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) continue;
    if (code === 0x0a || code === 0x0d) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, character: offset - lineStart };
}

/**
 * Each document's candidates (`start:value`) when scanned alone, and when the scans' steps
 * alternate (as the server runs several documents' scans in turn), with how many rounds of steps
 * the alternating run took.
 */
export function alternatingScans(documents: readonly (readonly [string, Language])[]): {
  alone: string[][];
  together: string[][];
  rounds: number;
} {
  const entry = (candidate: Candidate): string => `${candidate.start}:${candidate.value.text}`;
  const alone = documents.map(([text, language]) => {
    const values: string[] = [];
    runSync(scanDocument(text, language, (candidate) => values.push(entry(candidate))));
    return values;
  });
  const together = documents.map((): string[] => []);
  const scans = documents.map(([text, language], k) =>
    scanDocument(text, language, (candidate) => together[k]!.push(entry(candidate))),
  );
  const done = scans.map(() => false);
  let rounds = 0;
  while (done.includes(false)) {
    scans.forEach((scan, k) => {
      if (!done[k]) done[k] = scan.next().done === true;
    });
    rounds++;
  }
  return { alone, together, rounds };
}
