/**
 * The packages as their users get them: every publishable package packed with pnpm (as it would
 * be published), the tarballs installed with npm into new projects outside the workspace, on
 * ESLint 9 (the latest 9.x) and ESLint 10; the README's quick-start configs run as written (ESM,
 * TypeScript, eslint.config.ts, CommonJS, JSON and Markdown, YAML and TOML, CSS and HTML); `tsc` on consumer files under
 * node16, nodenext and bundler resolution; attw and publint on each tarball.
 *
 * Installs take most of the time (about a minute with npm's cache warm in .cache/npm).
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULE_NAMES } from "@urilint/core";
// @ts-expect-error -- a plain ESM script without declarations
import { publishablePackages } from "../../scripts/manifests.mjs";
import {
  eslint,
  expectations,
  install,
  pack,
  snippet,
  summary,
  tarballText,
  workspaceWith,
  type Packed,
  type Result,
} from "./project.js";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const fixture = fileURLToPath(new URL("./fixture", import.meta.url));
const pluginReadme = readFileSync(join(root, "packages/eslint-plugin/README.md"), "utf8");
const rootReadme = readFileSync(join(root, "README.md"), "utf8");

const ESLINT_9 = "^9.38.0";
const ESLINT_10 = "10.15.0";
const LANGUAGES = {
  "@eslint/json": "2.1.1",
  "@eslint/markdown": "8.0.3",
  "eslint-plugin-yml": "3.10.0",
  "eslint-plugin-toml": "1.5.0",
  "@eslint/css": "2.0.0",
  "@html-eslint/eslint-plugin": "0.66.1",
};

const work = mkdtempSync(join(tmpdir(), "urilint-consumer-"));
const packs = join(work, "packs");
const v9 = join(work, "eslint9");
const v10 = join(work, "eslint10");
const packed: Packed[] = [];
const tarball = (name: string): string => packed.find((p) => p.name === name)!.tarball;

/** A test-only config: every rule (`all`), TypeScript, JSON, Markdown, YAML, TOML, CSS and HTML. */
const EVERYTHING = `import css from "@eslint/css";
import html from "@html-eslint/eslint-plugin";
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import toml from "eslint-plugin-toml";
import yml from "eslint-plugin-yml";
import urilint from "eslint-plugin-urilint";
import tsParser from "../ts-parser.js";

export default [
  ...(tsParser ? [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tsParser } }] : []),
  urilint.configs.all,
  { plugins: { json, markdown, yml, toml, css, html } },
  urilint.configs.json,
  urilint.configs.json5,
  urilint.configs.markdown,
  urilint.configs.yaml,
  urilint.configs.toml,
  urilint.configs.css,
  urilint.configs.html,
];
`;

beforeAll(async () => {
  mkdirSync(packs);
  // One at a time: pnpm pack runs in each package directory.
  for (const { dir } of publishablePackages() as { dir: string }[]) packed.push(await pack(root, dir, packs));
  // Not on the registry yet: the plugin's and the server's dependencies are installed from their tarballs too.
  const ours = {
    "@urilint/core": `file:${tarball("@urilint/core")}`,
    "@urilint/scan": `file:${tarball("@urilint/scan")}`,
    "eslint-plugin-urilint": `file:${tarball("eslint-plugin-urilint")}`,
  };
  const npmCache = join(root, ".cache/npm");
  await Promise.all([
    install(v9, { eslint: ESLINT_9, ...LANGUAGES, ...ours }, npmCache),
    install(
      v10,
      {
        eslint: ESLINT_10,
        ...LANGUAGES,
        ...ours,
        "@urilint/lsp-server": `file:${tarball("@urilint/lsp-server")}`,
        urilint: `file:${tarball("urilint")}`,
        "typescript-eslint": "8.72.0",
        typescript: "6.0.3",
        "@types/node": "20.19.0",
        jiti: "2.7.0",
      },
      npmCache,
    ),
  ]);
}, 600_000);

