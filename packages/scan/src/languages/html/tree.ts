/**
 * Candidates in HTML from the tree @html-eslint's parser (es-html-parser) made of it, the tree of
 * @html-eslint's ESLint language, so that ESLint's rules read a file it already parsed without
 * parsing it again with parse5. This walk finds what the walk of parse5's tree finds (html.ts):
 * the comments, text, elements with their attributes and the content of scripts and style
 * sheets, each at its document range; html-reader.ts makes the candidates of each, for both.
 *
 * es-html-parser reads tags as they are written; parse5 builds the tree the HTML Standard's
 * algorithm builds (13.2.6), which drops, renames or re-reads a few things. A document where the
 * two could differ in what the candidates depend on is left to the text (UnexpectedTree):
 * - markup other than elements, `<!--` comments and a doctype (bogus comments, CDATA), NUL, an
 *   end tag that is more than its name, a "<" that es-html-parser kept as text but starts a tag,
 *   a comment or doctype parse5 ends elsewhere, a tree of part of the document;
 * - elements whose text parse5 reads otherwise when es-html-parser finds tags in it (a raw text
 *   element such as `<iframe>`, a `<textarea>` or `<title>`), a script or style sheet holding
 *   its end tag or "<!--", `<plaintext>`, `<select>` (its own insertion mode), `<frameset>`,
 *   `<frame>`, `<image>` (read as `<img>`), `<math>`;
 * - a start tag parse5 ignores: a `<form>` in a form, a table's part outside a table; a second
 *   `<html>`, `<head>` or `<body>` with attributes, or one after what made parse5 create it
 *   (merged or ignored, its attributes have no place, and the text around it is one node for
 *   parse5); a doctype after content;
 * - text parse5 moves out of a table, or starts at a character reference after white space it
 *   drops before `<body>`;
 * - in SVG, an element parse5 renames (`foreignObject`), a script or style sheet, an HTML element
 *   that ends the SVG;
 * - a tag or attribute es-html-parser reads another way: an unclosed tag, an unquoted value
 *   followed by "/", an "=" it left out, an attribute name outside the usual characters, template
 *   syntax.
 * The tree comes from the caller: a node of another shape throws UnexpectedTree too.
 */
import type { Candidate, CommentSink } from "../../candidate.js";
import type { TreeReader } from "../../language.js";
import { asNode, nodes, optionalNode, rangeOf, UnexpectedTree, type TreeNode } from "../../reading/tree-node.js";
import { runSync } from "../../work.js";
import {
  attributeValue,
  HtmlReader,
  RAW_TEXT_ELEMENTS,
  readsContent,
  type AttributeValue,
  type Content,
} from "./reader.js";
import { isAsciiWhitespace } from "./url-lists.js";

/** Start tags parse5 reads with an insertion mode, a name or a text of its own. */
const UNREAD_ELEMENTS: ReadonlySet<string> = new Set([
  "plaintext",
  "select",
  "frameset",
  "frame",
  "image",
  "isindex",
  "math",
]);

/** The parts of a table, which parse5 ignores outside one (13.2.6.4.7, "in body"). */
const TABLE_PARTS: ReadonlySet<string> = new Set([
  "caption",
  "col",
  "colgroup",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
]);

/** The elements of a table whose text parse5 moves before the table (13.2.6.4.9, "in table text"). */
const TABLE_STRUCTURE: ReadonlySet<string> = new Set(["table", "tbody", "thead", "tfoot", "tr", "colgroup"]);

/**
 * The elements whose text parse5 reads as text whatever it holds (RCDATA and raw text, 13.1.2.1):
 * es-html-parser must find one text node from the start tag to the end tag, or nothing.
 */
const TEXT_ELEMENTS: ReadonlySet<string> = new Set(["textarea", "title", ...RAW_TEXT_ELEMENTS]);

