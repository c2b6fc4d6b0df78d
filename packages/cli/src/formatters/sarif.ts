/**
 * SARIF 2.1.0, as GitHub code scanning reads it: one run, a rule per finding code of the catalogue
 * (its title, its rule's docs as `helpUri`, its default level), a result per problem with the
 * file's path relative to the repository (`%SRCROOT%`), the region in UTF-16 columns, and
 * `partialFingerprints` that are hashes of masked text. Files that were not checked are tool
 * notifications of the invocation. Written in chunks (chunks.ts), paths masked, characters a
 * terminal acts on as `\u` escapes.
 */
import { CATALOGUE, FINDING_CODES, UNUSED_DIRECTIVE_CODE, docsUrl } from "@urilint/core";
import { maskValue } from "../mask.js";
import { docsOf, type FileResult, type Problem, type Report, type Severity } from "../results.js";
import { chunked, hole, jsonArray, jsonAt, jsonTemplate } from "./chunks.js";

const SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
const INFORMATION_URI = "https://github.com/urilint/urilint";
const SRCROOT = "%SRCROOT%";

const LEVELS: Readonly<Record<Severity, "error" | "warning" | "note">> = {
  error: "error",
  warning: "warning",
  info: "note",
  hint: "note",
};

interface SarifRule {
  readonly id: string;
  readonly name: string;
  readonly shortDescription: { readonly text: string };
  readonly helpUri: string;
  readonly defaultConfiguration: { readonly level: "error" | "warning" | "note"; readonly enabled: boolean };
  readonly properties: { readonly category: string };
}

/** The key of our fingerprint in `partialFingerprints`; the version lets a new scheme start afresh. */
export const FINGERPRINT_KEY = "urilint/v1";

/** A result, as written in the run's results (depth 4). */
const RESULT = jsonTemplate(
  {
    ruleId: hole(0),
    ruleIndex: hole(1),
    level: hole(2),
    message: { text: hole(3) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: hole(4), uriBaseId: SRCROOT },
          region: { startLine: hole(5), startColumn: hole(6), endLine: hole(7), endColumn: hole(8) },
        },
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: hole(9) },
  },
  4,
);

export function sarif(report: Report): Iterable<string> {
  return chunked(parts(report));
}

function* parts(report: Report): Generator<string> {
  const codes: Problem["code"][] = [...FINDING_CODES, UNUSED_DIRECTIVE_CODE];
  const ruleIndex = new Map<Problem["code"], number>(codes.map((code, i) => [code, i]));
  const rules: SarifRule[] = FINDING_CODES.map((code) => {
    const entry = CATALOGUE[code];
    return {
      id: code,
      name: entry.rule,
      shortDescription: { text: entry.title },
      helpUri: docsUrl(entry.rule, code, report.version),
      defaultConfiguration: { level: LEVELS[entry.severity], enabled: entry.enabledByDefault },
      properties: { category: entry.category },
    };
  });
  rules.push({
    id: UNUSED_DIRECTIVE_CODE,
    name: UNUSED_DIRECTIVE_CODE,
    shortDescription: { text: "A urilint-disable comment that silences nothing" },
    helpUri: docsOf(UNUSED_DIRECTIVE_CODE, report.version),
    defaultConfiguration: { level: "warning", enabled: true },
    properties: { category: "suppression" },
  });
  const tool = {
    driver: {
      name: "urilint",
      version: report.version,
      semanticVersion: report.version,
      informationUri: INFORMATION_URI,
      rules,
    },
  };
  // The log's layout, as JSON.stringify(log, null, 2) writes it; the two long arrays one item at a time.
  yield `{\n  "$schema": ${JSON.stringify(SCHEMA)},\n  "version": "2.1.0",\n  "runs": [\n    {\n      "tool": ${jsonAt(tool, 3)},\n`;
  yield `      "invocations": [\n        {\n          "executionSuccessful": true,\n          "toolExecutionNotifications": `;
  yield* jsonArray(notes(report), 5, (file) => [
    jsonAt(
      {
        level: "note",
        message: { text: file.note!.message },
        descriptor: { id: file.note!.kind },
        locations: [{ physicalLocation: { artifactLocation: { uri: uriOf(file.path), uriBaseId: SRCROOT } } }],
      },
      6,
    ),
  ]);
  yield `\n        }\n      ],\n      "columnKind": "utf16CodeUnits",\n      "results": `;
  let file: FileResult | undefined;
  let uri = "";
  yield* jsonArray(problems(report), 3, ({ file: of, problem: p }) => {
    if (of !== file) {
      file = of;
      uri = uriOf(of.path);
    }
    return [
      RESULT([
        p.code,
        ruleIndex.get(p.code),
        LEVELS[p.severity],
        p.message,
        uri,
        p.line,
        p.column,
        p.endLine,
        p.endColumn,
        p.fingerprint,
      ]),
    ];
  });
  yield "\n    }\n  ]\n}\n";
}

function* notes(report: Report): Generator<FileResult> {
  for (const file of report.files) if (file.note !== undefined) yield file;
}

function* problems(report: Report): Generator<{ file: FileResult; problem: Problem }> {
  for (const file of report.files) for (const problem of file.problems) yield { file, problem };
}

/**
 * A relative path as a URI reference: each segment percent-encoded (a space, '#', '?', '%'); masked.
 * A lone surrogate, which encodeURIComponent refuses, is encoded as U+FFFD.
 */
function uriOf(path: string): string {
  return maskValue(path)
    .replace(LONE_SURROGATE, "\uFFFD")
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
