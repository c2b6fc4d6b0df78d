/** How a value is written back into a YAML scalar of each style. */
import type { Speller } from "../../language.js";
import { spellYaml } from "./scalar.js";

export const spellers: Readonly<Record<string, Speller>> = {
  "yaml-plain": (value, quote) => spellYaml(value, "yaml-plain", quote),
  "yaml-single": (value, quote) => spellYaml(value, "yaml-single", quote),
  "yaml-double": (value, quote) => spellYaml(value, "yaml-double", quote),
  "yaml-block": (value, quote) => spellYaml(value, "yaml-block", quote),
};
