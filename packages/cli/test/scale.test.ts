/**
 * Scale: worker threads (`--jobs`) give the same report in the same order, the cache (`--cache`)
 * answers for unchanged content and forgets on a change of content, configuration, version or key
 * (the planted and hostile caches are in hostile-repository.test.ts), and
 * `--shard i/n` splits the files into parts that together are every file, once.
 */
import { createHmac } from "node:crypto";
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { cacheKey } from "../src/cache.js";
import { loadConfig } from "../src/config.js";
import { partition } from "../src/shard.js";
import { defaultCacheFile } from "../src/user-cache.js";
import { VERSION } from "../src/version.js";
import { progressLine } from "../src/progress.js";
import { jsonOf, Project } from "./support/repo.js";

/** 40 files of different sizes and languages, each with at least one finding. */
function manyFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 40; i++) {
    const filler = "x".repeat((i * 37) % 400);
    const uri = `HTTP://Example${i}.com:80/a/%7e${i}`;
    files[`src/file${String(i).padStart(2, "0")}.${["ts", "md", "yaml", "txt"][i % 4]}`] =
      i % 4 === 0
        ? `// ${filler}\nexport const u = "${uri}";\n`
        : i % 4 === 1
          ? `${filler}\n<${uri}>\n`
          : i % 4 === 2
            ? `# ${filler}\nurl: ${uri}\n`
            : `${filler}\n${uri}\n`;
  }
  return files;
}

describe("--jobs", () => {
  it("gives the same report, in the same order, with 1, 2 and 3 worker threads", () => {
    const project = new Project(manyFiles()).commitAll();
    const one = project.expect(["--format", "json", "--jobs", "1"], 0).stdout;
    expect(jsonOf({ status: 0, stdout: one, stderr: "" }).counts.files).toBe(40);
    expect(project.expect(["--format", "json", "--jobs", "2"], 0).stdout).toBe(one);
    expect(project.expect(["--format", "json", "-j", "3"], 0).stdout).toBe(one);
  });

  it("fixes the same with workers", () => {
    const project = new Project(manyFiles()).commitAll();
    project.expect(["--fix", "--jobs", "2"], 0);
    expect(readFileSync(project.path("src/file04.ts"), "utf8")).toBe(
      `// ${"x".repeat(148)}\nexport const u = "http://example4.com/a/~4";\n`,
    );
    expect(jsonOf(project.expect(["--format", "json", "--jobs", "2"], 0)).counts.fixable).toBe(0);
  });
});

/** A cache entry as the file holds it. */
interface Entry {
  problems: { message: string }[];
  stamp?: { size: number; mtimeMs: number };
}

/**
 * The cache as this machine's user can read and sign it (the key is in the user's cache directory):
 * `edit` changes its entries, which are signed again unless `sign` is false; `key` signs it as
 * another version or configuration would.
 */
function editCache(
  project: Project,
  file: string,
  edit: (entries: Record<string, Entry>) => void,
  { sign = true, key = cacheKey(VERSION, loadConfig(project.dir, undefined).settings) } = {},
): void {
  const text = readFileSync(file, "utf8");
  const newline = text.indexOf("\n");
  const entries = JSON.parse(text.slice(newline + 1)) as Record<string, Entry>;
  edit(entries);
  const body = JSON.stringify(entries);
  const mac = sign
    ? createHmac("sha256", secretOf(project)).update(key).update("\n").update(body).digest("hex")
    : text.slice(32, 96);
  writeFileSync(file, `{"format":"urilint-cache/2","mac":"${mac}"}\n${body}`);
}

function secretOf(project: Project): Buffer {
  return Buffer.from(readFileSync(join(project.userCache, "urilint", "secret"), "utf8"), "hex");
}

/** The entry of `path`: files are named in the cache by an HMAC of their path. */
function entryOf(project: Project, file: string, path: string): Entry | undefined {
  const name = createHmac("sha256", secretOf(project)).update(`path\u0000${path}`).digest("hex").slice(0, 32);
  const text = readFileSync(file, "utf8");
  return (JSON.parse(text.slice(text.indexOf("\n") + 1)) as Record<string, Entry>)[name];
}

