// Bundles the extension into two CommonJS files with esbuild: dist/client.cjs (the VS Code side;
// `vscode` is provided by the editor) and dist/server.cjs (the language server, with
// @urilint/core, @urilint/scan, vscode-languageserver and typescript inside, so the .vsix needs no node_modules).
//
//   node scripts/build.mjs [--dev]     --dev: no minification, inline source maps
import { copyFile, mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const extensionDir = here("../");
const serverDir = here("../../lsp-server/");
const coreEntry = here("../../core/src/index.ts");
const scanEntry = here("../../scan/src/index.ts");
const scanFilesEntry = here("../../scan/src/files.ts");
const dev = process.argv.includes("--dev");

/**
 * The server's source entry: the TypeScript file behind the `urilint-lsp` bin of
 * @urilint/lsp-server (the bin is a committed file that imports the build, `import "../dist/<name>.js"`).
 */
export async function serverEntry() {
  const manifest = JSON.parse(await readFile(`${serverDir}package.json`, "utf8"));
  const bin = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.["urilint-lsp"];
  if (!bin) throw new Error("@urilint/lsp-server declares no urilint-lsp bin");
  const built = /^import "\.\.\/(dist\/[\w-]+\.js)";$/m.exec(await readFile(`${serverDir}${bin}`, "utf8"))?.[1];
  if (!built) throw new Error(`@urilint/lsp-server's bin ${bin} imports no dist/<name>.js`);
  // dist/<name>.js is compiled from src/<name>.ts (packages/lsp-server/tsconfig.json: rootDir src).
  return `${serverDir}${built.replace(/^dist\//, "src/").replace(/\.js$/, ".ts")}`;
}

// The sources are ESM; the bundles are CommonJS (VS Code loads extensions with require, and the
// client forks the server module). Code that reads import.meta.url gets the bundle's own URL.
const importMetaShim = {
  define: { "import.meta.url": "__urilintImportMetaUrl" },
  banner: { js: 'const __urilintImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
};

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  minify: !dev,
  sourcemap: dev ? "inline" : false,
  legalComments: "linked",
  logLevel: "warning",
  ...importMetaShim,
};

export async function build() {
  await rm(`${extensionDir}dist`, { recursive: true, force: true });
  const entry = await serverEntry();
  await stat(entry).catch(() => {
    throw new Error(`the language server entry ${entry} does not exist yet`);
  });
  const results = await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: { client: `${extensionDir}src/extension.ts` },
      outExtension: { ".js": ".cjs" },
      outdir: `${extensionDir}dist`,
      external: ["vscode"],
      metafile: true,
    }),
    esbuild.build({
      ...common,
      entryPoints: { server: entry },
      outExtension: { ".js": ".cjs" },
      outdir: `${extensionDir}dist`,
      // Tests and tools run the core and the scanners from their sources too (vitest.config.ts): no build order needed.
      alias: { "@urilint/core": coreEntry, "@urilint/scan/files": scanFilesEntry, "@urilint/scan": scanEntry },
      metafile: true,
    }),
  ]);
  for (const result of results) {
    for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
      console.log(`${file.padEnd(60)} ${(bytes / 1024).toFixed(0).padStart(6)} KiB`);
    }
  }
  await copyGrammars();
}

/**
 * The tree-sitter runtime and the grammars the scanner's languages load (`new Grammar("x.wasm")` in
 * their readers), beside the server's bundle (dist/wasm), where @urilint/scan looks for them when
 * there is no node_modules: the .vsix ships none.
 */
async function copyGrammars() {
  const scanSources = here("../../scan/src/");
  const sources = (await readdir(scanSources, { recursive: true })).filter((file) => file.endsWith(".ts"));
  /** Each grammar's file, and the package that ships it (undefined: @vscode/tree-sitter-wasm's `wasm` folder). */
  const grammars = new Map([["tree-sitter.wasm", undefined]]);
  for (const file of sources) {
    for (const match of (await readFile(`${scanSources}${file}`, "utf8")).matchAll(
      /new Grammar\(\s*"([\w.-]+\.wasm)"(?:,\s*\{\s*package:\s*"([^"]+)")?/g,
    ))
      grammars.set(match[1], match[2]);
  }
  const scanRequire = createRequire(`${scanSources}../package.json`);
  const packageRoot = (name) => dirname(scanRequire.resolve(`${name}/package.json`));
  const runtimeFolder = join(packageRoot("@vscode/tree-sitter-wasm"), "wasm");
  await mkdir(`${extensionDir}dist/wasm`, { recursive: true });
  for (const [grammar, from] of grammars) {
    const folder = from === undefined ? runtimeFolder : packageRoot(from);
    await copyFile(join(folder, grammar), `${extensionDir}dist/wasm/${grammar}`);
  }
  console.log(`dist/wasm: ${[...grammars.keys()].sort().join(", ")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
}
