/**
 * A probe to preload (`node --require <probe>`) into a program under test: it watches vm.Script,
 * which V8's code cache compiles with (v8-compile-cache-lib), and notes how typescript.js was
 * compiled: with cached data or not, and whether V8 rejected it. For the tests of TypeScript's code
 * cache in the command and the language server: checked by how V8 compiled, never by timing.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TypeScriptCompilation {
  readonly cachedData: boolean;
  readonly rejected: boolean;
}

export interface CompileProbe {
  /** The file to preload. */
  readonly path: string;
  /** How typescript.js was compiled through the cache; undefined when it was not (no cache, or not loaded). */
  compiled(): TypeScriptCompilation | undefined;
}

export function typescriptCompileProbe(): CompileProbe {
  const dir = mkdtempSync(join(tmpdir(), "urilint-probe-"));
  const path = join(dir, "probe.cjs");
  const out = join(dir, "compiled.json");
  writeFileSync(
    path,
    `
    const vm = require("node:vm");
    const Script = vm.Script;
    vm.Script = function (source, options) {
      const script = new Script(source, options);
      if (/typescript[\\\\/]lib[\\\\/]typescript\\.js$/.test(options?.filename ?? "")) {
        require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify({ cachedData: options.cachedData !== undefined, rejected: script.cachedDataRejected === true }));
      }
      return script;
    };\n`,
  );
  return {
    path,
    compiled: () => (existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as TypeScriptCompilation) : undefined),
  };
}
