import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests run on the TypeScript sources: a package that imports @urilint/core or @urilint/scan gets its src, so a
// change in the engine is seen by every front-end's tests without a rebuild. Tests that spawn a
// built binary (the language server) rely on `pnpm test` building first.
export default defineConfig({
  resolve: {
    alias: {
      "@urilint/core": fileURLToPath(new URL("./packages/core/src/index.ts", import.meta.url)),
      "@urilint/scan": fileURLToPath(new URL("./packages/scan/src/index.ts", import.meta.url)),
    },
  },
  test: {
    include: ["packages/*/test/**/*.test.ts", "bench/test/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    setupFiles: ["./test-support/fast-check-seed.ts"],
  },
});
