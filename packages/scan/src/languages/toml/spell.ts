/** How a value is written back into a TOML string. */
import type { Speller } from "../../language.js";
import { spellToml } from "./string.js";

export const spellers: Readonly<Record<string, Speller>> = {
  "toml-basic": (value, quote) => spellToml(value, "toml-basic", quote),
  "toml-literal": (value, quote) => spellToml(value, "toml-literal", quote),
};
