/**
 * The independent implementations the core is compared with, each a long-running process fed in
 * batches over stdin (one hex-encoded input per line, "." ends a batch; see harness/):
 * - uriparser (C, Debian liburiparser-dev), through harness/uriparser-harness.c compiled at test
 *   time into a cache directory;
 * - rfc3986 (Python, Debian python3-rfc3986), through harness/rfc3986-harness.py run by Debian's
 *   /usr/bin/python3 (the package lives in its dist-packages, not in a pyenv interpreter).
 * A missing tool is an error naming the apt package, never a skip.
 */
import type { Components } from "@urilint/core";
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export type OracleName = "uriparser" | "rfc3986";

/** Components as an oracle reports them: undefined = absent, "" = present and empty. */
export type OracleComponents = Components;

export type OracleVerdict =
  | {
      readonly valid: true;
      readonly components: OracleComponents;
      /** undefined when there is no host; "unknown" when the oracle does not say (rfc3986). */
      readonly hostKind: "ipv4" | "ipv6" | "ipvfuture" | "reg-name" | "unknown" | undefined;
    }
  | { readonly valid: false; readonly detail: string };

export const APT_INSTALL =
  "apt-get update && apt-get install -y gcc libc6-dev liburiparser-dev python3 python3-rfc3986";

const HARNESS_DIR = fileURLToPath(new URL("./harness/", import.meta.url));
const DEBIAN_PYTHON = "/usr/bin/python3";

function missing(what: string, packages: string): Error {
  return new Error(
    `${what}. The differential test needs it: install with \`apt-get update && apt-get install -y ${packages}\` (Debian).`,
  );
}

/** Compiles the uriparser harness once per source version; returns the binary's path. */
export function buildUriparserHarness(): string {
  const source = join(HARNESS_DIR, "uriparser-harness.c");
  const hash = createHash("sha256").update(readFileSync(source)).digest("hex").slice(0, 12);
  const dir = join(tmpdir(), "urilint-differential");
  const binary = join(dir, `uriparser-harness-${hash}`);
  if (existsSync(binary)) return binary;
  if (!existsSync("/usr/include/uriparser/Uri.h")) {
    throw missing("uriparser's headers (/usr/include/uriparser/Uri.h) are not installed", "liburiparser-dev");
  }
  mkdirSync(dir, { recursive: true });
  const partial = `${binary}.${process.pid}.tmp`;
  try {
    execFileSync("cc", ["-O2", "-Wall", "-o", partial, source, "-luriparser"], { stdio: "pipe" });
  } catch (error) {
    const err = error as NodeJS.ErrnoException & { stderr?: Buffer };
    if (err.code === "ENOENT") throw missing("No C compiler (cc) was found", "gcc libc6-dev");
    throw new Error(`Compiling ${source} failed: ${err.stderr?.toString() ?? String(error)}`);
  }
  execFileSync("mv", [partial, binary]);
  return binary;
}

/** Checks that Debian's python3 can import rfc3986; returns the interpreter's path. */
export function findRfc3986Python(): string {
  if (!existsSync(DEBIAN_PYTHON)) throw missing(`Debian's ${DEBIAN_PYTHON} was not found`, "python3 python3-rfc3986");
  try {
    execFileSync(DEBIAN_PYTHON, ["-c", "import rfc3986"], { stdio: "pipe" });
  } catch {
    throw missing(`${DEBIAN_PYTHON} cannot import rfc3986`, "python3-rfc3986");
  }
  return DEBIAN_PYTHON;
}

/** One harness process; `run` sends a batch and resolves with one answer line per input. */
export class LineOracle {
  readonly name: OracleName;
  readonly #child: ChildProcessWithoutNullStreams;
  #buffer = "";
  #lines: string[] = [];
  #waiting: { resolve: (lines: string[]) => void; reject: (error: Error) => void } | undefined;
  #failure: Error | undefined;
  #stderr = "";