// Two installed projects are thousands of files: removing them can take longer than a hook's default 10 s.
afterAll(() => {
  if (!process.env.URILINT_KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
}, 120_000);

/** Lints a copy of the fixture in `project` with `config` written as `configName`. */
async function lintWith(
  project: string,
  name: string,
  configName: string,
  config: string,
  extra: readonly string[] = [],
): Promise<Result[]> {
  const dir = workspaceWith(join(project, name), fixture, configName, config);
  // The config file is linted too (it holds no URI); only the fixture's results are compared.
  return (await eslint(project, dir, extra)).filter((result) => result.file !== configName);
}

const JS_FILES = ["src/client.js"];
const TS_FILES = ["src/server.ts", "src/Widget.tsx"];
const DATA_FILES = ["config/settings.json", "README.md"];
const CONFIG_FILES = ["config/compose.yaml", "config/app.toml"];
const WEB_FILES = ["public/site.css", "public/index.html"];
const recommendedOnly = (lines: string[]): string[] =>
  lines.filter((line) => !line.includes("urilint/require-root-path/"));

describe("the tarballs", () => {
  it("pack every publishable package, with no workspace: range left", () => {
    expect(packed.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        "@urilint/core",
        "@urilint/scan",
        "eslint-plugin-urilint",
        "@urilint/lsp-server",
        "urilint",
      ]),
    );
    for (const p of packed) {
      expect(JSON.stringify(p.manifest), p.name).not.toContain("workspace:");
      expect(p.manifest["dependencies"] ?? {}, p.name).not.toHaveProperty("@urilint/core", "0.1.0");
    }
    const plugin = packed.find((p) => p.name === "eslint-plugin-urilint")!;
    expect((plugin.manifest["dependencies"] as Record<string, string>)["@urilint/core"]).toBe(
      `^${plugin.manifest["version"] as string}`,
    );
  });

  it("hold every file their exports, main, types and bin name, a LICENSE, a README and a CHANGELOG", () => {
    for (const p of packed) expect(missingFiles(p), p.name).toEqual([]);
  });

  it("hold the docs page of every rule's docs URL, pinned to the package's version", async () => {
    const { stdout } = await run(
      process.execPath,
      [
        "-e",
        `
      const plugin = require("eslint-plugin-urilint");
      console.log(JSON.stringify(Object.values(plugin.rules).map((rule) => rule.meta.docs.url)));`,
      ],
      { cwd: v10 },
    );
    const urls = JSON.parse(stdout) as string[];
    const plugin = packed.find((p) => p.name === "eslint-plugin-urilint")!;
    expect(urls.length).toBe(RULE_NAMES.length); // every rule of the catalogue
    const prefix = `https://github.com/urilint/urilint/blob/v${plugin.manifest["version"] as string}/packages/eslint-plugin/`;
    for (const url of urls) {
      expect(url.startsWith(prefix), url).toBe(true);
      expect(plugin.files, url).toContain(url.slice(prefix.length));
    }
  });

  it("ship the sources their source maps point to", () => {
    for (const p of packed) {
      const maps = p.files.filter((f) => f.endsWith(".map"));
      expect(maps.length, p.name).toBeGreaterThan(0);
      for (const map of maps) {
        const { sources } = JSON.parse(tarballText(p.tarball, map)) as { sources: string[] };
        for (const source of sources)
          expect(p.files, `${p.name}: ${map}`).toContain(normalize(join(dirname(map), source)));
      }
    }
  });

  it("pass attw (types for node10, node16 CJS and ESM, bundler) and publint", async () => {
    for (const p of packed) {
      const { stdout } = await run(join(root, "node_modules/.bin/attw"), [p.tarball, "--format", "json"]).catch(
        (e: { stdout: string }) => e,
      );
      const problems = (JSON.parse(stdout) as { analysis: { problems: { kind: string }[] } }).analysis.problems;
      expect(
        problems.map((problem) => problem.kind),
        p.name,
      ).toEqual([]);
      const bytes = readFileSync(p.tarball);
      const result = await publint({
        pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer },
        strict: true,
        level: "suggestion",
      });
      expect(
        result.messages.map((m) => formatMessage(m, result.pkg)),
        p.name,
      ).toEqual([]);
    }
  }, 120_000);
});

