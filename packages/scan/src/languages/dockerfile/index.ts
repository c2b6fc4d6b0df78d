/** The reader of Dockerfiles (dockerfile-ast is loaded with it). */
import type { LanguageReader } from "../../language.js";
import { scanDockerfile } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found, comment) => scanDockerfile(text, found, comment),
};
