#!/usr/bin/env node
/**
 * Lints the example project (examples/) with its own eslint.config.js and prints the findings.
 * With --fix, it copies the project to a temporary folder, runs `eslint --fix` there, and prints
 * what changed and what is left: the committed example is never rewritten.
 *
 * Run from the repository root: `pnpm run example` or `pnpm run example:fix` (both build first).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";

const examples = resolve(fileURLToPath(new URL("../../../examples", import.meta.url)));
const fix = process.argv.includes("--fix");

async function main() {
  if (!fix) {
    const eslint = new ESLint({ cwd: examples });
    const results = await eslint.lintFiles(["."]);
    await print(eslint, results, `urilint on ${relative(process.cwd(), examples) || "."}/`);
    return;
  }
  const copy = mkdtempSync(join(tmpdir(), "urilint-example-"));
  try {
    cpSync(examples, copy, { recursive: true, filter: (path) => !path.includes(`${examples}/node_modules`) });
    // The copy uses the example's config file, so its imports resolve from examples/node_modules.
    const eslint = new ESLint({ cwd: copy, fix: true, overrideConfigFile: join(examples, "eslint.config.js") });
    const results = await eslint.lintFiles(["."]);
    await ESLint.outputFixes(results);
    console.log("eslint --fix, applied to a copy of examples/ (the committed files are unchanged):\n");
    for (const result of results) {
      if (result.output === undefined) continue;
      const name = relative(copy, result.filePath);
      console.log(diff(join(examples, name), result.filePath, name));
    }
    // Show the findings left under the example's own paths, not the temporary copy's.
    for (const result of results) result.filePath = join(examples, relative(copy, result.filePath));
    await print(eslint, results, "left after --fix (these need a person: suggestions in the editor)");
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function print(eslint, results, title) {
  const formatter = await eslint.loadFormatter("stylish");
  const text = await formatter.format(results);
  console.log(`${title}\n${text || "\nno findings\n"}`);
}

/** A unified diff of the original and the fixed file (diff(1) when present, else both texts). */
function diff(original, fixed, name) {
  try {
    execFileSync("diff", ["-u", "--label", `a/${name}`, "--label", `b/${name}`, original, fixed], { encoding: "utf8" });
    return "";
  } catch (error) {
    if (typeof error.stdout === "string" && error.status === 1) return error.stdout;
    return `--- ${name} (fixed)\n${readFileSync(fixed, "utf8")}`;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
