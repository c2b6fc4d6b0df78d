#!/usr/bin/env node
/**
 * What the packages say about the languages urilint reads, written from the languages' records
 * (@urilint/scan's registry, built), so that adding a language's folder is all it takes: the
 * descriptions and keywords of @urilint/scan, @urilint/lsp-server and urilint, and the VS Code
 * extension's document selector and activation events (src/languages.generated.ts, package.json).
 *
 *   node scripts/sync-languages.mjs           # write (after a build)
 *   node scripts/sync-languages.mjs --check   # exit 1 and name what differs (run by the tests)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const check = process.argv.includes("--check");

const scan = await import(pathToFileURL(join(root, "packages/scan/dist/index.js")).href);
const definitions = scan.languageDefinitions().filter((definition) => definition.name !== "plain text");

/** "JavaScript and TypeScript, JSON, ..., and INI": the languages as people name them. */
const names = definitions.map((definition) => definition.name);
const list = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** A language's keywords: its name's words, in lower case (`.env` is `dotenv`, `.properties` is `properties`). */
function keywordsOf(definition) {
  return definition.name
    .split(" and ")
    .map((word) => (word === ".env" ? "dotenv" : word.replace(/^\./, "").toLowerCase().replace(/\s+/g, "-")));
}
const languageKeywords = [...new Set(definitions.flatMap(keywordsOf))];

const PACKAGES = {
  "packages/scan": {
    description: `Finds the URI candidates of a document in ${list} (and plain text), with exact ranges, context and holes; checks relative links`,
    keywords: ["uri", "url", "rfc3986", "scanner"],
  },
  "packages/lsp-server": {
    description: `A language server for the URIs in ${list} (and plain text): diagnostics, hovers, quick fixes, link checks`,
    keywords: ["lsp", "language-server", "uri", "url", "rfc3986"],
  },
  "packages/cli": {
    description: `The urilint command: checks the URIs in every file of a repository (${list}, and any other text), in pre-commit hooks and CI`,
    keywords: ["cli", "lint", "uri", "url", "rfc3986", "pre-commit", "sarif"],
  },
};

const differences = [];

function write(path, text) {
  const current = readFileSync(join(root, path), "utf8");
  if (current === text) return;
  if (check) differences.push(path);
  else writeFileSync(join(root, path), text);
}

for (const [dir, { description, keywords }] of Object.entries(PACKAGES)) {
  const path = `${dir}/package.json`;
  const manifest = JSON.parse(readFileSync(join(root, path), "utf8"));
  manifest.description = description;
  manifest.keywords = [...keywords, ...languageKeywords];
  write(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

// The extension: every editor languageId a language claims, and the file names and extensions it reads.
const languageIds = [
  ...new Set(definitions.flatMap((d) => Object.values(d.dialects).flatMap((x) => x.languageIds ?? []))),
];
const patterns = [
  ...new Set(
    definitions.flatMap((d) =>
      Object.values(d.dialects).flatMap((x) => [
        ...(x.extensions ?? []).map((extension) => `**/*.${extension}`),
        ...(x.fileNames ?? []).map((name) => `**/${name}`),
        ...(x.nameGlobs ?? []).map((glob) => `**/${glob}`),
      ]),
    ),
  ),
];
/**
 * The languageIds VS Code gives files it has no language of ours for: `.env` is "properties",
 * `.env.local` "shellscript", a `.toml` file without a TOML extension "plaintext". Opening one must
 * start the extension too (the server then reads the file by its name).
 */
const PATTERN_LANGUAGES = ["properties", "shellscript", "plaintext"];
const activation = [...new Set([...languageIds, ...PATTERN_LANGUAGES])];
const extensionManifestPath = "packages/vscode-extension/package.json";
const extensionManifest = JSON.parse(readFileSync(join(root, extensionManifestPath), "utf8"));
extensionManifest.activationEvents = activation.map((language) => `onLanguage:${language}`);
write(extensionManifestPath, `${JSON.stringify(extensionManifest, null, 2)}\n`);

const generated = `/**
 * Written by scripts/sync-languages.mjs from the languages' records (@urilint/scan): do not edit.
 * The editor languageIds urilint reads, and the file names and extensions it reads whatever
 * language an editor gives them.
 */
export const LANGUAGE_IDS = ${JSON.stringify(languageIds)} as const;

export const FILE_PATTERNS = ${JSON.stringify(patterns)} as const;

/** The languages whose first document starts the extension: ours, and those VS Code gives the files of FILE_PATTERNS. */
export const ACTIVATION_LANGUAGES = ${JSON.stringify(activation)} as const;

/** The languageIds VS Code gives the files of FILE_PATTERNS it has no language of ours for. */
export const PATTERN_LANGUAGES = ${JSON.stringify(PATTERN_LANGUAGES)} as const;
`;
const prettier = await import("prettier");
const options = await prettier.resolveConfig(join(root, "packages/vscode-extension/src/languages.generated.ts"));
write(
  "packages/vscode-extension/src/languages.generated.ts",
  await prettier.format(generated, { ...options, parser: "typescript" }),
);

if (check && differences.length > 0) {
  console.error(`out of date (run node scripts/sync-languages.mjs): ${differences.join(", ")}`);
  process.exit(1);
}
