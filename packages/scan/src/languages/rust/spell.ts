/**
 * How a value is written back into a Rust string literal (`quote`: its opening delimiter, prefix
 * and hashes included, as `br##"`), and never into a value made of pieces (a `+` chain, bytes that
 * are no UTF-8 text): a fix there would land on one piece of a URI.
 */
import type { Speller } from "../../language.js";
import { spellRust } from "./literal.js";

export const spellers: Readonly<Record<string, Speller>> = {
  rust: (value, quote) => spellRust(value, quote),
  "rust-template": () => undefined,
};
