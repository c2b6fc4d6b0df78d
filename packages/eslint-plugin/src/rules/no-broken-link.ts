/**
 * no-broken-link: relative links of Markdown and HTML files that lead nowhere, by @urilint/scan's
 * link checker (the one the language server and the command run): files and headings that do not
 * exist, letter case that only a case-insensitive file system forgives, targets that are no link
 * at all. It reads the linked files (through link-files.ts), so it is not in `recommended`.
 * Options: the settings `site`, `siteRoot`, `siteBase`, `maxLinkTargets`, also read from
 * `settings.urilint`.
 */
import { createRequire } from "node:module";
import type { RuleFixer, RuleListener, SourceCode } from "@typescript-eslint/utils/ts-eslint";
import type { JSONSchema4 } from "@typescript-eslint/utils/json-schema";
import { CATALOGUE, SETTINGS, validateSettings, type FindingCode, type SiteSetting } from "@urilint/core";
import type * as Scan from "@urilint/scan";
import { languageOfPath, readsLinks } from "@urilint/scan/trees";
import type { AnalyzedSource, UriProblem } from "../analysis.js";
import { createRule } from "../create-rule.js";
import { linkRunFor, repositoryRootOf } from "../link-files.js";
import { unsuppressed, urilintDirectives } from "../suppressions.js";
import { codesOf } from "../uri-rule.js";

export interface LinkOptions {
  readonly site?: SiteSetting;
  readonly siteRoot?: string;
  readonly siteBase?: string;
  readonly maxLinkTargets?: number;
}

const KEYS = ["site", "siteRoot", "siteBase", "maxLinkTargets"] as const;
const spec = (key: string): (typeof SETTINGS)[number] => SETTINGS.find((s) => s.key === key)!;

const properties: Record<string, JSONSchema4> = {
  site: {
    type: "string",
    enum: [...(spec("site").type as { values: readonly string[] }).values],
    description: spec("site").description,
  },
  siteRoot: { type: "string", description: spec("siteRoot").description },
  siteBase: { type: "string", description: spec("siteBase").description },
  maxLinkTargets: { type: "integer", minimum: 0, description: spec("maxLinkTargets").description },
};

const codes = codesOf("no-broken-link");
const wanted: ReadonlySet<FindingCode> = new Set(codes);

const requireHere = createRequire(import.meta.url);
let scanModule: typeof Scan | undefined;
/** @urilint/scan, loaded on the first Markdown or HTML file this rule reads. */
function scan(): typeof Scan {
  return (scanModule ??= requireHere("@urilint/scan") as typeof Scan);
}

export default createRule<[LinkOptions], FindingCode>({
  name: "no-broken-link",
  meta: {
    type: "problem",
    docs: {
      description:
        "Report relative links in Markdown and HTML whose file or heading does not exist, whose letter case differs from the file's, or that are no link at all",
      recommended: false,
      languages: "Markdown (`@eslint/markdown`), HTML (`@html-eslint/eslint-plugin`)",
    },
    messages: Object.fromEntries(codes.map((code) => [code, CATALOGUE[code].message])) as Record<FindingCode, string>,
    hasSuggestions: true,
    schema: [{ type: "object", properties, additionalProperties: false }],
  },
  defaultOptions: [{}],
  create(context, [options]): RuleListener {
    const filename = context.filename;
    // From @urilint/scan/trees, loaded with the plugin: the whole package (the link checker and
    // every language's reader) is loaded on the first Markdown or HTML file, not on a script.
    const dialect = languageOfPath(filename);
    if (
      dialect === undefined ||
      !readsLinks(dialect) ||
      (!filename.startsWith("/") && !/^[A-Za-z]:[\\/]/.test(filename))
    )
      return {};
    let done = false;
    const run = (): void => {
      if (done) return;
      done = true;
      const settings = linkSettings(context.settings, options);
      const source = context.sourceCode as unknown as AnalyzedSource & Pick<SourceCode, "getLocFromIndex">;
      const path = filename.split("\\").join("/");
      const linkRun = linkRunFor(scan(), repositoryRootOf(filename, context.cwd), settings);
      const { runSync, documentRange, toOffsetEdits } = scan();
      const matches = runSync(linkRun.check(path, source.text, dialect, { codes: wanted }));
      const problems: UriProblem[] = [];
      for (const match of matches) {
        for (const finding of match.findings) {
          const range = documentRange(match, finding.start, finding.end);
          const suggestions = finding.suggestions.flatMap((suggestion) => {
            const edits = toOffsetEdits(match, suggestion.edits);
            return edits === undefined || edits.length === 0
              ? []
              : [
                  {
                    desc: suggestion.title,
                    edits: edits.map((e) => ({ range: [e.start, e.end] as const, text: e.text })),
                  },
                ];
          });
          problems.push({ finding, range: [range.start, range.end], fix: undefined, suggestions });
        }
      }
      const lineOf = (offset: number): number => source.getLocFromIndex(offset).line;
      for (const problem of unsuppressed(problems, urilintDirectives(source), lineOf)) {
        context.report({
          loc: { start: source.getLocFromIndex(problem.range[0]), end: source.getLocFromIndex(problem.range[1]) },
          messageId: problem.finding.code,
          data: problem.finding.data,
          suggest: problem.suggestions.map((suggestion) => ({
            desc: suggestion.desc,
            fix: (fixer: RuleFixer) =>
              suggestion.edits.map((edit) => fixer.replaceTextRange([...edit.range], edit.text)),
          })) as never,
        });
      }
    };
    // mdast's root (@eslint/markdown), @html-eslint's Program.
    return { root: run, "Program:exit": run } as RuleListener;
  },
});

/** The rule's options over `settings.urilint`'s, checked as the core checks settings. */
function linkSettings(
  shared: Readonly<Record<string, unknown>>,
  options: LinkOptions,
): Scan.SiteSettings & { maxLinkTargets: number } {
  const raw = shared["urilint"];
  const fromShared =
    typeof raw === "object" && raw !== null
      ? Object.fromEntries(KEYS.filter((key) => key in raw).map((key) => [key, (raw as Record<string, unknown>)[key]]))
      : {};
  const { values, problems } = validateSettings(fromShared, { reader: "eslint", prefix: "settings.urilint" });
  if (problems.length > 0)
    throw new Error(`Invalid urilint configuration:\n${problems.map((p) => `  - ${p.message}`).join("\n")}`);
  const merged = { ...values, ...options } as LinkOptions;
  return {
    site: merged.site ?? (spec("site").default as SiteSetting),
    siteRoot: merged.siteRoot ?? "",
    siteBase: merged.siteBase ?? "",
    maxLinkTargets: merged.maxLinkTargets ?? (spec("maxLinkTargets").default as number),
  };
}
