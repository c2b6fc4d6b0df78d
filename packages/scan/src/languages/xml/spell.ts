/**
 * A replacement spelled back into XML (XML 1.0, fifth edition): what text.ts reads, written again.
 * No parser is loaded here.
 *
 * - an attribute value (`quote` `"` or `'`): `&`, `<` and the value's quote as references; a tab,
 *   a line feed and a carriage return as character references, since written as themselves they
 *   would read as a space (3.3.3, attribute-value normalization);
 * - character data: `&`, `<` and `>` as references (`]]>` may not appear, 2.4), a carriage return
 *   as a character reference (2.11 would read it as a line feed);
 * - a CDATA section: as it is, unless it holds `]]>` or a carriage return (neither can be written);
 * - a comment: as it is, unless it holds `--` or ends with `-` (2.5);
 * - a processing instruction: as it is, unless it holds `?>` (2.6).
 * A character XML 1.0 does not allow anywhere (2.2: C0 controls other than tab, line feed and
 * carriage return, U+FFFE, U+FFFF, a lone surrogate) cannot be written at all, not even as a
 * reference: the fix is then dropped.
 */
import type { Speller } from "../../language.js";

/** How a value is written in XML: which place of the document holds it. */
export type XmlSpelling = "xml-attribute" | "xml-text" | "xml-cdata" | "xml-comment" | "xml-pi";

/** `value` spelled for its place, or undefined when it cannot be written there. */
export function spellXml(value: string, spelling: XmlSpelling, quote: string): string | undefined {
  if (!isXmlText(value)) return undefined;
  switch (spelling) {
    case "xml-attribute":
      return escape(
        value,
        (char) => ATTRIBUTE_REFERENCES[char] ?? (char === quote ? QUOTE_REFERENCES[char] : undefined),
      );
    case "xml-text":
      return escape(value, (char) => TEXT_REFERENCES[char]);
    case "xml-cdata":
      return value.includes("]]>") || value.includes("\r") ? undefined : value;
    case "xml-comment":
      return value.includes("--") || value.endsWith("-") ? undefined : value;
    case "xml-pi":
      return value.includes("?>") ? undefined : value;
  }
}

const ATTRIBUTE_REFERENCES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};

const QUOTE_REFERENCES: Readonly<Record<string, string>> = { '"': "&quot;", "'": "&apos;" };

const TEXT_REFERENCES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;" };

function escape(value: string, reference: (char: string) => string | undefined): string {
  let out = "";
  for (const char of value) out += reference(char) ?? char;
  return out;
}

/** Whether every character of `value` is a Char of XML 1.0 (2.2). */
function isXmlText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if ((code >= 0xdc00 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) {
      return false;
    }
  }
  return true;
}

export const spellers: Readonly<Record<string, Speller>> = {
  "xml-attribute": (value, quote) => spellXml(value, "xml-attribute", quote),
  "xml-text": (value, quote) => spellXml(value, "xml-text", quote),
  "xml-cdata": (value, quote) => spellXml(value, "xml-cdata", quote),
  "xml-comment": (value, quote) => spellXml(value, "xml-comment", quote),
  "xml-pi": (value, quote) => spellXml(value, "xml-pi", quote),
};
