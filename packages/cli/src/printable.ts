/**
 * Text a terminal shows as it is. A file name, a message or an argument may hold characters a
 * terminal acts on (ESC starts a colour or moves the cursor, CR returns over a line, LF starts a
 * fake one, C1 controls such as U+009B start sequences on some terminals) or that reorder what is
 * read (Unicode's bidirectional controls, as in "Trojan Source", CVE-2021-42574). For people they are
 * spelled as escapes (`\x1b`, `\n`, `\u{202e}`); in JSON, as `\u` escapes of the same string.
 */
import { maskValue } from "./mask.js";

/** C0 controls, DEL, C1 controls, the line and paragraph separators and the bidirectional controls. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** What JSON.stringify leaves as it is of the above (it escapes C0 itself). */
const JSON_UNPRINTABLE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `text` for a terminal: every character above spelled as an escape. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const named = NAMED[char];
    if (named !== undefined) return named;
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u{${code.toString(16)}}`;
  });
}

/**
 * JSON text (JSON.stringify's output, whose structure is ASCII) with the characters above inside
 * its strings written as `\uXXXX`: the same values for a program, nothing for a terminal to act on.
 */
export function printableJson(json: string): string {
  return json.replace(JSON_UNPRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Longer values are cut when quoted in a message (a 100,000-character glob is not read on a terminal). */
const QUOTED_LENGTH = 200;

/** A user's value (an argument, a path) as a message quotes it: masked, cut, escaped, in double quotes. */
export function quoted(value: string): string {
  const masked = maskValue(value);
  const cut = masked.length > QUOTED_LENGTH ? `${masked.slice(0, QUOTED_LENGTH)}…` : masked;
  return printableJson(JSON.stringify(cut));
}

/** A user's value (a path) as a line of text shows it: masked and escaped, not quoted. */
export function shown(value: string): string {
  return printable(maskValue(value));
}
