#!/usr/bin/env node
/**
 * Releases every publishable package at the version the changesets gave them
 * (`npx --yes pnpm@10 run version-packages`, committed):
 *
 *   npx --yes pnpm@10 run release -- --registry <url> [--dry-run] [--no-tests]
 *
 * 1. checks that the work tree is committed, no changeset is left unapplied, every package has the
 *    same version and its tag `v<version>` does not exist yet;
 * 2. builds, checks the manifests, the CommonJS types and the rule docs, and runs the tests a
 *    release needs (the packages as users get them; `--no-tests` leaves them to the caller);
 * 3. packs each package with pnpm (workspace ranges become `^<version>`) and checks each tarball
 *    with @arethetypeswrong/cli and publint;
 * 4. publishes the tarballs in dependency order (a package after the packages it depends on) to
 *    the registry it is given, with the credentials of the user's npm configuration; a version the
 *    registry already has is left alone, so that a release stopped halfway can be run again;
 * 5. tags the release `v<version>`: the rule docs, SARIF help links and READMEs point at it.
 *
 * `--dry-run` does every check and `npm publish --dry-run`, and tags nothing. There is no default
 * registry: nothing is published by accident.
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { publishablePackages } from "./manifests.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const execFileAsync = promisify(execFile);

class ReleaseError extends Error {}

function say(message) {
  process.stdout.write(`release: ${message}\n`);
}

/** Runs a command in the repository, its output shown; throws when it fails. */
function run(command, args, { cwd = root, quiet = false } = {}) {
  say(`$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: quiet ? "pipe" : "inherit", encoding: "utf8" });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new ReleaseError(`${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
  }
  return result.stdout ?? "";
}

/** pnpm: the one running this script (`pnpm run release`), else pnpm 10 through npx. */
function pnpm() {
  const execPath = process.env["npm_execpath"];
  return execPath && /pnpm/.test(execPath) ? [process.execPath, execPath] : ["npx", "--yes", "pnpm@10"];
}

/** The packages, each after the packages it depends on (then by name, so the order is stable). */
export function dependencyOrder(packages) {
  const byName = new Map(packages.map((p) => [p.manifest.name, p]));
  const ordered = [];
  const state = new Map();
  const visit = (p) => {
    if (state.get(p) === "done") return;
    if (state.get(p) === "visiting") throw new ReleaseError(`a dependency cycle through ${p.manifest.name}`);
    state.set(p, "visiting");
    const { dependencies = {}, peerDependencies = {} } = p.manifest;
    for (const name of Object.keys({ ...dependencies, ...peerDependencies }).sort())
      if (byName.has(name)) visit(byName.get(name));
    state.set(p, "done");
    ordered.push(p);
  };
  for (const p of [...packages].sort((a, b) => a.manifest.name.localeCompare(b.manifest.name))) visit(p);
  return ordered;
}

/** Why the repository cannot be released as it is, or an empty list. */
function preconditions(packages, { dryRun }) {
  const problems = [];
  const versions = new Set(packages.map((p) => p.manifest.version));
  if (versions.size !== 1)
    problems.push(`the packages have different versions (${[...versions].join(", ")}): they are released together`);
  const version = packages[0].manifest.version;
  const pending = readdirSync(join(root, ".changeset")).filter((f) => f.endsWith(".md") && f !== "README.md");
  if (pending.length > 0)
    problems.push(`changesets not applied yet (${pending.join(", ")}): run npx --yes pnpm@10 run version-packages`);
  const tagged = spawnSync("git", ["rev-parse", "-q", "--verify", `refs/tags/v${version}`], { cwd: root });
  if (tagged.status === 0) problems.push(`the tag v${version} exists already: ${version} was released`);
  if (!dryRun) {
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).trim();
    if (dirty !== "") problems.push(`the work tree has changes that are not committed:\n${dirty}`);
  }
  return problems;
}

/** The problems @arethetypeswrong/cli and publint find in a tarball. */
async function tarballProblems(tarball) {
  // attw exits 1 when it finds a problem; its JSON says which.
  const attw = await execFileAsync(join(root, "node_modules/.bin/attw"), [tarball, "--format", "json"], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error) => error);
  const analysis = JSON.parse(attw.stdout || "{}").analysis;
  if (analysis === undefined) return [`attw did not run: ${attw.stderr}`];
  const found = analysis.problems.map(
    (problem) => `attw: ${problem.kind} (${problem.entrypoint ?? ""} ${problem.resolutionKind ?? ""})`,
  );
  const bytes = readFileSync(tarball);
  const linted = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    strict: true,
    level: "suggestion",
  });
  for (const message of linted.messages) found.push(`publint: ${formatMessage(message, linted.pkg)}`);
  return found;
}

