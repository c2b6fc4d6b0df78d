// Lints urilint's own sources with typescript-eslint.
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      ".cache/**",
      "examples/**",
      "**/*.vsix",
      "**/e2e/fixture*/**",
      "test/consumer/fixture/**",
      "test/consumer/fixed/**",
      "test/agreement/cases/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The e2e probe is a plain CommonJS extension, loaded by VS Code's extension host as is.
    files: ["packages/vscode-extension/e2e/probe-extension/**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The packages' CommonJS entries are one require() of their ESM build (Node >= 20.19), and the
    // scanners require TypeScript (a CommonJS package: faster to require than to import); the core
    // requires its international data on the first international host; the tree-sitter readers
    // require web-tree-sitter's runtime (CommonJS too).
    files: [
      "packages/*/src/*.cts",
      "packages/scan/src/languages/**/*.cts",
      "packages/scan/src/reading/*.cts",
      "packages/core/src/iri/international-data.cts",
    ],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // A CommonJS entry's `export =` carries the ES module's types in a declared namespace
    // (scripts/cjs-types.mjs writes it).
    files: ["packages/*/src/*.cts"],
    rules: { "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }] },
  },
);
