/**
 * The release, end to end, against a real registry: a copy of this repository (its working tree,
 * committed in a new git repository) is released with the release command
 * (`npx --yes pnpm@10 run release -- --registry <url>`) to Verdaccio running here; then, as users
 * do, by name only and in fresh projects: the ESLint plugin on ESLint 9 and 10 with the
 * configuration languages (ESM, CommonJS and TypeScript configs; JavaScript and TypeScript
 * sources), what the plugin adds to ESLint's node_modules, `npx urilint` on a repository with
 * planted problems, `npm install --global @urilint/lsp-server` and an LSP session over stdio with
 * its bin, the pre-commit framework with the README's .pre-commit-config.yaml as written
 * (`language: node`, the hook repository cloned at the release tag), the VS Code extension
 * packaged with vsce and checked as Open VSX checks a manifest, and the GitHub Action run as a
 * runner runs it. Every step asserts findings, and that no password appears in any output.
 *
 * Run by .ci/run (`npx vitest run --config test/release/vitest.config.ts`), not by `pnpm test`:
 * it needs the npm registry (Verdaccio fetches what is not ours), pre-commit, and a few minutes.
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The built core (the suite builds it first): its sources need the main configuration's transforms.
import { RULE_NAMES } from "../../packages/core/dist/index.js";
import { eslint, expectations, snippet, summary, workspaceWith, type Result } from "../consumer/project.js";
import { runAction } from "./action.js";
import { startRegistry, type Registry } from "./registry.js";

const execFileAsync = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const fixture = join(root, "test/consumer/fixture");
const pluginReadme = readFileSync(join(root, "packages/eslint-plugin/README.md"), "utf8");
const cliReadme = readFileSync(join(root, "packages/cli/README.md"), "utf8");
const npmCache = join(root, ".cache/npm");
/** The passwords planted in this test's projects: none may appear in any output. */
const PASSWORDS = ["hunter2", "s3cretPassw0rd", "Tr0ub4dor"];
/** The most the plugin may add to ESLint's own node_modules, in bytes of files (npm's "unpacked size"). */
const PLUGIN_BUDGET = 5_000_000;

const work = mkdtempSync(join(tmpdir(), "urilint-release-"));
const repo = join(work, "repo");
let registry: Registry | undefined;
let version: string;
let release: { status: number | null; output: string };
const timings: string[] = [];

async function timed<T>(phase: string, body: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  try {
    return await body();
  } finally {
    timings.push(`${phase.padEnd(44)} ${((performance.now() - start) / 1000).toFixed(1).padStart(6)} s`);
  }
}

/**
 * The environment of a user's shell: no variable of the package manager running this test, npm
 * pointed at the registry and at the repository's npm cache.
 */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|NPM_|PNPM_|NODE_PATH$|NODE_OPTIONS$)/.test(name)),
  );
  return {
    ...env,
    ...(registry === undefined ? {} : { npm_config_registry: registry.url }),
    npm_config_cache: npmCache,
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
    ...extra,
  };
}

function noPassword(text: string, where: string): void {
  for (const password of PASSWORDS) expect(text.includes(password), `${where} shows a password`).toBe(false);
}

/** Runs a command; its exit code and output, whatever the code. */
async function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string },
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd: options.cwd,
      env: options.env ?? userEnv(),
      maxBuffer: 256 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** A new npm project at `dir` with `packages` installed by name (`npm install -D ...`). */
async function npmProject(dir: string, packages: readonly string[], type = "module"): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    `${JSON.stringify({ name: "user-project", private: true, type }, null, 2)}\n`,
  );
  const result = await run("npm", ["install", "-D", ...packages], { cwd: dir });
  if (result.code !== 0) throw new Error(`npm install -D ${packages.join(" ")} failed: ${result.stderr}`);
}

/** Bytes of the files under `dir` (what npm calls a package's unpacked size), and whether it holds `name`. */
function filesSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += filesSize(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", env: userEnv(GIT_IDENTITY) });
}

