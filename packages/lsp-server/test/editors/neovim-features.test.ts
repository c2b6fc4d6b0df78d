/**
 * A real editor drives the built server: Neovim 0.7 from Debian (`apt-get install -y neovim`),
 * headless, runs neovim-features.lua, which starts the client, waits for diagnostics, asks for a
 * hover and code actions, applies a fix, and prints what it saw. No Neovim is a failure, not a
 * skip: CI must install it. (neovim.test.ts runs the README's snippet as written.)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assertBuilt, SERVER_BIN } from "../support/client.js";
import { editorVersion } from "./sandbox.js";

const DRIVER = fileURLToPath(new URL("./neovim-features.lua", import.meta.url));
const SOURCE = 'const api = "HTTP://example.com:80/a";\nconst db = "postgres://admin:hunter2@db/x";\n';

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
    expect(editorVersion("nvim", ["neovim"])).toMatch(/^NVIM v0\./);
    assertBuilt();
    const directory = mkdtempSync(join(tmpdir(), "urilint-nvim-"));
    try {
      const file = join(directory, "example.ts");
      writeFileSync(file, SOURCE);
      const { results, output } = drive(file);
      expect(results["done"], output).toBe(true);
      expect(results["filetype"]).toBe("typescript");

      const diagnostics = results["diagnostics"] as {
        code: string;
        severity: number;
        line: number;
        character: number;
        source: string;
      }[];
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

      expect(results["actions"]).toEqual(
        expect.arrayContaining(["Lower-case the scheme", "Remove the default port", "Normalize this URI"]),
      );
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
