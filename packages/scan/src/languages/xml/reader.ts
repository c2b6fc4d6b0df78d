/**
 * What the nodes of an XML document hold, once the parser has found them (scan.ts): the
 * candidates of attribute values, of character data and CDATA sections, of comments and of
 * processing instructions, each with the context the core decides from.
 *
 * - An attribute is given to the core by its local name (`xsi:schemaLocation` is `schemaLocation`,
 *   `p:brokerURL` is `brokerURL`), and a namespace declaration (`xmlns`, `xmlns:p`) by its whole
 *   name: the core's names and attribute roles then tell a URI attribute (`href`, `uri`,
 *   `brokerURL`, `*Url`) from a namespace or schema identifier (`xmlns`, `targetNamespace`,
 *   `schemaLocation`, `namespace`), which is never a URI.
 * - A `value` attribute is named by the `name` (or `key`) attribute beside it, as Spring, Blueprint
 *   and Ant write properties (`<property name="brokerURL" value="tcp://..."/>`), and so is the text
 *   of a `<value>` element inside such an element.
 * - Other character data is named by its element (`<url>`, `<connectionUrl>`, a Maven property
 *   `<repo.url>`), without the white space around it, which the readers of these formats drop.
 * - Comments and processing instructions are prose: URI-shaped words, by content.
 * The document type declaration is not read: its public and system identifiers are identifiers.
 */
import { attributeRole, hasUriDelimiter, type AttributeRole, type StringContext } from "@urilint/core";
import type { Candidate, CommentSink, ValueAdmission } from "../../candidate.js";
import { slice, valueCandidates, type ValuePlace } from "../../reading/config-value.js";
import { proseCandidate, scanProse, type ProseMatch } from "../../reading/prose.js";
import type { Value } from "../../reading/value.js";
import { runSync } from "../../work.js";
import type { XmlSpelling } from "./spell.js";
import { decodeXml, type XmlPlace } from "./text.js";

/** An attribute as written: its name, and its value's range without the quotes. */
export interface XmlAttribute {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly quote: string;
}

const enum Char {
  Ampersand = 0x26,
}

/** What an attribute name says in an element: the same for each of its attributes of that name. */
interface AttributeKind {
  /** The name given to the core: the local name, or a namespace declaration's whole name. */
  readonly known: string;
  readonly local: string;
  readonly role: AttributeRole;
  readonly context: StringContext;
}

/** Turns the nodes of one document into candidates, in document order. */
export class XmlReader {
  /** The open elements, innermost last: their local names, and the attributes that name their `value` (`name`, `key`). */
  readonly #open: string[] = [];
  readonly #labels: (XmlAttribute | undefined)[] = [];
  /**
   * The kinds of the attribute names met, by element (local name) and attribute name: a document
   * repeats a few of each, and the core's role and a context are then one lookup away. Per scan,
   * so that no name of one document (a slice of its text) outlives it.
   */
  readonly #kinds = new Map<string, Map<string, AttributeKind>>();
  /** The context of the text of each element met (by local name). */
  readonly #textContexts = new Map<string, StringContext>();

  constructor(
    private readonly document: string,
    private readonly found: (candidate: Candidate) => void,
    private readonly commentSink: CommentSink | undefined,
    /** Without it every candidate is found; with it, only those it admits (`LanguageReader.scan`). */
    private readonly admits?: ValueAdmission,
  ) {}

  /**
   * A start tag `name` with its attributes (the first `count` of `attributes`); an element that is
   * not empty stays open until `endTag`.
   */
  startTag(name: string, attributes: readonly XmlAttribute[], count: number, empty: boolean): void {
    const local = localName(name);
    let label: XmlAttribute | undefined;
    for (let k = 0; k < count && label === undefined; k++) {
      const attribute = attributes[k]!;
      if (attribute.name === "name" || attribute.name === "key") label = attribute;
    }
    if (count > 0) {
      let kinds = this.#kinds.get(local);
      if (kinds === undefined) this.#kinds.set(local, (kinds = new Map()));
      for (let k = 0; k < count; k++) this.#attribute(local, kinds, attributes[k]!, label);
    }
    if (empty) return;
    this.#open.push(local);
    this.#labels.push(label);
  }

  endTag(): void {
    this.#open.pop();
    this.#labels.pop();
  }

