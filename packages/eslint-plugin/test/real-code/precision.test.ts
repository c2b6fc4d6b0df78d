/**
 * Precision and recall on code nobody here wrote: the development corpus (corpus-dev.jsonl, a copy
 * of ../shared/corpus-dev/literals.jsonl with the fields used here: 3,464 distinct URI-looking
 * literals from seven public JS/TS projects, each labelled valid or not by an exact RFC 3986
 * recogniser). Every value is put back into code in a context like its own (a variable's value, an
 * import source, a property key, a string type) and the real ESLint runs the `recommended` config
 * over it: what users run (the opt-in `require-root-path` would only add noise here).
 *
 * The labels decide most cases: a valid URI-reference is never malformed; a host is reported for
 * its case only when it is not in normal form; a password only where there is one. The rest was
 * read one by one and is kept in precision-decisions.json: the broken `scheme://` strings that stay
 * silent (templates and prose), the malformed reports on strings that do not start with
 * `scheme://`, and the passwords reported. A report or a silence that is not decided fails.
 */
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { readFileSync } from "node:fs";
import { CATALOGUE, type FindingCode } from "@urilint/core";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";

interface Entry {
  readonly repo: string;
  readonly file: string;
  readonly line: number;
  readonly value: string;
  readonly ctx: "value" | "import" | "key" | "type";
  readonly kind: "string" | "template";
  readonly valid: boolean;
  readonly password: boolean;
  readonly hostNormalized: boolean | null;
  /** The value starts with `scheme://`. */
  readonly authority: boolean;
}

interface Decisions {
  readonly silentBrokenUris: readonly { readonly value: string; readonly reason: string }[];
  readonly malformedNonUris: readonly { readonly value: string; readonly reason: string }[];
  readonly passwordsReported: readonly { readonly at: string; readonly reason: string }[];
}

const read = (name: string): string => readFileSync(new URL(name, import.meta.url), "utf8");
const entries: Entry[] = read("./corpus-dev.jsonl")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Entry);
const decisions = JSON.parse(read("./precision-decisions.json")) as Decisions;
const where = (entry: Entry): string => `${entry.repo}/${entry.file}:${entry.line}`;

/** The value as a literal of its kind, on one line. */
function literal(entry: Entry): string {
  if (entry.kind === "template") {
    return `\`${entry.value
      .replace(/[\\`]/g, (c) => `\\${c}`)
      .replace(/\$\{/g, "\\${")
      .replace(/\n/g, "\\n")
      .replace(/\r/g, "\\r")}\``;
  }
  return JSON.stringify(entry.value)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** One line of code per entry, the literal in a context like its own. */
function statement(entry: Entry, i: number): string {
  switch (entry.ctx) {
    case "import":
      return `import v${i} from ${JSON.stringify(entry.value)};`;
    case "key":
      return `o[${literal(entry)}];`;
    case "type":
      return `type T${i} = ${JSON.stringify(entry.value)};`;
    default:
      return `const v${i} = ${literal(entry)};`;
  }
}

const isMalformed = (code: string): boolean => CATALOGUE[code as FindingCode]?.category === "syntax";

/** The codes reported on each entry's line. */
function lintCorpus(): string[][] {
  const code = entries.map(statement).join("\n");
  const messages = new Linter().verify(
    code,
    [
      { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
      { ...plugin.configs.recommended, files: ["**/*.ts"] },
    ],
    "corpus.ts",
  );
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`the corpus does not parse: ${fatal[0]!.message} (line ${fatal[0]!.line})`);
  const codes = entries.map((): string[] => []);
  for (const message of messages) codes[message.line - 1]!.push(message.messageId!);
  return codes;
}

describe("the development corpus (3,464 real literals), recommended config", () => {
  const codes = lintCorpus();
  const reported = (i: number): boolean => codes[i]!.length > 0;

  it("never reports a valid URI-reference as malformed", () => {
    const wrong = entries.flatMap((e, i) =>
      e.valid && codes[i]!.some(isMalformed) ? [`${where(e)} ${codes[i]!.join(",")}`] : [],
    );
    expect(wrong).toEqual([]);
  });

  it("reports a string that does not start with scheme:// as malformed only where decided", () => {
    const found = entries.flatMap((e, i) => (!e.authority && codes[i]!.some(isMalformed) ? [e.value] : []));
    expect(found.sort()).toEqual(decisions.malformedNonUris.map((d) => d.value).sort());
  });

  it("reports every broken scheme:// string but the decided templates and prose", () => {
    const silent = entries.flatMap((e, i) => (e.authority && !e.valid && !reported(i) ? [e.value] : []));
    expect(silent.sort()).toEqual(decisions.silentBrokenUris.map((d) => d.value).sort());
  });

  it("reports a host's case only where the host is not in normal form", () => {
    const wrong = entries.flatMap((e, i) =>
      codes[i]!.includes("host-case") && e.hostNormalized !== false ? [where(e)] : [],
    );
    expect(wrong).toEqual([]);
  });

  it("reports a password only where there is one, and only the decided ones (placeholders never)", () => {
    const found = entries.flatMap((e, i) => (codes[i]!.includes("plaintext-password") ? [where(e)] : []));
    expect(entries.filter((e, i) => codes[i]!.includes("plaintext-password") && !e.password)).toEqual([]);
    expect(found.sort()).toEqual(decisions.passwordsReported.map((d) => d.at).sort());
  });

  it("prints the figures", () => {
    const brokenUris = entries.filter((e) => e.authority && !e.valid).length;
    const brokenReported = entries.filter((e, i) => e.authority && !e.valid && reported(i)).length;
    const nonUris = entries.filter((e) => !e.valid && !e.authority).length;
    const nonUrisMalformed = entries.filter((e, i) => !e.valid && !e.authority && codes[i]!.some(isMalformed)).length;
    const messages = codes.reduce((n, list) => n + list.length, 0);
    console.log(
      [
        `corpus: ${entries.length} literals, ${entries.filter((_, i) => reported(i)).length} reported (${messages} messages)`,
        `broken scheme:// strings reported: ${brokenReported} of ${brokenUris} (${((100 * brokenReported) / brokenUris).toFixed(1)}%; silent by decision: ${decisions.silentBrokenUris.length})`,
        `invalid strings not starting with scheme:// reported as malformed: ${nonUrisMalformed} of ${nonUris} (${((100 * nonUrisMalformed) / nonUris).toFixed(2)}%)`,
        `password reports: ${decisions.passwordsReported.length}, of ${entries.filter((e) => e.password).length} values with a password`,
      ].join("\n"),
    );
    expect(brokenReported + decisions.silentBrokenUris.length).toBe(brokenUris);
  });
});
