/**
 * Candidates in HTML (HTML Standard 13.2), read with parse5 (the WHATWG parsing algorithm, with
 * the source offsets of every node and attribute; scripting off, so `<noscript>`'s markup is read):
 * - attribute values, decoded (html-text.ts), in their element's context: the attributes that the
 *   core knows to hold one URL (`href`, `src`, `action`, `formaction`, `poster`, `cite`, `data` of
 *   `<object>`, `manifest`, `background`, `longdesc`...) are one candidate each, without the white
 *   space around it (a "valid URL potentially surrounded by spaces"); `srcset`'s URLs, `ping`'s
 *   and a refresh `<meta>`'s are URIs by format (html-url-lists.ts); any other attribute is read
 *   by the core from its name and content, a run of words word by word; `xmlns` and `itemtype`
 *   are namespace names. Event handlers (`onclick`) are script inside an attribute, not read;
 * - `style` attributes and `<style>` elements through the CSS scanner (css.ts), an attribute's
 *   value decoded first, so that a fix is spelled for CSS and then for the attribute;
 * - `<script>` elements through the script scanner (JavaScript, classic or module), JSON types
 *   (`application/ld+json`, `importmap`, `speculationrules`) through the JSON scanner; other types
 *   (`text/template`) are left alone;
 * - text and comments are prose; text decoded as the parser reads it (raw text elements such as
 *   `<xmp>` as written).
 * The elements of `<template>` are read too. parse5 may move nodes (a table's misplaced content,
 * misnested formatting elements): the candidates are given in document order, each once.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { attributeRole, type StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../candidate.js";
import type { Spelling } from "../spell.js";
import type { Value } from "../spelling.js";
import { IdentityMap } from "../text-map.js";
import { runSync, type Work } from "../work.js";
import { slice, valueCandidates, within, type ValuePlace } from "./config-value.js";
import { readCss } from "./css.js";
import { decodeHtml } from "./html-text.js";
import { isAsciiWhitespace, metaRefreshUrl, spaceSeparatedUrls, srcsetUrls, type UrlSpan } from "./html-url-lists.js";
import { scanJson } from "./json.js";
import { parseScript, scanScript } from "./script.js";
import { proseCandidate, scanProse } from "./text.js";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/** Elements whose text is raw (13.1.2.1): no character reference is decoded in it. */
const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(["xmp", "iframe", "noembed", "noframes", "plaintext"]);

/** The essences of the JavaScript MIME types (MIME Sniffing 4.6). */
const JAVASCRIPT_TYPES: ReadonlySet<string> = new Set([
  "", "module", "application/ecmascript", "application/javascript", "application/x-ecmascript", "application/x-javascript",
  "text/ecmascript", "text/javascript", "text/javascript1.0", "text/javascript1.1", "text/javascript1.2", "text/javascript1.3",
  "text/javascript1.4", "text/javascript1.5", "text/jscript", "text/livescript", "text/x-ecmascript", "text/x-javascript",
]);

/** Script types whose content is JSON. */
const JSON_TYPES: ReadonlySet<string> = new Set(["application/json", "importmap", "speculationrules"]);

/** How many nodes are read between two checkpoints. */
const CHECKPOINT = 512;

export function* scanHtml(text: string, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
  const document = parse(text, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  yield;
  const reader = new HtmlReader(text, comment);
  const stack: Node[] = [document];
  let steps = 0;
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (++steps % CHECKPOINT === 0) yield;
    if (node.nodeName === "#comment") {
      reader.comment(node as DefaultTreeAdapterMap["commentNode"]);
    } else if (node.nodeName === "#text") {
      reader.text(node as DefaultTreeAdapterMap["textNode"]);
    } else if ("tagName" in node) {
      yield* reader.element(node);
    }
    // Children are pushed last first, so that they are read in order; a template's content too.
    const children = "content" in node ? (node.content as ParentNode).childNodes : "childNodes" in node ? node.childNodes : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
  }
  // parse5 may have moved nodes (and cloned formatting elements with their attributes).
  reader.candidates.sort((a, b) => a.start - b.start || a.end - b.end);
  let previous: Candidate | undefined;
  for (const candidate of reader.candidates) {
    if (previous === undefined || candidate.start !== previous.start || candidate.end !== previous.end) found(candidate);
    previous = candidate;
  }
}

/** A attribute's value in the document: its range without the quotes, and its quote ("" unquoted). */
interface AttributeValue {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly quote: string;
}