  /** Character data at document[start, end) (references decoded), or a CDATA section's content. */
  text(start: number, end: number, place: "text" | "cdata"): void {
    const document = this.document;
    // The white space around the text first, as written: most character data is only that (the
    // indentation between two tags), and the line ends cut off here are then never decoded.
    let from = start;
    let to = end;
    while (from < to && isSpace(document.charCodeAt(from))) from++;
    while (to > from && isSpace(document.charCodeAt(to - 1))) to--;
    if (!mayHoldUri(document, from, to, place)) return;
    // A reference may still spell white space at either end (`&#32;`).
    const value = trimmed(decodeXml(document, from, to, place));
    if (value.text.length === 0) return;
    valueCandidates(value, this.#textContext(), place === "cdata" ? IN_CDATA : IN_TEXT, this.found, this.admits);
  }

  /** A comment `<!--...-->` at document[start, end). */
  comment(start: number, end: number): void {
    const from = start + 4;
    const to = Math.max(from, end - 3);
    runSync(
      scanProse(this.document, from, to, (match) => {
        if (this.#admitsProse(match)) this.found(proseCandidate(match, "comment", "xml-comment", ""));
      }),
    );
    this.commentSink?.({ text: this.document.slice(from, to), start, end, block: true });
  }

  /** The data of a processing instruction, document[start, end) (up to its `?>`). */
  processingInstruction(start: number, end: number): void {
    runSync(
      scanProse(this.document, start, end, (match) => {
        if (this.#admitsProse(match)) this.found(proseCandidate(match, "prose", "xml-pi", ""));
      }),
    );
  }

  #admitsProse(match: ProseMatch): boolean {
    return this.admits === undefined || this.admits(match.value.text, PLAIN);
  }

  /** The name the text of the innermost open element is stored under. */
  #textContext(): StringContext {
    const depth = this.#open.length;
    if (depth === 0) return { kind: "plain" };
    const element = this.#open[depth - 1]!;
    if (element === "value") {
      const label = this.#labels[depth - 2];
      if (label !== undefined) return this.#labelContext(label);
    }
    let context = this.#textContexts.get(element);
    if (context === undefined) this.#textContexts.set(element, (context = { kind: "named", name: element }));
    return context;
  }

  #labelContext(label: XmlAttribute): StringContext {
    return { kind: "named", name: decodeXml(this.document, label.start, label.end, "attribute").text };
  }

  #attribute(
    element: string,
    kinds: Map<string, AttributeKind>,
    attribute: XmlAttribute,
    label: XmlAttribute | undefined,
  ): void {
    if (attribute.end <= attribute.start) return;
    const { name } = attribute;
    let kind = kinds.get(name);
    if (kind === undefined) kinds.set(name, (kind = kindOf(element, name)));
    const named = kind.local === "value" && label !== undefined && label !== attribute;
    const role = named ? "other" : kind.role;
    if (role === "namespace") return;
    if (role === "other" && !mayHoldUri(this.document, attribute.start, attribute.end, "attribute")) return;
    const value = decodeXml(this.document, attribute.start, attribute.end, "attribute");
    const place = attribute.quote === '"' ? IN_DOUBLE_QUOTES : IN_SINGLE_QUOTES;
    const context = named ? this.#labelContext(label) : kind.context;
    // An attribute that takes a URI is one, spaces and all: the application reads it whole.
    if (role !== "uri") valueCandidates(value, context, place, this.found, this.admits);
    else if (this.admits === undefined || this.admits(value.text, context))
      this.found(candidateOf(value, place, context));
  }
}

const PLAIN: StringContext = Object.freeze({ kind: "plain" });

/** What the attribute `name` of `element` (a local name) is: its role from the core, and its context. */
function kindOf(element: string, name: string): AttributeKind {
  const local = localName(name);
  // A namespace declaration keeps its prefix: that is how the core knows it.
  const known = name === "xmlns" || name.startsWith("xmlns:") ? name : local;
  return { known, local, role: attributeRole(element, known), context: { kind: "attribute", element, name: known } };
}

/** Where values are written: shared by every candidate (a place is read, never kept). */
const IN_TEXT: ValuePlace = placeOf("xml-text", "");
const IN_CDATA: ValuePlace = placeOf("xml-cdata", "");
const IN_DOUBLE_QUOTES: ValuePlace = placeOf("xml-attribute", '"');
const IN_SINGLE_QUOTES: ValuePlace = placeOf("xml-attribute", "'");

function placeOf(spelling: XmlSpelling, quote: string): ValuePlace {
  return { spelling, quote, in: "xml" };
}

/** The local part of a qualified name (Namespaces in XML 1.0, 4). */
function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon === -1 ? name : name.slice(colon + 1);
}

/**
 * Whether document[start, end) may hold a candidate: a URI delimiter (hasUriDelimiter; a value
 * without one is no URI whatever its name), or a reference that could spell one.
 */
function mayHoldUri(document: string, start: number, end: number, place: XmlPlace): boolean {
  if (hasUriDelimiter(document, start, end)) return true;
  if (place === "cdata") return false;
  for (let k = start; k < end; k++) if (document.charCodeAt(k) === Char.Ampersand) return true;
  return false;
}

/** `value` without the XML white space (2.3, S) around it. */
function trimmed(value: Value): Value {
  const text = value.text;
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? value : slice(value, start, end);
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
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
