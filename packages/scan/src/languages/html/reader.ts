/**
 * What an HTML document's nodes hold, once a parser has found them: the candidates of a comment,
 * of text, and of an element's attributes and content (described in html.ts). Two walks give the
 * nodes: parse5's tree of the text (html.ts) and @html-eslint's tree, the one ESLint already
 * parsed (html-tree.ts); both give each node's document range, so both read the same candidates.
 *
 * The scanners of the languages an element may hold (CSS, JavaScript, JSON) are loaded on the
 * first element that needs them, so that reading a tree loads no parser before it has to.
 */
import { attributeRole, hasUriDelimiter, type StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import { readerOf } from "../../language.js";
import type * as Css from "../css/index.js";
import type { Spelling } from "../../spell.js";
import type { Value } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";
import { runSync, type Work } from "../../work.js";
import { slice, valueCandidates, within, type ValuePlace } from "../../reading/config-value.js";
import { decodeHtml } from "./text.js";
import { isAsciiWhitespace, metaRefreshUrl, spaceSeparatedUrls, srcsetUrls, type UrlSpan } from "./url-lists.js";
import { mayHoldProse, proseCandidate, scanProse } from "../../reading/prose.js";

/** Elements whose text is raw (13.1.2.1): no character reference is decoded in it. */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(["xmp", "iframe", "noembed", "noframes", "plaintext"]);

/** The essences of the JavaScript MIME types (MIME Sniffing 4.6). */
const JAVASCRIPT_TYPES: ReadonlySet<string> = new Set([
  "",
  "module",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * The elements whose text `HtmlReader.content` reads (with the scanner of its language): a script
 * and a style sheet. Only those are worth a generator; a document has hundreds of thousands of
 * other elements.
 */
export function readsContent(tag: string): boolean {
  return tag === "script" || tag === "style";
}

/** Script types whose content is JSON. */
const JSON_TYPES: ReadonlySet<string> = new Set(["application/json", "importmap", "speculationrules"]);

/** A attribute's value in the document: its range without the quotes, and its quote ("" unquoted). */
export interface AttributeValue {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly quote: string;
}

/** The document range of an element's text (a script's, a style sheet's). */
export interface Content {
  readonly start: number;
  readonly end: number;
}

/** Turns the nodes of one document into candidates. */
export class HtmlReader {
  readonly candidates: Candidate[] = [];
  readonly #push = (candidate: Candidate): void => {
    this.candidates.push(candidate);
  };

  constructor(
    private readonly document: string,
    private readonly commentSink: CommentSink | undefined,
  ) {}

  /** The comment node at document[start, end): `<!--...-->`, or a bogus comment. */
  comment(start: number, end: number): void {
    const doc = this.document;
    // `<!--...-->`, or a bogus comment: `<!...>`, `<?...>`, `</ ...>` (13.2.5.41).
    const from = doc.startsWith("<!--", start) ? start + 4 : doc.startsWith("<?", start) ? start + 1 : start + 2;
    const to = doc.startsWith("-->", end - 3)
      ? end - 3
      : doc.startsWith("--!>", end - 4)
        ? end - 4
        : doc.charCodeAt(end - 1) === 0x3e
          ? end - 1
          : end;
    if (to > from)
      runSync(scanProse(doc, from, to, (match) => this.candidates.push(proseCandidate(match, "comment", "plain", ""))));
    this.commentSink?.({ text: doc.slice(from, Math.max(from, to)), start, end, block: true });
  }

  /**
   * The text node at document[start, end), in the HTML element `htmlParent` (its tag name; undefined
   * when its parent is the document or an element of another namespace).
   */
  text(start: number, end: number, htmlParent: string | undefined): void {
    // A script's or style sheet's text is read by its own scanner, with its element.
    if (htmlParent === "script" || htmlParent === "style") return;
    if (htmlParent !== undefined && RAW_TEXT_ELEMENTS.has(htmlParent)) {
      this.#prose({ text: this.document.slice(start, end), holes: [], map: new IdentityMap(start) }, "plain", "");
    } else if (mayHoldProseUri(this.document, start, end)) {
      this.#prose(decodeHtml(this.document, start, end, "text"), "html-text", "<");
    }
  }

  /** The attributes of the element `tag` (as written, each once). */
  attributes(tag: string, attributes: readonly AttributeValue[]): void {
    for (const attribute of attributes) this.#attribute(tag, attribute, attributes);
  }

  /**
   * The text of the element `tag` (`content`), when the element is a script or a style sheet
   * (`readsContent`) in the HTML namespace (`html`), read by the scanner of its language.
   */
  *content(
    tag: string,
    html: boolean,
    attributes: readonly AttributeValue[],
    content: () => Content | undefined,
  ): Work<void> {
    if (!html) return;
    if (tag === "script") yield* this.#script(content(), attributes);
    else if (tag === "style" && isCssType(this.#valueOf(attributes, "type"))) yield* this.#style(content());
  }

  /** The decoded value of the attribute `name`, lower-cased (for `type`, `http-equiv`), or undefined. */
  #valueOf(attributes: readonly AttributeValue[], name: string): string | undefined {
    const attribute = attributes.find((candidate) => candidate.name === name);
    if (attribute === undefined) return undefined;
    return decodeHtml(this.document, attribute.start, attribute.end, "attribute").text.trim().toLowerCase();
  }

  #attribute(tag: string, attribute: AttributeValue, attributes: readonly AttributeValue[]): void {
    const { name } = attribute;
    if (attribute.end <= attribute.start || name.startsWith("on")) return;
    // An attribute of no known role is read by its name and content, which the core takes only
    // with a URI delimiter (hasUriDelimiter); only a character reference could spell one unseen.
    // Most attributes (class, id, alt) end here, before their value is built.
    const special = name === "style" || name === "srcset" || name === "ping" || (tag === "meta" && name === "content");
    if (!special && attributeRole(tag, name) === "other" && !mayHoldUri(this.document, attribute.start, attribute.end))
      return;
    const value = decodeHtml(this.document, attribute.start, attribute.end, "attribute");
    const place: ValuePlace = { spelling: "html-attribute", quote: attribute.quote, in: "html" };
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
        if (end > start)
          this.#push(
            candidateOf(start === 0 && end === value.text.length ? value : slice(value, start, end), place, context),
          );
      }
    }
  }

  /** The URLs at `spans` of an attribute's value, URIs by the format `field`. */
  #urls(value: Value, spans: readonly UrlSpan[], field: string, place: ValuePlace): void {
    for (const span of spans)
      this.#push(candidateOf(slice(value, span.start, span.end), place, { kind: "format", field }));
  }

  /** A `style` attribute: its decoded value read as CSS declarations, each candidate spelled for CSS then for the attribute. */
  #styleAttribute(value: Value, quote: string): void {
    runSync(
      css().readCss(value.text, 0, value.text.length, "declarationList", (candidate) => {
        const inner = within(value, candidate.value);
        const range = inner.map.toDocument(0, inner.text.length);
        const { spelling, quote: cssQuote } = inAttribute(candidate.spelling, candidate.quote, quote);
        this.candidates.push({
          value: inner,
          spelling,
          quote: cssQuote,
          start: range.start,
          end: range.end,
          site: candidate.site,
        });
      }),
    );
  }

  *#script(content: Content | undefined, attributes: readonly AttributeValue[]): Work<void> {
    if (content === undefined) return;
    const type = this.#valueOf(attributes, "type") ?? "";
    const source = this.document.slice(content.start, content.end);
    const moved = (candidate: Candidate): void => {
      this.candidates.push(moveBy(candidate, content.start));
    };
    if (JAVASCRIPT_TYPES.has(type)) {
      yield* readerOf("js").scan(source, "js", moved);
    } else if (JSON_TYPES.has(type) || type.endsWith("+json")) {
      yield* readerOf("json").scan(source, "json", moved);
    }
  }

  *#style(content: Content | undefined): Work<void> {
    if (content !== undefined)
      yield* css().readCss(this.document, content.start, content.end, "stylesheet", this.#push);
  }

  /** URI-shaped runs of `value` (text or a comment), by content. */
  #prose(value: Value, spelling: "plain" | "html-text", quote: string): void {
    const map = value.map;
    if (map instanceof IdentityMap) {
      runSync(
        scanProse(this.document, map.base, map.base + value.text.length, (match) =>
          this.candidates.push(proseCandidate(match, "prose", spelling, quote)),
        ),
      );
      return;
    }
    runSync(
      scanProse(value.text, 0, value.text.length, (match) => {
        const inner = within(value, match.value);
        const range = inner.map.toDocument(0, inner.text.length);
        this.candidates.push(
          proseCandidate(
            { value: inner, start: range.start, end: range.end, delimiter: match.delimiter },
            "prose",
            spelling,
            quote,
          ),
        );
      }),
    );
  }

  /**
   * Gives the candidates in document order, each once: parse5 may move nodes (a table's misplaced
   * content) and clone formatting elements with their attributes.
   */
  flush(found: (candidate: Candidate) => void): void {
    this.candidates.sort((a, b) => a.start - b.start || a.end - b.end);
    let previous: Candidate | undefined;
    for (const candidate of this.candidates) {
      if (previous === undefined || candidate.start !== previous.start || candidate.end !== previous.end)
        found(candidate);
      previous = candidate;
    }
  }
}

