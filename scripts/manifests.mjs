#!/usr/bin/env node
/**
 * One place for what every publishable package says about the project: the root package.json's
 * `license`, `repository`, `homepage`, `bugs` and `engines`, and the root LICENSE file. This script
 * writes them into every workspace package that is not private (so a new package gets them by
 * existing), each with its own `repository.directory` and homepage. It also pins every package
 * README's links into the repository to the package's release tag (`v<version>`, which the release
 * command creates), so that a README read on the registry stands alone and says what that
 * version does, and writes the root package.json's `version` and its dependency on the `urilint`
 * command (the pre-commit hook, .pre-commit-hooks.yaml) from the command's version:
 *
 *   node scripts/manifests.mjs           # write
 *   node scripts/manifests.mjs --check   # exit 1 and name what differs (run by the tests)
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
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

/** The repository's web address: https://github.com/owner/name. */
function repositoryUrl() {
  const project = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return project.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
}

/**
 * The packages whose README the registry shows: the publishable ones. (The VS Code extension's
 * README goes to its marketplace through vsce, which makes its relative links absolute.)
 */
function packagesWithReadmes() {
  return publishablePackages().filter(({ dir }) => existsSync(join(root, dir, "README.md")));
}

const LINK = /(!?)\[([^\]]*)\]\(\s*([^)\s]+)([^)]*)\)/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The README of the package at `dir` (version `version`) with its links into the repository
 * absolute and at the release tag: relative paths resolved from the package's folder (an image
 * from `raw`, a folder from `tree`, a file from `blob`), links to `main`, to another release tag or
 * to the repository's front page moved to `v<version>`.
 */
export function pinnedReadme(text, dir, version) {
  const base = repositoryUrl();
  const tag = `v${version}`;
  const relinked = text.replace(LINK, (whole, bang, label, target, rest) => {
    if (target.startsWith("#") || SCHEME.test(target)) return whole;
    const [path, fragment = ""] = target.split(/(?=#)/);
    const inRepository = posix.normalize(posix.join(dir, path));
    const isFolder =
      path.endsWith("/") || (existsSync(join(root, inRepository)) && statSync(join(root, inRepository)).isDirectory());
    const kind = bang ? "raw" : isFolder ? "tree" : "blob";
    return `${bang}[${label}](${base}/${kind}/${tag}/${inRepository.replace(/\/$/, "")}${fragment}${rest})`;
  });
  const versioned = pinnedVersions(relinked, version);
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return versioned
    .replace(new RegExp(`${escaped}/(blob|tree|raw)/(?:main|v\\d+\\.\\d+\\.\\d+[^/]*)/`, "g"), `${base}/$1/${tag}/`)
    .replace(new RegExp(`${escaped}#`, "g"), `${base}/blob/${tag}/README.md#`);
}

/**
 * `text` with the release its snippets name at `version`: a pre-commit config's `rev: v<version>`,
 * `urilint@<version>` (npx) and `urilint/urilint@v<version>` (the GitHub Action).
 */
export function pinnedVersions(text, version) {
  return text
    .replace(/^(\s*rev: v)\d+\.\d+\.\d+[\w.-]*$/gm, `$1${version}`)
    .replace(/\b(urilint@v?)\d+\.\d+\.\d+[\w.-]*/g, `$1${version}`);
}

/** The root package.json as the pre-commit hook needs it: the command's version, and the command at that version. */
export function hookManifest() {
  const project = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const command = JSON.parse(readFileSync(join(root, "packages/cli/package.json"), "utf8"));
  return {
    ...project,
    version: command.version,
    dependencies: { ...project.dependencies, [command.name]: command.version },
  };
}

/** Each difference between the packages and the shared fields, as a sentence. */
export function differences() {
  const license = readFileSync(join(root, "LICENSE"), "utf8");
  const found = [];
  for (const { dir, manifest } of packagesWithReadmes()) {
    const readme = readFileSync(join(root, dir, "README.md"), "utf8");
    if (pinnedReadme(readme, dir, manifest.version) !== readme)
      found.push(`${dir}/README.md: links that are relative or not at the release tag v${manifest.version}`);
  }
  const project = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const readme = readFileSync(join(root, "README.md"), "utf8");
  if (pinnedVersions(readme, project.version) !== readme)
    found.push(`README.md: snippets that name a release other than ${project.version} (rev:, urilint@)`);
  if (JSON.stringify(project) !== JSON.stringify(hookManifest()))
    found.push(
      `package.json: "version" and the dependency on the command are not the command's version (the pre-commit hook)`,
    );
  for (const { dir, manifest } of publishablePackages()) {
    for (const [key, value] of Object.entries(sharedFields(dir))) {
      if (JSON.stringify(manifest[key]) !== JSON.stringify(value))
        found.push(`${dir}/package.json: "${key}" is not ${JSON.stringify(value)}`);
    }
    const copy = join(root, dir, "LICENSE");
    if (!existsSync(copy) || readFileSync(copy, "utf8") !== license)
      found.push(`${dir}/LICENSE differs from the root LICENSE`);
    const changelog = join(root, dir, "CHANGELOG.md");
    if (!existsSync(changelog)) found.push(`${dir}/CHANGELOG.md is missing`);
    else {
      const headings = readFileSync(changelog, "utf8").match(/^## .*$/gm) ?? [];
      if (!headings.includes(`## ${manifest.version}`))
        found.push(`${dir}/CHANGELOG.md has no section "## ${manifest.version}"`);
      if (headings.some((heading) => /unreleased/i.test(heading)))
        found.push(`${dir}/CHANGELOG.md has an "Unreleased" section: a release names its version`);
    }
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
  for (const { dir, manifest } of packagesWithReadmes()) {
    const path = join(root, dir, "README.md");
    writeFileSync(path, pinnedReadme(readFileSync(path, "utf8"), dir, manifest.version));
  }
  const hook = hookManifest();
  writeFileSync(join(root, "package.json"), `${JSON.stringify(hook, null, 2)}\n`);
  const readme = join(root, "README.md");
  writeFileSync(readme, pinnedVersions(readFileSync(readme, "utf8"), hook.version));
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
