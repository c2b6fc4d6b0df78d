/**
 * The comment that a "Disable <rule> for this line" fix writes: `urilint-disable-next-line <rule>`
 * on a line of its own before the finding's line, indented like it, in the document's comment
 * syntax. urilint's own word, not `eslint-disable`: ESLint ignores it (a project that does not use
 * the ESLint plugin gets no "rule not found" error), and the ESLint plugin, the language server
 * and the `urilint` command all honour it.
 *
 * Where a line of its own would change the document, the comment goes elsewhere or not at all:
 * - Markdown: at the end of the line, as `<!-- urilint-disable-line <rule> -->` (an HTML comment on
 *   a line of its own would split the paragraph around it);
 * - JSX children: as `{/* … *\/}`, since `//` there would be text on the page;
 * - a line that continues a value begun on an earlier line (a YAML block scalar, a multi-line
 *   string): no comment, since it would become part of the value. Every comment is read back
 *   through the language's scanner before it is offered: one that would not be read as a
 *   directive where it stands is not offered;
 * - JSON without comments and plain text: none.
 */
import type { Candidate } from "./candidate.js";
import { directivesOf } from "./directives.js";
import type { OffsetEdit } from "./edits.js";
import { isScript, type Language } from "./language.js";
import languageModule from "./language-modules.cjs";
import type ts from "./languages/typescript.cjs";
import { parseScript } from "./scripts.js";

export interface DisableCommentOptions {
  /** The document is JSON with comments (JSONC: a `jsonc` languageId, tsconfig.json). */
  readonly jsonComments?: boolean;
}

/**
 * The edit that silences `rule` on the line holding `candidate`'s finding at `offset`, or
 * undefined where no comment can be written safely.
 */
export function disableCommentEdit(
  text: string,
  language: Language,
  candidate: Candidate,
  offset: number,
  rule: string,
  options: DisableCommentOptions = {},
): OffsetEdit | undefined {
  const edit = commentEdit(text, language, candidate, offset, rule, options);
  return edit !== undefined && readsBackAsDirective(text, language, edit) ? edit : undefined;
}

/**
 * Whether the comment, once written, is read as a directive where it stands: a line inside a YAML
 * block scalar, a multi-line string or a heredoc would hold it as text of the value instead.
 */
function readsBackAsDirective(text: string, language: Language, edit: OffsetEdit): boolean {
  const written = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  const end = edit.start + edit.text.length;
  return directivesOf(written, language).some((directive) => edit.start <= directive.start && directive.end <= end);
}

function commentEdit(
  text: string,
  language: Language,
  candidate: Candidate,
  offset: number,
  rule: string,
  options: DisableCommentOptions,
): OffsetEdit | undefined {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  // The line continues a value that starts on an earlier line: a comment would join the value.
  if (candidate.start < lineStart && language !== "markdown") return undefined;
  let indentEnd = lineStart;
  while (indentEnd < text.length && (text[indentEnd] === " " || text[indentEnd] === "\t")) indentEnd++;
  const indent = text.slice(lineStart, indentEnd);
  const words = `urilint-disable-next-line ${rule}`;
  const newline = text.charCodeAt(text.indexOf("\n", lineStart) - 1) === 0x0d ? "\r\n" : "\n";
  const before = (comment: string): OffsetEdit => ({
    start: lineStart,
    end: lineStart,
    text: `${indent}${comment}${newline}`,
  });
  switch (language) {
    case "js":
    case "ts":
      return before(`// ${words}`);
    case "jsx":
    case "tsx":
      return before(startsJsxChild(text, language, indentEnd) ? `{/* ${words} */}` : `// ${words}`);
    case "json":
      return options.jsonComments === true ? before(`// ${words}`) : undefined;
    case "yaml":
    case "toml":
    case "dotenv":
    case "dockerfile":
      return before(`# ${words}`);
    case "css":
      return before(`/* ${words} */`);
    case "html":
      return before(`<!-- ${words} -->`);
    case "markdown": {
      let lineEnd = text.indexOf("\n", offset);
      if (lineEnd === -1) lineEnd = text.length;
      if (text.charCodeAt(lineEnd - 1) === 0x0d) lineEnd--;
      return { start: lineEnd, end: lineEnd, text: ` <!-- urilint-disable-line ${rule} -->` };
    }
    default:
      return isScript(language) ? before(`// ${words}`) : undefined;
  }
}

/** Whether the node that starts at `at` is a child of a JSX element (text on the page, not code). */
function startsJsxChild(text: string, language: "jsx" | "tsx", at: number): boolean {
  const { forEachChild, isJsxElement, isJsxFragment } = languageModule("typescript");
  const sourceFile = parseScript(text, language);
  let node: ts.Node = sourceFile;
  for (;;) {
    const inner: ts.Node | undefined = forEachChild(node, (child) =>
      child.pos <= at && at < child.end ? child : undefined,
    );
    if (inner === undefined) return false;
    if (inner.getStart(sourceFile) === at) return isJsxElement(node) || isJsxFragment(node);
    node = inner;
  }
}