/** What may come before `<body>` without implying it (13.2.6.4.4, "in head", and 13.2.6.4.6). */
const HEAD_ELEMENTS: ReadonlySet<string> = new Set([
  "html",
  "head",
  "base",
  "basefont",
  "bgsound",
  "link",
  "meta",
  "title",
  "noscript",
  "noframes",
  "style",
  "script",
  "template",
]);

/** SVG elements parse5 renames (13.2.6.5, the table of SVG tag names), and the HTML tags that end an SVG. */
const SVG_UNREAD: ReadonlySet<string> = new Set([
  "altglyph",
  "altglyphdef",
  "altglyphitem",
  "animatecolor",
  "animatemotion",
  "animatetransform",
  "clippath",
  "feblend",
  "fecolormatrix",
  "fecomponenttransfer",
  "fecomposite",
  "feconvolvematrix",
  "fediffuselighting",
  "fedisplacementmap",
  "fedistantlight",
  "fedropshadow",
  "feflood",
  "fefunca",
  "fefuncb",
  "fefuncg",
  "fefuncr",
  "fegaussianblur",
  "feimage",
  "femerge",
  "femergenode",
  "femorphology",
  "feoffset",
  "fepointlight",
  "fespecularlighting",
  "fespotlight",
  "fetile",
  "feturbulence",
  "foreignobject",
  "glyphref",
  "lineargradient",
  "radialgradient",
  "textpath",
  "b",
  "big",
  "blockquote",
  "body",
  "br",
  "center",
  "code",
  "dd",
  "div",
  "dl",
  "dt",
  "em",
  "embed",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "head",
  "hr",
  "i",
  "img",
  "li",
  "listing",
  "menu",
  "meta",
  "nobr",
  "ol",
  "p",
  "pre",
  "ruby",
  "s",
  "small",
  "span",
  "strong",
  "strike",
  "sub",
  "sup",
  "table",
  "tt",
  "u",
  "ul",
  "var",
  "font",
]);

/** Where a node sits (one for all the children of an element): its parent element's name in the HTML namespace, and what encloses it. */
interface Place {
  /** The parent element's name, undefined for the document or an SVG element. */
  readonly htmlParent: string | undefined;
  readonly inSvg: boolean;
  readonly inTable: boolean;
  readonly inForm: boolean;
  readonly inTemplate: boolean;
}

/** The candidates of the HTML document `text`, from `program` (@html-eslint's `Program`), in document order. */
export function readHtmlTree(
  text: string,
  program: TreeNode,
  found: (candidate: Candidate) => void,
  commentSink?: CommentSink,
): void {
  const body = nodes(program, "body");
  const document = body.length === 1 ? asNode(body[0]) : undefined;
  if (document?.type !== "Document") throw new UnexpectedTree("Program without one Document");
  // es-html-parser stops at some broken markup (`<</script>` in a script) and drops the rest.
  const [documentStart, documentEnd] = text.length === 0 ? [0, 0] : rangeOf(document);
  if (documentStart !== 0 || documentEnd !== text.length) throw new UnexpectedTree("a tree of part of the document");
  checkMarkup(text);
  const reader = new HtmlReader(text, commentSink);
  const structure = new DocumentStructure();
  // The nodes to visit, each with its place at the same index: one place per parent, not per node.
  const stack: TreeNode[] = [];
  const places: Place[] = [];
  pushChildren(stack, places, document, {
    htmlParent: undefined,
    inSvg: false,
    inTable: false,
    inForm: false,
    inTemplate: false,
  });
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const place = places.pop() as Place;
    const { htmlParent, inSvg } = place;
    switch (node.type) {
      case "Comment":
        reader.comment(...commentRange(text, node));
        break;
      case "Text": {
        const [start, end] = rangeOf(node);
        checkText(text, start, end, htmlParent);
        structure.text(text, start, end, htmlParent);
        reader.text(start, end, htmlParent);
        break;
      }
      case "Doctype":
        checkDoctype(text, node, structure);
        break;
      case "Tag":
      case "ScriptTag":
      case "StyleTag": {
        const name = tagName(node);
        checkElement(text, node, name, place, structure);
        const attributes = attributesOf(text, node);
        // parse5 gives a merged or ignored tag's attributes no place, and reads the text on both
        // sides of it as one node, through the tag's own text: left to it.
        if (!structure.element(name, place.inTemplate) && attributes.length > 0)
          throw new UnexpectedTree(`<${name}> that parse5 merges or ignores`);
        const html = !(inSvg || name === "svg");
        reader.attributes(name, attributes);
        if (readsContent(name)) runSync(reader.content(name, html, attributes, () => contentOf(node)));
        if (node.type === "Tag") {
          pushChildren(stack, places, node, {
            htmlParent: html ? name : undefined,
            inSvg: !html,
            inTable: place.inTable || name === "table",
            inForm: place.inForm || name === "form",
            inTemplate: place.inTemplate || name === "template",
          });
        }
        break;
      }
      default:
        throw new UnexpectedTree(node.type);
    }
  }
  reader.flush(found);
}

