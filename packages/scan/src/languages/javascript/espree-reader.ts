/**
 * The reader of plain JavaScript (the `js` dialect: an HTML file's inline scripts, `.js`, `.mjs`,
 * `.cjs`) through espree and ESTree, for where TypeScript is not installed: the same candidates as
 * TypeScript's tree gives (the same policy and the same building, estree.ts and candidates.ts; the
 * agreement of the two readings is tested on real files). The other dialects need TypeScript.
 */
import type { CommentSink } from "../../candidate.js";
import type { LanguageReader } from "../../language.js";
import { MissingParserError } from "../../missing-parser.js";
import type { Work } from "../../work.js";
import espree from "./espree.cjs";
import type { EstreeNode } from "./estree.js";
import { readEstreeProgram } from "./estree-walk.js";

interface EspreeComment {
  readonly type: "Line" | "Block";
  readonly range: [number, number];
}

/**
 * The program and comments of `text`: parsed as a module, else as a script (sloppy mode: `with`,
 * octal literals), else with JSX; undefined when espree reads it in none of these ways (espree
 * stops at the first error, where TypeScript's parser reads on).
 */
function parse(text: string): { program: EstreeNode; comments: readonly EspreeComment[] } | undefined {
  const options = { ecmaVersion: "latest", range: true, comment: true, loc: false } as const;
  const attempts = [
    { ...options, sourceType: "module" },
    { ...options, sourceType: "script" },
    { ...options, sourceType: "module", ecmaFeatures: { jsx: true } },
  ] as const;
  for (const attempt of attempts) {
    try {
      const program = espree.parse(text, attempt as never) as unknown as EstreeNode & { comments?: EspreeComment[] };
      return { program, comments: program.comments ?? [] };
    } catch {
      // The next way, if any.
    }
  }
  return undefined;
}

export const reader: LanguageReader = {
  *scan(text, dialect, found, comment) {
    // JSX and TypeScript need TypeScript's parser.
    if (dialect !== "js") throw new MissingParserError("JavaScript and TypeScript", "typescript", { cause: undefined });
    const parsed = parse(text);
    if (parsed === undefined) return;
    yield;
    readEstreeProgram(parsed.program, text, found, espree.VisitorKeys as never, parsed.comments);
    if (comment !== undefined) readCommentSpans(text, parsed.comments, comment);
  },
  *readComments(text, _dialect, comment): Work<void> {
    readCommentSpans(text, parse(text)?.comments ?? [], comment);
  },
};

function readCommentSpans(text: string, comments: readonly EspreeComment[], comment: CommentSink): void {
  for (const { type, range } of comments) {
    const block = type === "Block";
    comment({ text: text.slice(range[0] + 2, block ? range[1] - 2 : range[1]), start: range[0], end: range[1], block });
  }
}