const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: "urilint release test",
  GIT_AUTHOR_EMAIL: "release-test@example.com",
  GIT_COMMITTER_NAME: "urilint release test",
  GIT_COMMITTER_EMAIL: "release-test@example.com",
};

/** This repository's working tree (tracked files and untracked ones git does not ignore), committed in a new repository at `dest`. */
function copyRepository(dest: string): void {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    copyFileSync(from, join(dest, file));
    chmodSync(join(dest, file), statSync(from).mode);
  }
  // The packages' builds (ignored by git), so that the release's `tsc -b` rebuilds only what changed.
  for (const dir of readdirSync(join(root, "packages"))) {
    const dist = join(root, "packages", dir, "dist");
    if (existsSync(dist)) cpSync(dist, join(dest, "packages", dir, "dist"), { recursive: true });
  }
  git(dest, "init", "-q", "-b", "main");
  git(dest, "add", "-A");
  git(dest, "commit", "-q", "-m", "the working tree under release");
}

beforeAll(async () => {
  await timed("copy the repository, pnpm install (offline)", async () => {
    copyRepository(repo);
    const pnpm = ["--yes", "pnpm@10", "install", "--frozen-lockfile"];
    let installed = await run("npx", [...pnpm, "--offline"], { cwd: repo, env: userEnv({ npm_config_registry: "" }) });
    if (installed.code !== 0)
      installed = await run("npx", [...pnpm, "--prefer-offline"], { cwd: repo, env: userEnv() });
    if (installed.code !== 0) throw new Error(`pnpm install failed: ${installed.stderr}`);
  });
  registry = await timed("install and start Verdaccio", () => startRegistry(root, work));
  version = JSON.parse(readFileSync(join(repo, "packages/cli/package.json"), "utf8")).version as string;
  release = await timed("the release command (build, checks, publish, tag)", async () => {
    const result = await run(
      "npx",
      ["--yes", "pnpm@10", "run", "release", "--", "--registry", registry!.url, "--no-tests"],
      {
        cwd: repo,
        env: userEnv({ NPM_CONFIG_USERCONFIG: registry!.npmrc, ...GIT_IDENTITY }),
      },
    );
    return { status: result.code, output: result.stdout + result.stderr };
  });
  if (release.status !== 0) throw new Error(`the release failed:\n${release.output}`);
  // What the users' steps install, side by side (most of it waits on the registry); each test awaits its part.
  background = {
    eslint: timed("npm install: ESLint 9 and 10 projects, size pair", installEslintProjects),
    preCommit: timed("pre-commit: clone at the tag, install the hook (npm)", preparePreCommit),
    server: timed("npm install --global @urilint/lsp-server", () =>
      run("npm", ["install", "--global", "--prefix", join(work, "global"), "@urilint/lsp-server"], { cwd: work }),
    ),
    vsix: timed("vsce package", () =>
      run(process.execPath, ["packages/vscode-extension/scripts/package.mjs", "--out", join(work, "urilint.vsix")], {
        cwd: repo,
      }),
    ),
  };
  // A failure is reported by the test that awaits it.
  for (const promise of Object.values(background)) promise.catch(() => undefined);
}, 900_000);

let background: {
  eslint: Promise<void>;
  preCommit: Promise<PreCommitProject>;
  server: Promise<{ code: number; stderr: string }>;
  vsix: Promise<{ code: number; stderr: string }>;
};

afterAll(async () => {
  await registry?.stop();
  console.log(`release test timings:\n  ${timings.join("\n  ")}`);
  if (!process.env["URILINT_KEEP_RELEASE"]) rmSync(work, { recursive: true, force: true });
}, 120_000);

