/**
 * The links and anchors of a Markdown document, for the link checker, read from micromark's events
 * (CommonMark, and YAML and TOML front matter; micromark is the parser under
 * mdast-util-from-markdown and @eslint/markdown): every link, image and definition destination at
 * the exact range micromark gives it (its `resourceDestinationString` or
 * `definitionDestinationString`; the `<>` of a bracketed destination are not part of it), each
 * heading's text as a rendered page has it (text, code, escapes and references decoded; not the
 * alt text of an image, not raw HTML, not a link's destination), and the links and anchors of its
 * raw HTML (read by the HTML link reader, as a browser reads them).
 *
 * From the events, not an mdast tree: building the tree (mdast-util-from-markdown) took 30% of the
 * reading and the garbage it leaves more (the installed packages' READMEs, measured), for nothing
 * the checker reads. Without GitHub's extensions (GFM): none of them moves a link, a heading or
 * raw HTML (a table's cells and struck text hold the same inline links; a literal autolink is a
 * network URI), and they cost a third more time. The one that matters, a footnote definition
 * (`[^1]: text`), reads in CommonMark as a link reference definition whose label starts with "^":
 * those are left out.
 */
import { decodeHTML } from "entities";
import { parse, postprocess, preprocess } from "micromark";
import { frontmatter } from "micromark-extension-frontmatter";
import type { Candidate } from "../../candidate.js";
import { linkReaderOf, type DocumentLinks, type Language, type LinkReader, type SlugStyle } from "../../language.js";
import { decode } from "../../reading/value.js";
import type { Work } from "../../work.js";
import { headingAnchors, type HeadingText } from "./anchors.js";
import { destinationAt } from "./destination-at.js";

export const linkReader: LinkReader = {
  readLinks: (text, _dialect: Language, start = 0, end = text.length) => readMarkdownLinks(text, start, end),
  destinationAt,
};

const EXTENSIONS = [frontmatter(["yaml", "toml"])];

/** How many events are read between two checkpoints. */
const CHECKPOINT = 4096;

/** Inside a heading's text, the constructs whose content is not text of the heading. */
const NOT_TEXT = new Set(["image", "htmlText", "resource", "reference", "characterReference", "codeTextPadding"]);

export function* readMarkdownLinks(text: string, start: number, end: number): Work<DocumentLinks> {
  const source = start === 0 && end === text.length ? text : text.slice(start, end);
  const events = postprocess(
    parse({ extensions: EXTENSIONS })
      .document()
      .write(preprocess()(source, undefined, true)),
  );
  yield;
  const links: Candidate[] = [];
  const headings: HeadingText[] = [];
  const html: { start: number; end: number }[] = [];
  let heading: string | undefined;
  let hidden = 0;
  let inCode = false;
  let label: string | undefined;
  for (let i = 0; i < events.length; i++) {
    if (i % CHECKPOINT === CHECKPOINT - 1) yield;
    const [kind, token] = events[i]!;
    const type = token.type;
    const from = start + token.start.offset;
    const to = start + token.end.offset;
    if (kind === "exit") {
      if (type === "atxHeadingText" || type === "setextHeadingText") {
        headings.push({ text: heading ?? "" });
        heading = undefined;
      } else if (heading !== undefined && NOT_TEXT.has(type)) {
        hidden--;
      } else if (type === "codeText") {
        inCode = false;
      }
      continue;
    }
    switch (type) {
      case "atxHeadingText":
      case "setextHeadingText":
        heading = "";
        break;
      case "definition":
        label = undefined;
        break;
      case "definitionLabelString":
        label = text.slice(from, to);
        break;
      case "resourceDestinationString":
        links.push(destinationCandidate(text, from, to));
        break;
      case "definitionDestinationString":
        if (label?.startsWith("^") !== true) links.push(destinationCandidate(text, from, to));
        break;
      case "htmlFlow":
      case "htmlText":
        if (mayHoldLinkOrAnchor(text, from, to)) html.push({ start: from, end: to });
        break;
      case "codeText":
        inCode = true;
        break;
    }
    if (heading === undefined) continue;
    if (hidden === 0) heading += headingText(type, text, from, to, inCode);
    if (NOT_TEXT.has(type)) hidden++;
  }
  const htmlAnchors = new Set<string>();
  for (const range of html) {
    const read = yield* linkReaderOf("html")!.readLinks(text, "html", range.start, range.end);
    for (const link of read.links) links.push(link);
    for (const anchor of read.anchors("github")) htmlAnchors.add(anchor);
  }
  links.sort((a, b) => a.start - b.start || a.end - b.end);
  const byStyle = new Map<SlugStyle, ReadonlySet<string>>();
  return {
    links,
    anchors(style) {
      let anchors = byStyle.get(style);
      if (anchors === undefined) {
        anchors = new Set([...headingAnchors(headings, style), ...htmlAnchors]);
        byStyle.set(style, anchors);
      }
      return anchors;
    },
  };
}

/** What a token entered inside a heading's text adds to it (mdast's text, inline code and breaks). */
function headingText(type: string, text: string, from: number, to: number, inCode: boolean): string {
  switch (type) {
    case "data":
    case "characterEscapeValue":
    case "codeTextData":
    case "autolinkProtocol":
    case "autolinkEmail":
      return text.slice(from, to);
    case "characterReference":
      return decodeHTML(text.slice(from, to));
    case "lineEnding":
      // CommonMark 6.1: a line ending in a code span is a space.
      return inCode ? " " : "\n";
    case "hardBreakEscape":
    case "hardBreakTrailing":
      return " ";
    default:
      return "";
  }
}

function destinationCandidate(text: string, start: number, end: number): Candidate {
  const bracketed = text.charCodeAt(start - 1) === 0x3c; /* < */
  return {
    value: decode(text, start, end, "markdown"),
    spelling: "markdown",
    quote: bracketed ? "<" : "(",
    start,
    end,
    site: { context: { kind: "format", field: "markdown-link-destination" }, in: "markdown-destination" },
  };
}

/** Raw HTML worth parsing: it may hold an `id`, a `name`, an `href`, a `src`... (most is `<br>`, `<img>` sizes, `</details>`). */
function mayHoldLinkOrAnchor(text: string, from: number, to: number): boolean {
  return /\b(?:id|name|href|src|srcset|poster|data)\s*=/i.test(text.slice(from, to));
}
