import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The release test alone (.ci/run runs it after the suite): one file, its steps in order, long
// timeouts for npm installs through the local registry.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["test/release/**/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 900_000,
    maxWorkers: 1,
  },
});
