/**
 * Temporary projects for the command's tests, with or without git, and the real built bin run in
 * them (`pnpm test` builds first). Nothing is mocked: git, the file system and the process are real.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from "node:child_process";
import {
  chmodSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";

/** The built command; URILINT_TEST_BIN runs the tests against another build (an older one, to see a new test fail there). */
export const BIN = process.env["URILINT_TEST_BIN"] ?? fileURLToPath(new URL("../../dist/bin.js", import.meta.url));

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Passwords the tests write into files: no output may ever contain them. */
export const PASSWORDS = ["hunter2secret", "s3cr3tPa55", "correct-horse-battery"] as const;

const made: string[] = [];

const HAS_SETPRIV = spawnSync("setpriv", ["--version"]).status === 0;
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

export class Project {
  readonly dir: string;
  /** The user's cache directory of the project's runs (XDG_CACHE_HOME), outside the project. */
  readonly userCache: string;

  constructor(files: Record<string, string | Buffer> = {}, { git = true }: { git?: boolean } = {}) {
    this.dir = mkdtempSync(join(tmpdir(), "urilint-cli-"));
    this.userCache = mkdtempSync(join(tmpdir(), "urilint-user-cache-"));
    made.push(this.dir, this.userCache);
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

  /**
   * The built `urilint` with `args`, in `cwd` (the project by default), colour settings cleared,
   * the user's cache directory the project's own.
   */
  run(args: readonly string[], options: { cwd?: string; env?: Record<string, string>; uid?: number } = {}): Run {
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      XDG_CACHE_HOME: this.userCache,
      ...options.env,
    };
    for (const key of ["NO_COLOR", "FORCE_COLOR"]) if (options.env?.[key] === undefined) delete env[key];
    const spawnOptions: SpawnSyncOptions = {
      cwd: options.cwd ?? this.dir,
      env,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    };
    let command = process.execPath;
    let commandArgs = [BIN, ...args];
    if (options.uid !== undefined) {
      // As another user: setpriv (util-linux) drops the user, the group and every supplementary
      // group; without it, the spawn's own uid and gid (libuv drops the supplementary groups too).
      if (HAS_SETPRIV) {
        command = "setpriv";
        commandArgs = [
          `--reuid=${options.uid}`,
          `--regid=${options.uid}`,
          "--clear-groups",
          process.execPath,
          ...commandArgs,
        ];
      } else {
        Object.assign(spawnOptions, { uid: options.uid, gid: options.uid });
      }
    }
    const result = spawnSync(command, commandArgs, spawnOptions);
    return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
  }

  /**
   * The built `urilint` started with `args`, not waited for: `child` to watch or stop it, `done` for
   * its end. A run still going after `guardMs` is killed and says so (`hung`): a guard against a
   * hang, not a measure of speed. `maxRssMb` is its peak resident memory (a preloaded probe writes
   * it at exit). `stdin` "open" makes the run's stdin a pipe (a FIFO this process holds open for
   * writing, never writing: a read of it would wait forever); else stdin is /dev/null.
   */
  start(
    args: readonly string[],
    options: {
      env?: Record<string, string>;
      guardMs?: number;
      stdin?: "open" | "closed";
      node?: readonly string[];
    } = {},
  ): { child: ChildProcess; done: Promise<AsyncRun> } {
    const probeDir = mkdtempSync(join(tmpdir(), "urilint-rss-"));
    made.push(probeDir);
    const rssFile = join(probeDir, "rss");
    writeFileSync(
      join(probeDir, "probe.cjs"),
      `process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));\n`,
    );
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      XDG_CACHE_HOME: this.userCache,
      NODE_OPTIONS: `--require ${join(probeDir, "probe.cjs")}`,
      ...options.env,
    };
    for (const key of ["NO_COLOR", "FORCE_COLOR"]) if (options.env?.[key] === undefined) delete env[key];
    let stdin: number | "ignore" = "ignore";
    if (options.stdin === "open") {
      const fifo = join(probeDir, "stdin");
      spawnSync("mkfifo", [fifo]);
      // Read and write: opening it does not wait for another end, and it never ends.
      stdin = openSync(fifo, constants.O_RDWR);
    }
    const child = spawn(process.execPath, [...(options.node ?? []), BIN, ...args], {
      cwd: this.dir,
      env,
      stdio: [stdin, "pipe", "pipe"],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout!.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr!.on("data", (chunk: Buffer) => stderr.push(chunk));
    let hung = false;
    const guard = setTimeout(() => {
      hung = true;
      child.kill("SIGKILL");
    }, options.guardMs ?? 30_000);
    const done = new Promise<AsyncRun>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (status, signal) => {
        clearTimeout(guard);
        if (typeof stdin === "number") closeSync(stdin);
        resolve({
          status,
          signal,
          hung,
          stdout: Buffer.concat(stdout).toString("utf8"),
          stderr: Buffer.concat(stderr).toString("utf8"),
          maxRssMb: existsSync(rssFile) ? Number(readFileSync(rssFile, "utf8")) / 1024 : undefined,
        });
      });
    });
    return { child, done };
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

export interface AsyncRun extends Run {
  readonly signal: NodeJS.Signals | null;
  /** Killed by the guard: it was still running. */
  readonly hung: boolean;
  /** Peak resident memory in MB, when the run ended by itself. */
  readonly maxRssMb: number | undefined;
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
