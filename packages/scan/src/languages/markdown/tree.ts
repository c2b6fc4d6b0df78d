/**
 * The one reading of a Markdown document, over its mdast tree: the tree the command and the server
 * parse (parse.ts), and the tree @eslint/markdown gives ESLint's rules (the same parser, the same
 * extensions), so the plugin, the server and the command find the same candidates. What is read:
 * - link and image destinations and link reference definitions (CommonMark 6.3, 4.7), found in the
 *   text where the parser read them (destinations.ts), URIs by format;
 * - autolinks (`<scheme:...>`, 6.5) and GFM's autolink literals (`https://...`), URIs by format; an
 *   e-mail address or a `www.` literal is no URI as written, and is not read;
 * - the text of paragraphs, headings, table cells, link texts: prose (a password in a README);
 * - HTML, inline or a block, through the HTML reader (entities decoded, attributes by role: a
 *   relative `href`, `src`, `srcset` is read; comments are where disable directives are written);
 * - fenced code blocks through the reader of the language their info string names
 *   (code-blocks.ts), and YAML front matter through YAML's, each candidate placed back in the
 *   document (embedded.ts);
 * - code spans, indented code blocks, math (`$...$`, `$$...$$`) are code, and are not read.
 *
 * `[x](http://exa mple.com)` is no link for CommonMark (a destination holds no space): it is text,
 * and GFM makes `http://exa` an autolink literal in it. The author meant a link, and a fix of
 * `http://exa` alone (the root path: `http://exa/ mple.com`) would leave it broken; so text that
 * reads `](` and then a URI or a path holding white space up to ")" is read as the destination it
 * was meant to be, whole (its white space is the finding), and nothing inside it is read again.
 *
 * MDX (the `mdx` dialect) is read as Markdown, as @eslint/markdown parses it: its JavaScript is
 * left alone (a top-level paragraph of `import`s or `export`s, an `{expression}` in text, a JSX
 * tag holding one); MDX's own nodes, where a tree has them, are code but for their children.
 *
 * The walk keeps a stack (no recursion: nesting as deep as the text allows must not overflow).
 */
import type { Candidate, CommentSink } from "../../candidate.js";
import { isPrepared, readerOf, type Language, type LanguageReader, type TreeReader } from "../../language.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";
import { decode } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";
import { UnexpectedTree, type TreeNode } from "../../reading/tree-node.js";
import { isParserOverflow } from "../../scan.js";
import { runSync, type Work } from "../../work.js";
import { codeBlockDialect } from "./code-blocks.js";
import { closingBracket, definitionDestination, resourceDestination, type Destination } from "./destinations.js";
import { placeCandidate, placedComments, placeLines, type Placement } from "./embedded.js";

/** How many nodes are read between two checkpoints. */
const CHECKPOINT = 256;

const DESTINATION_SITE: Candidate["site"] = {
  context: { kind: "format", field: "markdown-link-destination" },
  in: "markdown-destination",
};
const AUTOLINK_SITE: Candidate["site"] = {
  context: { kind: "format", field: "markdown-autolink" },
  in: "markdown-autolink",
};

/** The candidates of the Markdown document `document` (read as `dialect`), from its mdast `root`, in document order. */
export function* readMarkdown(
  document: string,
  root: TreeNode,
  dialect: Language,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  if (root.type !== "root" || rangeOf(root) === undefined) throw new UnexpectedTree(`${root.type} is no Markdown root`);
  yield* new MarkdownReader(document, dialect, found, comment).read(root);
}

class MarkdownReader {
  /** The end of a broken destination read whole: nothing before it is read again. */
  #readUpTo = 0;
  readonly #emit = (candidate: Candidate): void => {
    if (candidate.start >= this.#readUpTo) this.found(candidate);
  };

  readonly #mdx: boolean;

  constructor(
    private readonly document: string,
    private readonly dialect: Language,
    private readonly found: (candidate: Candidate) => void,
    private readonly comment: CommentSink | undefined,
    /** Reading the text of an HTML comment: a comment in it is read as HTML. */
    private readonly inComment = false,
  ) {
    this.#mdx = dialect === "mdx";
  }