/** Turns the nodes of one document into candidates. */
class HtmlReader {
  readonly candidates: Candidate[] = [];
  readonly #push = (candidate: Candidate): void => {
    this.candidates.push(candidate);
  };

  constructor(private readonly document: string, private readonly commentSink: CommentSink | undefined) {}

  comment(node: DefaultTreeAdapterMap["commentNode"]): void {
    const location = node.sourceCodeLocation;
    if (location === null || location === undefined) return;
    const doc = this.document;
    // parse5 ends a node left open by the end of the document one past it.
    const start = location.startOffset;
    const end = Math.min(location.endOffset, doc.length);
    // `<!--...-->`, or a bogus comment: `<!...>`, `<?...>`, `</ ...>` (13.2.5.41).
    const from = doc.startsWith("<!--", start) ? start + 4 : doc.startsWith("<?", start) ? start + 1 : start + 2;
    const to = doc.startsWith("-->", end - 3) ? end - 3 : doc.startsWith("--!>", end - 4) ? end - 4 : doc.charCodeAt(end - 1) === 0x3e ? end - 1 : end;
    if (to > from) runSync(scanProse(doc, from, to, (match) => this.candidates.push(proseCandidate(match, "comment", "plain", ""))));
    this.commentSink?.({ text: doc.slice(from, Math.max(from, to)), start, end, block: true });
  }

  text(node: DefaultTreeAdapterMap["textNode"]): void {
    const location = node.sourceCodeLocation;
    const parent = node.parentNode;
    if (location === null || location === undefined) return;
    const element = parent !== null && "tagName" in parent ? parent : undefined;
    const html = element?.namespaceURI === HTML_NAMESPACE;
    // A script's or style sheet's text is read by its own scanner, with its element.
    if (html && (element.tagName === "script" || element.tagName === "style")) return;
    const start = location.startOffset;
    const end = Math.min(location.endOffset, this.document.length);
    if (html && RAW_TEXT_ELEMENTS.has(element.tagName)) {
      this.#prose({ text: this.document.slice(start, end), holes: [], map: new IdentityMap(start) }, "plain", "");
    } else {
      this.#prose(decodeHtml(this.document, start, end, "text"), "html-text", "<");
    }
  }

  *element(element: Element): Work<void> {
    const location = element.sourceCodeLocation;
    if (location === null || location === undefined) return;
    const attributes = this.#attributes(element);
    for (const attribute of attributes) this.#attribute(element, attribute, attributes);
    if (element.namespaceURI !== HTML_NAMESPACE) return;
    if (element.tagName === "script") yield* this.#script(element, attributes);
    else if (element.tagName === "style" && isCssType(this.#valueOf(attributes, "type"))) yield* this.#style(element);
  }

  /** The attributes with a value, as written (a duplicate, which the parser drops, has no location). */
  #attributes(element: Element): AttributeValue[] {
    const out: AttributeValue[] = [];
    const locations = element.sourceCodeLocation?.attrs;
    if (locations === undefined) return out;
    for (const name of Object.keys(locations)) {
      const location = locations[name];
      if (location === undefined) continue;
      const value = attributeValue(this.document, name, location.startOffset, Math.min(location.endOffset, this.document.length));
      if (value !== undefined) out.push(value);
    }
    return out;
  }

  /** The decoded value of the attribute `name`, lower-cased (for `type`, `http-equiv`), or undefined. */
  #valueOf(attributes: readonly AttributeValue[], name: string): string | undefined {
    const attribute = attributes.find((candidate) => candidate.name === name);
    if (attribute === undefined) return undefined;
    return decodeHtml(this.document, attribute.start, attribute.end, "attribute").text.trim().toLowerCase();
  }

  #attribute(element: Element, attribute: AttributeValue, attributes: readonly AttributeValue[]): void {
    const { name } = attribute;
    if (attribute.end <= attribute.start || name.startsWith("on")) return;
    const value = decodeHtml(this.document, attribute.start, attribute.end, "attribute");
    const place: ValuePlace = { spelling: "html-attribute", quote: attribute.quote, in: "html" };
    const tag = element.tagName;
    if (name === "style") {
      this.#styleAttribute(value, attribute.quote);
    } else if (name === "srcset") {
      this.#urls(value, srcsetUrls(value.text), "html-srcset", place);
    } else if (name === "ping") {
      this.#urls(value, spaceSeparatedUrls(value.text), "html-ping", place);
    } else if (tag === "meta" && name === "content" && this.#valueOf(attributes, "http-equiv") === "refresh") {
      const url = metaRefreshUrl(value.text);
      this.#urls(value, url === undefined ? [] : [url], "html-meta-refresh", place);
    } else {
      const context: StringContext = { kind: "attribute", element: tag, name };
      if (attributeRole(tag, name) === "other") {
        valueCandidates(value, context, place, this.#push);
      } else {
        // One URL (or namespace name), without the white space around it.
        let start = 0;
        let end = value.text.length;
        while (start < end && isAsciiWhitespace(value.text.charCodeAt(start))) start++;
        while (end > start && isAsciiWhitespace(value.text.charCodeAt(end - 1))) end--;
        if (end > start) this.#push(candidateOf(start === 0 && end === value.text.length ? value : slice(value, start, end), place, context));
      }
    }
  }

  /** The URLs at `spans` of an attribute's value, URIs by the format `field`. */
  #urls(value: Value, spans: readonly UrlSpan[], field: string, place: ValuePlace): void {
    for (const span of spans) this.#push(candidateOf(slice(value, span.start, span.end), place, { kind: "format", field }));
  }

  /** A `style` attribute: its decoded value read as CSS declarations, each candidate spelled for CSS then for the attribute. */
  #styleAttribute(value: Value, quote: string): void {
    runSync(readCss(value.text, 0, value.text.length, "declarationList", (candidate) => {
      const inner = within(value, candidate.value);
      const range = inner.map.toDocument(0, inner.text.length);
      const { spelling, quote: cssQuote } = inAttribute(candidate.spelling, candidate.quote, quote);
      this.candidates.push({ value: inner, spelling, quote: cssQuote, start: range.start, end: range.end, site: candidate.site });
    }));
  }

  *#script(element: Element, attributes: readonly AttributeValue[]): Work<void> {
    const content = textContent(element, this.document);
    if (content === undefined) return;
    const type = this.#valueOf(attributes, "type") ?? "";
    const source = this.document.slice(content.start, content.end);
    const moved = (candidate: Candidate): void => {
      this.candidates.push(moveBy(candidate, content.start));
    };
    if (JAVASCRIPT_TYPES.has(type)) {
      const sourceFile = parseScript(source, "js");
      yield;
      yield* scanScript(sourceFile, moved);
    } else if (JSON_TYPES.has(type) || type.endsWith("+json")) {
      yield* scanJson(source, moved);
    }
  }

  *#style(element: Element): Work<void> {
    const content = textContent(element, this.document);
    if (content !== undefined) yield* readCss(this.document, content.start, content.end, "stylesheet", this.#push);
  }

  /** URI-shaped runs of `value` (text or a comment), by content. */
  #prose(value: Value, spelling: "plain" | "html-text", quote: string): void {
    const map = value.map;
    if (map instanceof IdentityMap) {
      runSync(scanProse(this.document, map.base, map.base + value.text.length, (match) => this.candidates.push(proseCandidate(match, "prose", spelling, quote))));
      return;
    }
    runSync(scanProse(value.text, 0, value.text.length, (match) => {
      const inner = within(value, match.value);
      const range = inner.map.toDocument(0, inner.text.length);
      this.candidates.push(proseCandidate({ value: inner, start: range.start, end: range.end, delimiter: match.delimiter }, "prose", spelling, quote));
    }));
  }
}

