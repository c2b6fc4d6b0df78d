import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Tests run on the TypeScript sources: a package that imports @urilint/core or @urilint/scan gets its src, so a
// change in the engine is seen by every front-end's tests without a rebuild. Tests that spawn a
// built binary (the language server) rely on `pnpm test` building first.
const scanRequire = createRequire(new URL("./packages/scan/package.json", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: "@urilint/core", replacement: fileURLToPath(new URL("./packages/core/src/index.ts", import.meta.url)) },
      {
        find: "@urilint/scan/files",
        replacement: fileURLToPath(new URL("./packages/scan/src/files.ts", import.meta.url)),
      },
      {
        find: "@urilint/scan/trees",
        replacement: fileURLToPath(new URL("./packages/scan/src/trees.ts", import.meta.url)),
      },
      { find: "@urilint/scan", replacement: fileURLToPath(new URL("./packages/scan/src/index.ts", import.meta.url)) },
      // The scanners load TypeScript through a CommonJS module (languages/typescript.cts: a faster
      // start-up for the built packages); Vite does not read .cts, and the sources take it directly.
      { find: /^\.\/typescript\.cjs$/, replacement: "typescript" },
      // So is espree (languages/javascript/espree.cts), from the scan package's own dependencies.
      { find: /^\.\/espree\.cjs$/, replacement: scanRequire.resolve("espree") },
      // So is web-tree-sitter's runtime (reading/tree-sitter-runtime.cts).
      { find: /^\.\/tree-sitter-runtime\.cjs$/, replacement: "@vscode/tree-sitter-wasm" },
      // The language modules are required on first use through a CommonJS module
      // (languages/registry.cts), which Vite does not read either: the tests import them all at once.
      // TypeScript's code cache (typescript-code-cache.cts) is the built command's: checked there.
      {
        find: /^\.\/typescript-code-cache\.cjs$/,
        replacement: fileURLToPath(new URL("./test-support/typescript-code-cache.ts", import.meta.url)),
      },
      // So are tr46 and the confusables (iri/international-data.cts).
      {
        find: /^\.\/international-data\.cjs$/,
        replacement: fileURLToPath(new URL("./test-support/international-data.ts", import.meta.url)),
      },
      {
        find: /^\.\/languages\/registry\.cjs$/,
        replacement: fileURLToPath(new URL("./test-support/language-registry.ts", import.meta.url)),
      },
    ],
  },
  test: {
    include: ["packages/*/test/**/*.test.ts", "bench/test/**/*.test.ts", "test/**/*.test.ts"],
    // The release test publishes to a local registry and installs by name: .ci/run runs it on its own.
    exclude: [...configDefaults.exclude, "test/release/**"],
    testTimeout: 30_000,
    // Both cores: vitest's default leaves one free, and the suite then runs one file at a time
    // (12 minutes instead of 8 on the 2-core machines here). Timing tests compare ratios within
    // one process, with margins that hold under the other worker's load.
    maxWorkers: 2,
    setupFiles: ["./test-support/fast-check-seed.ts"],
  },
});
