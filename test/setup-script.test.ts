/**
 * scripts/setup.sh decides what to install from who runs it and what is missing. It runs here
 * for real (bash), with `id`, `dpkg`, `apt-get` and `npx` replaced by recorders on PATH: the one
 * part that cannot run for real in a test is installing Debian packages as another user.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../scripts/setup.sh", import.meta.url));
let bin: string | undefined;

afterEach(() => {
  if (bin !== undefined) rmSync(bin, { recursive: true, force: true });
  bin = undefined;
});

/** Runs setup.sh as user `uid` on a machine where `installed` are the Debian packages present. */
function setup(uid: number, installed: readonly string[]) {
  bin = mkdtempSync(join(tmpdir(), "urilint-setup-"));
  const log = join(bin, "calls.log");
  const fake = (name: string, body: string) => {
    writeFileSync(join(bin!, name), `#!/bin/bash\n${body}\n`);
    chmodSync(join(bin!, name), 0o755);
  };
  fake("id", `echo ${uid}`);
  fake("dpkg", `case " ${installed.join(" ")} " in *" $2 "*) exit 0;; *) exit 1;; esac`);
  fake("apt-get", `echo "apt-get $*" >> ${log}`);
  fake("npx", `echo "npx $*" >> ${log}`);
  const result = spawnSync("bash", [script], {
    encoding: "utf8",
    env: { ...process.env, PATH: `${bin}:/usr/bin:/bin` },
  });
  let calls: string[] = [];
  try {
    calls = readFileSync(log, "utf8").trim().split("\n");
  } catch {
    // nothing was called
  }
  return { status: result.status, stderr: result.stderr, calls };
}

/** Every Debian package the tests need: setup.sh's own list. */
const ALL = /^test_packages=\((.*)\)$/m.exec(readFileSync(script, "utf8"))![1]!.split(" ");
const allBut = (...missing: string[]) => ALL.filter((pkg) => !missing.includes(pkg));

describe("scripts/setup.sh", () => {
  it("lets a user who is not root set up the main job without the tests' Debian packages, naming them", () => {
    const { status, stderr, calls } = setup(1000, allBut("liburiparser-dev", "python3-rfc3986", "neovim"));
    expect(status).toBe(0);
    expect(stderr).toContain(
      "the tests need these Debian packages, which are not installed: liburiparser-dev python3-rfc3986 neovim",
    );
    expect(stderr).toContain("the main job (npx --yes pnpm@10 run example) does not need them");
    expect(calls).toEqual(["npx --yes pnpm@10 install --frozen-lockfile"]);
  });

  it("installs what is missing when run as root, then the npm packages", () => {
    const { status, calls } = setup(0, allBut("liburiparser-dev", "python3-rfc3986"));
    expect(status).toBe(0);
    expect(calls).toEqual([
      "apt-get update -qq",
      "apt-get install -y -qq --no-install-recommends liburiparser-dev python3-rfc3986",
      "npx --yes pnpm@10 install --frozen-lockfile",
    ]);
  });

  it("installs no Debian package when all are there", () => {
    const { status, stderr, calls } = setup(1000, ALL);
    expect([status, stderr, calls]).toEqual([0, "", ["npx --yes pnpm@10 install --frozen-lockfile"]]);
  });
});
