/**
 * Every urilint rule is the same machine over a different set of finding codes: read the shared
 * analysis of the file, keep the findings of the rule's codes, report them with the catalogue's
 * message (messageId = finding code, data = finding data), the safe fix and the suggestions.
 */
import type { JSONSchema4 } from "@typescript-eslint/utils/json-schema";
import type { RuleFix, RuleFixer, RuleListener, SourceCode } from "@typescript-eslint/utils/ts-eslint";
import {
  CATALOGUE,
  FINDING_CODES,
  SCHEME_PATTERN,
  SETTINGS,
  validateSettings,
  type DetectOptions,
  type FindingCode,
  type RuleName,
  type SinkSetting,
} from "@urilint/core";
import {
  analysisListeners,
  analyze,
  type AnalysisOptions,
  type AnalyzedSource,
  type SourceEdit,
  type UriProblem,
} from "./analysis.js";
import { createRule, type UriRuleModule } from "./create-rule.js";
import { unsuppressed, urilintDirectives } from "./suppressions.js";

/** The options every rule accepts: the detection settings, also read from `settings.urilint`. */
export interface DetectionOptions {
  readonly sinks?: readonly SinkSetting[];
  readonly schemes?: readonly string[];
  readonly ignore?: readonly string[];
}

/** `settings.urilint`: the detection settings, and zone identifiers (RFC 6874) accepted or not. */
interface SharedSettings extends DetectionOptions {
  readonly zoneIdentifiers?: boolean;
}

/** Options of the rules whose repairs are suggestions unless the user opts in to `--fix`. */
export interface FixOptions extends DetectionOptions {
  readonly fix?: boolean;
}

/** A setting's words, from the core's one list of settings. */
const describe = (key: string): string => SETTINGS.find((spec) => spec.key === key)!.description;

export const DETECTION_SCHEMA: Record<string, JSONSchema4> = {
  sinks: {
    type: "array",
    description: describe("sinks"),
    items: {
      anyOf: [
        { type: "string", minLength: 1 },
        {
          type: "object",
          properties: {
            callee: { type: "string", minLength: 1 },
            arguments: { type: "array", items: { type: "integer", minimum: 0 } },
          },
          required: ["callee"],
          additionalProperties: false,
        },
      ],
    },
  },
  schemes: {
    type: "array",
    description: describe("schemes"),
    items: { type: "string", pattern: SCHEME_PATTERN },
  },
  ignore: {
    type: "array",
    description: describe("ignore"),
    items: { type: "string" },
  },
};

export interface UriRuleSpec {
  readonly name: RuleName;
  readonly description: string;
  /** Repairs of "suggestion" codes become `--fix` fixes when the user sets `fix: true`. */
  readonly optInFix?: boolean;
}

/** The codes a rule reports: the catalogue entries that name it. */
export function codesOf(rule: RuleName): FindingCode[] {
  return FINDING_CODES.filter((code) => CATALOGUE[code].rule === rule);
}

export function createUriRule(spec: UriRuleSpec): UriRuleModule<[FixOptions], FindingCode> {
  const codes = codesOf(spec.name);
  const wanted: ReadonlySet<FindingCode> = new Set(codes);
  const messages = Object.fromEntries(codes.map((code) => [code, CATALOGUE[code].message])) as Record<
    FindingCode,
    string
  >;
  const autofix = codes.some((code) => CATALOGUE[code].fix === "autofix");
  const suggests = codes.some((code) => CATALOGUE[code].fix === "suggestion");
  const detection = lastDetectionOptions(spec.name);
  const properties: Record<string, JSONSchema4> = { ...DETECTION_SCHEMA };
  if (spec.optInFix) {
    properties.fix = {
      type: "boolean",
      description: "Apply the repair with --fix instead of offering it as a suggestion.",
    };
  }
  return createRule<[FixOptions], FindingCode>({
    name: spec.name,
    meta: {
      type: CATALOGUE[codes[0]!].category === "normalization" ? "suggestion" : "problem",
      docs: { description: spec.description, recommended: codes.some((code) => CATALOGUE[code].enabledByDefault) },
      messages,
      ...(autofix || spec.optInFix ? { fixable: "code" as const } : {}),
      ...(suggests ? { hasSuggestions: true } : {}),
      schema: [{ type: "object", properties, additionalProperties: false }],
    },
    defaultOptions: [spec.optInFix ? { fix: false } : {}],
    create(context, [options]): RuleListener {
      const source = context.sourceCode as unknown as AnalyzedSource;
      const settings = detection(context.settings, options);
      const reportProblems = (problems: readonly UriProblem[]): void => {
        // Most files give a rule nothing to report: their comments are not read for directives.
        if (problems.length === 0) return;
        const own = problems.filter((problem) => wanted.has(problem.finding.code));
        if (own.length === 0) return;
        const lineOf = (offset: number): number =>
          (context.sourceCode as unknown as Pick<SourceCode, "getLocFromIndex">).getLocFromIndex(offset).line;
        for (const problem of unsuppressed(own, urilintDirectives(source, context.filename), lineOf)) {
          report(context, problem, spec.optInFix === true && options.fix === true);
        }
      };
      // JavaScript strings are analysed during the traversal and reported at the end of ESTree's
      // Program, all by one rule's listeners, and so are the YAML, TOML and HTML Programs, at their
      // end; @eslint/json's Document, mdast's root and @eslint/css's StyleSheet are analysed and
      // reported on entry, by each rule (a Program read again, after a traversal that finished, on
      // exit: an HTML Program holds a Document, reported once).
      const listeners = analysisListeners(source, settings, reportProblems);
      if (listeners !== undefined) return listeners as RuleListener;
      let reported = false;
      const run = (): void => {
        if (reported) return;
        reported = true;
        reportProblems(analyze(source, context, settings));
      };
      return { "Program:exit": run, Document: run, root: run, StyleSheet: run } as RuleListener;
    },
  });
}

