/**
 * Spelling a replacement back into a document: each language module knows how its strings are
 * quoted and escaped; this is where a candidate's spelling is sent to the module that wrote it.
 * A speller returns undefined when the value cannot be written in that place (a `String.raw`
 * template cannot escape a backtick, a line comment cannot hold a line break): the fix is then
 * dropped, never written wrong. The modules that hold a parser are loaded on first use
 * (language-modules.cts): a candidate to spell was found by its module, which is then loaded.
 */
import languageModule from "./language-modules.cjs";
import { spellCss, type CssSpelling } from "./languages/css-string.js";
import type { DockerfileSpelling } from "./languages/dockerfile.js";
import { spellDotenv, type DotenvSpelling } from "./languages/dotenv.js";
import { spellHtml, type HtmlSpelling } from "./languages/html-text.js";
import type { TomlSpelling } from "./languages/toml.js";
import type { YamlSpelling } from "./languages/yaml.js";
import { spellScript, type ScriptSpelling } from "./spelling.js";

/** How a candidate's value is written in its document. */
export type Spelling = ScriptSpelling | DotenvSpelling | DockerfileSpelling | YamlSpelling | TomlSpelling | HtmlSpelling | CssSpelling;

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
      return languageModule("dockerfile").spellDockerfile(value, spelling, quote);
    case "yaml-plain": case "yaml-single": case "yaml-double": case "yaml-block":
      return languageModule("yaml").spellYaml(value, spelling, quote);
    case "toml-basic": case "toml-literal":
      return languageModule("toml").spellToml(value, spelling, quote);
    case "html-attribute": case "html-text":
      return spellHtml(value, spelling, quote);
    case "css-string": case "css-url": case "css-string-in-html": case "css-url-in-html":
      return spellCss(value, spelling, quote);
    default:
      return spellScript(value, spelling, quote);
  }
}