describe("the release command", () => {
  const PACKAGES = ["@urilint/core", "@urilint/scan", "@urilint/lsp-server", "eslint-plugin-urilint", "urilint"];

  it("publishes every package in dependency order, each after the packages it depends on", async () => {
    const published = [...release.output.matchAll(/^release: (\S+)@\S+ published$/gm)].map((m) => m[1]);
    expect(published).toEqual(PACKAGES);
    for (const name of PACKAGES) {
      const view = await run("npm", ["view", `${name}@${version}`, "dependencies", "dist-tags", "--json"], {
        cwd: work,
      });
      expect(view.code, name).toBe(0);
      const { dependencies = {}, "dist-tags": tags } = JSON.parse(view.stdout) as {
        dependencies?: Record<string, string>;
        "dist-tags": Record<string, string>;
      };
      expect(tags.latest, name).toBe(version);
      for (const dependency of Object.keys(dependencies).filter((d) => PACKAGES.includes(d)))
        expect(published.indexOf(dependency), `${dependency} before ${name}`).toBeLessThan(published.indexOf(name));
    }
  });

  it("tags the release, where the rule docs, the SARIF help links and the READMEs' links point", () => {
    expect(git(repo, "tag", "--points-at", "HEAD").split("\n")).toContain(`v${version}`);
    const rules = readdirSync(join(repo, "packages/eslint-plugin/docs/rules")).filter((f) => f.endsWith(".md"));
    expect(rules.sort()).toEqual(RULE_NAMES.map((name) => `${name}.md`).sort());
    for (const rule of rules) git(repo, "cat-file", "-e", `v${version}:packages/eslint-plugin/docs/rules/${rule}`);
    const links = [
      ...readFileSync(join(repo, "packages/cli/README.md"), "utf8").matchAll(
        /github\.com\/urilint\/urilint\/(?:blob|tree|raw)\/(v[^/]+)\/([^)#\s]+)/g,
      ),
    ];
    expect(links.length).toBeGreaterThan(0);
    for (const [, tag, path] of links) {
      expect(tag).toBe(`v${version}`);
      git(repo, "cat-file", "-e", `${tag}:${path}`);
    }
  });

  it("refuses to release a version that is tagged already", async () => {
    const again = await run("npx", ["--yes", "pnpm@10", "run", "release", "--", "--registry", registry!.url], {
      cwd: repo,
      env: userEnv({ NPM_CONFIG_USERCONFIG: registry!.npmrc }),
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`the tag v${version} exists already`);
  });
});

const LANGUAGES = [
  "@eslint/json",
  "@eslint/markdown",
  "eslint-plugin-yml",
  "eslint-plugin-toml",
  "@eslint/css",
  "@html-eslint/eslint-plugin",
];
const TYPESCRIPT = ["typescript-eslint", "typescript", "jiti"];
const nine = join(work, "eslint9");
const ten = join(work, "eslint10");
const bare = join(work, "eslint-only");
const light = join(work, "eslint-and-plugin");
let sizes: { eslint: string; eslintOnly: number; withPlugin: number };

/** The ESLint 9 and 10 projects, and `npm i -D eslint eslint-plugin-urilint` beside ESLint alone. */
async function installEslintProjects(): Promise<void> {
  // `npm i -D eslint eslint-plugin-urilint`, as the README says; ESLint alone at the same version beside it.
  await npmProject(light, ["eslint", "eslint-plugin-urilint"]);
  const eslintVersion = JSON.parse(readFileSync(join(light, "node_modules/eslint/package.json"), "utf8"))
    .version as string;
  await Promise.all([
    npmProject(bare, [`eslint@${eslintVersion}`]),
    npmProject(nine, ["eslint@^9.38.0", "eslint-plugin-urilint", ...LANGUAGES, ...TYPESCRIPT]),
    npmProject(ten, ["eslint@^10", "eslint-plugin-urilint", ...LANGUAGES, ...TYPESCRIPT]),
  ]);
  sizes = {
    eslint: eslintVersion,
    eslintOnly: filesSize(join(bare, "node_modules")),
    withPlugin: filesSize(join(light, "node_modules")),
  };
  const measured = { ...sizes, added: sizes.withPlugin - sizes.eslintOnly };
  console.log(`plugin size: ${JSON.stringify(measured)}`);
  mkdirSync(join(root, ".cache"), { recursive: true });
  writeFileSync(join(root, ".cache/release-sizes.json"), `${JSON.stringify(measured, null, 2)}\n`);
}

describe("the ESLint plugin, installed by name", () => {
  beforeAll(() => background.eslint, 900_000);

  it(`adds at most ${PLUGIN_BUDGET / 1e6} MB to ESLint's own node_modules, and no TypeScript`, () => {
    expect(sizes.withPlugin - sizes.eslintOnly).toBeLessThanOrEqual(PLUGIN_BUDGET);
    expect(sizes.withPlugin - sizes.eslintOnly).toBeGreaterThan(0);
    // The parsers the plugin leaves to ESLint's language plugins (Markdown's: @eslint/markdown's own).
    const absent = [
      "typescript",
      "yaml",
      "css-tree",
      "dockerfile-ast",
      "toml-eslint-parser",
      "mdast-util-from-markdown",
      "katex",
    ];
    for (const parser of absent) expect(existsSync(join(light, "node_modules", parser)), parser).toBe(false);
    // parse5 reads the HTML in Markdown, and the links of HTML documents.
    expect(existsSync(join(light, "node_modules", "parse5"))).toBe(true);
  });

  const JS_FILES = ["src/client.js"];
  const TS_FILES = ["src/server.ts", "src/Widget.tsx"];
  const recommended = (lines: string[]) => lines.filter((line) => !line.includes("urilint/require-root-path/"));
  const CASES: [name: string, configName: string, files: string[]][] = [
    ["javascript", "eslint.config.js", JS_FILES],
    ["commonjs", "eslint.config.cjs", JS_FILES],
    ["typescript", "eslint.config.js", [...JS_FILES, ...TS_FILES]],
    ["typescript-config", "eslint.config.ts", [...JS_FILES, ...TS_FILES]],
    ["json-markdown", "eslint.config.js", [...JS_FILES, "config/settings.json", "README.md"]],
    ["yaml-toml", "eslint.config.js", [...JS_FILES, "config/compose.yaml", "config/app.toml"]],
    ["css-html", "eslint.config.js", [...JS_FILES, "public/site.css", "public/index.html"]],
  ];

  it.each(CASES)(
    "the README's %s config (%s) on ESLint 9 and 10: the planted problems, no password",
    async (name, configName, files) => {
      const config = snippet(pluginReadme, `${name}/${configName}`);
      const lint = async (project: string): Promise<Result[]> => {
        const dir = workspaceWith(join(project, name), fixture, configName, config);
        return (await eslint(project, dir)).filter((result) => result.file !== configName);
      };
      const [nineResults, tenResults] = await Promise.all([lint(nine), lint(ten)]);
      expect(summary(nineResults)).toEqual(recommended(expectations(fixture, files)));
      expect(summary(tenResults)).toEqual(summary(nineResults));
      noPassword(JSON.stringify([nineResults, tenResults]), `${name} messages`);
    },
  );

  it("reads an HTML file's inline script with espree, and its style with css-tree, with no TypeScript installed", async () => {
    // The plugin reads HTML from @html-eslint's tree; the content of a <script> is read by the
    // scanner's JavaScript reading, through espree (ESLint's parser, which the plugin depends on)
    // where TypeScript is not installed; a style attribute by css-tree's (@html-eslint/eslint-plugin
    // depends on css-tree itself).
    const project = join(light, "html");
    await npmProject(project, ["eslint", "eslint-plugin-urilint", "@html-eslint/eslint-plugin"]);
    const config = snippet(pluginReadme, "css-html/eslint.config.js")
      .replace(/^import css .*\n/m, "")
      .replace("css, html", "html")
      .replace(/^.*configs\.css,.*\n/m, "");
    writeFileSync(join(project, "eslint.config.js"), config);
    writeFileSync(
      join(project, "script.html"),
      '<a href="HTTPS://example.com/">x</a>\n<script>fetch("https://example.com/a/../b");</script>\n',
    );
    writeFileSync(join(project, "style.html"), '<div style="background: url(HTTPS://example.com/b.png)"></div>\n');
    const lint = (file: string) =>
      run(process.execPath, [join(project, "node_modules/eslint/bin/eslint.js"), "--format", "json", file], {
        cwd: project,
      });
    const [script, style] = await Promise.all([lint("script.html"), lint("style.html")]);
    expect(existsSync(join(project, "node_modules/typescript"))).toBe(false);
    const rulesOf = (result: { stdout: string }) =>
      (JSON.parse(result.stdout) as { messages: { ruleId: string }[] }[])[0]!.messages.map((m) => m.ruleId);
    expect(script.code, script.stderr).toBe(0);
    expect(rulesOf(script)).toEqual(["urilint/normalized-case", "urilint/no-dot-segments"]);
    expect(style.code, style.stderr).toBe(0);
    expect(rulesOf(style)).toEqual(["urilint/normalized-case"]);
  });
});

describe("the urilint command, by name", () => {
  it("npx urilint . on a repository with planted problems: the findings, exit 1, no password", async () => {
    const dir = join(work, "command");
    mkdirSync(join(dir, "config"), { recursive: true });
    mkdirSync(join(dir, "src"), { recursive: true });
    writeFileSync(
      join(dir, "config/app.yaml"),
      "api: HTTPS://api.example.com:443/v1\ndb: postgres://app:hunter2@db/x\n",
    );
    writeFileSync(join(dir, "src/client.ts"), 'export const docs = "http://example.com/a/../b";\n');
    writeFileSync(join(dir, ".env"), "DATABASE_URL=mysql://root:s3cretPassw0rd@localhost/app\n");
    writeFileSync(join(dir, "Dockerfile"), "FROM node:20\nADD HTTPS://example.com/x.tar.gz /opt/\n");
    writeFileSync(join(dir, "index.html"), '<a href="https://example.com/team photo.png">x</a>\n');
    git(dir, "init", "-q");
    git(dir, "add", "-A");
    const json = await run("npx", ["--yes", `urilint@${version}`, ".", "--format", "json"], { cwd: dir });
    expect(json.code).toBe(1);
    noPassword(json.stdout + json.stderr, "urilint --format json");
    const report = JSON.parse(json.stdout) as { files: { path: string; problems: { code: string }[] }[] };
    expect(Object.fromEntries(report.files.map((f) => [f.path, f.problems.map((p) => p.code).sort()]))).toEqual({
      ".env": ["plaintext-password"],
      Dockerfile: ["scheme-case"],
      "config/app.yaml": ["default-port", "plaintext-password", "scheme-case"],
      "index.html": ["whitespace"],
      "src/client.ts": ["dot-segments"],
    });
    const stylish = await run("npx", ["--yes", `urilint@${version}`, "."], { cwd: dir });
    expect(stylish.code).toBe(1);
    expect(stylish.stdout).toContain("plaintext-password");
    noPassword(stylish.stdout + stylish.stderr, "urilint");
  });
});

describe("the language server, installed globally by name", () => {
  it("npm install --global @urilint/lsp-server, then an LSP session over stdio with its bin", async () => {
    const prefix = join(work, "global");
    const installed = await background.server;
    expect(installed.code, installed.stderr).toBe(0);
    const bin = join(prefix, "bin/urilint-lsp");
    expect(existsSync(bin)).toBe(true);
    const session = await lspSession(bin, [
      {
        uri: "file:///project/compose.yaml",
        languageId: "yaml",
        text: "db: postgres://app:hunter2@DB.example.com:5432/app\n",
      },
      {
        uri: "file:///project/client.ts",
        languageId: "typescript",
        text: 'fetch("HTTPS://api.example.com:443/v1");\n',
      },
    ]);
    expect(session.exitCode).toBe(0);
    expect(session.diagnostics["file:///project/compose.yaml"]!.map((d) => d.code).sort()).toEqual([
      "host-case",
      "plaintext-password",
    ]);
    expect(session.diagnostics["file:///project/client.ts"]!.map((d) => d.code).sort()).toEqual([
      "default-port",
      "scheme-case",
    ]);
    noPassword(session.raw, "the server's output");
  });
});

interface PreCommitProject {
  readonly project: string;
  readonly installed: { code: number; stdout: string; stderr: string };
  sh(command: string, ...args: string[]): ReturnType<typeof run>;
}

/**
 * A git repository with the README's .pre-commit-config.yaml, word for word, and pre-commit's
 * hooks installed (`pre-commit install --install-hooks`: the clone at the tag, `npm install` and
 * `npm pack` in it, the tarball installed with its dependencies).
 */
async function preparePreCommit(): Promise<PreCommitProject> {
  const home = join(work, "pre-commit-home");
  mkdirSync(home, { recursive: true });
  // The README's address, served from the clone at the tag: git rewrites it (insteadOf), so the
  // config stays word for word. pre-commit clears GIT_* variables for its clone: ~/.gitconfig.
  writeFileSync(
    join(home, ".gitconfig"),
    `[url "${repo}"]\n\tinsteadOf = https://github.com/urilint/urilint\n[init]\n\tdefaultBranch = main\n`,
  );
  const env = userEnv({ ...GIT_IDENTITY, PRE_COMMIT_HOME: join(home, "cache"), HOME: home });
  const project = join(work, "pre-commit-project");
  mkdirSync(project, { recursive: true });
  const sh = (command: string, ...args: string[]) => run(command, args, { cwd: project, env });
  await sh("git", "init", "-q");
  writeFileSync(join(project, ".pre-commit-config.yaml"), snippet(cliReadme, "pre-commit-config"));
  return { project, sh, installed: await sh("pre-commit", "install", "--install-hooks") };
}

describe("the pre-commit framework, with the README's .pre-commit-config.yaml", () => {
  it("installs the hook with language: node from the repository at the release tag, blocks a password, passes a clean commit", async () => {
    expect(snippet(cliReadme, "pre-commit-config")).toContain(`rev: v${version}`);
    expect(readFileSync(join(repo, ".pre-commit-hooks.yaml"), "utf8")).toContain("language: node");
    const { project, sh, installed } = await background.preCommit;
    expect(installed.code, installed.stdout + installed.stderr).toBe(0);
    expect(installed.stdout).toContain("Installing environment for https://github.com/urilint/urilint.");
    writeFileSync(join(project, "settings.yaml"), "database: postgres://app:Tr0ub4dor@db.example.com/app\n");
    await sh("git", "add", "-A");
    const blocked = await sh("git", "commit", "-m", "with a password");
    expect(blocked.code, blocked.stdout + blocked.stderr).toBe(1);
    expect(blocked.stdout + blocked.stderr).toContain("plaintext-password");
    expect(blocked.stdout + blocked.stderr).toMatch(/urilint\.+Failed/);
    noPassword(blocked.stdout + blocked.stderr, "the hook's output");
    writeFileSync(join(project, "settings.yaml"), "database: postgres://app@db.example.com/app\n");
    await sh("git", "add", "-A");
    const passed = await sh("git", "commit", "-m", "clean");
    expect(passed.code, passed.stdout + passed.stderr).toBe(0);
    expect(passed.stdout + passed.stderr).toMatch(/urilint\.+Passed/);
    expect(git(project, "log", "--format=%s")).toBe("clean\n");
  });
});

describe("the VS Code extension", () => {
  it("packages with vsce, and its manifest passes Open VSX's checks (publisher, engines, license, icon, repository)", async () => {
    const vsix = join(work, "urilint.vsix");
    const packaged = await background.vsix;
    expect(packaged.code, packaged.stderr).toBe(0);
    const entries = execFileSync("unzip", ["-Z1", vsix], { encoding: "utf8" }).split("\n").filter(Boolean);
    const manifest = JSON.parse(
      execFileSync("unzip", ["-p", vsix, "extension/package.json"], { encoding: "utf8" }),
    ) as {
      publisher: string;
      name: string;
      version: string;
      engines?: { vscode?: string };
      license: string;
      icon: string;
      repository?: { url?: string };
    };
    const xml = execFileSync("unzip", ["-p", vsix, "extension.vsixmanifest"], { encoding: "utf8" });
    // Open VSX (ovsx publish) refuses a manifest without these; each is checked here as it checks it.
    expect(manifest.publisher).toMatch(/^[a-z0-9][a-z0-9-]*$/i);
    expect(manifest.name).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    expect(manifest.version).toBe(version);
    expect(manifest.engines?.vscode).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(manifest.license).toBe("MIT");
    expect(entries).toContain("extension/LICENSE.txt");
    expect(manifest.repository?.url).toMatch(/^https:\/\/github\.com\//);
    expect(entries).toContain(`extension/${manifest.icon}`);
    const icon = execFileSync("unzip", ["-p", vsix, `extension/${manifest.icon}`]);
    expect(icon.subarray(1, 4).toString()).toBe("PNG");
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)].every((side) => side >= 128)).toBe(true);
    expect(entries).toEqual(expect.arrayContaining(["extension/readme.md", "extension/changelog.md"]));
    expect(xml).toContain(`Publisher="${manifest.publisher}"`);
    expect(xml).toContain(`Version="${version}"`);
    expect(entries.some((entry) => entry.includes("node_modules/"))).toBe(false);
  });
});