/** Pushes the children of `node` last first, so that they are read in order, each in `place`. */
function pushChildren(stack: TreeNode[], places: Place[], node: TreeNode, place: Place): void {
  const children = nodes(node, "children");
  for (let i = children.length - 1; i >= 0; i--) {
    stack.push(asNode(children[i]));
    places.push(place);
  }
}

/**
 * Markup that only parse5 reads (bogus comments, CDATA, processing instructions), NUL, and end
 * tags that are more than a name: parse5 ignores an end tag that closes nothing and reads the text
 * on both sides as one node, through the tag's own text (`</a href="...">`). Left to the text.
 */
function checkMarkup(text: string): void {
  if (text.includes("\0")) throw new UnexpectedTree("NUL");
  for (let at = text.indexOf("<"); at !== -1; at = text.indexOf("<", at + 1)) {
    const next = text.charCodeAt(at + 1);
    if (next === 0x3f /* ? */) throw new UnexpectedTree("<?");
    if (next === 0x21 /* ! */ && !text.startsWith("<!--", at) && text.slice(at + 2, at + 9).toLowerCase() !== "doctype")
      throw new UnexpectedTree("<!");
    if (next === 0x2f /* / */) {
      let k = at + 2;
      if (!isAsciiAlpha(text.charCodeAt(k))) throw new UnexpectedTree("</");
      while (isAsciiAlphanumeric(text.charCodeAt(k))) k++;
      while (isAsciiWhitespace(text.charCodeAt(k))) k++;
      if (text.charCodeAt(k) !== 0x3e /* > */) throw new UnexpectedTree("an end tag that is more than a name");
    }
  }
}

/**
 * A doctype read alike: parse5 ends it at its first ">", even inside a quoted identifier, and
 * ignores it after content (reading the text around it as one node).
 */
function checkDoctype(text: string, node: TreeNode, structure: DocumentStructure): void {
  const [start, end] = rangeOf(node);
  if (structure.hasContent || text.indexOf(">", start) !== end - 1)
    throw new UnexpectedTree("a doctype parse5 reads otherwise");
}

/**
 * Text where parse5 reads text: a "<" es-html-parser kept in a text node must not start a tag for
 * parse5 (a letter, "/", "!" or "?" after it), outside the elements whose text is all text.
 */
