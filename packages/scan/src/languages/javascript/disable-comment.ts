/**
 * Where a disable comment goes in a script: `// …` on a line of its own, but `{/* … *\/}` before a
 * child of a JSX element, where `//` would be text on the page.
 */
import { commentLineBefore } from "../../disable-comment.js";
import type { OffsetEdit } from "../../edits.js";
import type { FindingLine } from "../../language.js";
import type { ScriptLanguage } from "./dialect.js";
import { parseScript } from "./scan.js";
import ts from "./typescript.cjs";

export function disableComment(line: FindingLine, words: string): OffsetEdit | undefined {
  // The line continues a value that starts on an earlier line: a comment would join the value.
  if (line.candidate.start < line.lineStart) return undefined;
  const jsx = line.dialect === "jsx" || line.dialect === "tsx";
  const child = jsx && startsJsxChild(line.text, line.dialect as ScriptLanguage, line.indentEnd);
  return commentLineBefore(line, child ? `{/* ${words} */}` : `// ${words}`);
}

/** Whether the node that starts at `at` is a child of a JSX element (text on the page, not code). */
function startsJsxChild(text: string, language: ScriptLanguage, at: number): boolean {
  const sourceFile = parseScript(text, language);
  let node: ts.Node = sourceFile;
  for (;;) {
    const inner: ts.Node | undefined = ts.forEachChild(node, (child) =>
      child.pos <= at && at < child.end ? child : undefined,
    );
    if (inner === undefined) return false;
    if (inner.getStart(sourceFile) === at) return ts.isJsxElement(node) || ts.isJsxFragment(node);
    node = inner;
  }
}