describe("the GitHub Action, run as a runner runs it", () => {
  const workspace = join(work, "action-workspace");
  let base: string;
  let head: string;

  beforeAll(() => {
    mkdirSync(join(workspace, "docs"), { recursive: true });
    mkdirSync(join(workspace, "src"), { recursive: true });
    git(workspace, "init", "-q", "-b", "main");
    writeFileSync(join(workspace, "docs/old.md"), "See <HTTP://Example.com/old>.\n");
    writeFileSync(join(workspace, "src/app.js"), 'fetch("https://example.com/ok");\n');
    git(workspace, "add", "-A");
    git(workspace, "commit", "-q", "-m", "base");
    base = git(workspace, "rev-parse", "HEAD").trim();
    git(workspace, "checkout", "-q", "-b", "feature");
    mkdirSync(join(workspace, "config"), { recursive: true });
    writeFileSync(
      join(workspace, "config/new.yaml"),
      "api: HTTPS://api.example.com/v1\ndb: postgres://app:hunter2@db/app\n",
    );
    writeFileSync(
      join(workspace, "src/app.js"),
      'fetch("https://example.com/ok");\nfetch("http://example.com:80/x");\n',
    );
    git(workspace, "add", "-A");
    git(workspace, "commit", "-q", "-m", "head");
    head = git(workspace, "rev-parse", "HEAD").trim();
  });

  const pullRequest = () => ({
    action: "synchronize",
    number: 7,
    pull_request: { number: 7, base: { ref: "main", sha: base }, head: { ref: "feature", sha: head } },
  });

  it("annotates a pull request's changed files only, fails the job, and says so in the summary", () => {
    const ran = runAction({
      actionPath: repo,
      workspace,
      eventName: "pull_request",
      event: pullRequest(),
      inputs: {},
      env: userEnv(),
    });
    expect(ran.failed).toBe(true);
    const annotations = ran.log.split("\n").filter((line) => /^::(error|warning|notice) /.test(line));
    const files = annotations.map((line) => /file=([^,]+)/.exec(line)![1]).sort();
    expect([...new Set(files)]).toEqual(["config/new.yaml", "src/app.js"]);
    expect(annotations.some((line) => line.startsWith("::error file=config/new.yaml,line=2"))).toBe(true);
    expect(ran.outputs).toMatchObject({ "exit-code": "1", "sarif-file": "" });
    expect(Number(ran.outputs["errors"])).toBeGreaterThan(0);
    expect(ran.summary).toContain("the files pull request #7 changes");
    expect(ran.used).toEqual([]);
    noPassword(ran.log + ran.summary + JSON.stringify(ran.outputs), "the action");
  });

  it("writes SARIF for code scanning on each shard of a matrix: disjoint, together every file", () => {
    const shards = ["1/2", "2/2"].map((shard) =>
      runAction({
        actionPath: repo,
        workspace,
        eventName: "push",
        event: { ref: "refs/heads/feature", after: head },
        inputs: { output: "sarif", shard, files: "all" },
        env: userEnv(),
      }),
    );
    const uris = shards.map((ran) => {
      const file = ran.outputs["sarif-file"]!;
      expect(ran.used).toEqual([
        {
          uses: "github/codeql-action/upload-sarif@v3",
          with: { sarif_file: file, category: expect.stringMatching(/^urilint\/[12]\/2$/) },
        },
      ]);
      const sarif = JSON.parse(readFileSync(file, "utf8")) as {
        version: string;
        runs: {
          results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
        }[];
      };
      expect(sarif.version).toBe("2.1.0");
      noPassword(readFileSync(file, "utf8") + ran.log + ran.summary, `shard ${ran.outputs["sarif-file"]}`);
      return sarif.runs.flatMap((r) =>
        r.results.map((result) => result.locations[0]!.physicalLocation.artifactLocation.uri),
      );
    });
    const [one, two] = uris.map((list) => new Set(list));
    expect([...one!].filter((uri) => two!.has(uri))).toEqual([]);
    expect([...one!, ...two!].sort()).toEqual(["config/new.yaml", "docs/old.md", "src/app.js"]);
    expect(shards.some((ran) => ran.failed)).toBe(true);
  });

  it("checks nothing on a pull request that changes no file to check", () => {
    const event = pullRequest();
    event.pull_request.base.sha = head;
    const ran = runAction({
      actionPath: repo,
      workspace,
      eventName: "pull_request",
      event,
      inputs: {},
      env: userEnv(),
    });
    expect(ran.failed).toBe(false);
    expect(ran.outputs).toMatchObject({ errors: "0", "exit-code": "0" });
    expect(ran.summary).toContain("changes no file to check");
  });
});

