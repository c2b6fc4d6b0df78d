#!/usr/bin/env node
/**
 * Writes the generated header of every docs/rules/<name>.md from the rules' meta and the
 * catalogue (`node scripts/docs.js`), or checks that they are current (`--check`, exit 1 if not).
 * Reads the built plugin: run `tsc -b packages/eslint-plugin` first (the `docs` script does).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ruleHeader, withHeader } from "../dist/docs-header.js";
import plugin from "../dist/index.js";

const check = process.argv.includes("--check");
const docs = fileURLToPath(new URL("../docs/rules/", import.meta.url));
const recommended = plugin.configs.recommended.rules;
let stale = 0;

for (const [name, rule] of Object.entries(plugin.rules)) {
  const path = `${docs}${name}.md`;
  let page;
  try {
    page = readFileSync(path, "utf8");
  } catch {
    page = `# urilint/${name}\n`;
  }
  const updated = withHeader(page, ruleHeader(name, rule, recommended[`urilint/${name}`]));
  if (updated === page) continue;
  stale++;
  if (check) console.error(`docs/rules/${name}.md: the generated header is out of date`);
  else writeFileSync(path, updated);
}
if (check && stale > 0) {
  console.error("run: node packages/eslint-plugin/scripts/docs.js");
  process.exitCode = 1;
}
