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

export type Region = readonly [start: number, end: number];

/** Quoted strings (`"..."`, `'...'`, `$'...'`) and words. */
const STRING_TYPES: ReadonlySet<string> = new Set(["string", "raw_string", "ansi_c_string", "word"]);

/**
 * The regions of `text` to parse again, in document order: for each suspect string (above) outside
 * the regions before it, from the start of the line after its opening quote to its end.
 */
export function recoveryRegions(tree: Tree, text: string): Region[] {
  const regions: Region[] = [];
  /** The starts of the errors, found when a string outside the ERROR nodes first asks. */
  let errors: number[] | undefined;
  let error = 0;
  let covered = 0;
  for (const [start, end, inError] of stringsAcrossLines(tree, text)) {
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

/**
 * The strings and words of `tree` that run across lines (start, end, whether inside an ERROR
 * node), in document order. A node on one line holds none: the walk enters only the nodes that
 * hold a line break, and reads the type of those alone (most of a script's nodes lie on one line).
 */
function stringsAcrossLines(tree: Tree, text: string): [number, number, boolean][] {
  const strings: [number, number, boolean][] = [];
  const cursor = tree.walk();
  /** For each node from the root down to the cursor's parent, whether it is an ERROR node. */
  const inError: boolean[] = [];
  let errorDepth = 0;
  /**
   * The first line break at or after the start of a node visited before (-1: none): starts never
   * go back in this order, so a node that ends before it lies on one line, its start unread.
   */
  let lineBreak = text.indexOf("\n");
  try {
    for (;;) {
      const end = lineBreak === -1 ? -1 : cursor.endIndex;
      if (lineBreak !== -1 && lineBreak < end) {
        const start = cursor.startIndex;
        if (lineBreak < start) lineBreak = text.indexOf("\n", start);
        if (lineBreak !== -1 && lineBreak < end) {
          const type = cursor.nodeType;
          if (STRING_TYPES.has(type)) strings.push([start, end, errorDepth > 0]);
          if (cursor.gotoFirstChild()) {
            const isError = type === "ERROR";
            inError.push(isError);
            if (isError) errorDepth++;
            continue;
          }
        }
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return strings;
        if (inError.pop() === true) errorDepth--;
      }
    }
  } finally {
    cursor.delete();
  }
}