describe("the README's quick start, as written", () => {
  it("JavaScript on ESLint 9 and 10: the planted problems of the JS files, the same on both", async () => {
    const config = snippet(pluginReadme, "javascript/eslint.config.js");
    expect(snippet(rootReadme, "javascript/eslint.config.js")).toBe(config);
    const [nine, ten] = await Promise.all([
      lintWith(v9, "javascript", "eslint.config.js", config),
      lintWith(v10, "javascript", "eslint.config.js", config),
    ]);
    expect(summary(nine)).toEqual(recommendedOnly(expectations(fixture, JS_FILES)));
    expect(ten).toEqual(nine);
  });

  it("JSON and Markdown on ESLint 9 and 10, the same on both", async () => {
    const config = snippet(pluginReadme, "json-markdown/eslint.config.js");
    const [nine, ten] = await Promise.all([
      lintWith(v9, "json-markdown", "eslint.config.js", config),
      lintWith(v10, "json-markdown", "eslint.config.js", config),
    ]);
    expect(summary(nine)).toEqual(recommendedOnly(expectations(fixture, [...JS_FILES, ...DATA_FILES])));
    expect(ten).toEqual(nine);
  });

  it("YAML and TOML on ESLint 9 and 10, the same on both", async () => {
    const config = snippet(pluginReadme, "yaml-toml/eslint.config.js");
    const [nine, ten] = await Promise.all([
      lintWith(v9, "yaml-toml", "eslint.config.js", config),
      lintWith(v10, "yaml-toml", "eslint.config.js", config),
    ]);
    expect(summary(nine)).toEqual(recommendedOnly(expectations(fixture, [...JS_FILES, ...CONFIG_FILES])));
    expect(ten).toEqual(nine);
  });

  it("CSS and HTML on ESLint 9 and 10, the same on both", async () => {
    const config = snippet(pluginReadme, "css-html/eslint.config.js");
    const [nine, ten] = await Promise.all([
      lintWith(v9, "css-html", "eslint.config.js", config),
      lintWith(v10, "css-html", "eslint.config.js", config),
    ]);
    expect(summary(nine)).toEqual(recommendedOnly(expectations(fixture, [...JS_FILES, ...WEB_FILES])));
    expect(ten).toEqual(nine);
  });

  it("CommonJS (eslint.config.cjs) on ESLint 9 and 10", async () => {
    const config = snippet(pluginReadme, "commonjs/eslint.config.cjs");
    expect(config).toContain('require("eslint-plugin-urilint")');
    const [nine, ten] = await Promise.all([
      lintWith(v9, "commonjs", "eslint.config.cjs", config),
      lintWith(v10, "commonjs", "eslint.config.cjs", config),
    ]);
    expect(summary(nine)).toEqual(recommendedOnly(expectations(fixture, JS_FILES)));
    expect(ten).toEqual(nine);
  });

  it("TypeScript with typescript-eslint, as eslint.config.js and as eslint.config.ts", async () => {
    const expected = recommendedOnly(expectations(fixture, [...JS_FILES, ...TS_FILES]));
    const js = await lintWith(
      v10,
      "typescript",
      "eslint.config.js",
      snippet(pluginReadme, "typescript/eslint.config.js"),
    );
    expect(summary(js)).toEqual(expected);
    const ts = await lintWith(
      v10,
      "typescript-config",
      "eslint.config.ts",
      snippet(pluginReadme, "typescript-config/eslint.config.ts"),
    );
    expect(ts).toEqual(js);
  });
});

describe("ESLint 9 and 10 behave the same", () => {
  async function both(name: string, extra: readonly string[] = []): Promise<[Result[], Result[]]> {
    writeFileSync(join(v9, "ts-parser.js"), "export default undefined;\n");
    writeFileSync(join(v10, "ts-parser.js"), 'export { parser as default } from "typescript-eslint";\n');
    return Promise.all([
      lintWith(v9, name, "eslint.config.js", EVERYTHING, extra),
      lintWith(v10, name, "eslint.config.js", EVERYTHING, extra),
    ]);
  }

  it("every rule (config all) in JS, JSON, Markdown, YAML, TOML, CSS and HTML: the same messages, fixes and suggestions", async () => {
    const [nine, ten] = await both("all");
    expect(summary(nine)).toEqual(expectations(fixture, [...JS_FILES, ...DATA_FILES, ...CONFIG_FILES, ...WEB_FILES]));
    const untyped = (results: Result[]) => results.filter((r) => !TS_FILES.includes(r.file));
    expect(untyped(ten)).toEqual(nine);
    expect(summary(ten)).toEqual(
      expectations(fixture, [...JS_FILES, ...TS_FILES, ...DATA_FILES, ...CONFIG_FILES, ...WEB_FILES]),
    );
    for (const rule of [
      "no-invalid-uri",
      "no-plaintext-password",
      "normalized-case",
      "no-needless-percent-encoding",
      "no-default-port",
      "no-dot-segments",
      "normalized-ipv6",
      "require-root-path",
      "no-misleading-userinfo",
      "no-rare-ip-form",
      "no-unusable-authority",
      "no-uri-lookalike",
    ]) {
      expect(
        summary(nine).some((line) => line.includes(` urilint/${rule}/`)),
        rule,
      ).toBe(true);
    }
  });

  it("--fix gives the same text on both, the expected one, with the password untouched", async () => {
    const [nine, ten] = await both("fix", ["--fix-dry-run"]);
    const fixed = (results: Result[]) =>
      Object.fromEntries(results.filter((r) => r.output !== undefined).map((r) => [r.file, r.output]));
    expect(fixed(ten)).toMatchObject(fixed(nine));
    const expectedDir = fileURLToPath(new URL("./fixed", import.meta.url));
    for (const [file, text] of Object.entries(fixed(ten))) {
      expect(text, file).toBe(readFileSync(join(expectedDir, file), "utf8"));
    }
    expect(Object.keys(fixed(ten)).sort()).toEqual([
      "README.md",
      "config/app.toml",
      "config/compose.yaml",
      "config/settings.json",
      "public/index.html",
      "public/site.css",
      "src/Widget.tsx",
      "src/client.js",
      "src/server.ts",
    ]);
    expect(fixed(ten)["src/client.js"]).toContain("postgres://app:hunter2@db.internal:5432/app");
    expect(fixed(ten)["config/compose.yaml"]).toContain("postgres://app:hunter2@db/app");
  });
});

