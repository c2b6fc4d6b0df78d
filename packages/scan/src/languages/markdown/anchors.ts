/**
 * The anchors of a Markdown document under a site's slug style: each heading's slug (slugs.ts),
 * or the `{#id}` written after it where the site reads one, and the `id`s and `<a name>`s of its
 * raw HTML (read by the HTML link reader).
 *
 * `{#id}` (markdown-it-attrs in VitePress, Docusaurus's heading ids, mdBook's heading attributes,
 * MkDocs's attr_list): VitePress and Docusaurus always read it; MkDocs only with the attr_list
 * extension and mdBook only since 0.4.26, so for those both the id and the slug of the whole text
 * are anchors (a link to either works on one of the configurations). GitHub reads none: the
 * `{#id}` is text, slugged with the rest.
 */
import type { SlugStyle } from "../../language.js";
import { sluggerFor } from "./slugs.js";

/** A heading's text, as the sites read it (its inline code and emphasis as text, no HTML, no image). */
export interface HeadingText {
  readonly text: string;
}

/** `{#id}` or `{: #id .class key=value }` at the end of a heading: the id, and the text before it. */
const EXPLICIT_ID = /^(.*?)[ \t]*\{:?[ \t]*(?:[.\w-]+[ \t]+)*#([^\s}#]+)(?:[ \t]+[^}]*)?\}[ \t]*$/s;

export function headingAnchors(headings: readonly HeadingText[], style: SlugStyle): string[] {
  const slug = sluggerFor(style);
  const anchors: string[] = [];
  for (const { text } of headings) {
    const explicit = style === "github" ? null : EXPLICIT_ID.exec(text);
    if (explicit === null) {
      anchors.push(slug(text));
      continue;
    }
    const [, before, id] = explicit as unknown as [string, string, string];
    anchors.push(slug(before, id));
    if (style === "mkdocs" || style === "mdbook") anchors.push(slug(text));
  }
  return anchors;
}
