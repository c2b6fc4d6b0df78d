/**
 * The parsers and TypeScript are optional peer dependencies: the ESLint plugin installs
 * @urilint/scan without them. Checked on the built package installed as npm lays it out, with
 * no parser anywhere it can resolve from: reading the trees of ESLint's languages (CSS included)
 * needs none, and a document whose parser is missing gets an error that names the package to
 * install.
 */
import css from "@eslint/css";
import { Linter } from "eslint";
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingParserPackage, parserPackages } from "../src/missing-parser.js";

const PARSER_PACKAGES = parserPackages();

const SCAN = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(join(SCAN, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

let project: string;
/** The environment without NODE_PATH, which pnpm's bin shims set to its store of every package. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_PATH"));

/** A project whose node_modules holds @urilint/scan (its build) and its dependencies, and no parser. */
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "urilint-no-parsers-"));
  const scan = join(project, "node_modules/@urilint/scan");
  mkdirSync(scan, { recursive: true });
  cpSync(join(SCAN, "package.json"), join(scan, "package.json"));
  cpSync(join(SCAN, "dist"), join(scan, "dist"), { recursive: true });
  for (const name of Object.keys(manifest.dependencies)) {
    const target = join(project, "node_modules", name);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(realpathSync(join(SCAN, "node_modules", name)), target, "dir");
  }
  writeFileSync(join(project, "package.json"), '{ "name": "no-parsers", "private": true, "type": "module" }\n');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Runs `script` (an ES module) in the project (or `cwd`); its last line of output is JSON. */
function inProject(script: string, cwd = project): unknown {
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd,
    env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split("\n").pop()!);
}

/** What scanning one document of `language` gives: its candidates' values, or the error. */
function scanned(language: string, text: string): unknown {
  return inProject(`
    import { runSync, scanDocument } from "@urilint/scan";
    try {
      const values = [];
      runSync(scanDocument(${JSON.stringify(text)}, ${JSON.stringify(language)}, (c) => values.push(c.value.text)));
      console.log(JSON.stringify({ values }));
    } catch (error) {
      console.log(JSON.stringify({ name: error.name, code: error.code, packageName: error.packageName, message: error.message }));
    }`);
}

describe("the optional peer dependencies", () => {
  it("are the parsers the languages' records name, none of them a dependency", () => {
    const optional = Object.keys(manifest.peerDependenciesMeta).filter(
      (name) => manifest.peerDependenciesMeta[name]!.optional,
    );
    expect(optional.sort()).toEqual([...PARSER_PACKAGES].sort());
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual([...PARSER_PACKAGES].sort());
    for (const name of PARSER_PACKAGES) expect(manifest.dependencies).not.toHaveProperty(name);
  });

  it("are really missing from the test's project", () => {
    for (const name of PARSER_PACKAGES) {
      const result = spawnSync(process.execPath, ["-e", `require.resolve(${JSON.stringify(name)})`], {
        cwd: project,
        env,
      });
      expect(result.status, name).not.toBe(0);
    }
  });
});

describe("without the parsers", () => {
  it("reads plain text, .env and JSON", () => {
    expect(scanned("json", '{ "url": "https://example.com/a" }')).toEqual({ values: ["https://example.com/a"] });
    expect(scanned("dotenv", "URL=https://example.com/b")).toEqual({ values: ["https://example.com/b"] });
  });

  it.each([
    ["yaml", "url: https://example.com/", "yaml", "YAML"],
    ["toml", 'url = "https://example.com/"', "toml-eslint-parser", "TOML"],
    ["css", "a { background: url(https://example.com/x.png) }", "css-tree", "CSS"],
    ["html", '<a href="https://example.com/">x</a>', "parse5", "HTML"],
    ["dockerfile", "FROM node\nADD https://example.com/x /x\n", "dockerfile-ast", "Dockerfile"],
    ["ts", 'fetch("https://example.com/");', "typescript", "JavaScript and TypeScript"],
    // The ESLint plugin reads @eslint/markdown's tree, and @eslint/markdown brings these packages.
    ["markdown", "See <https://example.com/b>.", "mdast-util-from-markdown", "Markdown"],
  ])("names the package to install for %s: %s", (language, text, packageName, reads) => {
    const result = scanned(language, text) as { name: string; code: string; packageName: string; message: string };
    expect(result).toMatchObject({ name: "MissingParserError", code: "URILINT_MISSING_PARSER", packageName });
    expect(result.message).toContain(`urilint: reading ${reads}`);
    expect(result.message).toContain(`npm install --save-dev ${packageName})`);
  });

  it("names the grammar's own package to install for Kotlin, where the tree-sitter runtime is installed", () => {
    const withRuntime = mkdtempSync(join(tmpdir(), "urilint-no-kotlin-"));
    try {
      cpSync(project, withRuntime, { recursive: true, verbatimSymlinks: true });
      const runtime = join(withRuntime, "node_modules/@vscode/tree-sitter-wasm");
      mkdirSync(dirname(runtime), { recursive: true });
      symlinkSync(realpathSync(join(SCAN, "node_modules/@vscode/tree-sitter-wasm")), runtime, "dir");
      const result = inProject(
        `
        import { prepareLanguage } from "@urilint/scan";
        try {
          await prepareLanguage("java");
          await prepareLanguage("kotlin");
          console.log(JSON.stringify({ read: true }));
        } catch (error) {
          console.log(JSON.stringify({ name: error.name, packageName: error.packageName, message: error.message }));
        }`,
        withRuntime,
      ) as { name: string; packageName: string; message: string };
      const packageName = "@tree-sitter-grammars/tree-sitter-kotlin";
      expect(result).toMatchObject({ name: "MissingParserError", packageName });
      expect(result.message).toContain("urilint: reading Kotlin");
      expect(result.message).toContain(`npm install --save-dev ${packageName})`);
    } finally {
      rmSync(withRuntime, { recursive: true, force: true });
    }
  });

  it("names the package to install for the links of an HTML document, and of the HTML in Markdown", () => {
    for (const [language, text] of [
      ["html", '<a href="b.html">x</a>'],
      ["markdown", "# A\n\n<a href='c.html'>x</a>"],
    ]) {
      const result = inProject(`
        import { join } from "node:path";
        import { pathToFileURL } from "node:url";
        import { runSync } from "@urilint/scan";
        // The registry's own lookup (the link checker's), outside the package's exports.
        const language = join(process.cwd(), "node_modules/@urilint/scan/dist/language.js");
        const { linkReaderOf } = await import(pathToFileURL(language).href);
        try {
          runSync(linkReaderOf(${JSON.stringify(language)}).readLinks(${JSON.stringify(text)}, ${JSON.stringify(language)}));
          console.log(JSON.stringify({ read: true }));
        } catch (error) {
          console.log(JSON.stringify({ name: error.name, packageName: error.packageName }));
        }`);
      expect(result, language).toEqual({ name: "MissingParserError", packageName: "parse5" });
    }
  });

  it("reads the tree @eslint/css gives ESLint, with no css-tree", () => {
    let parsed: { ast: unknown; comments: unknown } | undefined;
    const capture = {
      rules: {
        capture: {
          create(context: { sourceCode: { ast: unknown; comments?: unknown } }) {
            parsed = { ast: context.sourceCode.ast, comments: context.sourceCode.comments };
            return {};
          },
        },
      },
    };
    const text =
      '@import "https://example.com/a.css";\na { background: url(HTTPS://example.com/b.png) } /* see http://example.com/c */\n';
    new Linter().verify(
      text,
      [
        {
          files: ["**/*.css"],
          plugins: { css, test: capture },
          language: "css/css",
          rules: { "test/capture": "error" },
        },
      ] as Linter.Config[],
      "file.css",
    );
    const result = inProject(`
      import { findUrisInTree, matchOptions } from "@urilint/scan/trees";
      import { createRequire } from "node:module";
      const { ast, comments } = ${JSON.stringify(parsed)};
      const found = findUrisInTree(${JSON.stringify(text)}, "css", ast, matchOptions({}, new Set(), {}), { comments });
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((path) => path.includes("css-tree"));
      console.log(JSON.stringify({ uris: found.matches.map((m) => m.candidate.value.text), loaded }));`);
    expect(result).toEqual({
      uris: ["https://example.com/a.css", "HTTPS://example.com/b.png", "http://example.com/c"],
      loaded: [],
    });
  });
});

