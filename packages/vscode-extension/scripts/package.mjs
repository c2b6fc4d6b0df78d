// Builds the bundles and packs them into a .vsix with @vscode/vsce. Prints the .vsix path last.
//
//   node scripts/package.mjs [--out <file.vsix>]
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build } from "./build.mjs";

const extensionDir = fileURLToPath(new URL("../", import.meta.url));
const vsce = `${extensionDir}node_modules/@vscode/vsce/vsce`;

export async function packageExtension(out) {
  await build();
  const manifest = JSON.parse(await readFile(`${extensionDir}package.json`, "utf8"));
  const vsix = out ?? `${extensionDir}${manifest.name}-${manifest.version}.vsix`;
  // vsce rewrites the README's relative links against the repository's root and ignores
  // `repository.directory`: give it this package's folder.
  const { url, directory } = manifest.repository;
  const base = `${url.replace(/\.git$/, "")}/%s/HEAD/${directory}`;
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      vsce,
      "package",
      // Everything the extension runs is in dist/ (esbuild); without this flag vsce runs
      // `npm list`, which fails on pnpm's node_modules layout.
      "--no-dependencies",
      "--baseContentUrl",
      base.replace("%s", "blob"),
      "--baseImagesUrl",
      base.replace("%s", "raw"),
      "--out",
      vsix,
    ],
    { cwd: extensionDir, env: { ...process.env, npm_config_yes: "false" } },
  );
  process.stderr.write(stderr);
  process.stderr.write(stdout);
  return vsix;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf("--out");
  const vsix = await packageExtension(outIndex > 0 ? process.argv[outIndex + 1] : undefined);
  console.log(vsix);
}
