/**
 * Every publishable package carries the project's shared manifest fields and LICENSE from one
 * place (the root package.json and LICENSE; `node scripts/manifests.mjs` writes them), a
 * CHANGELOG with a section for its version, a README whose links stand alone on the registry,
 * `engines`, `files`, ranges for its dependencies that resolve once published, no development
 * scripts, and the types of its ES module in its CommonJS entry (scripts/cjs-types.mjs).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { languageDefinitions } from "../packages/scan/src/language.js";
import { parserPackages } from "../packages/scan/src/missing-parser.js";
// @ts-expect-error -- a plain ESM script without declarations
import { expected as cjsTypes } from "../scripts/cjs-types.mjs";
// @ts-expect-error -- a plain ESM script without declarations
import { differences, pinnedReadme, pinnedVersions, publishablePackages } from "../scripts/manifests.mjs";

type Dependencies = Record<string, string>;
type Manifest = Record<string, unknown> & {
  name: string;
  version: string;
  description?: string;
  keywords?: string[];
  dependencies?: Dependencies;
  devDependencies?: Dependencies;
  peerDependencies?: Dependencies;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  files?: string[];
};
const root = fileURLToPath(new URL("..", import.meta.url));
const packages = publishablePackages() as { dir: string; manifest: Manifest }[];
const manifestOf = (name: string): Manifest => packages.find((p) => p.manifest.name === name)!.manifest;
/** Every package.json of the workspace: the root, packages/*, examples, bench. */
const workspace: Manifest[] = [
  ".",
  ...readdirSync(join(root, "packages")).map((dir) => `packages/${dir}`),
  "examples",
  "bench",
].map((dir) => JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as Manifest);

