/**
 * The house: data flows one way, text -> scanner -> core's findings -> front-end. Each workspace
 * package sits on a floor, and depends (in its manifest and in its sources) only on packages of
 * the floors below it:
 *
 *   3  urilint-vscode                        (an editor client)
 *   2  eslint-plugin-urilint, @urilint/lsp-server, urilint (the command)   (front-ends)
 *   1  @urilint/scan                         (where the URIs of a document are)
 *   0  @urilint/core                         (what a URI is, and what is wrong with it)
 *
 * A new package must be given its floor here; the test fails until it is.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parserPackages } from "../packages/scan/src/missing-parser.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const FLOORS: Record<string, number> = {
  "@urilint/core": 0,
  "@urilint/scan": 1,
  "eslint-plugin-urilint": 2,
  "@urilint/lsp-server": 2,
  urilint: 2,
  "urilint-vscode": 3,
};

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const packages = readdirSync(join(ROOT, "packages"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    dir: join(ROOT, "packages", entry.name),
    manifest: JSON.parse(readFileSync(join(ROOT, "packages", entry.name, "package.json"), "utf8")) as Manifest,
  }));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.(c|m)?tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The workspace packages a source file imports (`@urilint/x`, `eslint-plugin-urilint`, ...). */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const names = new Set<string>();
  for (const match of text.matchAll(/\bfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)|\brequire\(\s*"([^"]+)"\s*\)/g)) {
    const specifier = match[1] ?? match[2] ?? match[3]!;
    const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
    if (Object.prototype.hasOwnProperty.call(FLOORS, name)) names.add(name);
  }
  return [...names];
}

describe("the house: arrows only downward", () => {
  it("gives every workspace package a floor", () => {
    expect(
      packages.map((p) => p.manifest.name).filter((name) => !Object.prototype.hasOwnProperty.call(FLOORS, name)),
    ).toEqual([]);
  });

  for (const { dir, manifest } of packages) {
    it(`${manifest.name} depends only on packages below it`, () => {
      const floor = FLOORS[manifest.name]!;
      const declared = Object.keys({
        ...manifest.dependencies,
        ...manifest.peerDependencies,
        ...manifest.devDependencies,
      });
      const upward = declared.filter((name) => FLOORS[name] !== undefined && FLOORS[name]! >= floor);
      for (const file of sources(join(dir, "src"))) {
        for (const name of importedPackages(file)) {
          // A package may name itself (its CommonJS entry's comment does).
          if (name !== manifest.name && FLOORS[name]! >= floor)
            upward.push(`${file.slice(ROOT.length)} imports ${name}`);
        }
      }
      expect(upward).toEqual([]);
    });
  }
});

/**
 * The parsers of the languages (the records' `parsers`, and what reads Markdown's links and
 * TypeScript's trees): only @urilint/scan reads a language. A front-end may name one in a type
 * (`import type`), never load it.
 */
const LANGUAGE_PARSERS = new Set([
  ...parserPackages(),
  "micromark",
  "micromark-extension-frontmatter",
  "@typescript-eslint/typescript-estree",
  "@typescript-eslint/parser",
]);

/** The packages a source file loads: its imports and re-exports that are not type-only, and its require() calls. */
function loadedPackages(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const names = new Set<string>();
  const loads =
    /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)"|^\s*import\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)|\brequire\(\s*"([^"]+)"\s*\)/gm;
  for (const match of text.matchAll(loads)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4]!;
    if (specifier.startsWith(".") || specifier.startsWith("node:")) continue;
    names.add(specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!);
  }
  return [...names];
}

describe("the house: a language's knowledge lives in @urilint/scan", () => {
  it("knows the parsers it looks for", () => {
    expect([...LANGUAGE_PARSERS]).toEqual(expect.arrayContaining(["typescript", "yaml", "parse5", "espree"]));
  });

  for (const { dir, manifest } of packages.filter(({ manifest }) => FLOORS[manifest.name]! >= 2)) {
    it(`${manifest.name} loads no parser of a language`, () => {
      const loaded = sources(join(dir, "src")).flatMap((file) =>
        loadedPackages(file)
          .filter((name) => LANGUAGE_PARSERS.has(name))
          .map((name) => `${file.slice(ROOT.length)} loads ${name}`),
      );
      expect(loaded).toEqual([]);
    });
  }
});
