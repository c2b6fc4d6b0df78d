/**
 * Reading a script again where the bash grammar paired its quotes wrongly: zsh's own syntax
 * (parameter flags `${(f)x}`, nested `${${x}}`, `${+name}`, glob qualifiers `*(.)`, `=(...)`) is an
 * error to it, and its recovery may then take a closing quote for an opening one, so that the lines
 * up to the next quote (comments, commands) become the text of a string, or of a word. The sign is
 * a string or a word (which no line break ends only where the parser was lost) that runs across
 * lines where the parser was recovering: inside an ERROR node, or starting on a line
 * that holds an error (an ERROR node, or a token the parser supposed missing) or on the line where
 * the last such string ended (whose quote the parser took for a closing one: the rest of that line
 * is read as wrongly). The lines of such a string after its first are parsed again on their own, in
 * place of what the first parse read there (and so on, for such a string there). No shell is parsed here: the regions are the
 * grammar's nodes and line breaks.
 */
import type { SyntaxNode, Tree } from "../../reading/tree-sitter.js";
import { runSync } from "../../work.js";
import { walkShell, type StringAcrossLines } from "./walk.js";

export type Region = readonly [start: number, end: number];

/**
 * The regions of `text` to parse again, in document order: for each suspect string (above) outside
 * the regions before it, from the start of the line after its opening quote to its end. (The
 * reader finds the strings across lines in its own walk, and calls `regionsOf`.)
 */
export function recoveryRegions(tree: Tree, text: string): Region[] {
  const strings: StringAcrossLines[] = [];
  runSync(walkShell(tree, text, undefined, strings));
  return regionsOf(tree, text, strings);
}

/** The regions of `text` to parse again, from the strings and words of `tree` that run across lines (`walkShell`). */
export function regionsOf(tree: Tree, text: string, strings: readonly StringAcrossLines[]): Region[] {
  const regions: Region[] = [];
  /** The starts of the errors, found when a string outside the ERROR nodes first asks. */
  let errors: number[] | undefined;
  let error = 0;
  let covered = 0;
  for (const [start, end, inError] of strings) {
    if (start < covered) continue;
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const lineEnd = text.indexOf("\n", start);
    const afterSuspect = covered > lineStart;
    if (!inError && !afterSuspect) {
      errors ??= errorsOf(tree.rootNode);
      while (error < errors.length && (errors[error] as number) < lineStart) error++;
      const errorOnLine = error < errors.length && (errors[error] as number) <= lineEnd;
      if (!errorOnLine) continue;
    }
    regions.push([lineEnd + 1, end]);
    covered = end;
  }
  return regions;
}

/**
 * The starts of the ERROR nodes and missing tokens under `root`, in document order: only the nodes
 * that hold an error are entered (tree-sitter keeps that flag on every node), a few on most trees.
 */
function errorsOf(root: SyntaxNode): number[] {
  const errors: number[] = [];
  const pending: SyntaxNode[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.isMissing) errors.push(node.startIndex);
    if (!node.hasError) continue;
    if (node.type === "ERROR") errors.push(node.startIndex);
    const children = node.children;
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child !== null && child !== undefined) pending.push(child);
    }
  }
  return errors;
}