describe("publishable packages", () => {
  it("are core, the ESLint plugin and the language server (and any new package not marked private)", () => {
    expect(packages.map((p) => p.manifest.name)).toEqual(
      expect.arrayContaining(["@urilint/core", "eslint-plugin-urilint", "@urilint/lsp-server"]),
    );
  });

  it("agree with the root's license, repository, homepage, bugs and engines, and ship its LICENSE", () => {
    expect(differences()).toEqual([]);
  });

  it("depend on each other with ranges (workspace:^), list their files and ship no build info", () => {
    for (const { manifest } of packages) {
      for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
        if (name.startsWith("@urilint/")) expect(range, `${manifest.name} -> ${name}`).toBe("workspace:^");
      }
      expect(manifest.files, manifest.name).toEqual(
        expect.arrayContaining(["dist", "!dist/.tsbuildinfo", "CHANGELOG.md"]),
      );
    }
  });

  it("peer on ESLint 9.38 and later for the plugin", () => {
    const plugin = packages.find((p) => p.manifest.name === "eslint-plugin-urilint")!.manifest;
    expect(plugin["peerDependencies"]).toEqual({ eslint: ">=9.38.0" });
  });

  it("carry no scripts: a development script (a benchmark under ../../bench) means nothing in an installed package", () => {
    for (const { manifest } of packages) expect(manifest["scripts"], manifest.name).toBeUndefined();
  });

  it("depend on third-party packages with ranges, so that users get one copy and patch releases", () => {
    for (const { manifest } of packages) {
      for (const field of ["dependencies", "peerDependencies"] as const) {
        for (const [name, range] of Object.entries(manifest[field] ?? {})) {
          if (name.startsWith("@urilint/")) continue;
          expect(range, `${manifest.name} ${field} ${name}`).toMatch(/^(\^|>=)\d|\|\|/);
        }
      }
    }
  });

  it("keep one exact version of each development dependency, and of every @typescript-eslint package", () => {
    const versions = new Map<string, Set<string>>();
    for (const manifest of workspace) {
      for (const [name, version] of Object.entries(manifest.devDependencies ?? {})) {
        if (version.startsWith("workspace:")) continue;
        expect(version, `${manifest.name} devDependencies ${name}`).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
        versions.set(name, (versions.get(name) ?? new Set()).add(version));
      }
    }
    for (const [name, set] of versions) expect([...set], name).toHaveLength(1);
    const typescriptEslint = [...versions].filter(([name]) => /^(@typescript-eslint\/|typescript-eslint$)/.test(name));
    expect(typescriptEslint.length).toBeGreaterThan(1);
    expect(new Set(typescriptEslint.flatMap(([, set]) => [...set])).size).toBe(1);
  });

  const OPTIONAL_GRAMMARS = new Set([
    "@tree-sitter-grammars/tree-sitter-kotlin",
    "@tree-sitter-grammars/tree-sitter-hcl",
  ]);

  it("make the parsers the languages' records name optional peers of the scanner, which the command and the server depend on", () => {
    const scan = manifestOf("@urilint/scan");
    const parsers = Object.keys(scan.peerDependencies ?? {}).sort();
    expect(parsers).toEqual([...parserPackages()]);
    for (const name of parsers) {
      expect(scan.peerDependenciesMeta?.[name], name).toEqual({ optional: true });
      expect(scan.dependencies, name).not.toHaveProperty(name);
    }
    // espree reads plain JavaScript where TypeScript is not installed: the plugin brings it (ESLint
    // itself depends on it), the command and the server read every script with TypeScript. parse5
    // reads the HTML in Markdown (a README's badges and images), which the plugin reads from
    // @eslint/markdown's tree, and the links of HTML documents.
    const plugin = manifestOf("eslint-plugin-urilint");
    for (const name of parsers) {
      if (name === "espree" || name === "parse5") {
        expect(plugin.dependencies?.[name], `eslint-plugin-urilint -> ${name}`).toBe(scan.peerDependencies![name]);
        continue;
      }
      expect(plugin.dependencies ?? {}, name).not.toHaveProperty(name);
      // Kotlin's and HCL's grammars are optional dependencies of the command and the server: their
      // package's install script looks for a native binding, and a failed build where no prebuilt
      // one fits the platform must not fail the install (the .wasm is all we load).
      for (const front of ["urilint", "@urilint/lsp-server"]) {
        const manifest = manifestOf(front);
        const range = OPTIONAL_GRAMMARS.has(name)
          ? manifest.optionalDependencies?.[name]
          : manifest.dependencies?.[name];
        expect(range, `${front} -> ${name}`).toBe(scan.peerDependencies![name]);
      }
    }
  });

  it("say what the languages' records read: descriptions, keywords, the VS Code extension's languages (scripts/sync-languages.mjs)", () => {
    const result = spawnSync(
      process.execPath,
      [fileURLToPath(new URL("../scripts/sync-languages.mjs", import.meta.url)), "--check"],
      {
        encoding: "utf8",
      },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("say in their descriptions and keywords which languages they read", () => {
    const every = languageDefinitions()
      .map((definition) => definition.name)
      .filter((name) => name !== "plain text")
      .flatMap((name) => name.split(" and "));
    const reads: Record<string, string[]> = {
      "@urilint/scan": every,
      "@urilint/lsp-server": every,
      urilint: every,
      "eslint-plugin-urilint": ["JavaScript", "TypeScript", "JSON", "Markdown", "YAML", "TOML", "HTML", "CSS"],
    };
    for (const [name, languages] of Object.entries(reads)) {
      const manifest = manifestOf(name);
      for (const language of languages) {
        expect(manifest.description, `${name}: ${language}`).toContain(language);
        const keyword = { ".env": "dotenv", "C#": "csharp" }[language] ?? language.replace(/^\./, "").toLowerCase();
        expect(manifest.keywords, `${name}: ${language}`).toContain(keyword);
      }
    }
  });

  it("give their CommonJS entries the types of their ES modules", () => {
    for (const entry of cjsTypes() as { path: string; text: string; wanted: string }[])
      expect(entry.text, entry.path).toBe(entry.wanted);
  });
});

describe("package READMEs", () => {
  it("link into the repository with absolute addresses at the release tag", () => {
    const readme =
      "See [the house](../../README.md#how-they-fit), [the rules](docs/rules/), ![it](images/a.png), [old](https://github.com/urilint/urilint/blob/v0.0.9/x.md), [main](https://github.com/urilint/urilint/tree/main/bench) and https://github.com/urilint/urilint#top.";
    expect(pinnedReadme(readme, "packages/eslint-plugin", "1.2.3")).toBe(
      "See [the house](https://github.com/urilint/urilint/blob/v1.2.3/README.md#how-they-fit), " +
        "[the rules](https://github.com/urilint/urilint/tree/v1.2.3/packages/eslint-plugin/docs/rules), " +
        "![it](https://github.com/urilint/urilint/raw/v1.2.3/packages/eslint-plugin/images/a.png), " +
        "[old](https://github.com/urilint/urilint/blob/v1.2.3/x.md), " +
        "[main](https://github.com/urilint/urilint/tree/v1.2.3/bench) and https://github.com/urilint/urilint/blob/v1.2.3/README.md#top.",
    );
  });

  it("name the release in their snippets: pre-commit's rev, npx urilint@ and the Action's urilint/urilint@v", () => {
    const text = "    rev: v0.0.9\nrun: npx --yes urilint@0.0.9 .\n  - uses: urilint/urilint@v0.0.9\nrev: main\n";
    expect(pinnedVersions(text, "1.2.3")).toBe(
      "    rev: v1.2.3\nrun: npx --yes urilint@1.2.3 .\n  - uses: urilint/urilint@v1.2.3\nrev: main\n",
    );
  });

  it("name as bins files that are committed, which a package manager links before the first build", () => {
    const tracked = new Set(execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n"));
    const dirs = [".", ...readdirSync(join(root, "packages")).map((dir) => `packages/${dir}`), "examples", "bench"];
    let bins = 0;
    for (const [i, manifest] of workspace.entries()) {
      const bin = manifest["bin"];
      const targets = typeof bin === "string" ? [bin] : Object.values((bin ?? {}) as Record<string, string>);
      for (const target of targets) {
        bins++;
        expect(tracked.has(join(dirs[i]!, target)), `${manifest.name}: ${target}`).toBe(true);
      }
    }
    expect(bins).toBeGreaterThanOrEqual(3);
  });
});