describe("--cache", () => {
  const cacheFile = (project: Project) => defaultCacheFile({ XDG_CACHE_HOME: project.userCache }, project.dir);
  const tamper = (project: Project, file = cacheFile(project), options?: Parameters<typeof editCache>[3]): void =>
    editCache(
      project,
      file,
      (entries) => {
        for (const entry of Object.values(entries)) entry.problems[0]!.message = "FROM THE CACHE";
      },
      options,
    );
  const messages = (project: Project, args: string[] = []) =>
    jsonOf(project.expect(["--cache", "--format", "json", ...args], 0)).files.map(
      (f) => `${f.path}: ${f.problems[0]!.message}`,
    );

  it("answers from the cache for unchanged content and checks changed files again", () => {
    const project = new Project({ "a.md": "<HTTP://a.example/>\n", "b.md": "<HTTP://b.example/>\n" }).commitAll();
    const fresh = messages(project);
    // In the user's cache directory, not in the repository.
    expect(existsSync(cacheFile(project))).toBe(true);
    expect(project.git("status", "--porcelain", "--ignored")).toBe("");
    expect(jsonOf(project.expect(["--cache", "--format", "json"], 0)).counts.files).toBe(2);
    tamper(project);
    expect(messages(project)).toEqual(["a.md: FROM THE CACHE", "b.md: FROM THE CACHE"]);
    // A changed file is checked again; the unchanged one still comes from the cache.
    project.write({ "b.md": "Now: <HTTP://b.example/>\n" });
    expect(messages(project)).toEqual(["a.md: FROM THE CACHE", fresh[1]]);
    // A change of configuration forgets everything.
    project.write({ "urilint.config.json": '{"schemes":["myapp"]}' });
    expect(messages(project)).toEqual(fresh);
  });

  it("answers a file whose size and time are unchanged without reading it, and compares the content of one touched", () => {
    const project = new Project({ "a.md": "<HTTP://a.example/>\n", "b.md": "<HTTP://b.example/>\n" }).commitAll();
    const anHourAgo = (Date.now() - 3_600_000) / 1000;
    const age = (path: string, seconds: number): void => utimesSync(project.path(path), seconds, seconds);
    age("a.md", anHourAgo);
    age("b.md", anHourAgo);
    const fresh = messages(project);
    const stampOf = (path: string) => entryOf(project, cacheFile(project), path)!.stamp;
    expect(stampOf("a.md")).toEqual({ size: 20, mtimeMs: statSync(project.path("a.md")).mtimeMs });
    tamper(project);
    // The stamp is the contract, as in ESLint's and git's caches: content changed under the same
    // size and time is not read again.
    project.write({ "b.md": "<HTTP://B.example/>\n" });
    age("b.md", anHourAgo);
    expect(messages(project)).toEqual(["a.md: FROM THE CACHE", "b.md: FROM THE CACHE"]);
    // A new time: the content is compared. a.md's is the same (still from the cache, under its new
    // stamp); b.md's is not, and it is checked again.
    age("a.md", anHourAgo + 60);
    age("b.md", anHourAgo + 60);
    // (b.md's finding is the same scheme-case as before: its message says nothing of the host.)
    expect(messages(project)).toEqual(["a.md: FROM THE CACHE", fresh[1]]);
    expect(stampOf("a.md")!.mtimeMs).toBe(statSync(project.path("a.md")).mtimeMs);
    // A file changed just now keeps no stamp: a second write within the clock's tick would not show.
    project.write({ "a.md": "<HTTP://c.example/>\n" });
    messages(project);
    expect(stampOf("a.md")).toBeUndefined();
  });

  it("trusts only what this machine signed for this version and configuration, and survives a damaged cache", () => {
    const project = new Project({ "a.md": "<HTTP://a.example/>\n" });
    const fresh = messages(project);
    const file = cacheFile(project);
    // Edited and not signed again (as a cache from elsewhere would be): not trusted.
    tamper(project, file, { sign: false });
    expect(messages(project)).toEqual(fresh);
    // Signed as another version would: forgotten.
    tamper(project, file, { key: cacheKey("0.0.0-another", loadConfig(project.dir, undefined).settings) });
    expect(messages(project)).toEqual(fresh);
    // Signed with another machine's key: forgotten.
    writeFileSync(join(project.userCache, "urilint", "secret"), "ab".repeat(32), { mode: 0o600 });
    expect(messages(project)).toEqual(fresh);
    tamper(project, file, { sign: true });
    expect(messages(project)).toEqual(["a.md: FROM THE CACHE"]);
    // Cut short: started afresh.
    writeFileSync(file, readFileSync(file, "utf8").slice(0, 120));
    expect(messages(project)).toEqual(fresh);
    // --cache-location puts it elsewhere, making its directories.
    expect(messages(project, ["--cache-location", "tmp/my-cache.json"])).toEqual(fresh);
    expect(readFileSync(project.path("tmp/my-cache.json"), "utf8")).toMatch(
      /^\{"format":"urilint-cache\/2","mac":"[0-9a-f]{64}"\}\n/,
    );
  });
});

describe("--shard", () => {
  it("splits the files into parts that are every file, each once, the same every time", () => {
    const project = new Project(manyFiles()).commitAll();
    const pathsOf = (shard: string) =>
      jsonOf(project.expect(["--format", "json", "--shard", shard], 0)).files.map((f) => f.path);
    const parts = ["1/3", "2/3", "3/3"].map(pathsOf);
    const all = parts.flat();
    expect(all.length).toBe(40);
    expect(new Set(all).size).toBe(40);
    expect(parts.map((part) => part.length).every((n) => n >= 10)).toBe(true);
    expect(pathsOf("2/3")).toEqual(parts[1]);
  });

  it("balances the parts by size (the longest-processing-time rule)", () => {
    // Sizes from a fixed pseudo-random sequence, with a few large files.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const files = Array.from({ length: 500 }, (_, i) => ({ path: `f${i}`, size: Math.floor(random() ** 3 * 100_000) }));
    for (const count of [2, 4, 7]) {
      const parts = partition(files, count);
      const loads = parts.map((part) => part.reduce((sum, f) => sum + f.size, 0));
      const mean = loads.reduce((a, b) => a + b, 0) / count;
      expect(Math.max(...loads) / mean, `${count} parts`).toBeLessThan(1.02);
      expect(
        parts
          .flat()
          .map((f) => f.path)
          .sort(),
      ).toEqual(files.map((f) => f.path).sort());
    }
  });
});

describe("progress", () => {
  it("shows on a terminal only, after a second, and clears its line", () => {
    vi.useFakeTimers();
    try {
      const written: string[] = [];
      const stream = { isTTY: true, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
      const line = progressLine(stream);
      line.update(1, 10);
      expect(written).toEqual([]);
      vi.advanceTimersByTime(1500);
      line.update(5, 10);
      line.update(6, 10); // within a tenth of a second: not written
      line.clear();
      expect(written).toEqual(["\r\u001b[Kurilint: 5/10 files", "\r\u001b[K"]);
      const pipe = { isTTY: false, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
      const quiet = progressLine(pipe);
      vi.advanceTimersByTime(5000);
      quiet.update(1, 2);
      quiet.clear();
      expect(written).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