function checkText(text: string, start: number, end: number, htmlParent: string | undefined): void {
  if (htmlParent !== undefined && TEXT_ELEMENTS.has(htmlParent)) return;
  // Text in a table's structure is moved before the table, onto the text there (13.2.6.1, foster parenting).
  if (htmlParent !== undefined && TABLE_STRUCTURE.has(htmlParent) && !isWhitespace(text, start, end))
    throw new UnexpectedTree("text in a table");
  // Before <body>, parse5 drops white space; a text node it then starts with a character reference
  // is placed at the reference's last character.
  if (htmlParent === undefined || htmlParent === "html" || htmlParent === "head") {
    let k = start;
    while (k < end && isAsciiWhitespace(text.charCodeAt(k))) k++;
    if (k > start && text.charCodeAt(k) === 0x26 /* & */)
      throw new UnexpectedTree("a reference after white space parse5 drops");
  }
  for (let at = text.indexOf("<", start); at !== -1 && at < end; at = text.indexOf("<", at + 1)) {
    const next = text.charCodeAt(at + 1);
    if (isAsciiAlpha(next) || next === 0x2f || next === 0x21 || next === 0x3f)
      throw new UnexpectedTree("a tag in text");
  }
}

/**
 * The start tags that parse5 merges into `<html>`, `<head>` and `<body>` or ignores (13.2.6.4):
 * each is placed when it is written once, before anything that would have made parse5 create it;
 * and whether a `<form>` was left open.
 */
class DocumentStructure {
  readonly #seen = new Set<string>();
  /** An element or text was read. */
  #content = false;
  /** An element other than `<html>`, or text, was read. */
  #headImplied = false;
  /** Something that implies `<body>` was read. */
  #bodyImplied = false;
  /** A `<form>` was left open: parse5 ignores every later one. */
  openForm = false;

  get hasContent(): boolean {
    return this.#content;
  }

  /** Whether parse5 gives the attributes of the start tag `name` a place (it does not when it merges or ignores the tag). */
  element(name: string, inTemplate: boolean): boolean {
    let placed = true;
    if (name === "html" || name === "head" || name === "body") {
      const implied = name === "html" ? this.#content : name === "head" ? this.#headImplied : this.#bodyImplied;
      placed = !implied && !inTemplate && !this.#seen.has(name);
      this.#seen.add(name);
    }
    this.#content = true;
    if (name !== "html") this.#headImplied = true;
    if (!HEAD_ELEMENTS.has(name) && name !== "body") this.#bodyImplied = true;
    return placed;
  }

  /** Text in the HTML element `htmlParent`: unless it is white space or a head element's, it implies `<body>`. */
  text(document: string, start: number, end: number, htmlParent: string | undefined): void {
    if (isWhitespace(document, start, end)) return;
    this.#content = true;
    this.#headImplied = true;
    if (htmlParent === undefined || htmlParent === "html" || htmlParent === "head" || !HEAD_ELEMENTS.has(htmlParent))
      this.#bodyImplied = true;
  }
}

function checkElement(
  text: string,
  node: TreeNode,
  name: string,
  { inSvg, inTable, inForm }: Place,
  structure: DocumentStructure,
): void {
  if (UNREAD_ELEMENTS.has(name) || (inSvg && (SVG_UNREAD.has(name) || node.type !== "Tag")))
    throw new UnexpectedTree(`<${name}>`);
  if (TABLE_PARTS.has(name) && !inTable) throw new UnexpectedTree(`<${name}> outside a table`);
  if (name === "form") {
    if (inForm || structure.openForm) throw new UnexpectedTree("<form> in a form");
    if (node["close"] === undefined || node["close"] === null) structure.openForm = true;
  }
  // An element left open by the end of the document (no ">"), which parse5 drops, or whose
  // attributes es-html-parser ended early (an unquoted value at a "/"), keeping the rest as the end.
  const openEnd = optionalNode(node, "openEnd");
  if (openEnd === undefined || (openEnd["value"] !== ">" && openEnd["value"] !== "/>"))
    throw new UnexpectedTree(`unclosed <${name}`);
  if (node.type === "Tag" && TEXT_ELEMENTS.has(name) && !holdsText(text, node))
    throw new UnexpectedTree(`<${name}> holding markup`);
  // A script's or style sheet's content runs from its start tag to its end tag (parse5 reads an
  // unclosed one to the end of the document, and "<!--" in a script starts its escaped text).
  if (node.type !== "Tag" && !holdsContent(text, node))
    throw new UnexpectedTree(`<${name}> whose end parse5 finds elsewhere`);
}