  private constructor(name: OracleName, command: string, args: readonly string[]) {
    this.name = name;
    this.#child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    this.#child.stdout.setEncoding("latin1");
    this.#child.stdout.on("data", (chunk: string) => this.#receive(chunk));
    this.#child.stderr.on("data", (chunk: Buffer) => {
      this.#stderr = (this.#stderr + chunk.toString()).slice(-2000);
    });
    this.#child.on("error", (error) => this.#fail(error));
    this.#child.on("exit", (code, signal) =>
      this.#fail(new Error(`${name} harness exited (${code ?? signal}): ${this.#stderr}`)),
    );
    this.#child.stdin.on("error", (error) => this.#fail(error));
  }

  static uriparser(): LineOracle {
    return new LineOracle("uriparser", buildUriparserHarness(), []);
  }

  static rfc3986(): LineOracle {
    return new LineOracle("rfc3986", findRfc3986Python(), ["-X", "utf8", join(HARNESS_DIR, "rfc3986-harness.py")]);
  }

  /** The raw answer lines for a batch of inputs, in order. */
  run(inputs: readonly string[]): Promise<string[]> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    if (this.#waiting !== undefined) return Promise.reject(new Error(`${this.name}: one batch at a time`));
    const promise = new Promise<string[]>((resolve, reject) => {
      this.#waiting = { resolve, reject };
    });
    let payload = "";
    for (const input of inputs) payload += Buffer.from(input, "utf8").toString("hex") + "\n";
    this.#child.stdin.write(payload + ".\n");
    return promise;
  }

  /** Answers parsed into verdicts. */
  async verdicts(inputs: readonly string[]): Promise<OracleVerdict[]> {
    const lines = await this.run(inputs);
    if (lines.length !== inputs.length)
      throw new Error(`${this.name}: ${lines.length} answers for ${inputs.length} inputs`);
    return lines.map((line) => parseAnswer(this.name, line));
  }

  close(): void {
    this.#child.stdin.end();
    this.#child.kill();
  }

  #receive(chunk: string): void {
    this.#buffer += chunk;
    let newline: number;
    while ((newline = this.#buffer.indexOf("\n")) >= 0) {
      const line = this.#buffer.slice(0, newline);
      this.#buffer = this.#buffer.slice(newline + 1);
      if (line !== ".") {
        this.#lines.push(line);
        continue;
      }
      const waiting = this.#waiting;
      const lines = this.#lines;
      this.#waiting = undefined;
      this.#lines = [];
      waiting?.resolve(lines);
    }
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.reject(this.#failure);
  }
}

function decodeField(field: string): string | undefined {
  if (field === "-") return undefined;
  if (!field.startsWith("+")) throw new Error(`bad harness field ${JSON.stringify(field)}`);
  return Buffer.from(field.slice(1), "hex").toString("utf8");
}

/** "ok\tscheme\tuserinfo\thost\tkind\tport\tpath\tquery\tfragment" or "err\t<detail>". */
export function parseAnswer(oracle: OracleName, line: string): OracleVerdict {
  const fields = line.split("\t");
  if (fields[0] !== "ok") return { valid: false, detail: `${fields[0]}: ${fields.slice(1).join(" ")}` };
  if (fields.length !== 9) throw new Error(`${oracle}: malformed answer ${JSON.stringify(line)}`);
  const [, scheme, userInfo, host, kind, port, path, query, fragment] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    valid: true,
    components: {
      scheme: decodeField(scheme),
      userInfo: decodeField(userInfo),
      host: decodeField(host),
      port: decodeField(port),
      path: decodeField(path) ?? "",
      query: decodeField(query),
      fragment: decodeField(fragment),
    },
    hostKind:
      kind === "-" ? undefined : kind === "?" ? "unknown" : (kind as "ipv4" | "ipv6" | "ipvfuture" | "reg-name"),
  };
}
