/**
 * V8's code cache of TypeScript's compiler, kept between runs of a program that asks for it
 * (`useTypeScriptCodeCache`: the `urilint` command, the language server). typescript.js is 9 MB of
 * JavaScript: compiling it takes about 250 ms of every process and worker thread that reads a
 * script; from the cache, about 100 ms. v8-compile-cache-lib (the cache ts-node uses) hooks the
 * compilation of CommonJS modules while TypeScript alone is required (languages/typescript.cts), writes the
 * cache into the system's temporary directory the first time, and reads it on later runs; V8 checks
 * cached code against the source and its own version, and ignores what does not match. The hook is
 * removed as soon as TypeScript is loaded: left on, it would compile as CommonJS the ES modules that
 * Node >= 20.19 requires. `DISABLE_V8_COMPILE_CACHE=1` turns the cache off and
 * `V8_COMPILE_CACHE_CACHE_DIR` moves it. The library never asks for it itself: in ESLint's process
 * (the plugin) the process is ESLint's.
 */
import type CompileCache = require("v8-compile-cache-lib");

let wanted = false;

const typescriptCodeCache = {
  /** From now on, TypeScript is loaded with its code cache (a program's choice, per thread). */
  use(): void {
    wanted = true;
  },
  /**
   * Called right before TypeScript is required: installs the hook when the program asked for the
   * cache, and returns what removes it (and writes a new cache) once TypeScript is loaded.
   */
  start(): () => void {
    if (!wanted) return () => undefined;
    let cache: { uninstall(): void } | undefined;
    try {
      // Loaded here: a program that asks for no cache, or reads no script, never loads it.
      const compileCache = require("v8-compile-cache-lib") as typeof CompileCache;
      cache = compileCache.install({ prefix: "urilint-typescript" });
    } catch {
      return () => undefined; // a cache that cannot be set up is only a slower start
    }
    return () => {
      try {
        cache?.uninstall();
      } catch {
        // Not written (a full disk): the next run compiles TypeScript again.
      }
    };
  },
};

export = typescriptCodeCache;
