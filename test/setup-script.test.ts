/**
 * scripts/setup.sh sets up the main job: the workspace's npm packages, and nothing that needs root
 * or an editor. scripts/setup-tests.sh installs the Debian packages the tests drive, deciding from
 * who runs it and what is missing. Both run here for real (bash), with `id`, `dpkg`, `apt-get`
 * and `npx` replaced by recorders on PATH: the one part that cannot run for real in a test is
 * installing Debian packages as another user.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const setupScript = fileURLToPath(new URL("../scripts/setup.sh", import.meta.url));
const testsScript = fileURLToPath(new URL("../scripts/setup-tests.sh", import.meta.url));
let bin: string | undefined;

afterEach(() => {
  if (bin !== undefined) rmSync(bin, { recursive: true, force: true });
  bin = undefined;
});

/** Runs `script` as user `uid` on a machine where `installed` are the Debian packages present. */
function runAs(script: string, uid: number, installed: readonly string[]) {
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

/** Every Debian package the tests need: setup-tests.sh's own list. */
const ALL = /^test_packages=\((.*)\)$/m.exec(readFileSync(testsScript, "utf8"))![1]!.split(" ");
const allBut = (...missing: string[]) => ALL.filter((pkg) => !missing.includes(pkg));

describe("scripts/setup.sh (the main job)", () => {
  it.each([
    ["a user who is not root, without the tests' packages", 1000, []],
    ["root, without the tests' packages", 0, []],
    ["root, with everything", 0, ALL],
  ] as const)("installs the npm packages only, for %s", (_, uid, installed) => {
    const { status, stderr, calls } = runAs(setupScript, uid, installed);
    expect([status, stderr, calls]).toEqual([0, "", ["npx --yes pnpm@10 install --frozen-lockfile"]]);
  });

  it("names no editor and no Debian package", () => {
    const text = readFileSync(setupScript, "utf8");
    for (const tool of ["apt-get", "dpkg", "neovim", "emacs", "vim", "pre-commit", "chromium"])
      expect(text.includes(tool), tool).toBe(false);
  });
});

describe("scripts/setup-tests.sh (the tests' Debian packages)", () => {
  it("installs what is missing when run as root", () => {
    const { status, calls } = runAs(testsScript, 0, allBut("liburiparser-dev", "python3-rfc3986"));
    expect(status).toBe(0);
    expect(calls).toEqual([
      "apt-get -o DPkg::Lock::Timeout=600 update -qq",
      "apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends liburiparser-dev python3-rfc3986",
    ]);
  });

  it("tells a user who is not root which packages are missing and how to install them, and fails", () => {
    const { status, stderr, calls } = runAs(testsScript, 1000, allBut("liburiparser-dev", "neovim"));
    expect(status).toBe(1);
    expect(stderr).toContain("the tests need these Debian packages, which are not installed: liburiparser-dev neovim");
    expect(stderr).toContain("sudo apt-get install liburiparser-dev neovim");
    expect(calls).toEqual([]);
  });

  it("installs nothing when all are there", () => {
    const { status, stderr, calls } = runAs(testsScript, 1000, ALL);
    expect([status, stderr, calls]).toEqual([0, "", []]);
  });
});
