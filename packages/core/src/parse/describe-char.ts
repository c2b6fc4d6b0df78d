/** How findings name characters: readable, and unambiguous for invisible ones. */

const NAMES: Record<number, string> = {
  0x09: "a TAB (U+0009)",
  0x0a: "a line feed (U+000A)",
  0x0d: "a carriage return (U+000D)",
  0x20: "a space",
  0x7f: "DEL (U+007F)",
};

/** A character or run of characters for a message: `'<'`, `'日本'`, `a space`, `U+0000`. */
export function describeChars(run: string): string {
  if (run.length === 1) {
    const code = run.charCodeAt(0);
    const name = NAMES[code];
    if (name !== undefined) return name;
    if (code < 0x20 || (code >= 0x80 && code < 0xa0)) return unicodeName(code);
    if (code >= 0xd800 && code <= 0xdfff) return `the lone surrogate ${unicodeName(code)}`;
  }
  if (/^ +$/.test(run)) return "spaces";
  if (run.length > LONGEST_RUN_SHOWN) {
    let cut = LONGEST_RUN_SHOWN - 4;
    const last = run.charCodeAt(cut - 1);
    if (last >= 0xd800 && last <= 0xdbff) cut--; // never split a surrogate pair
    return `'${run.slice(0, cut)}…' (${run.length} characters)`;
  }
  return `'${run}'`;
}

/** Runs longer than this are shown by their start and length, so a message stays a message. */
const LONGEST_RUN_SHOWN = 24;

/** A percent-encoding for a message: whole triplets, at most about 48 characters. */
export function shortEncoding(encoded: string): string {
  return encoded.length <= 48 ? encoded : `${encoded.slice(0, 45)}…`;
}

function unicodeName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
