#!/usr/bin/env node
/**
 * One place for what every publishable package says about the project: the root package.json's
 * `license`, `repository`, `homepage`, `bugs` and `engines`, and the root LICENSE file. This script
 * writes them into every workspace package that is not private (so a new package gets them by
 * existing), each with its own `repository.directory` and homepage:
 *
 *   node scripts/manifests.mjs           # write
 *   node scripts/manifests.mjs --check   # exit 1 and name what differs (run by the tests)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The packages meant for the registry: every package under packages/ not marked private. */
export function publishablePackages() {
  return readdirSync(join(root, "packages"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, "packages", entry.name, "package.json")))
    .map((entry) => {
      const dir = `packages/${entry.name}`;
      return { dir, manifest: JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) };
    })
    .filter(({ manifest }) => manifest.private !== true);
}

/** The shared fields as a package at `dir` should carry them. */
export function sharedFields(dir) {
  const project = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const base = project.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
  return {
    license: project.license,
    repository: { ...project.repository, directory: dir },
    homepage: `${base}/tree/main/${dir}#readme`,
    bugs: project.bugs,
    engines: project.engines,
  };
}

/** Each difference between the packages and the shared fields, as a sentence. */
export function differences() {
  const license = readFileSync(join(root, "LICENSE"), "utf8");
  const found = [];
  for (const { dir, manifest } of publishablePackages()) {
    for (const [key, value] of Object.entries(sharedFields(dir))) {
      if (JSON.stringify(manifest[key]) !== JSON.stringify(value))
        found.push(`${dir}/package.json: "${key}" is not ${JSON.stringify(value)}`);
    }
    const copy = join(root, dir, "LICENSE");
    if (!existsSync(copy) || readFileSync(copy, "utf8") !== license)
      found.push(`${dir}/LICENSE differs from the root LICENSE`);
    if (!existsSync(join(root, dir, "CHANGELOG.md"))) found.push(`${dir}/CHANGELOG.md is missing`);
  }
  return found;
}

function write() {
  const license = readFileSync(join(root, "LICENSE"), "utf8");
  for (const { dir, manifest } of publishablePackages()) {
    // Keep the package's own key order; new keys go after "description".
    const fields = sharedFields(dir);
    const entries = Object.entries(manifest).filter(([key]) => !(key in fields));
    const at = entries.findIndex(([key]) => key === "description") + 1;
    entries.splice(at, 0, ...Object.entries(fields));
    writeFileSync(join(root, dir, "package.json"), `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
    writeFileSync(join(root, dir, "LICENSE"), license);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    const found = differences();
    for (const line of found) console.error(line);
    process.exitCode = found.length === 0 ? 0 : 1;
  } else {
    write();
    const left = differences();
    for (const line of left) console.error(line);
    console.log(`wrote the shared fields and LICENSE into ${publishablePackages().length} packages`);
  }
}
