/** The link checker's view of a working tree on disk (links/disk-files.ts), on real files. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskFiles } from "../src/links/index.js";

const root = mkdtempSync(join(tmpdir(), "urilint-disk-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("diskFiles", () => {
  mkdirSync(join(root, "docs"));
  writeFileSync(join(root, "docs/a.md"), "# A\n");
  symlinkSync("docs", join(root, "to-docs"));
  symlinkSync("docs/a.md", join(root, "to-a.md"));
  symlinkSync("nowhere.md", join(root, "dangling.md"));
  symlinkSync("/dev/zero", join(root, "zero.md"));
  execFileSync("mkfifo", [join(root, "pipe.md")]);
  const files = diskFiles();

  it("lists folders and regular files, a link as what it leads to, and nothing else", () => {
    const entries = files.list(root)!.sort((a, b) => a.name.localeCompare(b.name));
    expect(entries).toEqual([
      { name: "docs", kind: "directory" },
      { name: "to-a.md", kind: "file" },
      { name: "to-docs", kind: "directory" },
    ]);
    expect(files.list(join(root, "missing"))).toBeUndefined();
  });

  it("reads a regular file, and never opens a FIFO or a device (a read would wait or never end)", () => {
    expect(files.read(join(root, "to-a.md"))).toBe("# A\n");
    expect(files.read(join(root, "pipe.md"))).toBeUndefined();
    expect(files.read(join(root, "zero.md"))).toBeUndefined();
    expect(files.read(join(root, "dangling.md"))).toBeUndefined();
  });
});
