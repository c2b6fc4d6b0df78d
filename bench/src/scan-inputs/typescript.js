// TypeScript: the installed packages' largest .ts sources (declarations left out), concatenated.
// The parser beside the scanner is TypeScript's own createSourceFile.
import ts from "typescript";
import { once, records, realFiles } from "../real-files.js";

export const language = "ts";
export const source = "installed packages' .ts sources";
export const parser = {
  name: "ts.createSourceFile",
  parse: (text) =>
    ts.createSourceFile(
      "x.ts",
      text,
      { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
      false,
      ts.ScriptKind.TS,
    ),
};

const sources = once(() =>
  realFiles((path) => path.endsWith(".ts") && !path.endsWith(".d.ts"), 200).map((file) => file.text),
);

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(sources(), target);
}
