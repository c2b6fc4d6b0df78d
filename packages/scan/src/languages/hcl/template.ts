/**
 * HCL's string templates, both ways (HCL Native Syntax Specification, "Template Expressions" and
 * "Template Literals"): the value of a quoted template or a heredoc, unit by unit mapped back to
 * the document, its interpolations and directives as holes; and a value spelled back into either.
 * Written by hand: small and fully specified. tree-sitter finds the templates and their
 * interpolations (`${...}`) and directives (`%{...}`); the text between them is read here:
 *
 * - a quoted template reads the escapes `\n \r \t \" \\`, `\uNNNN` and `\UNNNNNNNN`; what the
 *   specification rejects (tree-sitter marks it an error) keeps its text;
 * - both read `$${` as a literal `${` and `%%{` as a literal `%{`;
 * - a heredoc (`<<EOT`, `<<-EOT`) reads no backslash escape. Its value is the text of the lines
 *   between its opening and closing lines, as written (a flush heredoc's indentation is kept: what
 *   is read of it is words, which indentation does not change).
 */
import type { SyntaxNode, TreeCursor } from "../../reading/tree-sitter.js";
import { ValueBuilder, type Value } from "../../reading/value.js";

/** A template's value, and the document range it was read from (inside its delimiters). */
export interface TemplateValue {
  readonly value: Value;
  readonly contentStart: number;
  readonly contentEnd: number;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: "\n", r: "\r", t: "\t", '"': '"', "\\": "\\" };

/** The children of a template that are holes of its value. */
function isHoleNode(node: SyntaxNode | null): node is SyntaxNode {
  return node !== null && (node.type === "template_interpolation" || node.type === "template_directive");
}

/** A node's children (the runtime gives null for none). */
function childrenOf(node: SyntaxNode): SyntaxNode[] {
  return node.children.filter((child): child is SyntaxNode => child !== null);
}

/** What a child of a quoted template is to its value (`TEMPLATE_PARTS`); 0: anything else (a comment, an error). */
export const enum TemplatePart {
  Other = 0,
  Hole,
  Text,
  ClosingQuote,
}

/** The node types of a quoted template's children, for `Grammar.kinds`. */
export const TEMPLATE_PARTS: Readonly<Record<string, TemplatePart>> = {
  template_interpolation: TemplatePart.Hole,
  template_directive: TemplatePart.Hole,
  quoted_template_start: TemplatePart.Text,
  template_literal: TemplatePart.Text,
  quoted_template_end: TemplatePart.ClosingQuote,
};

/**
 * The value of the quoted template or string literal (`"..."`) the cursor stands on,
 * document[start, end), read from its children with the cursor (no `Node` is made: a walk reads
 * every string so), the cursor back on it after; `parts`: `Grammar.kinds(TEMPLATE_PARTS)`.
 * `inner`: whether it holds anything but its quotes and literal text (a hole, a comment, an error).
 */
export function readQuotedAt(
  text: string,
  cursor: TreeCursor,
  parts: Uint8Array,
  start: number,
  end: number,
): { template: TemplateValue; inner: boolean } {
  const holes: number[] = [];
  let inner = false;
  let closedAt = -1;
  if (cursor.gotoFirstChild()) {
    let part: TemplatePart;
    do {
      part = parts[cursor.nodeTypeId] as TemplatePart;
      if (part === TemplatePart.Hole) holes.push(cursor.startIndex, cursor.endIndex);
      if (part !== TemplatePart.Text && part !== TemplatePart.ClosingQuote) inner = true;
    } while (cursor.gotoNextSibling());
    // The last child closes the template if it is a closing quote the parser did not make up (a missing one is empty).
    if (part === TemplatePart.ClosingQuote) {
      const quoteStart = cursor.startIndex;
      if (cursor.endIndex > quoteStart) closedAt = quoteStart;
    }
    cursor.gotoParent();
  }
  const contentStart = start + 1;
  const contentEnd = Math.max(contentStart, closedAt < 0 ? end : closedAt);
  return { template: readTemplate(text, contentStart, contentEnd, holes, true), inner };
}

