#!/usr/bin/env node
/**
 * On-demand differential run: a million cases (or --cases N) with a new random seed (or --seed S),
 * through the same test as CI (packages/core/test/differential), which prints the seed, a summary
 * per oracle and the first unexplained disagreements. Re-run a failing seed with --seed.
 *
 *   node packages/core/scripts/differential.mjs [--cases 1000000] [--seed 123]
 *
 * It runs the test through vitest (the test, the generator and the oracles are TypeScript, which
 * Node 20 cannot run directly). Needs the apt packages of the differential test:
 *   apt-get install -y gcc libc6-dev liburiparser-dev python3 python3-rfc3986
 */
import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} needs a non-negative integer`);
    process.exit(2);
  }
  return value;
}

const seed = option("seed", randomInt(2 ** 31));
const cases = option("cases", 1_000_000);
console.log(`differential run: seed ${seed}, ${cases} cases (re-run with --seed ${seed} --cases ${cases})`);

const started = Date.now();
const result = spawnSync(
  process.execPath,
  [
    fileURLToPath(new URL("node_modules/vitest/vitest.mjs", `file://${root}`)),
    "run",
    "packages/core/test/differential",
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, URILINT_DIFFERENTIAL_SEED: String(seed), URILINT_DIFFERENTIAL_CASES: String(cases) },
  },
);
console.log(
  `differential run: seed ${seed}, ${cases} cases, ${result.status === 0 ? "PASSED" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(result.status ?? 1);
