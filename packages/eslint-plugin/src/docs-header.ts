/**
 * The generated part of each docs/rules/<name>.md: written from the rule's meta and the catalogue
 * by scripts/docs.js, and checked by a test, so the docs cannot drift from the code.
 */
import { CATALOGUE, FINDING_CODES, type FixKind, type RuleName } from "@urilint/core";

export const HEADER_BEGIN = "<!-- begin auto-generated rule header -->";
export const HEADER_END = "<!-- end auto-generated rule header -->";

interface RuleLike {
  readonly meta: {
    readonly docs?: { readonly description?: string; readonly recommended?: boolean; readonly languages?: string };
    readonly fixable?: string;
    readonly hasSuggestions?: boolean;
    readonly schema?: unknown;
  };
}

/** What the rules read, unless a rule says otherwise. */
const ALL_LANGUAGES =
  "JavaScript, TypeScript, JSX, TSX ([what is read](../what-is-read.md)), JSON (`@eslint/json`), Markdown (`@eslint/markdown`: [what is read](../markdown.md)), YAML, TOML, CSS, HTML";

const FIX_WORDS: Record<FixKind, string> = {
  autofix: "fixed by `--fix`",
  suggestion: "suggestion",
  none: "none (needs a person)",
};

/** The generated header of one rule's page, between the two markers. */
export function ruleHeader(name: RuleName, rule: RuleLike, recommendedLevel: string | undefined): string {
  const codes = FINDING_CODES.filter((code) => CATALOGUE[code].rule === name);
  const optInFix = JSON.stringify(rule.meta.schema ?? []).includes('"fix"');
  const fixable =
    rule.meta.fixable === undefined ? "no" : optInFix ? "with the option `fix: true`" : "yes, with `--fix`";
  const lines = [
    HEADER_BEGIN,
    "",
    `> ${rule.meta.docs?.description ?? ""}`,
    "",
    "| | |",
    "| --- | --- |",
    `| Configs | ${recommendedLevel === undefined ? "`all`" : `\`recommended\` (${recommendedLevel}), \`strict\`, \`all\``} |`,
    `| Fixable | ${fixable} |`,
    `| Suggestions | ${rule.meta.hasSuggestions === true ? "yes" : "no"} |`,
    `| Languages | ${rule.meta.docs?.languages ?? ALL_LANGUAGES} |`,
    "",
    "### Findings",
    "",
    "Every finding has a code, shared with the urilint language server; the message is the catalogue's.",
    "",
  ];
  for (const code of codes) {
    const entry = CATALOGUE[code];
    lines.push(
      `#### \`${code}\``,
      "",
      `${entry.title}. Message: “${entry.message}”`,
      "",
      `Default severity: ${entry.severity}${entry.enabledByDefault ? "" : " (off by default)"}. Repair: ${FIX_WORDS[entry.fix]}.`,
      "",
    );
  }
  lines.push(HEADER_END);
  return lines.join("\n");
}

/** `page` with its header region replaced by `header` (inserted after the title if missing). */
export function withHeader(page: string, header: string): string {
  const begin = page.indexOf(HEADER_BEGIN);
  const end = page.indexOf(HEADER_END);
  if (begin !== -1 && end > begin) return page.slice(0, begin) + header + page.slice(end + HEADER_END.length);
  const titleEnd = page.indexOf("\n") + 1;
  return page.slice(0, titleEnd) + "\n" + header + "\n" + page.slice(titleEnd);
}
