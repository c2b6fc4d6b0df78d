/**
 * UTS #46 conformance: Unicode's IdnaTestV2.txt (test/data, see its README) in the mode urilint
 * uses (IDNA_MODE: the WHATWG URL Standard's, as browsers and Node's URL). The file's status codes
 * of the checks that mode turns off are ignored, as its header says to: CheckHyphens (V2, V3),
 * UseSTD3ASCIIRules (U1) and VerifyDnsLength (A4_1, A4_2, and X4_2 for empty labels; not P4, which
 * the 13.0 rows use for Punycode errors, though the header lists it under VerifyDnsLength). urilint's own
 * DNS length check (63 octets a label, 253 a name) is compared with the file's A4 rows separately.
 *
 * The file is Unicode 13.0's; tr46 6.0.0 implements Unicode 17.0 and UTS #46 revision 33. Every
 * row where they differ is listed in data/idna-exceptions.json with why, and the why is checked:
 * - "std3": the file expects an error that UseSTD3ASCIIRules made (off in this mode): the row
 *   fails as the file says once it is on, or holds a non-ASCII character that 13.0 made
 *   disallowed_STD3_* ("≠", "⒪"), which UTS #46 15.1 no longer restricts.
 * - "status-changed": the row holds a code point whose status in 13.0's IdnaMappingTable.txt
 *   (data/idna-status-changes.json, written by scripts/idna-status-changes.mjs) is not what tr46
 *   does now: Georgian capitals mapped since 15.1, Hangul fillers disallowed, new characters, ...
 * - "ace-prefix": a label that decodes to text starting with "xn--", which UTS #46 forbids since
 *   15.1 when CheckHyphens is off (4.1 validity criterion 4).
 * - "node-agrees": Node's own URL (Ada's IDNA, the same mode) gives urilint's result.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { domainToASCII, domainToUnicode } from "node:url";
import * as tr46 from "tr46";
import { describe, expect, it } from "vitest";
import { IDNA_MODE, idnaHost, uts46ToAscii, uts46ToUnicode } from "../src/iri/idna.js";
import { statusNow } from "./support/idna-status.mjs";

const DATA = new URL("./data/IdnaTestV2.txt", import.meta.url);
const EXCEPTIONS = new URL("./data/idna-exceptions.json", import.meta.url);
const STATUS_CHANGES = JSON.parse(
  readFileSync(new URL("./data/idna-status-changes.json", import.meta.url), "utf8"),
) as Record<string, string>;

interface Row {
  readonly line: number;
  readonly source: string;
  readonly toUnicode: string;
  readonly toUnicodeStatus: readonly string[];
  readonly toAscii: string;
  /** Whether column 4 gave the ASCII result explicitly (blank: "the same as toUnicode"). */
  readonly toAsciiGiven: boolean;
  readonly toAsciiStatus: readonly string[];
}

type Operation = "toASCII" | "toUnicode";
const REASONS = ["std3", "status-changed", "ace-prefix", "node-agrees"] as const;
type Why = (typeof REASONS)[number];
interface Exception {
  readonly line: number;
  readonly operation: Operation;
  readonly source: string;
  /** What the file says in this mode, and what urilint gives. */
  readonly expected: string;
  readonly actual: string;
  readonly why: Why;
}

const unescape = (text: string): string =>
  text.replace(/\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}/g, (_, u?: string, x?: string) =>
    String.fromCodePoint(parseInt(u ?? x!, 16)),
  );
const statusOf = (cell: string): string[] =>
  cell
    .replace(/[[\]]/g, "")
    .split(/[\s,]+/)
    .filter(Boolean);

