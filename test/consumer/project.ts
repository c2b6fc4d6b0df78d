/**
 * What the consumer test does to the outside world: pack the publishable packages as pnpm would
 * publish them, install the tarballs with npm into new projects, run a project's ESLint, read a
 * tarball's file list. Every command runs for real; nothing here is mocked.
 */
import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface Packed {
  readonly name: string;
  readonly dir: string;
  readonly tarball: string;
  /** package.json as it is inside the tarball (workspace: ranges replaced). */
  readonly manifest: Record<string, unknown>;
  /** Paths inside the tarball, without the leading "package/". */
  readonly files: readonly string[];
}

/** `pnpm pack` of one workspace package into `destination`. */
export async function pack(root: string, dir: string, destination: string): Promise<Packed> {
  const before = new Set(readdirSync(destination));
  await run("npx", ["--yes", "pnpm@10", "pack", "--pack-destination", destination], { cwd: join(root, dir) });
  const made = readdirSync(destination).filter((f) => f.endsWith(".tgz") && !before.has(f));
  if (made.length !== 1) throw new Error(`pnpm pack in ${dir} made ${made.length} tarballs`);
  const tarball = join(destination, made[0]!);
  const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ""));
  const manifest = JSON.parse(
    execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }),
  ) as Record<string, unknown>;
  return { name: manifest["name"] as string, dir, tarball, manifest, files };
}

/** One file of a tarball, as text. */
export function tarballText(tarball: string, path: string): string {
  return execFileSync("tar", ["-xzOf", tarball, `package/${path}`], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

/** A new npm project at `dir` with `dependencies` installed (tarballs by path, the rest from the registry). */
export async function install(dir: string, dependencies: Record<string, string>, npmCache: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    `${JSON.stringify({ name: "consumer", private: true, type: "module", devDependencies: dependencies }, null, 2)}\n`,
  );
  await run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--no-update-notifier", "--cache", npmCache, "--prefer-offline"],
    {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

/** Copies the fixture into `dir` and writes `config` there under `configName`. */
export function workspaceWith(dir: string, fixture: string, configName: string, config: string): string {
  cpSync(fixture, dir, { recursive: true });
  writeFileSync(join(dir, configName), config);
  return dir;
}

export interface Message {
  readonly ruleId: string | null;
  readonly messageId?: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  readonly fix?: unknown;
  readonly suggestions?: unknown;
  readonly fatal?: boolean;
}

export interface Result {
  /** Relative to the linted folder, with "/" separators. */
  readonly file: string;
  readonly messages: readonly Message[];
  /** The fixed text, when `--fix-dry-run` changed the file. */
  readonly output?: string;
}

/** The project's own `eslint` on `cwd` (its config is found from there), as JSON results. */
export async function eslint(project: string, cwd: string, extra: readonly string[] = []): Promise<Result[]> {
  const bin = join(project, "node_modules/eslint/bin/eslint.js");
  let stdout: string;
  try {
    ({ stdout } = await run(process.execPath, [bin, "--format", "json", ...extra, "."], {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch (error) {
    // ESLint exits 1 when it reports errors; anything else (2: a crash or a bad config) is a failure.
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (failed.code !== 1 || !failed.stdout)
      throw new Error(`eslint failed in ${cwd} (exit ${failed.code}): ${failed.stderr ?? ""}`);
    stdout = failed.stdout;
  }
  const results = JSON.parse(stdout) as { filePath: string; messages: Message[]; output?: string }[];
  return results
    .map((r) => ({
      file: r.filePath
        .slice(cwd.length + 1)
        .split("\\")
        .join("/"),
      messages: r.messages.map(comparable),
      ...(r.output === undefined ? {} : { output: r.output }),
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * A message with the fields every supported ESLint gives (ESLint 9 adds the deprecated
 * `nodeType: null`, which ESLint 10 dropped).
 */
function comparable(message: Message): Message {
  const {
    ruleId,
    messageId,
    message: text,
    severity,
    line,
    column,
    endLine,
    endColumn,
    fix,
    suggestions,
    fatal,
  } = message as Message & { severity: number };
  return Object.fromEntries(
    Object.entries({
      ruleId,
      messageId,
      message: text,
      severity,
      line,
      column,
      endLine,
      endColumn,
      fix,
      suggestions,
      fatal,
    }).filter(([, value]) => value !== undefined),
  ) as unknown as Message;
}

/** "file:line rule/messageId" for every message, sorted. */
export function summary(results: readonly Result[]): string[] {
  return results
    .flatMap((r) => r.messages.map((m) => `${r.file}:${m.line} ${m.ruleId ?? "fatal"}/${m.messageId ?? m.message}`))
    .sort();
}

/**
 * The fixture's own expectations: every "expect: rule/code ..." comment, as summary lines. A
 * line's expectations are what urilint must report on that line.
 */
export function expectations(fixture: string, files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(join(fixture, file), "utf8")
      .split("\n")
      .forEach((text, i) => {
        const match = /expect: (.*?)\s*(?:-->|\*\/)?\s*$/.exec(text);
        if (match === null) return;
        for (const entry of match[1]!.trim().split(/\s+/)) found.push(`${file}:${i + 1} urilint/${entry}`);
      });
  }
  return found.sort();
}

export { snippet } from "../../test-support/readme.js";