/** An element with no content, or one text node from its start tag's end to its end tag. */
function holdsText(text: string, node: TreeNode): boolean {
  const children = nodes(node, "children");
  const openEnd = optionalNode(node, "openEnd");
  const close = optionalNode(node, "close");
  if (close === undefined || openEnd === undefined) return false;
  const contentStart = rangeOf(openEnd)[1];
  const contentEnd = endTagStart(text, close);
  if (children.length === 0) return contentStart === contentEnd;
  if (children.length > 1) return false;
  const child = asNode(children[0]);
  const [start, end] = rangeOf(child);
  return (
    child.type === "Text" &&
    start === contentStart &&
    end === contentEnd &&
    !holdsEndTag(text, start, end, tagName(node))
  );
}

/** Where an end tag starts, or -1 when es-html-parser's end tag does not start with "</" (`<</script>`). */
function endTagStart(text: string, close: TreeNode): number {
  const start = rangeOf(close)[0];
  return text.startsWith("</", start) ? start : -1;
}

/** A script's or style sheet's content: from its start tag's end to its end tag, without "<!--". */
function holdsContent(text: string, node: TreeNode): boolean {
  const openEnd = optionalNode(node, "openEnd");
  const close = optionalNode(node, "close");
  if (close === undefined || openEnd === undefined) return false;
  const contentStart = rangeOf(openEnd)[1];
  const contentEnd = endTagStart(text, close);
  const value = optionalNode(node, "value");
  const [start, end] = value === undefined ? [contentStart, contentStart] : rangeOf(value);
  return (
    start === contentStart &&
    end === contentEnd &&
    !includes(text, "<!--", contentStart, contentEnd) &&
    !holdsEndTag(text, contentStart, contentEnd, tagName(node))
  );
}

function tagName(node: TreeNode): string {
  if (node.type === "ScriptTag") return "script";
  if (node.type === "StyleTag") return "style";
  const name = node["name"];
  if (typeof name !== "string" || name === "") throw new UnexpectedTree("Tag without a name");
  return name;
}

/** The attributes with a value, each once (parse5 keeps the first of a name), as written. */
function attributesOf(text: string, node: TreeNode): readonly AttributeValue[] {
  const items = nodes(node, "attributes");
  // Most elements have no attribute: they share one empty list.
  if (items.length === 0) return NO_ATTRIBUTES;
  const out: AttributeValue[] = [];
  // The names read, with a value or without (a second `href` after a bare one is dropped too).
  let seen: string[] | undefined;
  for (let i = 0; i < items.length; i++) {
    const attribute = asNode(items[i]);
    if (attribute.type !== "Attribute") throw new UnexpectedTree(attribute.type);
    const key = asNode(attribute["key"]);
    const written = key["value"];
    const name = typeof written === "string" ? attributeName(written) : undefined;
    if (name === undefined || hasParts(key)) throw new UnexpectedTree("attribute name");
    if (items.length > 1) {
      if ((seen ??= []).includes(name)) continue;
      seen.push(name);
    }
    const [start, end] = rangeOf(attribute);
    checkValueEnd(text, attribute, end);
    const value = attributeValue(text, name, start, end);
    if (value !== undefined) out.push(value);
  }
  return out;
}

/**
 * An attribute's value ends where parse5 ends it: a quoted one at its closing quote, an unquoted
 * one before white space or ">" (es-html-parser also ends one before "/>").
 */
