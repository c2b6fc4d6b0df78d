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
 * What each node holds is read in html-reader.ts, which the walk of @html-eslint's tree (the one
 * ESLint parsed, html-tree.ts) shares.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { Work } from "../../work.js";
import { attributeValue, HtmlReader, readsContent, type AttributeValue, type Content } from "./reader.js";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

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
      const location = (node as DefaultTreeAdapterMap["commentNode"]).sourceCodeLocation;
      // parse5 ends a node left open by the end of the document one past it.
      if (location !== null && location !== undefined)
        reader.comment(location.startOffset, Math.min(location.endOffset, text.length));
    } else if (node.nodeName === "#text") {
      const { sourceCodeLocation: location, parentNode: parent } = node as DefaultTreeAdapterMap["textNode"];
      const element =
        parent !== null && "tagName" in parent && parent.namespaceURI === HTML_NAMESPACE ? parent : undefined;
      if (location !== null && location !== undefined)
        reader.text(location.startOffset, Math.min(location.endOffset, text.length), element?.tagName);
    } else if ("tagName" in node && node.sourceCodeLocation !== null && node.sourceCodeLocation !== undefined) {
      const element = node;
      const attributes = attributesOf(element, text);
      reader.attributes(element.tagName, attributes);
      if (readsContent(element.tagName)) {
        yield* reader.content(element.tagName, element.namespaceURI === HTML_NAMESPACE, attributes, () =>
          textContent(element, text),
        );
      }
    }
    // Children are pushed last first, so that they are read in order; a template's content too.
    const children =
      "content" in node ? (node.content as ParentNode).childNodes : "childNodes" in node ? node.childNodes : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
  }
  reader.flush(found);
}

/** The attributes with a value, as written (a duplicate, which the parser drops, has no location). */
function attributesOf(element: Element, document: string): AttributeValue[] {
  const out: AttributeValue[] = [];
  const locations = element.sourceCodeLocation?.attrs;
  if (locations === undefined) return out;
  for (const name of Object.keys(locations)) {
    const location = locations[name];
    if (location === undefined) continue;
    const value = attributeValue(document, name, location.startOffset, Math.min(location.endOffset, document.length));
    if (value !== undefined) out.push(value);
  }
  return out;
}

/** The range of an element's text (a script's, a style sheet's), or undefined when it has none. */
function textContent(element: Element, document: string): Content | undefined {
  const first = element.childNodes[0];
  const location = first?.nodeName === "#text" ? first.sourceCodeLocation : undefined;
  if (location === null || location === undefined) return undefined;
  return { start: location.startOffset, end: Math.min(location.endOffset, document.length) };
}
