/**
 * The anchors each site makes of a heading, row by row; the expected values are the generators'
 * own (mdBook's unit tests of `normalize_id` and `unique_id_from_content`, Python-Markdown's
 * `slugify` and `unique`, @mdit-vue's `slugify` with markdown-it-anchor's numbering, github-slugger).
 */
import { describe, expect, it } from "vitest";
import type { SlugStyle } from "../src/language.js";
import { headingAnchors } from "../src/languages/markdown/anchors.js";
import { mdBookSlug, mkDocsSlug, vitePressSlug } from "../src/languages/markdown/slugs.js";

const anchors = (style: SlugStyle, ...texts: string[]): string[] =>
  headingAnchors(
    texts.map((text) => ({ text })),
    style,
  );

describe("heading slugs", () => {
  it.each([
    ["server.port", "server-port"],
    ["1. Getting started", "_1-getting-started"],
    ["Über “quotes”", "uber-quotes"],
    ["What is `x`?", "what-is-x"],
  ])("VitePress: %s", (text, slug) => {
    expect(vitePressSlug(text)).toBe(slug);
  });

  it.each([
    ["`--passes`: add more rustdoc passes", "--passes-add-more-rustdoc-passes"],
    ["Method-call 🐙 expressions \u{1f47c}", "method-call--expressions-"],
    ["中文標題 CJK title", "中文標題-cjk-title"],
    ["Über", "Über"],
    ["_-_12345", "_-_12345"],
  ])("mdBook: %s", (text, slug) => {
    expect(mdBookSlug(text)).toBe(slug);
  });

  it.each([
    ["žlutý kůň", "zluty-kun"],
    ["Hello -- World!", "hello-world"],
    ["社区", ""],
    ["  A_b  c ", "a_b-c"],
  ])("MkDocs: %s", (text, slug) => {
    expect(mkDocsSlug(text)).toBe(slug);
  });

  it("numbers repeats as each site does", () => {
    expect(anchors("github", "A", "A", "A-1")).toEqual(["a", "a-1", "a-1-1"]);
    expect(anchors("vitepress", "A", "A", "A")).toEqual(["a", "a-1", "a-2"]);
    // mdBook counts each anchor, taken or not.
    expect(anchors("mdbook", "A-1", "A", "A")).toEqual(["a-1", "a", "a-1"]);
    // MkDocs: "_1" for a repeat and for an empty anchor, "x_1" becomes "x_2".
    expect(anchors("mkdocs", "A", "A", "社区", "社区", "A")).toEqual(["a", "a_1", "_1", "_2", "a_2"]);
  });

  it("reads {#id} where the site does", () => {
    expect(anchors("github", "Heading {#custom}")).toEqual(["heading-custom"]);
    expect(anchors("vitepress", "Heading {#custom}", "Other {#custom}")).toEqual(["custom", "custom-1"]);
    expect(anchors("docusaurus", "Heading {#custom}")).toEqual(["custom"]);
    // MkDocs needs attr_list for it, mdBook 0.4.26: both readings are anchors.
    expect(anchors("mkdocs", "Heading {: #custom .wide }")).toEqual(["custom", "heading-custom-wide"]);
    expect(anchors("mdbook", "Heading {#custom}")).toEqual(["custom", "heading-custom"]);
  });
});
