/**
 * The anchor each site makes of a Markdown heading's text, one slugger per document (a repeated
 * heading gets a numbered anchor). GitHub's is github-slugger's (what GitHub's own renderer and
 * Docusaurus use). The others are written here by hand, each a few lines and fully specified by
 * its generator's source:
 * - VitePress: `slugify` of @mdit-vue/shared (NFKD, accents and control characters removed, runs
 *   of white space and punctuation as one "-", none at either end, "_" before a leading digit,
 *   lower case); repeats get "-1", "-2" (markdown-it-anchor's uniqueSlug).
 * - mdBook: `normalize_id` (alphanumerics, "_" and "-" kept, ASCII letters lower-cased, white
 *   space as "-", everything else dropped) of the trimmed text; repeats get "-1", "-2"
 *   (`unique_id_from_content`).
 * - MkDocs: Python-Markdown's toc `slugify` (NFKD, non-ASCII dropped, `[^\w\s-]` dropped, trimmed,
 *   lower case, runs of "-" and white space as one "-"); repeats and empty anchors get "_1", "_2"
 *   (toc's `unique`).
 */
import GithubSlugger from "github-slugger";
import type { SlugStyle } from "../../language.js";

/**
 * Gives each heading of one document its anchor, in document order: from its text, or from the
 * `{#id}` written after it (`explicit`, read only for the sites that read it).
 */
export type Slugger = (text: string, explicit?: string) => string;

export function sluggerFor(style: SlugStyle): Slugger {
  switch (style) {
    case "github":
    case "docusaurus": {
      const slugger = new GithubSlugger();
      return (text, explicit) => explicit ?? slugger.slug(text);
    }
    case "vitepress": {
      // markdown-it-anchor's uniqueSlug, for explicit ids too: the first free of x, x-1, x-2, ...
      const taken = new Set<string>();
      return (text, explicit) => {
        const slug = explicit ?? vitePressSlug(text);
        let anchor = slug;
        for (let i = 1; taken.has(anchor); i++) anchor = `${slug}-${i}`;
        taken.add(anchor);
        return anchor;
      };
    }
    case "mdbook": {
      // unique_id_from_content: a count per anchor, x then x-1, x-2, ... (taken or not).
      const counts = new Map<string, number>();
      return (text, explicit) => {
        if (explicit !== undefined) return explicit;
        const slug = mdBookSlug(text);
        const count = counts.get(slug) ?? 0;
        counts.set(slug, count + 1);
        return count === 0 ? slug : `${slug}-${count}`;
      };
    }
    case "mkdocs": {
      // toc's unique(): while taken or empty, "x_<n>" becomes "x_<n+1>", anything else "x_1".
      const taken = new Set<string>();
      return (text, explicit) => {
        if (explicit !== undefined) {
          taken.add(explicit);
          return explicit;
        }
        let anchor = mkDocsSlug(text);
        while (taken.has(anchor) || anchor === "") {
          const numbered = /^(.*)_([0-9]+)$/s.exec(anchor);
          anchor = numbered === null ? `${anchor}_1` : `${numbered[1]}_${Number(numbered[2]) + 1}`;
        }
        taken.add(anchor);
        return anchor;
      };
    }
  }
}

const VITEPRESS_CONTROL = /[\u0000-\u001f]/g;
const VITEPRESS_SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const COMBINING_MARKS = /[\u0300-\u036F]/g;

export function vitePressSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .replace(VITEPRESS_CONTROL, "")
    .replace(VITEPRESS_SPECIAL, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/^(\d)/, "_$1")
    .toLowerCase();
}

/** Rust's `char::is_alphanumeric` (Alphabetic, or a number of category Nd, Nl or No). */
const RUST_ALPHANUMERIC = /[\p{Alphabetic}\p{Nd}\p{Nl}\p{No}]/u;
const RUST_WHITESPACE = /\p{White_Space}/u;

export function mdBookSlug(text: string): string {
  const trimmed = text.trim().replace(/^#+/, "").trim();
  let out = "";
  for (const char of trimmed) {
    if (char === "_" || char === "-" || RUST_ALPHANUMERIC.test(char)) {
      // to_ascii_lowercase: only A to Z change.
      out += char >= "A" && char <= "Z" ? char.toLowerCase() : char;
    } else if (RUST_WHITESPACE.test(char)) {
      out += "-";
    }
  }
  return out;
}

/** Python's `\s` on ASCII text (its `str.isspace` also counts the separators 0x1C to 0x1F). */
const PYTHON_SPACE = "[ \\t\\n\\r\\f\\v\\x1c-\\x1f]";

export function mkDocsSlug(text: string): string {
  const ascii = text.normalize("NFKD").replace(/[^\x00-\x7f]/g, "");
  const kept = ascii
    .replace(new RegExp(`[^A-Za-z0-9_${PYTHON_SPACE.slice(1, -1)}-]`, "g"), "")
    .replace(new RegExp(`^${PYTHON_SPACE}+|${PYTHON_SPACE}+$`, "g"), "")
    .toLowerCase();
  return kept.replace(new RegExp(`[-${PYTHON_SPACE.slice(1, -1)}]+`, "g"), "-");
}