async function release({ registry, dryRun, tests }) {
  const packages = dependencyOrder(publishablePackages());
  const version = packages[0].manifest.version;
  say(
    `urilint ${version}: ${packages.map((p) => p.manifest.name).join(", ")} to ${registry}${dryRun ? " (dry run)" : ""}`,
  );

  const problems = preconditions(packages, { dryRun });
  if (problems.length > 0) throw new ReleaseError(problems.join("\n"));

  run(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-b"]);
  run(process.execPath, [join(root, "scripts/manifests.mjs"), "--check"]);
  run(process.execPath, [join(root, "scripts/cjs-types.mjs"), "--check"]);
  run(process.execPath, [join(root, "packages/eslint-plugin/scripts/docs.js"), "--check"]);
  if (tests)
    run(process.execPath, [
      join(root, "node_modules/vitest/vitest.mjs"),
      "run",
      "test/manifests.test.ts",
      "test/consumer",
      "packages/scan/test/missing-parser.test.ts",
    ]);

  const packs = mkdtempSync(join(tmpdir(), "urilint-release-"));
  try {
    // Packed and checked side by side (each in its own folder); published one by one below.
    const tarballs = await Promise.all(
      packages.map(async (p) => {
        const destination = join(packs, p.dir.replace(/\W/g, "-"));
        mkdirSync(destination);
        const [command, ...args] = [...pnpm(), "pack", "--pack-destination", destination];
        say(`$ ${[command, ...args].join(" ")} (in ${p.dir})`);
        await execFileAsync(command, args, { cwd: join(root, p.dir) }).catch((error) => {
          throw new ReleaseError(`pnpm pack in ${p.dir} failed: ${error.stderr ?? error.message}`);
        });
        const made = readdirSync(destination).filter((file) => file.endsWith(".tgz"));
        if (made.length !== 1) throw new ReleaseError(`pnpm pack in ${p.dir} made ${made.length} tarballs`);
        const tarball = join(destination, made[0]);
        const found = await tarballProblems(tarball);
        if (found.length > 0) throw new ReleaseError(`${p.manifest.name}:\n  ${found.join("\n  ")}`);
        say(`${p.manifest.name}: packed and checked (attw, publint)`);
        return { name: p.manifest.name, tarball };
      }),
    );

    for (const { name, tarball } of tarballs) {
      const existing = spawnSync("npm", ["view", `${name}@${version}`, "version", "--registry", registry], {
        encoding: "utf8",
      });
      if (existing.status === 0 && existing.stdout.trim() === version) {
        say(`${name}@${version} is on the registry already: left alone`);
        continue;
      }
      run("npm", ["publish", tarball, "--registry", registry, "--access", "public", ...(dryRun ? ["--dry-run"] : [])], {
        quiet: true,
      });
      say(`${name}@${version} published${dryRun ? " (dry run)" : ""}`);
    }
  } finally {
    rmSync(packs, { recursive: true, force: true });
  }

  if (dryRun) {
    say(`dry run: nothing published, no tag made`);
    return;
  }
  run("git", ["tag", "-a", `v${version}`, "-m", `urilint ${version}`]);
  say(`tagged v${version}; push it with: git push origin v${version}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `pnpm run release -- --registry <url>` passes the "--" on.
  const args = process.argv.slice(2);
  const { values } = parseArgs({
    args: args[0] === "--" ? args.slice(1) : args,
    options: {
      registry: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      "no-tests": { type: "boolean", default: false },
    },
    allowPositionals: false,
  });
  if (values.registry === undefined || !/^https?:\/\//.test(values.registry)) {
    process.stderr.write("usage: npx --yes pnpm@10 run release -- --registry <url> [--dry-run] [--no-tests]\n");
    process.exit(2);
  }
  if (!existsSync(join(root, "node_modules/.bin/attw"))) {
    process.stderr.write("release: install the workspace first: npx --yes pnpm@10 install\n");
    process.exit(2);
  }
  release({ registry: values.registry, dryRun: values["dry-run"], tests: !values["no-tests"] }).catch((error) => {
    process.stderr.write(`release: ${error instanceof ReleaseError ? error.message : (error?.stack ?? error)}\n`);
    process.exit(1);
  });
}