/**
 * Where an attribute's value is, from the range of the whole attribute (`name = "value"`): after
 * the name, white space, "=", white space, then a quoted or an unquoted value (13.2.5.32 to
 * 13.2.5.38). Undefined for an attribute without a value.
 */
export function attributeValue(document: string, name: string, start: number, end: number): AttributeValue | undefined {
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

/**
 * Whether document[start, end) holds a URI delimiter, or a character reference that could spell
 * one ("&"). Neither search reads past `end`.
 */
function mayHoldUri(document: string, start: number, end: number): boolean {
  return hasUriDelimiter(document, start, end) || holdsChar(document, 0x26 /* & */, start, end);
}

function holdsChar(document: string, code: number, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (document.charCodeAt(i) === code) return true;
  return false;
}

/**
 * Whether text at document[start, end) may hold a URI of prose: what `scanProse` starts from, or a
 * character reference that could spell it ("&"). Most text nodes (the white space between tags,
 * words) end here, before their value is built.
 */
function mayHoldProseUri(document: string, start: number, end: number): boolean {
  return mayHoldProse(document, start, end) || holdsChar(document, 0x26 /* & */, start, end);
}

/** A `<style>` of no type, or of type text/css, holds CSS. */
function isCssType(type: string | undefined): boolean {
  return type === undefined || type === "" || type === "text/css";
}

function candidateOf(value: Value, place: ValuePlace, context: StringContext): Candidate {
  const range = value.map.toDocument(0, value.text.length);
  return {
    value,
    spelling: place.spelling,
    quote: place.quote,
    start: range.start,
    end: range.end,
    site: { context, in: place.in },
  };
}

/** A candidate found in text that starts at `delta` in the document, moved there. */
function moveBy(candidate: Candidate, delta: number): Candidate {
  const value = { ...candidate.value, map: candidate.value.map.shifted(delta) };
  return { ...candidate, value, start: candidate.start + delta, end: candidate.end + delta };
}

/** The spelling of a candidate of CSS inside an attribute whose quote is `attributeQuote`. */
function inAttribute(spelling: Spelling, quote: string, attributeQuote: string): { spelling: Spelling; quote: string } {
  switch (spelling) {
    case "css-string":
      return { spelling: "css-string-in-html", quote: quote + attributeQuote };
    case "css-url":
      return { spelling: "css-url-in-html", quote: quote + attributeQuote };
    // A comment's text is written as it is read by CSS: only the attribute's spelling applies.
    default:
      return { spelling: "html-attribute", quote: attributeQuote };
  }
}

/** The CSS reader, whose style sheets and style attributes an HTML document holds: loaded on the first one. */
function css(): typeof Css.reader {
  return readerOf("css") as typeof Css.reader;
}