describe("imports and types, as consumers write them", () => {
  it("runs from ESM and CommonJS: the plugin object and the core's functions", async () => {
    writeFileSync(
      join(v10, "esm.mjs"),
      `import urilint, { configs, rules, meta } from "eslint-plugin-urilint";
import * as core from "@urilint/core";
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const cjs = require("eslint-plugin-urilint");
console.log(JSON.stringify({
  same: cjs === urilint && cjs.default === urilint && configs === urilint.configs && rules === urilint.rules && meta === urilint.meta,
  configs: Object.keys(cjs.configs),
  coreSame: require("@urilint/core").check === core.check,
  findings: core.check("HTTPS://example.com:443/").map((f) => f.code),
  server: typeof require("@urilint/lsp-server").startServer,
}));
`,
    );
    const { stdout } = await run(process.execPath, ["esm.mjs"], { cwd: v10 });
    expect(JSON.parse(stdout)).toEqual({
      same: true,
      configs: ["recommended", "strict", "all", "json", "json5", "markdown", "yaml", "toml", "css", "html"],
      coreSame: true,
      findings: ["scheme-case", "default-port"],
      server: "function",
    });
  });

  it("starts the language server from its bin", async () => {
    const { stdout } = await run(join(v10, "node_modules/.bin/urilint-lsp"), ["--version"], { cwd: v10 }).catch(
      (e: { stdout: string }) => e,
    );
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("runs the command with npx in the project: findings, exit code, explain", async () => {
    const dir = join(v10, "command");
    mkdirSync(join(dir, "config"), { recursive: true });
    writeFileSync(
      join(dir, "config", "app.yaml"),
      "api: HTTPS://api.example.com:443/v1\ndb: postgres://app:hunter2secret@db/x\n",
    );
    const npx = (args: string[]) =>
      run("npx", ["--no-install", ...args], { cwd: dir }).then(
        (r) => ({ code: 0, stdout: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
      );
    const checked = await npx(["urilint", "--format", "json"]);
    expect(checked.code).toBe(1);
    expect(checked.stdout).not.toContain("hunter2secret");
    const report = JSON.parse(checked.stdout) as { files: { path: string; problems: { code: string }[] }[] };
    expect(report.files.map((f) => [f.path, f.problems.map((p) => p.code)])).toEqual([
      ["config/app.yaml", ["scheme-case", "default-port", "plaintext-password"]],
    ]);
    expect((await npx(["urilint", "--version"])).stdout.trim()).toBe(
      packed.find((p) => p.name === "urilint")!.manifest["version"],
    );
    expect((await npx(["urilint", "explain", "https://example.com/"])).code).toBe(0);
  });

  // Every entry of every package, its values and its types, under each resolution consumers use;
  // with skipLibCheck off, so that the packages' own declarations are checked too. The command's
  // API takes Node's streams (@types/node). Under node10 the language server is left out:
  // vscode-languageserver 10, whose types its declarations name, declares `exports` only, which
  // node10 does not read.
  it.each([
    ["node16", { module: "node16", moduleResolution: "node16" }, ["consumer.mts", "consumer.cts"]],
    ["nodenext", { module: "nodenext", moduleResolution: "nodenext" }, ["consumer.mts", "consumer.cts"]],
    ["bundler", { module: "esnext", moduleResolution: "bundler" }, ["consumer.ts"]],
    ["node10", { module: "commonjs", moduleResolution: "node10", ignoreDeprecations: "6.0" }, ["consumer-cjs.ts"]],
  ] as const)(
    "type-checks consumer files under %s resolution, with skipLibCheck off",
    async (name, options, files) => {
      const dir = join(v10, `types-${name}`);
      mkdirSync(dir, { recursive: true });
      const esm = `import urilint, { configs, type UrilintPlugin } from "eslint-plugin-urilint";
import { check, type Finding, type FindingCode } from "@urilint/core";
import { scanDocument, type Candidate, type Language } from "@urilint/scan";
import { excludeMatcher, type PathMatcher } from "@urilint/scan/files";
import { findUrisInTree, type UriMatch } from "@urilint/scan/trees";
import { startServer, type Settings } from "@urilint/lsp-server";
import { main, type Report } from "urilint";
import type { Linter } from "eslint";

const plugin: UrilintPlugin = urilint;
const recommended: Linter.Config = plugin.configs.recommended;
const json: Linter.Config = configs.json;
const findings: readonly Finding[] = check("https://example.com/");
const code: FindingCode | undefined = findings[0]?.code;
const language: Language = "yaml";
const matcher: PathMatcher = excludeMatcher(["**/fixtures/**"]);
const matches: UriMatch[] | undefined = undefined;
const candidates: Candidate[] = [];
const settings: Partial<Settings> = {};
const report: Report | undefined = undefined;
// @ts-expect-error -- there is no such config
urilint.configs.recomended;
export { recommended, json, code, language, matcher, matches, candidates, settings, report, scanDocument, findUrisInTree, startServer, main };
`;
      const withServer = name !== "node10";
      const cjs = `import urilint = require("eslint-plugin-urilint");
import core = require("@urilint/core");
import scan = require("@urilint/scan");
import files = require("@urilint/scan/files");
import trees = require("@urilint/scan/trees");
${withServer ? 'import server = require("@urilint/lsp-server");\n' : ""}import command = require("urilint");
import type { UrilintPlugin } from "eslint-plugin-urilint";
import type { Finding, FindingCode } from "@urilint/core";
import type { Candidate, Language } from "@urilint/scan";
import type { PathMatcher } from "@urilint/scan/files";
import type { UriMatch } from "@urilint/scan/trees";
${withServer ? 'import type { Settings } from "@urilint/lsp-server";\n' : ""}import type { Report } from "urilint";
import type { Linter } from "eslint";

const plugin: UrilintPlugin = urilint;
const recommended: Linter.Config = plugin.configs.recommended;
const same: Linter.Config = urilint.default.configs.strict;
const findings: readonly Finding[] = core.check("https://example.com/");
const codes: FindingCode[] = findings.map((finding) => finding.code);
const language: Language = "yaml";
const matcher: PathMatcher = files.excludeMatcher(["**/fixtures/**"]);
const matches: UriMatch[] | undefined = undefined;
const candidates: Candidate[] = [];
${withServer ? "const settings: Partial<Settings> = {};\n" : ""}const report: Report | undefined = undefined;
// @ts-expect-error -- check takes a string
core.check(1);
export = { recommended, same, codes, language, matcher, matches, candidates, report, scan, trees, command${withServer ? ", settings, server" : ""} };
`;
      const write = (file: string, text: string) => {
        if (files.includes(file as never)) writeFileSync(join(dir, file), text);
      };
      write("consumer.mts", esm);
      write("consumer.ts", esm);
      write("consumer.cts", cjs);
      write("consumer-cjs.ts", cjs);
      writeFileSync(
        join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            ...options,
            target: "es2022",
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            types: ["node"],
          },
          files,
        }),
      );
      const result = await run(process.execPath, [join(v10, "node_modules/typescript/bin/tsc"), "-p", dir]).catch(
        (e: { stdout: string; code: number }) => e,
      );
      expect(result.stdout.replaceAll(v10, "<project>")).toBe("");
    },
    120_000,
  );
});

/** The files a package names (exports, main, types, bin) or must ship (LICENSE, README, CHANGELOG) that its tarball lacks. */
function missingFiles(p: Packed): string[] {
  const named = new Set<string>(["package.json", "LICENSE", "README.md", "CHANGELOG.md"]);
  const collect = (value: unknown): void => {
    if (typeof value === "string") named.add(normalize(value));
    else if (typeof value === "object" && value !== null) for (const inner of Object.values(value)) collect(inner);
  };
  collect(p.manifest["exports"]);
  collect(p.manifest["bin"]);
  collect(p.manifest["main"]);
  collect(p.manifest["types"]);
  return [...named].filter((file) => !p.files.includes(file));
}
