/** The reader of YAML documents (the yaml package's parser is loaded with it). */
import type { LanguageReader } from "../../language.js";
import { readYamlValues } from "./keyed-values.js";
import { scanYaml } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found, comment) => scanYaml(text, found, comment),
  readValues: (text, _dialect, keys) => readYamlValues(text, keys),
};