type Context = Parameters<UriRuleModule<[FixOptions], FindingCode>["create"]>[0];

function report(context: Context, problem: UriProblem, optInFix: boolean): void {
  const { finding } = problem;
  const kind = CATALOGUE[finding.code].fix;
  const sourceCode = context.sourceCode as unknown as Pick<SourceCode, "getLocFromIndex">;
  const loc = {
    start: sourceCode.getLocFromIndex(problem.range[0]),
    end: sourceCode.getLocFromIndex(problem.range[1]),
  };
  let fixEdits: readonly SourceEdit[] | undefined;
  if (kind === "autofix") fixEdits = problem.fix;
  else if (optInFix)
    fixEdits = problem.fix ?? (problem.suggestions.length === 1 ? problem.suggestions[0]!.edits : undefined);
  const suggest =
    kind === "suggestion" && !(optInFix && fixEdits !== undefined)
      ? problem.suggestions.map((s) => ({ desc: s.desc, fix: (fixer: RuleFixer) => applyEdits(fixer, s.edits) }))
      : [];
  context.report({
    loc,
    messageId: finding.code,
    data: finding.data,
    ...(fixEdits !== undefined ? { fix: (fixer: RuleFixer) => applyEdits(fixer, fixEdits) } : {}),
    ...(suggest.length > 0 ? { suggest: suggest as never } : {}),
  });
}

function applyEdits(fixer: RuleFixer, edits: readonly SourceEdit[]): RuleFix[] {
  return edits.map((edit) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text));
}

/** The settings of a project that configures no detection: one object, so its caches hold. */
const NO_DETECTION_OPTIONS: DetectOptions = Object.freeze({ sinks: [], schemes: [], ignore: [] });

/**
 * `detectionOptions` for one rule, kept for the `settings.urilint` and options it was given last:
 * ESLint gives every file of a configuration a new settings object, but the same values in it and
 * the same options, and the rule reads them for each file.
 */
function lastDetectionOptions(
  rule: RuleName,
): (settings: Readonly<Record<string, unknown>>, options: DetectionOptions) => AnalysisOptions {
  let lastShared: unknown;
  let lastOptions: DetectionOptions | undefined;
  let lastDetection: AnalysisOptions | undefined;
  return (settings, options) => {
    const shared = settings.urilint;
    if (lastDetection === undefined || shared !== lastShared || options !== lastOptions) {
      lastDetection = detectionOptions(shared, options, rule);
      lastShared = shared;
      lastOptions = options;
    }
    return lastDetection;
  };
}

/** `settings.urilint` and the rule's own options, lists concatenated; throws on a bad value. */
function detectionOptions(urilintSettings: unknown, options: DetectionOptions, rule: RuleName): AnalysisOptions {
  const shared = checkedSharedSettings(urilintSettings);
  if (!isEmpty(options.ignore)) throwOnProblems(checkedOptions(options, rule));
  const zoneIdentifiers = shared.zoneIdentifiers === true;
  if (
    isEmpty(shared.sinks) &&
    isEmpty(shared.schemes) &&
    isEmpty(shared.ignore) &&
    !zoneIdentifiers &&
    isEmpty(options.sinks) &&
    isEmpty(options.schemes) &&
    isEmpty(options.ignore)
  )
    return NO_DETECTION_OPTIONS;
  const list = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] => [
    ...(Array.isArray(a) ? a : []),
    ...(Array.isArray(b) ? b : []),
  ];
  return {
    sinks: list(shared.sinks, options.sinks),
    schemes: list(shared.schemes, options.schemes),
    ignore: list(shared.ignore, options.ignore),
    ...(zoneIdentifiers ? { zoneIdentifiers } : {}),
  };
}

/**
 * `settings.urilint`, checked once per settings object. ESLint validates rule options against the
 * rule's schema but knows nothing of `settings`: a bad value there stops the run with an error
 * that names it, as a bad rule option does, rather than being quietly ignored.
 */
const checkedSettings = new WeakMap<object, SharedSettings>();

function checkedSharedSettings(raw: unknown): SharedSettings {
  if (raw === undefined) return {};
  const cached = typeof raw === "object" && raw !== null ? checkedSettings.get(raw) : undefined;
  if (cached !== undefined) return cached;
  const { values, problems } = validateSettings(raw, { reader: "eslint", prefix: "settings.urilint" });
  throwOnProblems(problems);
  if (typeof raw === "object" && raw !== null) checkedSettings.set(raw, values);
  return values;
}

/** The rule options' regular expressions (their types were checked by ESLint against the schema). */
const checkedRuleOptions = new WeakSet<object>();

function checkedOptions(options: DetectionOptions, rule: RuleName): readonly { readonly message: string }[] {
  if (checkedRuleOptions.has(options)) return [];
  const { problems } = validateSettings(
    { ignore: options.ignore },
    { reader: "eslint", prefix: `the options of "urilint/${rule}"` },
  );
  if (problems.length === 0) checkedRuleOptions.add(options);
  return problems;
}

function throwOnProblems(problems: readonly { readonly message: string }[]): void {
  if (problems.length === 0) return;
  // ESLint prefixes "Error while loading rule 'urilint/...'" and stops the run, as for a bad option.
  throw new Error(`Invalid urilint configuration:\n${problems.map((p) => `  - ${p.message}`).join("\n")}`);
}

function isEmpty(list: readonly unknown[] | undefined): boolean {
  return !Array.isArray(list) || list.length === 0;
}
