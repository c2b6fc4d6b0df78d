/**
 * The README's recipes, as written: the pre-commit hook (run by Debian's real `pre-commit`, offline:
 * the hook as .pre-commit-hooks.yaml defines it, with the built command on PATH in place of the npm
 * install that pre-commit would do), the lint-staged command, and the GitHub Actions workflow's
 * command for each shard of its matrix.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { snippet } from "../../../test-support/readme.js";
import { BIN, Project } from "./support/repo.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const README = readFileSync(join(ROOT, "packages/cli/README.md"), "utf8");
const VERSION = (JSON.parse(readFileSync(join(ROOT, "packages/cli/package.json"), "utf8")) as { version: string })
  .version;

interface HookDefinition {
  id: string;
  name: string;
  entry: string;
  language: string;
  additional_dependencies: string[];
  types: string[];
  require_serial: boolean;
}

const HOOKS = YAML.parse(readFileSync(join(ROOT, ".pre-commit-hooks.yaml"), "utf8")) as HookDefinition[];

/**
 * A directory holding `urilint`, a shim that runs the built bin, to put first on PATH (the build
 * does not make dist/bin.js executable; an install from the registry does).
 */
function binDir(project: Project): string {
  const dir = project.path(".bin-for-test");
  mkdirSync(dir);
  writeFileSync(join(dir, "urilint"), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`, { mode: 0o755 });
  return dir;
}

describe("pre-commit", () => {
  it("defines the hook with the command's own package at its version, as the README's rev", () => {
    expect(HOOKS.map((hook) => hook.id)).toEqual(["urilint"]);
    expect(HOOKS[0]).toMatchObject({ entry: "urilint", language: "node", types: ["text"] });
    // pre-commit installs the repository's root package (language: node): its `urilint` bin runs
    // the command at this version (the release test installs it for real, at the release tag).
    const hookPackage = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      version: string;
      bin: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(hookPackage.version).toBe(VERSION);
    expect(Object.keys(hookPackage.bin)).toEqual(["urilint"]);
    expect(hookPackage.dependencies).toEqual({ urilint: VERSION });
    const config = YAML.parse(snippet(README, "pre-commit-config")) as {
      repos: { repo: string; rev: string; hooks: { id: string }[] }[];
    };
    expect(config.repos[0]).toEqual({
      repo: "https://github.com/urilint/urilint",
      rev: `v${VERSION}`,
      hooks: [{ id: "urilint" }],
    });
  });

  it("runs on the staged files and stops a commit with an error, lets a clean one through", () => {
    const hook = HOOKS[0]!;
    const project = new Project({
      "README.md": "<https://example.com/>\n",
      "logo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]),
    }).commitAll();
    // The hook as defined, run from PATH (language "system": pre-commit's node install needs the registry).
    const local = {
      repos: [
        {
          repo: "local",
          hooks: [
            {
              id: hook.id,
              name: hook.name,
              entry: hook.entry,
              language: "system",
              types: hook.types,
              require_serial: hook.require_serial,
            },
          ],
        },
      ],
    };
    project.write({ ".pre-commit-config.yaml": YAML.stringify(local) });
    const env = {
      ...process.env,
      PATH: `${binDir(project)}:${process.env["PATH"]}`,
      PRE_COMMIT_HOME: project.path(".pre-commit-home"),
      NO_COLOR: "1",
    };
    const sh = (command: string) => spawnSync("bash", ["-c", command], { cwd: project.dir, env, encoding: "utf8" });
    expect(sh("pre-commit install").status).toBe(0);
    sh("printf '.bin-for-test/\\n.pre-commit-home/\\n' > .gitignore && git add .gitignore .pre-commit-config.yaml");

    project.write({ "config/api.yaml": "url: http://exa mple.com/v1\n" });
    const blocked = sh("git add config/api.yaml && git commit -m 'a broken URI'");
    expect(blocked.status, blocked.stdout + blocked.stderr).toBe(1);
    expect(blocked.stdout + blocked.stderr).toContain("A URI cannot contain a space");
    expect(sh("git log --oneline").stdout.trim().split("\n")).toHaveLength(1);

    project.write({ "config/api.yaml": "url: http://example.com/v1\n" });
    const passed = sh("git add config/api.yaml && git commit -m 'a good URI'");
    expect(passed.status, passed.stdout + passed.stderr).toBe(0);
    expect(passed.stdout + passed.stderr).toMatch(/urilint\.+Passed/);
  });
});

describe("lint-staged", () => {
  it("runs the README's command on the file names lint-staged appends (absolute paths)", () => {
    const config = JSON.parse(snippet(README, "lint-staged")) as { "lint-staged": Record<string, string> };
    const command = config["lint-staged"]["*"]!;
    expect(command.startsWith("urilint ")).toBe(true);
    const project = new Project({ "a.md": "<HTTP://example.com/>\n", "b.md": "<https://example.com/>\n" });
    const args = command.split(" ").slice(1);
    expect(project.run([...args, project.path("b.md")]).status).toBe(0);
    const warned = project.run([...args, project.path("a.md"), project.path("b.md")]);
    expect(warned.status).toBe(1); // --max-warnings 0
    expect(warned.stdout).toContain("a.md\n  1:2  warning  The scheme is case-insensitive");
  });
});

describe("the GitHub Actions workflow", () => {
  it("checks every file once across the matrix's shards and writes valid SARIF for each", () => {
    const workflow = YAML.parse(snippet(README, "github-workflow")) as {
      permissions: Record<string, string>;
      jobs: {
        urilint: {
          strategy: { matrix: { shard: number[] } };
          steps: { name?: string; run?: string; with?: Record<string, unknown> }[];
        };
      };
    };
    expect(workflow.permissions["security-events"]).toBe("write");
    const job = workflow.jobs.urilint;
    const step = job.steps.find((s) => s.name === "urilint")!;
    expect(step.run).toContain(`npx --yes urilint@${VERSION} `);
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++) files[`src/f${i}.md`] = `${"text ".repeat(i * 10)}<HTTP://example${i}.com/>\n`;
    const project = new Project(files).commitAll();
    const seen: string[] = [];
    for (const shard of job.strategy.matrix.shard) {
      const command = step
        .run!.replace(`npx --yes urilint@${VERSION}`, `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`)
        .replaceAll("${{ matrix.shard }}", String(shard));
      const run = spawnSync("bash", ["-c", command], { cwd: project.dir, encoding: "utf8" });
      expect(run.status, run.stderr).toBe(0); // warnings only
      const sarif = JSON.parse(readFileSync(project.path("urilint.sarif"), "utf8")) as {
        version: string;
        runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[];
      };
      expect(sarif.version).toBe("2.1.0");
      seen.push(...new Set(sarif.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri)));
      writeFileSync(project.path("urilint.sarif"), "");
    }
    expect(seen.sort()).toEqual(Object.keys(files).sort());
  });
});
