/**
 * A replacement spelled back into HTML, for an attribute's quoting or for text (HTML Standard
 * 13.2.5): what html-text.ts reads, written again. Apart from the decoder, so that spelling a fix
 * loads no entity tables.
 */
import type { Speller } from "../../language.js";

/**
 * How an HTML value is written: `html-attribute` (quote `"`, `'`, or "" for an unquoted value) or
 * `html-text` (character data between tags, quote "<").
 */
export type HtmlSpelling = "html-attribute" | "html-text";

const CARRIAGE_RETURN = 0x0d;
const NULL = 0x00;

/**
 * `value` spelled for its place, or undefined when it cannot be written there. An ampersand is
 * always written `&amp;` (a bare one could start a reference); an attribute's own quote is a
 * reference; an unquoted attribute value writes white space, quotes, `=`, `<`, `>` and `` ` `` as
 * references (13.2.5.38 ends the value at white space and `>`, and calls the others errors); text
 * writes `<` as `&lt;`.
 */
export function spellHtml(value: string, spelling: HtmlSpelling, quote: string): string | undefined {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (char === "&") out += "&amp;";
    else if (code === NULL || code === CARRIAGE_RETURN) return undefined;
    else if (spelling === "html-text") out += char === "<" ? "&lt;" : char;
    else if (char === '"' && quote !== "'") out += "&quot;";
    else if (quote === "" ? UNQUOTED_REFERENCES.has(char) : char === quote) out += `&#${code};`;
    else out += char;
  }
  return out;
}

/** What an unquoted attribute value cannot hold as itself. */
const UNQUOTED_REFERENCES: ReadonlySet<string> = new Set([" ", "\t", "\n", "\f", '"', "'", "=", "<", ">", "`"]);

export const spellers: Readonly<Record<string, Speller>> = {
  "html-attribute": (value, quote) => spellHtml(value, "html-attribute", quote),
  "html-text": (value, quote) => spellHtml(value, "html-text", quote),
  // A value made of HTML and another language's regions (template.ts): a fix would land on one piece of it.
  "html-template": () => undefined,
};