interface Diagnostic {
  readonly code: string;
  readonly message: string;
}

/**
 * Starts `bin --stdio`, initializes, opens `documents`, waits for each one's diagnostics, then
 * shuts down and exits, as an editor does. Messages are framed by hand (Content-Length headers).
 */
function lspSession(
  bin: string,
  documents: { uri: string; languageId: string; text: string }[],
): Promise<{ diagnostics: Record<string, Diagnostic[]>; raw: string; exitCode: number | null }> {
  return new Promise((resolve, reject) => {
    const server = spawn(bin, ["--stdio"], { env: userEnv(), stdio: ["pipe", "pipe", "pipe"] });
    const diagnostics: Record<string, Diagnostic[]> = {};
    let raw = "";
    let buffer = Buffer.alloc(0);
    let nextId = 1;
    const pending = new Map<number, (result: unknown) => void>();
    const send = (message: object) => {
      const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", ...message }));
      server.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]));
    };
    const request = (method: string, params: unknown) =>
      new Promise((answered) => {
        const id = nextId++;
        pending.set(id, answered);
        send({ id, method, params });
      });
    const timer = setTimeout(() => reject(new Error(`no diagnostics in time; the server wrote: ${raw}`)), 60_000);
    server.stderr.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    server.stdout.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd === -1) return;
        const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString())![1]);
        if (buffer.length < headerEnd + 4 + length) return;
        const message = JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString()) as {
          id?: number;
          method?: string;
          params?: { uri: string; diagnostics: Diagnostic[] };
          result?: unknown;
        };
        buffer = buffer.subarray(headerEnd + 4 + length);
        if (message.method === "textDocument/publishDiagnostics") {
          diagnostics[message.params!.uri] = message.params!.diagnostics;
          if (documents.every((d) => diagnostics[d.uri] !== undefined)) void finish();
        } else if (message.id !== undefined && message.method !== undefined) {
          send({ id: message.id, result: null }); // a request from the server (registrations, configuration)
        } else if (message.id !== undefined) {
          pending.get(message.id)?.(message.result);
        }
      }
    });
    let finishing = false;
    const finish = async () => {
      if (finishing) return;
      finishing = true;
      clearTimeout(timer);
      await request("shutdown", null);
      send({ method: "exit" });
      server.once("exit", (exitCode) => resolve({ diagnostics, raw, exitCode }));
    };
    void (async () => {
      await request("initialize", { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null });
      send({ method: "initialized", params: {} });
      for (const document of documents)
        send({ method: "textDocument/didOpen", params: { textDocument: { ...document, version: 1 } } });
    })();
  });
}
