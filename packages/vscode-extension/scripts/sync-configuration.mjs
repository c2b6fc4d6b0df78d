// Writes package.json's `contributes.configuration.properties` from the server's settings and the
// core's catalogue (see scripts/configuration.mjs). Run after either changes:
//
//   node scripts/sync-configuration.mjs
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { configurationProperties } from "./configuration.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const manifestPath = here("../package.json");

/** The server's defaults and the catalogue, read from their TypeScript sources through esbuild. */
export async function serverFacts() {
  const result = await esbuild.build({
    stdin: {
      contents: [
        `export { CATALOGUE as catalogue, RULE_NAMES as ruleNames, SETTINGS as settings } from ${JSON.stringify(here("../../core/src/index.ts"))};`,
        `export { DEFAULT_SETTINGS as defaults } from ${JSON.stringify(here("../../lsp-server/src/settings.ts"))};`,
      ].join("\n"),
      resolveDir: here("../"),
      loader: "ts",
    },
    alias: { "@urilint/core": here("../../core/src/index.ts") },
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    logLevel: "warning",
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  manifest.contributes.configuration.properties = configurationProperties(await serverFacts());
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${Object.keys(manifest.contributes.configuration.properties).length} settings to package.json`);
}