/**
 * Where an attribute's value is, from the range of the whole attribute (`name = "value"`): after
 * the name, white space, "=", white space, then a quoted or an unquoted value (13.2.5.32 to
 * 13.2.5.38). Undefined for an attribute without a value.
 */
function attributeValue(document: string, name: string, start: number, end: number): AttributeValue | undefined {
  // The name as written may differ in case only: it has the same length.
  let k = skipWhitespace(document, start + name.length, end);
  if (document.charCodeAt(k) !== 0x3d /* = */ || k >= end) return undefined;
  k = skipWhitespace(document, k + 1, end);
  const quote = document[k];
  if (quote === '"' || quote === "'") {
    const close = end - 1 > k && document[end - 1] === quote ? end - 1 : end;
    return { name, start: k + 1, end: close, quote };
  }
  return { name, start: k, end, quote: "" };
}

function skipWhitespace(document: string, from: number, end: number): number {
  let k = from;
  while (k < end && isAsciiWhitespace(document.charCodeAt(k))) k++;
  return k;
}

/** The range of an element's text (a script's, a style sheet's), or undefined when it has none. */
function textContent(element: Element, document: string): { start: number; end: number } | undefined {
  const first = element.childNodes[0];
  const location = first?.nodeName === "#text" ? first.sourceCodeLocation : undefined;
  if (location === null || location === undefined) return undefined;
  return { start: location.startOffset, end: Math.min(location.endOffset, document.length) };
}

/** A `<style>` of no type, or of type text/css, holds CSS. */
function isCssType(type: string | undefined): boolean {
  return type === undefined || type === "" || type === "text/css";
}

function candidateOf(value: Value, place: ValuePlace, context: StringContext): Candidate {
  const range = value.map.toDocument(0, value.text.length);
  return { value, spelling: place.spelling, quote: place.quote, start: range.start, end: range.end, site: { context, in: place.in } };
}

/** A candidate found in text that starts at `delta` in the document, moved there. */
function moveBy(candidate: Candidate, delta: number): Candidate {
  const value = { ...candidate.value, map: candidate.value.map.shifted(delta) };
  return { ...candidate, value, start: candidate.start + delta, end: candidate.end + delta };
}

/** The spelling of a candidate of CSS inside an attribute whose quote is `attributeQuote`. */
function inAttribute(spelling: Spelling, quote: string, attributeQuote: string): { spelling: Spelling; quote: string } {
  switch (spelling) {
    case "css-string": return { spelling: "css-string-in-html", quote: quote + attributeQuote };
    case "css-url": return { spelling: "css-url-in-html", quote: quote + attributeQuote };
    // A comment's text is written as it is read by CSS: only the attribute's spelling applies.
    default: return { spelling: "html-attribute", quote: attributeQuote };
  }
}
