/**
 * A real editor drives the built server: Neovim 0.7 from Debian (`apt-get install -y neovim`),
 * headless, runs drive.lua, which starts the client, waits for diagnostics, asks for a hover and
 * code actions, applies a fix, and prints what it saw. No Neovim is a failure, not a skip: CI
 * must install it.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assertBuilt, SERVER_BIN } from "../support/client.js";

const DRIVER = fileURLToPath(new URL("./drive.lua", import.meta.url));
const README = fileURLToPath(new URL("../../README.md", import.meta.url));
const SOURCE = 'const api = "HTTP://example.com:80/a";\nconst db = "postgres://admin:hunter2@db/x";\n';

function nvimVersion(): string {
  const probe = spawnSync("nvim", ["--version"], { encoding: "utf8" });
  if (probe.error !== undefined || probe.status !== 0) {
    throw new Error("Neovim is not installed: this test needs `nvim` on PATH (Debian: apt-get update && apt-get install -y neovim).");
  }
  return probe.stdout.split("\n")[0] ?? "";
}

interface Results {
  readonly [name: string]: unknown;
}

function drive(file: string): { results: Results; output: string } {
  const run = spawnSync("nvim", ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", `luafile ${DRIVER}`], {
    encoding: "utf8",
    env: { ...process.env, URILINT_NODE: process.execPath, URILINT_SERVER: SERVER_BIN, URILINT_FILE: file },
    timeout: 90_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`nvim exited with ${run.status ?? run.signal}:\n${output}`);
  const results: Record<string, unknown> = {};
  for (const line of run.stdout.split("\n")) {
    const match = /^RESULT (\S+) (.*)$/.exec(line);
    if (match !== null) results[match[1]!] = JSON.parse(match[2]!);
  }
  return { results, output };
}

describe("Neovim drives the server", () => {
  it("shows diagnostics with the settings it sent, hovers, offers fixes and applies one", { timeout: 120_000 }, () => {
    expect(nvimVersion()).toMatch(/^NVIM v0\./);
    assertBuilt();
    const directory = mkdtempSync(join(tmpdir(), "urilint-nvim-"));
    try {
      const file = join(directory, "example.ts");
      writeFileSync(file, SOURCE);
      const { results, output } = drive(file);
      expect(results["done"], output).toBe(true);
      expect(results["filetype"]).toBe("typescript");

      const diagnostics = results["diagnostics"] as { code: string; severity: number; line: number; character: number; source: string }[];
      expect(diagnostics.map((d) => [d.code, d.line, d.character])).toEqual([
        ["scheme-case", 0, 13],
        ["default-port", 0, 31],
        ["plaintext-password", 1, 29],
      ]);
      // The severity came from the settings the script sent in on_init.
      expect(diagnostics.find((d) => d.code === "default-port")?.severity).toBe(1);
      expect(diagnostics.every((d) => d.source === "urilint")).toBe(true);
      expect(results["editor_diagnostics"]).toBe(3);

      const hover = results["hover"] as { kind: string; value: string };
      expect(hover.kind).toBe("markdown");
      expect(hover.value).toContain("*scheme*: `HTTP`");
      expect(hover.value).toContain("*normalized*: `http://example.com/a`");
      expect(hover.value).toContain("- error: Port 80 is the default");

      expect(results["actions"]).toEqual(expect.arrayContaining(["Lower-case the scheme", "Remove the default port", "Normalize this URI"]));
      expect(results["line"]).toBe('const api = "http://example.com:80/a";');
      expect(results["diagnostics_after_fix"]).toEqual(["default-port", "plaintext-password"]);
      // The password never reached the editor's screen through the server.
      expect(output).not.toContain("hunter2");
      expect(readFileSync(file, "utf8")).toBe(SOURCE); // the fix changed the buffer, not the file
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("the README's Neovim configuration", () => {
  /** The first ```lua block after the "## Neovim" heading, exactly as users copy it. */
  function readmeSnippet(): string {
    const readme = readFileSync(README, "utf8");
    const section = readme.slice(readme.indexOf("## Neovim"));
    const block = /```lua\n([\s\S]*?)```/.exec(section);
    if (block === null) throw new Error("README.md has no lua block under ## Neovim");
    return block[1]!;
  }

  it("starts the server for a TypeScript buffer, with its settings", { timeout: 120_000 }, () => {
    nvimVersion();
    assertBuilt();
    const directory = mkdtempSync(join(tmpdir(), "urilint-readme-"));
    try {
      // `urilint-lsp` on PATH, as `npm install --global` would put it.
      const bin = join(directory, "bin");
      mkdirSync(bin);
      writeFileSync(join(bin, "urilint-lsp"), `#!/bin/sh\nexec "${process.execPath}" "${SERVER_BIN}" "$@"\n`);
      chmodSync(join(bin, "urilint-lsp"), 0o755);
      writeFileSync(join(directory, "init.lua"), readmeSnippet());
      writeFileSync(join(directory, "probe.lua"), [
        "vim.wait(20000, function() return #vim.diagnostic.get(0) >= 2 end, 20)",
        "local out = {}",
        "for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(out, d.user_data.lsp.code .. ':' .. d.severity) end",
        "io.stdout:write('DIAGNOSTICS ' .. table.concat(out, ',') .. '\\n')",
        "vim.cmd('qall!')",
      ].join("\n"));
      writeFileSync(join(directory, "example.ts"), SOURCE);
      const run = spawnSync("nvim", [
        "--headless", "-u", join(directory, "init.lua"), "-i", "NONE", "-n",
        "-c", "filetype on", "-c", "edit example.ts", "-c", `luafile ${join(directory, "probe.lua")}`,
      ], { cwd: directory, encoding: "utf8", timeout: 90_000, env: { ...process.env, PATH: `${bin}:${process.env["PATH"] ?? ""}` } });
      const output = `${run.stdout}${run.stderr}`;
      expect(run.status, output).toBe(0);
      // default-port is an error (1) only because the snippet's settings reached the server.
      expect(output).toContain("DIAGNOSTICS scheme-case:2,default-port:1,plaintext-password:1");
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
