/** The reader of `.properties` files: a reader of its own (java.util.Properties.load's grammar). */
import type { LanguageReader } from "../../language.js";
import { scanProperties } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found, comment) => scanProperties(text, found, comment),
};
