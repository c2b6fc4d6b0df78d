#!/usr/bin/env node
/**
 * On-demand: the plugin with every rule over every file of the real packages in the workspace's
 * pnpm store (CI lints a subset), plus every folder given on the command line (any installed
 * package or checkout). Prints the files, the findings per rule, the 20 most frequent findings with
 * an example each (to judge false positives), and fails on any crash.
 *
 *   node scripts/reliability/lint-real-code.mjs [folder ...]
 *   node scripts/reliability/lint-real-code.mjs node_modules/.pnpm/undici@7.30.2/node_modules/undici
 *
 * It runs the test packages/eslint-plugin/test/real-code through vitest (the plugin's sources and
 * the test are TypeScript, which Node 20 cannot run directly).
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const dirs = process.argv.slice(2).map((dir) => resolve(dir));
for (const dir of dirs) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`not a folder: ${dir}`);
    process.exit(2);
  }
}

const started = Date.now();
const result = spawnSync(
  process.execPath,
  [
    fileURLToPath(new URL("node_modules/vitest/vitest.mjs", `file://${root}`)),
    "run",
    "packages/eslint-plugin/test/real-code/real-code.test.ts",
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, URILINT_REAL_CODE: "all", URILINT_REAL_CODE_DIRS: dirs.join(":") },
  },
);
console.log(
  `lint real code: ${result.status === 0 ? "PASSED" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(result.status ?? 1);
