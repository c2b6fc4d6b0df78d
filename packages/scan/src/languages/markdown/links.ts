/**
 * The links and anchors of a Markdown document, for the link checker, read with
 * mdast-util-from-markdown (micromark: CommonMark, GitHub's extensions, YAML and TOML front matter),
 * the parser of @eslint/markdown: every link, image and definition destination at the exact range
 * micromark gives it (its `resourceDestinationString` or `definitionDestinationString`; the `<>` of
 * a bracketed destination are not part of it), its headings' text, and the links and anchors of
 * its raw HTML (read by the HTML link reader, as a browser reads them).
 */
import type { Nodes, Parent, Root } from "mdast";
import { fromMarkdown, type CompileContext, type Extension, type Token } from "mdast-util-from-markdown";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { frontmatter } from "micromark-extension-frontmatter";
import { gfm } from "micromark-extension-gfm";
import type { Candidate } from "../../candidate.js";
import { linkReaderOf, type DocumentLinks, type Language, type LinkReader, type SlugStyle } from "../../language.js";
import { decode } from "../../reading/value.js";
import type { Work } from "../../work.js";
import { headingAnchors, type HeadingText } from "./anchors.js";

export const linkReader: LinkReader = {
  readLinks: (text, _dialect: Language, start = 0, end = text.length) => readMarkdownLinks(text, start, end),
};

const FRONT_MATTER = ["yaml", "toml"] as const;

/** How many nodes are read between two checkpoints. */
const CHECKPOINT = 512;

export function* readMarkdownLinks(text: string, start: number, end: number): Work<DocumentLinks> {
  const source = start === 0 && end === text.length ? text : text.slice(start, end);
  const destinations: { start: number; end: number }[] = [];
  const recordDestinations: Extension = {
    afterExit(this: CompileContext, token: Token) {
      if (token.type === "resourceDestinationString" || token.type === "definitionDestinationString")
        destinations.push({ start: start + token.start.offset, end: start + token.end.offset });
    },
  };
  const tree = fromMarkdown(source, {
    extensions: [gfm(), frontmatter([...FRONT_MATTER])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown([...FRONT_MATTER]), recordDestinations],
  });
  yield;
  const links: Candidate[] = destinations.map((range) => destinationCandidate(text, range.start, range.end));
  const headings: HeadingText[] = [];
  const htmlAnchors = new Set<string>();
  const stack: Nodes[] = [tree as Root];
  let steps = 0;
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (++steps % CHECKPOINT === 0) yield;
    if (node.type === "heading") {
      headings.push({ text: headingText(node) });
    } else if (node.type === "html" && mayHoldLinkOrAnchor(node.value)) {
      const from = node.position?.start.offset;
      const to = node.position?.end.offset;
      if (from !== undefined && to !== undefined) {
        const html = yield* linkReaderOf("html")!.readLinks(text, "html", start + from, start + to);
        for (const link of html.links) links.push(link);
        for (const anchor of html.anchors("github")) htmlAnchors.add(anchor);
      }
    }
    if ("children" in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
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

/** A heading's text as a rendered page has it: text and code, not the alt text of images or raw HTML. */
function headingText(heading: Parent): string {
  let text = "";
  const stack: Nodes[] = [...heading.children].reverse() as Nodes[];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    switch (node.type) {
      case "text":
      case "inlineCode":
        text += node.value;
        break;
      case "break":
        text += " ";
        break;
      case "image":
      case "imageReference":
      case "html":
      case "footnoteReference":
        break;
      default:
        if ("children" in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
  return text;
}

/** Raw HTML worth parsing: it may hold an `id`, a `name`, an `href`, a `src`... (most is `<br>`, `<img>` sizes, `</details>`). */
function mayHoldLinkOrAnchor(html: string): boolean {
  return /\b(?:id|name|href|src|srcset|poster|data)\s*=/i.test(html);
}