  *read(root: TreeNode): Work<void> {
    const stack: TreeNode[] = [];
    this.#pushChildren(stack, root, true);
    let steps = 0;
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (++steps % CHECKPOINT === 0) yield;
      switch (node.type) {
        case "text":
          yield* this.#text(node, stack);
          break;
        case "link": {
          const destination = this.#link(node);
          if (destination === undefined) break;
          // Its destination comes after its text: candidates are given in document order.
          if (destination !== NO_DESTINATION) stack.push(pending(destinationCandidate(destination)));
          this.#pushChildren(stack, node, false);
          break;
        }
        case PENDING:
          this.#emit((node as Pending).candidate);
          break;
        case "image":
          this.#image(node);
          break;
        case "definition":
          this.#definition(node);
          break;
        case "html":
          yield* this.#html(node);
          break;
        case "code":
          yield* this.#embedded(node, codeBlockDialect(stringOf(node, "lang")));
          break;
        case "yaml":
        case "toml":
          yield* this.#embedded(node, node.type);
          break;
        // Code: code spans, math, and MDX's JavaScript.
        case "inlineCode":
        case "math":
        case "inlineMath":
        case "mdxjsEsm":
        case "mdxFlowExpression":
        case "mdxTextExpression":
          break;
        default:
          this.#pushChildren(stack, node, false);
      }
    }
  }

  /** Pushes the children of `node` last first, so that they are read in order. */
  #pushChildren(stack: TreeNode[], node: TreeNode, top: boolean): void {
    const children = node["children"];
    if (children === undefined) return;
    if (!Array.isArray(children)) throw new UnexpectedTree(`${node.type}.children`);
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as unknown;
      if (typeof child !== "object" || child === null || typeof (child as TreeNode).type !== "string")
        throw new UnexpectedTree("not a node");
      if (top && this.#mdx && this.#isEsm(child as TreeNode)) continue;
      stack.push(child as TreeNode);
    }
  }

  /** An MDX `import` or `export` at the start of a top-level paragraph: JavaScript (MDX's ESM). */
  #isEsm(node: TreeNode): boolean {
    const start = rangeOf(node)?.[0];
    if (node.type !== "paragraph" || start === undefined) return false;
    return (
      (start === 0 || this.document.charCodeAt(start - 1) === 0x0a) && ESM.test(this.document.slice(start, start + 7))
    );
  }

  /**
   * Prose, and the destinations of broken links (see the header), read from the text as written;
   * in MDX, not an `{expression}` (its end is looked for beyond the node: it may hold other nodes).
   */
  *#text(node: TreeNode, stack: TreeNode[]): Work<void> {
    const range = rangeOf(node);
    if (range === undefined) return;
    let end = range[1];
    // GFM makes links of e-mail addresses and `www.` names in text, which are no URIs as written:
    // the text around one and it are one run of prose (`postgres://user:pw@db.example/app` holds
    // the address `pw@db.example`). Its next siblings are on top of the stack.
    for (let next = stack.at(-1); next !== undefined; next = stack.at(-1)) {
      const nextRange = rangeOf(next);
      if (nextRange?.[0] !== end || (next.type !== "text" && !this.#isLiteralWithoutScheme(next))) break;
      stack.pop();
      end = nextRange[1];
    }
    let from = Math.max(range[0], this.#readUpTo);
    while (from < end) {
      const brace = this.#mdx ? this.document.indexOf("{", from) : -1;
      const to = brace === -1 || brace >= end ? end : brace;
      yield* this.#words(from, to);
      if (this.#readUpTo > to) {
        from = this.#readUpTo;
      } else if (to < end) {
        this.#readUpTo = expressionEnd(this.document, brace);
        from = this.#readUpTo;
      } else {
        break;
      }
    }
  }

  /** document[from, to) of a text node: its prose, and the destinations of broken links, in order. */
  *#words(from: number, to: number): Work<void> {
    let at = from;
    for (let open = this.document.indexOf("](", at); open !== -1 && open < to; open = this.document.indexOf("](", at)) {
      const broken = brokenDestination(this.document, open);
      if (broken === undefined) {
        at = open + 2;
        continue;
      }
      yield* this.#prose(at, open);
      this.#emit(destinationCandidate(broken));
      this.#readUpTo = broken.closeParen;
      return;
    }
    yield* this.#prose(at, to);
  }

  #prose(from: number, to: number): Work<void> {
    return scanProse(this.document, from, to, (match) => this.#emit(proseCandidate(match, "prose", "plain", "")));
  }

  /**
   * An autolink's candidate; or, for a link whose text is to be read, its destination (given after
   * the text) or NO_DESTINATION. Undefined for an autolink (its text is its URI) or a node not written.
   */
  #link(node: TreeNode): Destination | typeof NO_DESTINATION | undefined {
    const doc = this.document;
    const range = rangeOf(node);
    if (range === undefined) return undefined;
    const [start, end] = range;
    const url = stringOf(node, "url") ?? "";
    if (doc.charCodeAt(start) === 0x5b /* [ */) {
      const children = node["children"] as readonly TreeNode[] | undefined;
      const last = children !== undefined && children.length > 0 ? children[children.length - 1] : undefined;
      // The text ends where its last child does; an empty one is `[]`.
      const close = last === undefined ? start + 1 : (rangeOf(last)?.[1] ?? end);
      return (
        resourceDestination(doc, close, end, url) ??
        resourceDestination(doc, closingBracket(doc, start + 1, end) ?? end, end, url) ??
        NO_DESTINATION
      );
    }
    if (doc.charCodeAt(start) === 0x3c /* < */ && doc.charCodeAt(end - 1) === 0x3e /* > */) {
      // `<scheme:...>`, written as it is read (no escape or reference in an autolink); `<a@b.c>` is mailto: added.
      if (end - start - 2 === url.length && doc.startsWith(url, start + 1))
        this.#emit(autolinkCandidate(doc, start + 1, end - 1, ">"));
    } else if (end - start === url.length && doc.startsWith(url, start)) {
      // A GFM autolink literal written with its scheme (a `www.` one has `http://` added, an e-mail address `mailto:`).
      this.#emit(autolinkCandidate(doc, start, end, ""));
    }
    return undefined;
  }

  /** A GFM literal that is no URI as written: an e-mail address (`mailto:` added) or a `www.` name (`http://`). */
  #isLiteralWithoutScheme(node: TreeNode): boolean {
    if (node.type !== "link") return false;
    const range = rangeOf(node);
    const url = stringOf(node, "url");
    if (range === undefined || url === undefined) return false;
    const first = this.document.charCodeAt(range[0]);
    return first !== 0x5b /* [ */ && first !== 0x3c /* < */ && !this.document.startsWith(url, range[0]);
  }

  #image(node: TreeNode): void {
    const doc = this.document;
    const range = rangeOf(node);
    if (range === undefined) return;
    const [start, end] = range;
    if (doc.charCodeAt(start) !== 0x21 /* ! */ || doc.charCodeAt(start + 1) !== 0x5b) return;
    const close = closingBracket(doc, start + 2, end);
    const destination =
      close === undefined ? undefined : resourceDestination(doc, close, end, stringOf(node, "url") ?? "");
    if (destination !== undefined) this.#emit(destinationCandidate(destination));
  }

  #definition(node: TreeNode): void {
    const range = rangeOf(node);
    if (range === undefined) return;
    const destination = definitionDestination(this.document, range[0], range[1], stringOf(node, "url") ?? "");
    if (destination !== undefined) this.#emit(destinationCandidate(destination));
  }

  /**
   * HTML through the HTML reader, and its comments (disable directives) to the sink. A comment is
   * read as Markdown: what a README comments out is Markdown (badges, links), and its URIs end where
   * Markdown ends them, not where prose would (`[![b](https://x/b.svg)](https://x/)`).
   */
  *#html(node: TreeNode): Work<void> {
    const value = stringOf(node, "value");
    if (value === undefined) throw new UnexpectedTree("html without a value");
    // A JSX tag of MDX holding an expression (`href={url}`) is no HTML.
    if (this.#mdx && value.includes("{")) return;
    const range = rangeOf(node);
    if (range === undefined || !mayHoldHtmlCandidates(value)) return;
    const placement = placeLines(this.document, value, lineStart(this.document, range[0]), range[1]);
    if (placement === undefined) return;
    const comment = this.comment === undefined ? undefined : placedComments(this.comment, placement);
    if (this.inComment || !isComment(value)) {
      yield* readerOf("html").scan(value, "html", this.#placed(placement), comment);
      return;
    }
    const text = value.slice(4, value.length - 3);
    comment?.({ text, start: 0, end: value.length, block: true });
    if (!text.includes(":")) return;
    const inner = (readerOf(this.dialect) as MarkdownLanguageReader).parse(text);
    const placed = this.#placed(placement);
    const found = (candidate: Candidate): void => placed(shifted(candidate, 4));
    yield* new MarkdownReader(text, this.dialect, found, undefined, true).read(inner);
  }

  /**
   * The content of a code block or front matter, read as `dialect` (undefined: not read), from the
   * line after its opening fence. Comments in it are the language's, not the document's: a disable
   * directive is written in an HTML comment.
   */
  *#embedded(node: TreeNode, dialect: Language | undefined): Work<void> {
    if (dialect === undefined) return;
    const value = stringOf(node, "value");
    if (value === undefined) throw new UnexpectedTree(`${node.type} without a value`);
    const range = rangeOf(node);
    if (range === undefined || value === "" || !isPrepared(dialect)) return;
    const fenceEnd = this.document.indexOf("\n", range[0]);
    if (fenceEnd === -1 || fenceEnd >= range[1]) return;
    const placement = placeLines(this.document, value, fenceEnd + 1);
    if (placement === undefined) return;
    try {
      yield* readerOf(dialect).scan(value, dialect, this.#placed(placement));
    } catch (error) {
      // A block nested deeper than its parser's stack is left unread, not the whole document.
      if (!isParserOverflow(error)) throw error;
    }
  }

  /** Where the candidates of a placed value go: into the document, or nowhere when they cannot be placed. */
  #placed(placement: Placement): (candidate: Candidate) => void {
    return (candidate) => {
      const placed = placeCandidate(candidate, placement);
      if (placed !== undefined) this.#emit(placed);
    };
  }
}