describe("without TypeScript, with espree (ESLint's parser, which the ESLint plugin brings)", () => {
  beforeAll(() => {
    const target = join(project, "node_modules", "espree");
    symlinkSync(realpathSync(join(SCAN, "node_modules", "espree")), target, "dir");
  });
  afterAll(() => rmSync(join(project, "node_modules", "espree"), { force: true }));

  it("reads plain JavaScript with espree: an HTML file's inline script too", () => {
    expect(scanned("js", 'fetch("HTTP://example.com/" + id); // see https://example.com/docs')).toEqual({
      values: ["HTTP://example.com/x", "https://example.com/docs"],
    });
    expect(scanned("html", '<script>fetch("https://example.com/a");</script>')).toMatchObject({
      name: "MissingParserError",
      packageName: "parse5",
    });
  });

  it("still names TypeScript for TypeScript and JSX", () => {
    expect(scanned("ts", 'fetch("https://example.com/");')).toMatchObject({
      name: "MissingParserError",
      packageName: "typescript",
    });
  });
});

describe("with the tree-sitter runtime, without HCL's grammar (its own package)", () => {
  const runtime = "@vscode/tree-sitter-wasm";
  beforeAll(() => {
    const target = join(project, "node_modules", runtime);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(realpathSync(join(SCAN, "node_modules", runtime)), target, "dir");
  });
  afterAll(() => rmSync(join(project, "node_modules", runtime), { force: true }));

  it("names the grammar's package to install for HCL", () => {
    const result = inProject(`
      import { prepareLanguage } from "@urilint/scan";
      try {
        await prepareLanguage("hcl");
        console.log(JSON.stringify({ prepared: true }));
      } catch (error) {
        console.log(JSON.stringify({ name: error.name, packageName: error.packageName, message: error.message }));
      }`) as { message: string };
    expect(result).toMatchObject({
      name: "MissingParserError",
      packageName: "@tree-sitter-grammars/tree-sitter-hcl",
    });
    expect(result.message).toContain("urilint: reading HCL");
  });
});

describe("missingParserPackage", () => {
  it.each([
    [{ code: "ERR_MODULE_NOT_FOUND", message: "Cannot find package 'yaml' imported from /x/yaml.js" }, "yaml"],
    [{ code: "ERR_MODULE_NOT_FOUND", message: "Cannot find package 'css-tree' imported from /x/css.js" }, "css-tree"],
    [{ code: "MODULE_NOT_FOUND", message: "Cannot find module 'typescript'\nRequire stack:\n- /x" }, "typescript"],
    [{ code: "ERR_MODULE_NOT_FOUND", message: "Cannot find package 'left-pad' imported from /x.js" }, undefined],
    [
      { code: "ERR_MODULE_NOT_FOUND", message: "Cannot find module '/x/languages/yaml.js' imported from /x" },
      undefined,
    ],
    [new TypeError("Cannot find package 'yaml'"), undefined],
    [undefined, undefined],
  ])("%o: %s", (error, expected) => {
    expect(missingParserPackage(error)).toBe(expected);
  });
});
