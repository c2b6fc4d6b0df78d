#!/usr/bin/env node
/**
 * On-demand soak of the language server: the CI soak (packages/lsp-server/test/soak) with a new
 * random seed, more operations, more 10 MB documents, and (with --big typescript) 10 MB documents
 * that TypeScript's parser must read. Prints the seed; re-run a failing seed with --seed.
 *
 *   node scripts/reliability/lsp-soak.mjs [--operations 20000] [--cycles 8] [--seed 123] [--big typescript]
 *
 * It builds the server first (the soak drives dist/bin.js over stdio) and runs the test through
 * vitest (the test is TypeScript, which Node 20 cannot run directly).
 */
import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? fallback : process.argv[index + 1];
}

function integer(name, fallback) {
  const value = Number(option(name, fallback));
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} needs a non-negative integer`);
    process.exit(2);
  }
  return value;
}

const seed = integer("seed", randomInt(2 ** 31));
const operations = integer("operations", 20_000);
const cycles = integer("cycles", 8);
const big = option("big", "markdown");
console.log(
  `lsp soak: seed ${seed}, ${operations} operations per session, ${cycles} documents of 10 MB (${big}); re-run with --seed ${seed} --operations ${operations} --cycles ${cycles} --big ${big}`,
);

const build = spawnSync(
  process.execPath,
  [fileURLToPath(new URL("node_modules/typescript/bin/tsc", `file://${root}`)), "-b", "packages/lsp-server"],
  { cwd: root, stdio: "inherit" },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const started = Date.now();
const result = spawnSync(
  process.execPath,
  [
    fileURLToPath(new URL("node_modules/vitest/vitest.mjs", `file://${root}`)),
    "run",
    "packages/lsp-server/test/soak/soak.test.ts",
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      URILINT_SOAK_SEED: String(seed),
      URILINT_SOAK_OPERATIONS: String(operations),
      URILINT_SOAK_CYCLES: String(cycles),
      URILINT_SOAK_SMALL_CYCLES: String(Math.max(45, cycles * 15)),
      URILINT_SOAK_BIG: big,
    },
  },
);
console.log(
  `lsp soak: seed ${seed}, ${result.status === 0 ? "PASSED" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(result.status ?? 1);
