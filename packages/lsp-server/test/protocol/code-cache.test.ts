/**
 * The server keeps V8's code cache of TypeScript's compiler between its sessions: the first session
 * that reads a script compiles typescript.js and writes the cache, the next takes it. A session that
 * reads no script never loads TypeScript. Checked by how the real server compiles typescript.js (a
 * preloaded probe watches vm.Script, which the cache compiles with), never by timing.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  typescriptCompileProbe,
  type TypeScriptCompilation,
} from "../../../../test-support/typescript-compile-probe.js";
import { startClient } from "../support/client.js";

const saved = { ...process.env };

afterEach(() => {
  for (const key of ["V8_COMPILE_CACHE_CACHE_DIR", "DISABLE_V8_COMPILE_CACHE"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

/** Starts a server, opens `languageId` documents (none: a session without one), stops it; how it compiled typescript.js through the cache. */
async function session(cacheDir: string, languageId?: string): Promise<TypeScriptCompilation | undefined> {
  const probe = typescriptCompileProbe();
  // The server's process inherits the environment: the cache goes to a directory of this test's own.
  process.env["V8_COMPILE_CACHE_CACHE_DIR"] = cacheDir;
  const client = await startClient({ nodeArguments: ["--require", probe.path] });
  if (languageId !== undefined) {
    const uri = `file:///project/a.${languageId === "typescript" ? "ts" : "yaml"}`;
    await client.open(uri, languageId, 'url: "HTTP://example.com/"\n');
    await client.nextDiagnostics(uri);
  }
  expect(await client.stop()).toBe(0);
  return probe.compiled();
}

describe("TypeScript's code cache", () => {
  it("is written by the first session and taken by V8 in the next", async () => {
    const cacheDir = join(mkdtempSync(join(tmpdir(), "urilint-code-cache-")), "cache");
    expect(await session(cacheDir)).toBeUndefined();
    expect(await session(cacheDir, "yaml")).toBeUndefined();
    expect(await session(cacheDir, "typescript")).toEqual({ cachedData: false, rejected: false });
    expect(await session(cacheDir, "typescript")).toEqual({ cachedData: true, rejected: false });
  });

  it("is neither read nor written with DISABLE_V8_COMPILE_CACHE=1", async () => {
    process.env["DISABLE_V8_COMPILE_CACHE"] = "1";
    const cacheDir = join(mkdtempSync(join(tmpdir(), "urilint-code-cache-")), "cache");
    // TypeScript is then required as any module: not through the cache's vm.Script.
    expect(await session(cacheDir, "typescript")).toBeUndefined();
    expect(await session(cacheDir, "typescript")).toBeUndefined();
    expect(existsSync(cacheDir)).toBe(false);
  });
});
