/**
 * Each language's module and parser are loaded on the first document of that language
 * (languages/registry.cts): a process that scans plain text, `.env` and JSON loads no parser at
 * all, one that scans YAML loads yaml's, not TypeScript, and one that scans Markdown loads micromark,
 * not the parsers of the code blocks and HTML it has not met. TypeScript's code cache
 * (v8-compile-cache-lib) is loaded only by a program that asks for it, never by the library.
 * Checked on the built package (the tests run on the sources, where every module is imported up
 * front) in a fresh process, by the modules Node has loaded: never by timing.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { modulesLoadedBy } from "../../../test-support/loaded-modules.js";

const BUILT = fileURLToPath(new URL("../dist/index.js", import.meta.url));

/** The parser packages and language modules a fresh process has loaded after scanning one document of each of `languages`. */
function loadedAfter(languages: readonly string[], document = "a: 'http://a.example/' <http://b.example/>"): string[] {
  const script = `
    // Every WebAssembly file read with node:fs (the grammars'; the runtime reads its own otherwise).
    const { default: fs } = await import("node:fs");
    const { syncBuiltinESMExports } = await import("node:module");
    const wasm = [];
    const readFile = fs.promises.readFile;
    const readFileSync = fs.readFileSync;
    fs.promises.readFile = function (path, ...rest) { if (String(path).endsWith(".wasm")) wasm.push(String(path).replace(/^.*\\//, "")); return readFile.call(this, path, ...rest); };
    fs.readFileSync = function (path, ...rest) { if (String(path).endsWith(".wasm")) wasm.push(String(path).replace(/^.*\\//, "")); return readFileSync.call(this, path, ...rest); };
    syncBuiltinESMExports();
    const { createRequire } = await import("node:module");
    const require = createRequire(${JSON.stringify(BUILT)});
    const { runSync, scanDocument } = await import(${JSON.stringify(BUILT)});
    const { prepareLanguage } = await import(${JSON.stringify(BUILT)});
    for (const language of ${JSON.stringify(languages)}) {
      await prepareLanguage(language);
      runSync(scanDocument(${JSON.stringify(document)}, language, () => undefined));
    }
    const names = Object.keys(require.cache).flatMap((path) => {
      const parser = /node_modules\\/(typescript|yaml|parse5|css-tree|dockerfile-ast|toml-eslint-parser|v8-compile-cache-lib|@vscode\\/tree-sitter-wasm|saxes)\\//.exec(path);
      // A language's folder counts once anything of it but its record (always loaded, plain data) is.
      const module = /scan\\/dist\\/languages\\/([\\w-]+)\\/([\\w-]+)\\.c?js$/.exec(path);
      return parser ? [parser[1]] : module && module[2] !== "language" ? ["languages/" + module[1]] : [];
    });
    console.log(JSON.stringify([...new Set([...names, ...wasm])].sort()));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

describe("the language modules load on first use", () => {
  it("loads no parser for plain text, .env, .properties, INI and JSON", () => {
    expect(loadedAfter(["text", "dotenv", "properties", "ini", "gitconfig", "json"])).toEqual([
      "languages/dotenv",
      "languages/ini",
      "languages/json",
      "languages/properties",
      "languages/text",
    ]);
  });

  it("loads for Markdown none of the parsers of the languages it may hold (HTML, code blocks) until it meets them", () => {
    // micromark itself is imported by the reader's ES modules, which require's cache does not list.
    expect(loadedAfter(["markdown"])).toEqual(["languages/markdown"]);
  });

  it("loads yaml's parser for YAML, and not TypeScript", () => {
    expect(loadedAfter(["yaml"])).toEqual(["languages/yaml", "yaml"]);
  });

  it("loads saxes for XML, and no other parser", () => {
    expect(loadedAfter(["xml"])).toEqual(["languages/xml", "saxes"]);
  });

  it("loads TypeScript for a script", () => {
    expect(loadedAfter(["ts"])).toEqual(["languages/javascript", "typescript"]);
  });

  it.each([
    ["python", "tree-sitter-python.wasm"],
    ["go", "tree-sitter-go.wasm"],
    ["rust", "tree-sitter-rust.wasm"],
    ["java", "tree-sitter-java.wasm"],
    ["csharp", "tree-sitter-c-sharp.wasm"],
  ])("loads the tree-sitter runtime and its grammar alone for %s", (language, grammar) => {
    expect(loadedAfter([language])).toEqual(["@vscode/tree-sitter-wasm", `languages/${language}`, grammar]);
  });

  it("loads the tree-sitter runtime and, for HCL, its grammar from its own package, alone", () => {
    expect(loadedAfter(["hcl"])).toEqual(["@vscode/tree-sitter-wasm", "languages/hcl", "tree-sitter-hcl.wasm"]);
  });

  it("loads Kotlin's grammar (its own package's) with the runtime alone, and only for a Kotlin document", () => {
    expect(loadedAfter(["kotlin"])).toEqual([
      "@vscode/tree-sitter-wasm",
      "languages/kotlin",
      "tree-sitter-kotlin.wasm",
    ]);
    expect(loadedAfter(["java", "go", "python"])).not.toContain("tree-sitter-kotlin.wasm");
  });

  it("loads no tree-sitter grammar for the languages read otherwise", () => {
    expect(
      loadedAfter(["ts", "yaml", "json", "markdown", "text", "dotenv", "dockerfile", "html", "css", "toml"]),
    ).not.toContain("@vscode/tree-sitter-wasm");
  });

  it.each([
    ["ruby", "tree-sitter-ruby.wasm"],
    ["shell", "tree-sitter-bash.wasm"],
  ])("loads the tree-sitter runtime and, for %s, its grammar (%s) alone", (language, grammar) => {
    expect(loadedAfter([language])).toEqual(["@vscode/tree-sitter-wasm", `languages/${language}`, grammar]);
  });

  it("loads the tree-sitter runtime and PHP's grammar alone for a document that is all PHP, and parse5 for a template's HTML", () => {
    const php = ["@vscode/tree-sitter-wasm", "languages/php", "tree-sitter-php.wasm"];
    expect(loadedAfter(["php"], "<?php\n$u = 'http://a.example/';\n?>\n")).toEqual(php);
    // parse5, an ES module, is not in require's cache: the HTML reader, which imports it, stands for it.
    expect(loadedAfter(["php"], "<a href='http://a.example/'><?= $x ?></a>")).toEqual(
      [...php, "languages/html"].sort(),
    );
  });
});

/**
 * The parsers a fresh process has loaded after scanning, or reading the links of, one document of
 * each of `languages`: as Node's own module debug log names them (NODE_DEBUG=esm,module), which
 * sees the ES modules the registry requires, where require.cache and a loader hook do not.
 */
function parsersAfter(languages: readonly string[], links: boolean): string[] {
  const script = `
    const { runSync, scanDocument } = await import(${JSON.stringify(BUILT)});
    const { linkReaderOf } = await import(${JSON.stringify(BUILT.replace(/index\.js$/, "language.js"))});
    const text = "# A\\n\\n[a](b.md) <a href='c.html'>x</a>";
    for (const language of ${JSON.stringify(languages)})
      runSync(${links} ? linkReaderOf(language).readLinks(text, language) : scanDocument(text, language, () => undefined));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, NODE_DEBUG: "esm,module" },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  const names = [...result.stderr.matchAll(/node_modules\/(typescript|yaml|parse5|css-tree|micromark)\//g)].map(
    (match) => match[1]!,
  );
  return [...new Set(names)].sort();
}

