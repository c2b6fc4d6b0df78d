/**
 * Spelling a replacement back into a document: each language module knows how its strings are
 * quoted and escaped; this is where a candidate's spelling is sent to the module that wrote it.
 * A speller returns undefined when the value cannot be written in that place (a `String.raw`
 * template cannot escape a backtick, a line comment cannot hold a line break): the fix is then
 * dropped, never written wrong.
 */
import { spellCss, type CssSpelling } from "./languages/css-string.js";
import { spellDockerfile, type DockerfileSpelling } from "./languages/dockerfile-word.js";
import { spellDotenv, type DotenvSpelling } from "./languages/dotenv.js";
import { spellHtml, type HtmlSpelling } from "./languages/html-spell.js";
import { spellToml, type TomlSpelling } from "./languages/toml-string.js";
import { spellYaml, type YamlSpelling } from "./languages/yaml-scalar.js";
import { spellScript, type ScriptSpelling } from "./spelling.js";

/** How a candidate's value is written in its document. */
export type Spelling =
  ScriptSpelling | DotenvSpelling | DockerfileSpelling | YamlSpelling | TomlSpelling | HtmlSpelling | CssSpelling;

/**
 * `value` spelled for the place of a candidate with this `spelling` and `quote` (the delimiter of
 * the enclosing literal, as the scanner recorded it), or undefined when it cannot be written there.
 */
export function spell(value: string, spelling: Spelling, quote: string): string | undefined {
  switch (spelling) {
    case "dotenv-unquoted":
    case "dotenv-single":
    case "dotenv-double":
    case "dotenv-backtick":
      return spellDotenv(value, spelling, quote);
    case "dockerfile-word":
    case "dockerfile-word-backtick":
    case "shell-word":
      return spellDockerfile(value, spelling, quote);
    case "yaml-plain":
    case "yaml-single":
    case "yaml-double":
    case "yaml-block":
      return spellYaml(value, spelling, quote);
    case "toml-basic":
    case "toml-literal":
      return spellToml(value, spelling, quote);
    case "html-attribute":
    case "html-text":
      return spellHtml(value, spelling, quote);
    case "css-string":
    case "css-url":
    case "css-string-in-html":
    case "css-url-in-html":
      return spellCss(value, spelling, quote);
    default:
      return spellScript(value, spelling, quote);
  }
}