function checkValueEnd(text: string, attribute: TreeNode, end: number): void {
  // An "=" es-html-parser left out of the attribute (`a =/>`, a value it did not read).
  let k = end;
  while (isAsciiWhitespace(text.charCodeAt(k))) k++;
  if (text.charCodeAt(k) === 0x3d /* = */) throw new UnexpectedTree("an attribute without its value");
  const value = attribute["value"];
  if (value !== undefined && value !== null && hasParts(asNode(value)))
    throw new UnexpectedTree("template syntax in a value");
  if (attribute["startWrapper"] !== undefined && attribute["startWrapper"] !== null) {
    if (attribute["endWrapper"] === undefined || attribute["endWrapper"] === null)
      throw new UnexpectedTree("unclosed attribute value");
    return;
  }
  const next = text.charCodeAt(end);
  if (end < text.length && !isAsciiWhitespace(next) && next !== 0x3e /* > */)
    throw new UnexpectedTree("unquoted value before /");
}

/** The content of a script or style sheet, when it has any. */
function contentOf(node: TreeNode): Content | undefined {
  const value = node["value"];
  if (value === undefined || value === null) return undefined;
  const [start, end] = rangeOf(asNode(value));
  return end > start ? { start, end } : undefined;
}

/** A comment's range, `<!--` to `-->`, as parse5 ends it. */
function commentRange(text: string, node: TreeNode): [number, number] {
  const [start, end] = rangeOf(node);
  const close = optionalNode(node, "close");
  // parse5 ends a comment at the first "-->" or "--!>", and reads "<!-->" and "<!--->" as empty comments.
  const abrupt = text.charCodeAt(start + 4) === 0x3e || text.startsWith("->", start + 4);
  if (
    close === undefined ||
    !text.startsWith("<!--", start) ||
    abrupt ||
    text.indexOf("-->", start + 4) !== end - 3 ||
    includes(text, "--!>", start + 4, end)
  ) {
    throw new UnexpectedTree("a comment parse5 ends elsewhere");
  }
  return [start, end];
}

/** Whether text[start, end) holds "</name" (in any case), where parse5 ends the element's text. */
function holdsEndTag(text: string, start: number, end: number, name: string): boolean {
  for (let at = text.indexOf("</", start); at !== -1 && at < end; at = text.indexOf("</", at + 2)) {
    if (text.slice(at + 2, at + 2 + name.length).toLowerCase() === name) return true;
  }
  return false;
}

/** Whether `part` occurs in text[start, end), searched no further than `end`. */
function includes(text: string, part: string, start: number, end: number): boolean {
  for (
    let at = text.indexOf(part[0] as string, start);
    at !== -1 && at + part.length <= end;
    at = text.indexOf(part[0] as string, at + 1)
  ) {
    if (text.startsWith(part, at)) return true;
  }
  return false;
}

function hasParts(node: TreeNode): boolean {
  const parts = node["parts"];
  return Array.isArray(parts) && parts.length > 0;
}

const NO_ATTRIBUTES: readonly AttributeValue[] = Object.freeze([]);

/**
 * An attribute name as parse5 and es-html-parser both read it (`[A-Za-z_:][-A-Za-z0-9_:.]*`), in
 * ASCII lower case as parse5 keeps it; undefined for any other name. One pass over the name.
 */
function attributeName(written: string): string | undefined {
  if (written.length === 0) return undefined;
  let upper = false;
  for (let i = 0; i < written.length; i++) {
    const code = written.charCodeAt(i);
    if (code >= 0x41 && code <= 0x5a) upper = true;
    else if (!(
      (code >= 0x61 && code <= 0x7a) ||
      code === 0x5f ||
      code === 0x3a ||
      (i > 0 && (code === 0x2d || code === 0x2e || (code >= 0x30 && code <= 0x39)))
    ))
      return undefined;
  }
  return upper ? written.toLowerCase() : written;
}

/** Whether document[start, end) is all ASCII white space. */
function isWhitespace(document: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (!isAsciiWhitespace(document.charCodeAt(k))) return false;
  return true;
}

function isAsciiAlphanumeric(code: number): boolean {
  return isAsciiAlpha(code) || (code >= 0x30 && code <= 0x39);
}

function isAsciiAlpha(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** The reader the registry loads for trees of this language. */
export const readTree: TreeReader = (text, tree, _dialect, found, comment) => readHtmlTree(text, tree, found, comment);
