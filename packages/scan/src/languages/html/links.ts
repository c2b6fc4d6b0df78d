/**
 * The links and anchors of HTML, for the link checker: the URL of every attribute that loads or
 * navigates to one (`href`, `src`, `poster`, `data` of `<object>`, each URL of `srcset`), decoded
 * and without the white space around it, and every `id` and `<a name>` (anchors.ts). Read with
 * parse5, as scan.ts reads the document; the elements of `<template>` too. A document with a
 * `<base href>` resolves its links against that, not its own location: its links are not given.
 */
import { parse, parseFragment, type DefaultTreeAdapterMap } from "parse5";
import type { Candidate } from "../../candidate.js";
import type { DocumentLinks, Language, LinkReader } from "../../language.js";
import { slice } from "../../reading/config-value.js";
import type { Value } from "../../reading/value.js";
import type { Work } from "../../work.js";
import { anchorOf, mayBeAnchor } from "./anchors.js";
import { attributeValue } from "./reader.js";
import { decodeHtml } from "./text.js";
import { isAsciiWhitespace, srcsetUrls } from "./url-lists.js";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** How many nodes are read between two checkpoints. */
const CHECKPOINT = 512;

export const linkReader: LinkReader = {
  readLinks: (text, _dialect: Language, start = 0, end = text.length) => readHtmlLinks(text, start, end),
};

/**
 * The links and anchors of text[start, end): a whole document, or (a part of another document)
 * read as a fragment, so that its elements are kept where a document would move or drop them.
 */
export function* readHtmlLinks(text: string, start: number, end: number): Work<DocumentLinks> {
  const whole = start === 0 && end === text.length;
  const source = whole ? text : text.slice(start, end);
  const root = whole
    ? parse(source, { sourceCodeLocationInfo: true, scriptingEnabled: false })
    : parseFragment(source, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  yield;
  const links: Candidate[] = [];
  const anchors = new Set<string>();
  let based = false;
  const stack: Node[] = [root];
  let steps = 0;
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (++steps % CHECKPOINT === 0) yield;
    if ("tagName" in node) {
      if (node.tagName === "base" && node.attrs.some((attribute) => attribute.name === "href")) based = true;
      readElement(text, start, node, links, anchors);
    }
    const children =
      "content" in node ? (node.content as ParentNode).childNodes : "childNodes" in node ? node.childNodes : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
  }
  links.sort((a, b) => a.start - b.start || a.end - b.end);
  const unique = links.filter((link, i) => i === 0 || link.start !== links[i - 1]!.start);
  return { links: based ? [] : unique, anchors: () => anchors };
}

/** The attributes that hold one URL a page loads or navigates to, by element (`*`: any). */
function holdsUrl(tag: string, name: string): boolean {
  switch (name) {
    case "href":
    case "src":
      return true;
    case "poster":
      return tag === "video";
    case "data":
      return tag === "object";
    default:
      return false;
  }
}

function readElement(text: string, offset: number, element: Element, links: Candidate[], anchors: Set<string>): void {
  const locations = element.sourceCodeLocation?.attrs;
  if (locations === undefined || locations === null) return;
  const tag = element.tagName;
  for (const name of Object.keys(locations)) {
    const wanted = holdsUrl(tag, name) || name === "srcset" || name === "xlink:href";
    if (!wanted && !mayBeAnchor(tag, name)) continue;
    const location = locations[name];
    if (location === undefined) continue;
    const attribute = attributeValue(
      text,
      name,
      offset + location.startOffset,
      Math.min(offset + location.endOffset, text.length),
    );
    if (attribute === undefined) continue;
    const value = decodeHtml(text, attribute.start, attribute.end, "attribute");
    if (!wanted) {
      const anchor = anchorOf(tag, name, value.text);
      if (anchor !== undefined) anchors.add(anchor);
      continue;
    }
    const spans = name === "srcset" ? srcsetUrls(value.text) : [trimmed(value.text)];
    for (const span of spans) {
      if (span.end <= span.start) continue;
      const url = span.start === 0 && span.end === value.text.length ? value : slice(value, span.start, span.end);
      links.push(candidateOf(url, attribute.quote, tag, name));
    }
  }
}

/** The span of `text` without the ASCII white space around it (a "valid URL potentially surrounded by spaces"). */
function trimmed(text: string): { start: number; end: number } {
  let start = 0;
  let end = text.length;
  while (start < end && isAsciiWhitespace(text.charCodeAt(start))) start++;
  while (end > start && isAsciiWhitespace(text.charCodeAt(end - 1))) end--;
  return { start, end };
}

function candidateOf(value: Value, quote: string, element: string, name: string): Candidate {
  const range = value.map.toDocument(0, value.text.length);
  return {
    value,
    spelling: "html-attribute",
    quote,
    start: range.start,
    end: range.end,
    site:
      name === "srcset"
        ? { context: { kind: "format", field: "html-srcset" }, in: "html" }
        : { context: { kind: "attribute", element, name }, in: "html" },
  };
}