/** A link whose destination is not found where the parser read one (it is not given). */
const NO_DESTINATION = Symbol("no destination");

/** The type of a stack entry that gives a candidate when it is reached: a link's destination, after its text. */
const PENDING = " pending";

interface Pending extends TreeNode {
  readonly candidate: Candidate;
}

function pending(candidate: Candidate): Pending {
  return { type: PENDING, candidate };
}

/** The Markdown reader (index.ts), which parses: loaded on the first comment to read, as HTML's loads a script's. */
interface MarkdownLanguageReader extends LanguageReader {
  parse(text: string): TreeNode;
}

/** Whether an HTML node is one comment, `<!--` to the first `-->`, and nothing after it. */
function isComment(value: string): boolean {
  return value.startsWith("<!--") && value.length >= 7 && value.indexOf("-->", 4) === value.length - 3;
}

/** A candidate found in a text that starts at `delta` in the text it is placed in. */
function shifted(candidate: Candidate, delta: number): Candidate {
  return {
    ...candidate,
    value: { ...candidate.value, map: candidate.value.map.shifted(delta) },
    start: candidate.start + delta,
    end: candidate.end + delta,
  };
}

/** `import` or `export` and a space, brace or star: an ESM statement of MDX. */
const ESM = /^(?:import|export)[\s{*]/;

/**
 * The node's range in the document (mdast's `position`), or undefined for a node the parser made
 * up (the text around a reference it read otherwise than written has none): such a node is not
 * read.
 */
function rangeOf(node: TreeNode): readonly [number, number] | undefined {
  const position = node["position"] as { start?: { offset?: unknown }; end?: { offset?: unknown } } | undefined;
  const start = position?.start?.offset;
  const end = position?.end?.offset;
  return typeof start === "number" && typeof end === "number" && start <= end ? [start, end] : undefined;
}

function stringOf(node: TreeNode, key: string): string | undefined {
  const value = node[key];
  return typeof value === "string" ? value : undefined;
}

function lineStart(document: string, offset: number): number {
  return document.lastIndexOf("\n", offset - 1) + 1;
}

function destinationCandidate(destination: Destination): Candidate {
  return {
    value: destination.value,
    spelling: "markdown",
    quote: destination.bracketed ? "<" : "(",
    start: destination.start,
    end: destination.end,
    site: DESTINATION_SITE,
  };
}

function autolinkCandidate(document: string, start: number, end: number, quote: string): Candidate {
  return {
    value: { text: document.slice(start, end), holes: [], map: new IdentityMap(start) },
    spelling: "markdown-autolink",
    quote,
    start,
    end,
    site: AUTOLINK_SITE,
  };
}

/** A destination that the author wrote with white space in it, and where its ")" is. */
interface BrokenDestination extends Destination {
  readonly closeParen: number;
}

/** A URI (`scheme:`) or a path (`/`, `./`, `../`, `#`) at the start of a destination. */
const DESTINATION_START = /^(?:[A-Za-z][A-Za-z0-9+.-]*:|\.{0,2}\/|#)/;

/**
 * The destination meant after the `](` at `open`, when it holds white space up to its ")" on the
 * same line (see the header): from the first character after "(" and its white space, to the last
 * before ")" or before a title (white space and a quote).
 */
function brokenDestination(document: string, open: number): BrokenDestination | undefined {
  if (isEscaped(document, open)) return undefined;
  let start = open + 2;
  while (document.charCodeAt(start) === 0x20 || document.charCodeAt(start) === 0x09) start++;
  if (!DESTINATION_START.test(document.slice(start, start + 34))) return undefined;
  let depth = 0;
  let spaced = false;
  let end = -1;
  for (let k = start; k < document.length; k++) {
    const code = document.charCodeAt(k);
    if (code === 0x0a || code === 0x0d) return undefined;
    if (code === 0x5c /* \ */) k++;
    else if (code === 0x28 /* ( */) depth++;
    else if (code === 0x29 /* ) */ && depth-- === 0) {
      end = k;
      break;
    } else if (code === 0x20 || code === 0x09) {
      const next = document.charCodeAt(k + 1);
      if (next === 0x22 || next === 0x27) {
        // A title: the destination ends before it, and the ")" is after it.
        const close = document.indexOf(")", k);
        const lineBreak = document.indexOf("\n", k);
        if (close === -1 || (lineBreak !== -1 && lineBreak < close)) return undefined;
        return spaced ? brokenOf(document, start, k, close) : undefined;
      }
      spaced = true;
    }
  }
  return spaced && end !== -1 ? brokenOf(document, start, end, end) : undefined;
}

function brokenOf(document: string, start: number, end: number, closeParen: number): BrokenDestination | undefined {
  let stop = end;
  while (stop > start && (document.charCodeAt(stop - 1) === 0x20 || document.charCodeAt(stop - 1) === 0x09)) stop--;
  if (!/[ \t]/.test(document.slice(start, stop))) return undefined;
  return { start, end: stop, value: decode(document, start, stop, "markdown"), bracketed: false, closeParen };
}

/** Whether the character at `at` is escaped by a backslash (an odd run of them before it). */
function isEscaped(document: string, at: number): boolean {
  let k = at;
  while (k > 0 && document.charCodeAt(k - 1) === 0x5c) k--;
  return (at - k) % 2 === 1;
}

/** Where the MDX expression whose "{" is at `open` ends: after its "}" (braces nest), or at the document's end. */
function expressionEnd(document: string, open: number): number {
  let depth = 0;
  for (let k = open; k < document.length; k++) {
    const code = document.charCodeAt(k);
    if (code === 0x7b /* { */) depth++;
    else if (code === 0x7d /* } */ && --depth === 0) return k + 1;
  }
  return document.length;
}

/**
 * Whether an HTML node may give a candidate or a comment: an attribute's value (`=`), a scheme's
 * ":" in its text, a character reference that could spell either, or a comment. Most inline HTML
 * (`<br>`, `</a>`, `<b>`) holds none, and is not parsed.
 */
function mayHoldHtmlCandidates(value: string): boolean {
  return value.includes("=") || value.includes(":") || value.includes("&") || value.includes("<!--");
}

/** The reader the registry loads for trees of this language. */
export const readTree: TreeReader = (text, tree, dialect, found, comment) =>
  runSync(readMarkdown(text, tree, dialect, found, comment));
