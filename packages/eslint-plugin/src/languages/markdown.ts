/**
 * Link, image and definition destinations of Markdown files (the `@eslint/markdown` mdast tree),
 * and autolinks. mdast gives each destination decoded (`url`) and the position of the whole
 * construct; the destination's own spelling is found by reading CommonMark's syntax from the
 * construct's start (link text or label, then "(" or ":", optional whitespace, then `<...>` or
 * a bare destination).
 */
import { mapLiteral, type Spelling } from "../text/literal-map.js";
import { SourceString } from "../text/source-string.js";
import { isNode, type AnyNode, type StringSite } from "./site.js";

interface Destination {
  readonly start: number;
  readonly end: number;
  readonly spelling: Spelling;
}

export function markdownSites(root: AnyNode, text: string): StringSite[] {
  const sites: StringSite[] = [];
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (Array.isArray(node.children)) for (const child of node.children) if (isNode(child)) stack.push(child);
    if (node.type !== "link" && node.type !== "image" && node.type !== "definition") continue;
    const url = node.url;
    const start = offset(node, "start");
    const end = offset(node, "end");
    if (typeof url !== "string" || url === "" || start === undefined || end === undefined) continue;
    const destination = destinationOf(node, text, start, end, url);
    if (destination === undefined) continue;
    const map = mapLiteral(text, destination.start, destination.end, url, destination.spelling);
    sites.push({
      string: new SourceString([{ kind: "literal", map, role: "fixed", range: [destination.start, destination.end] }]),
      context: { kind: "format", field: node.type },
    });
  }
  return sites;
}

function offset(node: AnyNode, edge: "start" | "end"): number | undefined {
  const position = node.position as { start?: { offset?: unknown }; end?: { offset?: unknown } } | undefined;
  const value = position?.[edge]?.offset;
  return typeof value === "number" ? value : undefined;
}

function destinationOf(node: AnyNode, text: string, start: number, end: number, url: string): Destination | undefined {
  if (node.type === "link") {
    // Autolink <https://x> and GFM literal autolink: the destination is the text itself. An
    // e-mail autolink or a `www.` literal has a `url` that is not in the text; it is skipped.
    if (text[start] === "<" && text[end - 1] === ">" && text.slice(start + 1, end - 1) === url) {
      return { start: start + 1, end: end - 1, spelling: "verbatim" };
    }
    if (text[start] !== "[") return text.slice(start, end) === url ? { start, end, spelling: "verbatim" } : undefined;
    const close = closingBracket(text, start + 1, end);
    return close !== undefined && text[close + 1] === "(" ? destinationAt(text, close + 2, end) : undefined;
  }
  if (node.type === "image") {
    if (text[start] !== "!" || text[start + 1] !== "[") return undefined;
    const close = closingBracket(text, start + 2, end);
    return close !== undefined && text[close + 1] === "(" ? destinationAt(text, close + 2, end) : undefined;
  }
  // Definition: [label]: destination "title". A label has no unescaped brackets.
  if (text[start] !== "[") return undefined;
  const close = closingBracket(text, start + 1, end);
  return close !== undefined && text[close + 1] === ":" ? destinationAt(text, close + 2, end) : undefined;
}

/**
 * The "]" that closes a link text or label opened before `from`: brackets nest, a backslash
 * escapes the next character, and a code span hides its content.
 */
function closingBracket(text: string, from: number, end: number): number | undefined {
  let depth = 0;
  for (let i = from; i < end; i++) {
    const c = text[i];
    if (c === "\\") {
      i++;
    } else if (c === "`") {
      let run = 1;
      while (text[i + run] === "`") run++;
      const fence = "`".repeat(run);
      const closing = text.indexOf(fence, i + run);
      if (closing !== -1 && closing < end) i = closing + run - 1;
      else i += run - 1;
    } else if (c === "[") {
      depth++;
    } else if (c === "]") {
      if (depth === 0) return i;
      depth--;
    }
  }
  return undefined;
}

/** The destination starting after optional spaces and at most one line ending from `from`. */
function destinationAt(text: string, from: number, end: number): Destination | undefined {
  let i = from;
  let newlines = 0;
  while (i < end && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) {
    if (text[i] === "\n") newlines++;
    i++;
  }
  if (newlines > 1) return undefined;
  if (text[i] === "<") {
    for (let k = i + 1; k < end; k++) {
      if (text[k] === "\\") k++;
      else if (text[k] === ">") return { start: i + 1, end: k, spelling: "markdown-angle" };
      else if (text[k] === "\n" || text[k] === "<") return undefined;
    }
    return undefined;
  }
  let depth = 0;
  let k = i;
  for (; k < end; k++) {
    const code = text.charCodeAt(k);
    if (code <= 0x20 || code === 0x7f) break;
    if (text[k] === "\\") k++;
    else if (text[k] === "(") depth++;
    else if (text[k] === ")") {
      if (depth === 0) break;
      depth--;
    }
  }
  return k > i ? { start: i, end: Math.min(k, end), spelling: "markdown" } : undefined;
}
