/**
 * SARIF 2.1.0, as GitHub code scanning reads it: one run, a rule per finding code of the catalogue
 * (its title, its rule's docs as `helpUri`, its default level), a result per problem with the
 * file's path relative to the repository (`%SRCROOT%`), the region in UTF-16 columns, and
 * `partialFingerprints` that are hashes of masked text. Files that were not checked are tool
 * notifications of the invocation.
 */
import { CATALOGUE, FINDING_CODES, UNUSED_DIRECTIVE_CODE, docsUrl } from "@urilint/core";
import { docsOf, type Problem, type Report, type Severity } from "../results.js";

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

export function sarif(report: Report): string {
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
  const results = report.files.flatMap((file) =>
    file.problems.map((p) => ({
      ruleId: p.code,
      ruleIndex: ruleIndex.get(p.code),
      level: LEVELS[p.severity],
      message: { text: p.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: uriOf(file.path), uriBaseId: SRCROOT },
            region: { startLine: p.line, startColumn: p.column, endLine: p.endLine, endColumn: p.endColumn },
          },
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: p.fingerprint },
    })),
  );
  const notifications = report.files.flatMap((file) =>
    file.note === undefined
      ? []
      : [
          {
            level: "note" as const,
            message: { text: file.note.message },
            descriptor: { id: file.note.kind },
            locations: [{ physicalLocation: { artifactLocation: { uri: uriOf(file.path), uriBaseId: SRCROOT } } }],
          },
        ],
  );
  const log = {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "urilint",
            version: report.version,
            semanticVersion: report.version,
            informationUri: INFORMATION_URI,
            rules,
          },
        },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        columnKind: "utf16CodeUnits",
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/** A relative path as a URI reference: each segment percent-encoded (a space, '#', '?', '%'). */
function uriOf(path: string): string {
  return path
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
}
