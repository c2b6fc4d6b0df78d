/** How a value is written back into a Dockerfile word (and a shell word of a RUN line). */
import type { Speller } from "../../language.js";
import { spellDockerfile } from "./word.js";

export const spellers: Readonly<Record<string, Speller>> = {
  "dockerfile-word": (value, quote) => spellDockerfile(value, "dockerfile-word", quote),
  "dockerfile-word-backtick": (value, quote) => spellDockerfile(value, "dockerfile-word-backtick", quote),
  "shell-word": (value, quote) => spellDockerfile(value, "shell-word", quote),
};
