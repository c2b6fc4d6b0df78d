/**
 * Which reader reads JavaScript and TypeScript: TypeScript's tree (index.ts), or, where TypeScript
 * is not installed, espree's ESTree for plain JavaScript (espree-reader.ts; espree comes with
 * ESLint). Decided once, on the first script; the registry loads this module.
 */
import type { LanguageReader } from "../../language.js" with { "resolution-mode": "import" };
import type * as Missing from "../../missing-parser.js" with { "resolution-mode": "import" };

function load(): LanguageReader {
  try {
    return require("./index.js").reader as LanguageReader;
  } catch (error) {
    const { missingParserPackage } = require("../../missing-parser.js") as typeof Missing;
    if (missingParserPackage(error) !== "typescript") throw error;
    try {
      return require("./espree-reader.js").reader as LanguageReader;
    } catch {
      // Neither parser: the error says to install TypeScript.
      throw error;
    }
  }
}

export = load();
