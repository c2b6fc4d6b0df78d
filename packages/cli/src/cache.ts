/**
 * `--cache`: each file's result kept by the hash of its content (and its stamp: size and time, which
 * spare reading a file that has not changed; see source.ts), in one JSON file. The whole cache
 * is keyed by the command's version and the resolved settings: a new version or any change of the
 * configuration starts it afresh, a changed file is checked again, and an unchanged one is not.
 * The file is written atomically; a cache that cannot be read is ignored (it is only a cache).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { CachedResult } from "./check-file.js";
import type { Settings } from "./config.js";
import { hashOf } from "./source.js";

interface CacheFile {
  readonly key: string;
  readonly entries: Record<string, CachedResult>;
}

/** node_modules/.cache/urilint/cache.json, as other tools keep theirs; .urilintcache where there is no node_modules. */
export function defaultCacheLocation(cwd: string): string {
  return isDirectory(join(cwd, "node_modules"))
    ? join(cwd, "node_modules", ".cache", "urilint", "cache.json")
    : join(cwd, ".urilintcache");
}

export function cacheKey(version: string, settings: Settings): string {
  return hashOf(`${version}\u0000${JSON.stringify(settings)}`);
}

export class ResultCache {
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly key: string,
    private readonly entries: Map<string, CachedResult>,
  ) {}

  static open(file: string, key: string): ResultCache {
    let entries = new Map<string, CachedResult>();
    try {
      if (existsSync(file)) {
        const stored = JSON.parse(readFileSync(file, "utf8")) as CacheFile;
        if (stored.key === key && typeof stored.entries === "object" && stored.entries !== null)
          entries = new Map(Object.entries(stored.entries));
      }
    } catch {
      // a damaged cache is an empty one
    }
    return new ResultCache(resolve(file), key, entries);
  }

  get(path: string): CachedResult | undefined {
    return this.entries.get(path);
  }

  set(path: string, result: CachedResult): void {
    if (this.entries.get(path) === result) return;
    this.entries.set(path, result);
    this.changed = true;
  }

  /** Writes the cache if it changed; returns why it could not, if it could not. */
  save(): string | undefined {
    if (!this.changed) return undefined;
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      const data: CacheFile = { key: this.key, entries: Object.fromEntries(this.entries) };
      writeFileSync(temporary, JSON.stringify(data));
      renameSync(temporary, this.file);
      return undefined;
    } catch (error) {
      return `urilint could not write its cache ${this.file} (${(error as NodeJS.ErrnoException).code ?? "error"})`;
    }
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