describe("the link readers load their parsers on first use", () => {
  it("loads micromark for a Markdown document's links, and parse5 for the raw HTML in it", () => {
    expect(parsersAfter(["markdown"], true)).toEqual(["micromark", "parse5"]);
  });

  it("loads parse5 alone for an HTML document's links", () => {
    expect(parsersAfter(["html"], true)).toEqual(["parse5"]);
  });

  it("loads micromark to scan a Markdown document for URIs, and parse5 for the HTML in it", () => {
    expect(parsersAfter(["markdown"], false)).toEqual(["micromark", "parse5"]);
  });
});

describe("the package's main entry loads no tree reader", () => {
  it("reads plain text without css-tree, the entity decoder or the tree readers", () => {
    const loaded = modulesLoadedBy(`
      const { findUris, matchOptions, runSync } = await import(${JSON.stringify(BUILT)});
      runSync(findUris("see http://a.example/ and <http://b.example/>", "text", matchOptions({}, new Set(), {})));`);
    const unwanted = loaded.filter((path) =>
      /node_modules\/(css-tree|entities)\/|scan\/dist\/(tree-uris|languages\/[\w-]+\/tree|languages\/html\/(?:reader|text|url-lists))/.test(
        path,
      ),
    );
    expect(unwanted).toEqual([]);
    // The hook saw the package itself: an empty list is not a hook that saw nothing.
    expect(loaded.some((path) => path.endsWith("scan/dist/languages/text/index.js"))).toBe(true);
  });
});