/** The value of a heredoc template (`<<EOT ... EOT`): the lines between its opening and closing lines. */
export function readHeredoc(text: string, node: SyntaxNode): TemplateValue | undefined {
  const identifiers = childrenOf(node).filter((child) => child.type === "heredoc_identifier");
  const opening = identifiers[0];
  if (opening === undefined) return undefined;
  const lineBreak = text.indexOf("\n", opening.endIndex);
  if (lineBreak === -1 || lineBreak >= node.endIndex) return undefined;
  const contentStart = lineBreak + 1;
  const closing = identifiers.length > 1 ? identifiers[identifiers.length - 1] : undefined;
  let contentEnd = node.endIndex;
  if (closing !== undefined) contentEnd = text.lastIndexOf("\n", closing.startIndex - 1) + 1;
  if (contentEnd < contentStart) contentEnd = contentStart;
  const holes: number[] = [];
  for (const child of childrenOf(node)) if (isHoleNode(child)) holes.push(child.startIndex, child.endIndex);
  return readTemplate(text, contentStart, contentEnd, holes, false);
}

/**
 * The value of a template whose content is document[contentStart, contentEnd) and whose holes are
 * `holes` (each start then end, in document order; those outside the content are not its own).
 */
function readTemplate(
  text: string,
  contentStart: number,
  contentEnd: number,
  holes: readonly number[],
  quoted: boolean,
): TemplateValue {
  const builder = new ValueBuilder(text, contentStart);
  let at = contentStart;
  for (let i = 0; i < holes.length; i += 2) {
    const start = holes[i] as number;
    const end = holes[i + 1] as number;
    if (start < contentStart || end > contentEnd) continue;
    appendLiteral(builder, text, at, start, quoted);
    builder.appendHole(start, end);
    at = end;
  }
  appendLiteral(builder, text, at, contentEnd, quoted);
  return { value: builder.build(contentEnd), contentStart, contentEnd };
}

/** Appends the value of the literal text document[start, end). */
function appendLiteral(builder: ValueBuilder, text: string, start: number, end: number, quoted: boolean): void {
  let run = start;
  let i = start;
  while (i < end) {
    const char = text[i];
    if ((char === "$" || char === "%") && text[i + 1] === char && text[i + 2] === "{" && i + 3 <= end) {
      // `$${` is a literal `${`, `%%{` a literal `%{`.
      builder.appendVerbatim(run, i);
      builder.appendDecoded(`${char}{`, i, i + 3);
      i += 3;
      run = i;
      continue;
    }
    if (!quoted || char !== "\\" || i + 1 >= end) {
      i++;
      continue;
    }
    const next = text[i + 1] as string;
    const simple = SIMPLE_ESCAPES[next];
    const digits = next === "u" ? 4 : next === "U" ? 8 : 0;
    let decoded: string | undefined;
    let stop = i + 2;
    if (simple !== undefined) decoded = simple;
    else if (digits > 0 && i + 2 + digits <= end && /^[0-9A-Fa-f]+$/.test(text.slice(i + 2, i + 2 + digits))) {
      const point = parseInt(text.slice(i + 2, i + 2 + digits), 16);
      if (point <= 0x10ffff) {
        decoded = String.fromCodePoint(point);
        stop = i + 2 + digits;
      }
    }
    if (decoded === undefined) {
      i++;
      continue;
    }
    builder.appendVerbatim(run, i);
    builder.appendDecoded(decoded, i, stop);
    i = stop;
    run = i;
  }
  builder.appendVerbatim(run, end);
}

/**
 * Whether `value` holds `$${` or `%%{`: spelled `$$${`, tree-sitter reads `$$` and an
 * interpolation, where HCL's own scanner may read otherwise; such a value is not written.
 */
function isAmbiguous(value: string): boolean {
  return value.includes("$${") || value.includes("%%{");
}

/** `value` spelled as text of a quoted template; undefined where `$${` or `%%{` would be ambiguous. */
export function spellQuoted(value: string): string | undefined {
  if (isAmbiguous(value)) return undefined;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (char === "\\" || char === '"') out += `\\${char}`;
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
    else if ((char === "$" || char === "%") && value[i + 1] === "{") out += char + char;
    else out += char;
  }
  return out;
}

/**
 * `value` spelled as text of a heredoc; undefined for a line break (a line of its own could end
 * the heredoc, or change a flush heredoc's indentation), and where `$${` or `%%{` would be ambiguous.
 */
export function spellHeredoc(value: string): string | undefined {
  if (isAmbiguous(value)) return undefined;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    if (char === "\n" || char === "\r") return undefined;
    if ((char === "$" || char === "%") && value[i + 1] === "{") out += char + char;
    else out += char;
  }
  return out;
}