function readRows(): Row[] {
  const rows: Row[] = [];
  readFileSync(DATA, "utf8")
    .split("\n")
    .forEach((text, index) => {
      const body = text.replace(/#.*$/, "").trim();
      if (body === "") return;
      const [source, toUnicode, toUnicodeStatus, toAscii, toAsciiStatus] = body
        .split(";")
        .map((cell) => unescape(cell.trim())) as [string, string, string, string, string];
      const unicode = toUnicode === "" ? source : toUnicode;
      const unicodeStatus = statusOf(toUnicodeStatus);
      rows.push({
        line: index + 1,
        source,
        toUnicode: unicode,
        toUnicodeStatus: unicodeStatus,
        toAscii: toAscii === "" ? unicode : toAscii,
        toAsciiGiven: toAscii !== "",
        toAsciiStatus: toAsciiStatus === "" ? unicodeStatus : statusOf(toAsciiStatus),
      });
    });
  return rows;
}

/** The status codes of checks IDNA_MODE does not make (the file's header, "Implementations that allow..."). */
const OFF_IN_MODE = new Set(["V2", "V3", "U1", "A4_1", "A4_2", "X4_2"]);
const errorsInMode = (status: readonly string[]): boolean => status.some((code) => !OFF_IN_MODE.has(code));

const ROWS = readRows();

/** What the row expects and what urilint's mode gives, for one operation; undefined when they agree. */
function disagreement(row: Row, operation: Operation): { expected: string; actual: string } | undefined {
  if (operation === "toASCII") {
    const expectError = errorsInMode(row.toAsciiStatus);
    const actual = uts46ToAscii(row.source);
    if (expectError)
      return actual === undefined ? undefined : { expected: `error ${row.toAsciiStatus.join(" ")}`, actual };
    if (actual === undefined) return { expected: row.toAscii, actual: "error" };
    // Without the explicit column, the file's value is the Unicode form (of a row with errors only).
    if (row.toAsciiGiven && actual !== row.toAscii) return { expected: row.toAscii, actual };
    return undefined;
  }
  const expectError = errorsInMode(row.toUnicodeStatus);
  const actual = uts46ToUnicode(row.source);
  if (expectError !== actual.error)
    return { expected: expectError ? "error" : row.toUnicode, actual: actual.error ? "error" : actual.domain };
  if (!expectError && actual.domain !== row.toUnicode) return { expected: row.toUnicode, actual: actual.domain };
  return undefined;
}

/** Why a row differs, when the reason can be shown; undefined when it cannot. */
function reasonFor(row: Row, operation: Operation): Why | undefined {
  const strict = { ...IDNA_MODE, useSTD3ASCIIRules: true };
  const strictError =
    operation === "toASCII" ? tr46.toASCII(row.source, strict) === null : tr46.toUnicode(row.source, strict).error;
  const changed = changedCodePoints(row.source + row.toUnicode);
  const expectError = errorsInMode(operation === "toASCII" ? row.toAsciiStatus : row.toUnicodeStatus);
  if (expectError && (strictError || changed.some((c) => c.kind === "std3"))) return "std3";
  if (changed.some((c) => c.kind === "table")) return "status-changed";
  const decoded = tr46.toUnicode(row.source, { ...IDNA_MODE, checkBidi: false, checkJoiners: false }).domain;
  if (
    decoded.split(".").some(
      (label) =>
        label.startsWith("xn--") &&
        !row.source
          .toLowerCase()
          .split(/[.。．｡]/)
          .includes(label),
    )
  )
    return "ace-prefix";
  // Node's URL in the same mode: "" for an error. Empty input gives "" in either case.
  if (operation === "toASCII") {
    const node = domainToASCII(row.source);
    const ours = uts46ToAscii(row.source);
    if (row.source !== "" && (node === "" ? ours === undefined : node === ours)) return "node-agrees";
  } else {
    const node = domainToUnicode(row.source);
    const ours = uts46ToUnicode(row.source);
    if (row.source !== "" && (node === "" ? ours.error : !ours.error && node === ours.domain)) return "node-agrees";
  }
  return undefined;
}

/**
 * The code points of `text` whose 13.0 status (listed) is not what tr46 does now: "std3" when the
 * only difference is that 13.0 made a non-ASCII character disallowed_STD3_*, "table" otherwise.
 */
function changedCodePoints(text: string): { name: string; kind: "std3" | "table" }[] {
  const changed: { name: string; kind: "std3" | "table" }[] = [];
  for (const char of text) {
    const name = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
    const before = STATUS_CHANGES[name];
    if (before === undefined) continue;
    const now = statusNow(tr46, char);
    if (before.startsWith("std3:") ? before.slice(5) === now : before !== now)
      changed.push({ name, kind: before.startsWith("std3:") ? "std3" : "table" });
  }
  return changed;
}

describe("UTS #46 conformance (IdnaTestV2, Unicode 13.0) in urilint's mode", () => {
  const found: Exception[] = [];
  for (const operation of ["toASCII", "toUnicode"] as const) {
    for (const row of ROWS) {
      const differs = disagreement(row, operation);
      if (differs === undefined) continue;
      const why = reasonFor(row, operation);
      found.push({ line: row.line, operation, source: row.source, ...differs, why: why ?? ("unexplained" as Why) });
    }
  }
  if (process.env.UPDATE_IDNA_EXCEPTIONS === "1") writeFileSync(EXCEPTIONS, `${JSON.stringify(found, null, 1)}\n`);
  const listed = JSON.parse(readFileSync(EXCEPTIONS, "utf8")) as Exception[];

  it(`reads every test row (${ROWS.length})`, () => {
    expect(ROWS.length).toBe(6225);
  });

  it("every row agrees except the listed exceptions, and every listed exception still differs", () => {
    const key = (e: Exception): string => `${e.operation} ${e.line}: ${e.expected} -> ${e.actual}`;
    expect(found.map(key)).toEqual(listed.map(key));
  });

  it("every exception is explained (see the header), and no more than the table changes explain", () => {
    const unexplained = found.filter((e) => !REASONS.includes(e.why));
    expect(unexplained).toEqual([]);
    expect(found.map((e) => e.why)).toEqual(listed.map((e) => e.why));
  });

  it("urilint's DNS length check fails exactly the rows whose only errors are lengths (A4_1, A4_2) of non-empty labels", () => {
    for (const row of ROWS) {
      if (errorsInMode(row.toAsciiStatus) || uts46ToAscii(row.source) === undefined) continue;
      const ascii = uts46ToAscii(row.source)!;
      const labels = (ascii.endsWith(".") ? ascii.slice(0, -1) : ascii).split(".");
      if (labels.some((label) => label === "")) continue; // empty labels: VerifyDnsLength, off in this mode
      const lengthError = row.toAsciiStatus.some((code) => code === "A4_1" || code === "A4_2");
      expect(idnaHost(row.source).ok, `line ${row.line}: ${row.source}`).toBe(!lengthError);
    }
  });
});
