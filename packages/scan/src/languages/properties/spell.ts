/**
 * A replacement spelled back into a `.properties` value, as java.util.Properties.store writes one
 * (and Properties.load reads it, scan.ts): a backslash doubled; a tab, a form feed, a line feed and
 * a carriage return as `\t`, `\f`, `\n`, `\r`; any other control character and every character
 * beyond ASCII as `\uXXXX` (read the same whether the file is loaded as ISO 8859-1 or as UTF-8).
 * A piece of a value may start the value, where white space would be skipped and a first `=` or
 * `:` read as the separator: at the start of a piece these are escaped (`\ `, `\=`, `\:`), which
 * reads as the same character anywhere else too.
 */
import type { Speller } from "../../language.js";

const ESCAPES: Readonly<Record<string, string>> = { "\\": "\\\\", "\t": "\\t", "\f": "\\f", "\n": "\\n", "\r": "\\r" };

/** `value` spelled for a `.properties` value. */
export function spellProperties(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    const escape = ESCAPES[char];
    if (escape !== undefined) out += escape;
    else if (code < 0x20 || code > 0x7e) out += `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
    else if (i === 0 && (char === " " || char === "=" || char === ":")) out += `\\${char}`;
    else out += char;
  }
  return out;
}

export const spellers: Readonly<Record<string, Speller>> = {
  "properties-value": (value) => spellProperties(value),
};
