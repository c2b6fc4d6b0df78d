/**
 * Temporary projects for the command's tests, with or without git, and the real built bin run in
 * them (`pnpm test` builds first). Nothing is mocked: git, the file system and the process are real.
 */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";

export const BIN = fileURLToPath(new URL("../../dist/bin.js", import.meta.url));

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Passwords the tests write into files: no output may ever contain them. */
export const PASSWORDS = ["hunter2secret", "s3cr3tPa55", "correct-horse-battery"] as const;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

export class Project {
  readonly dir: string;

  constructor(files: Record<string, string | Buffer> = {}, { git = true }: { git?: boolean } = {}) {
    this.dir = mkdtempSync(join(tmpdir(), "urilint-cli-"));
    made.push(this.dir);
    if (git) {
      this.git("init", "-q", "-b", "main");
      this.git("config", "user.name", "urilint test");
      this.git("config", "user.email", "test@urilint.invalid");
      this.git("config", "commit.gpgsign", "false");
    }
    this.write(files);
  }

  path(relative: string): string {
    return join(this.dir, relative);
  }

  write(files: Record<string, string | Buffer>): this {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(this.path(path)), { recursive: true });
      writeFileSync(this.path(path), content);
    }
    return this;
  }

  git(...args: string[]): string {
    const result = spawnSync("git", args, { cwd: this.dir, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
    return result.stdout;
  }

  commitAll(message = "files"): this {
    this.git("add", "-A");
    this.git("commit", "-q", "-m", message);
    return this;
  }

  /** The built `urilint` with `args`, in `cwd` (the project by default), colour settings cleared. */
  run(args: readonly string[], options: { cwd?: string; env?: Record<string, string>; uid?: number } = {}): Run {
    const env: Record<string, string> = { ...(process.env as Record<string, string>), ...options.env };
    for (const key of ["NO_COLOR", "FORCE_COLOR"]) if (options.env?.[key] === undefined) delete env[key];
    const spawnOptions: SpawnSyncOptions = {
      cwd: options.cwd ?? this.dir,
      env,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    };
    if (options.uid !== undefined) Object.assign(spawnOptions, { uid: options.uid, gid: options.uid });
    const result = spawnSync(process.execPath, [BIN, ...args], spawnOptions);
    return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
  }

  /** `run` that must exit with `status`. */
  expect(args: readonly string[], status: number, options: Parameters<Project["run"]>[1] = {}): Run {
    const result = this.run(args, options);
    if (result.status !== status) {
      throw new Error(
        `urilint ${args.join(" ")} exited ${result.status}, expected ${status}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`,
      );
    }
    return result;
  }

  /** Lets another user read and enter the project (for a run as that user). */
  openToAll(): this {
    chmodSync(this.dir, 0o755);
    return this;
  }
}

/** The JSON report of a run. */
export interface JsonReport {
  readonly version: string;
  readonly counts: { files: number; errors: number; warnings: number; notices: number; fixable: number; notes: number };
  readonly files: readonly {
    readonly path: string;
    readonly problems: readonly {
      code: string;
      rule: string;
      severity: string;
      message: string;
      line: number;
      column: number;
      endLine: number;
      endColumn: number;
      fixable: boolean;
      fingerprint: string;
      docsUrl: string;
    }[];
    readonly note?: { kind: string; message: string };
    readonly fixed?: true;
  }[];
}

export function jsonOf(run: Run): JsonReport {
  return JSON.parse(run.stdout) as JsonReport;
}

/** "path:line:column code" for each problem. */
export function summary(report: JsonReport): string[] {
  return report.files.flatMap((file) => file.problems.map((p) => `${file.path}:${p.line}:${p.column} ${p.code}`));
}
