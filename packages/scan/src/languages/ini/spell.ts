/**
 * A replacement spelled back into an INI value (dialects.ts says how each dialect reads one):
 * - `ini-value` (configparser, EditorConfig): as it is, with `%` doubled where the value uses
 *   interpolation (quote "%"); a line break cannot be written (it would end the line), nor white
 *   space at either end of the piece (a value's ends are stripped);
 * - `gitconfig-value`: `\`, `"`, a line feed, a tab and a backspace as git's escapes; `#` and `;`
 *   between double quotes where the value holds none (else a replacement cannot tell whether it
 *   lands inside quotes, and is not written); no white space at either end;
 * - `gitconfig-subsection`: `\` and `"` escaped; no line break.
 */
import type { Speller } from "../../language.js";

export type IniSpelling = "ini-value" | "gitconfig-value" | "gitconfig-subsection";

export function spellIni(value: string, spelling: IniSpelling, quote: string): string | undefined {
  if (/[\n\r]/.test(value) && spelling !== "gitconfig-value") return undefined;
  switch (spelling) {
    case "ini-value":
      if (value !== value.trim()) return undefined;
      return quote === "%" ? value.replaceAll("%", "%%") : value;
    case "gitconfig-subsection":
      return value.replace(/["\\]/g, (char) => `\\${char}`);
    case "gitconfig-value": {
      if (value !== value.trim() && value.trim() !== "") return undefined;
      let out = "";
      for (const char of value) {
        const escape = GIT_ESCAPES[char];
        if (escape !== undefined) out += escape;
        else if (char === "#" || char === ";") {
          if (quote !== "") return undefined;
          out += `"${char}"`;
        } else out += char;
      }
      return out;
    }
  }
}

const GIT_ESCAPES: Readonly<Record<string, string>> = {
  "\\": "\\\\",
  '"': '\\"',
  "\n": "\\n",
  "\t": "\\t",
  "\b": "\\b",
};

export const spellers: Readonly<Record<string, Speller>> = {
  "ini-value": (value, quote) => spellIni(value, "ini-value", quote),
  "gitconfig-value": (value, quote) => spellIni(value, "gitconfig-value", quote),
  "gitconfig-subsection": (value, quote) => spellIni(value, "gitconfig-subsection", quote),
};
