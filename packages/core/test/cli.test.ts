import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** The built `urilint-explain` (the README's `demo`): `pnpm test` builds before testing. */
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));

function explain(...uris: string[]): string {
  return execFileSync(process.execPath, [CLI, ...uris], { encoding: "utf8" });
}

describe("urilint-explain", () => {
  it("prints the breakdown and every finding, with a caret under the faulty part", () => {
    const out = explain("https://Example.com:443/a");
    expect(out).toContain('host      "Example.com"');
    expect(out).toContain("warning host-case: The host is case-insensitive and normally lower case: example.com");
    expect(out).toContain("warning default-port: Port 443 is the default for https; leave it out");
    expect(out).toMatch(/\n {4}https:\/\/Example\.com:443\/a\n {23}\^{4}\n/);
  });

  it("masks the password everywhere it prints the URI", () => {
    const out = explain("postgres://app:hunter2secret@db/orders");
    expect(out).not.toContain("hunter2secret");
    expect(out).toContain("error plaintext-password");
  });

  it("says when a text is not a URI reference, and still shows its parts", () => {
    const out = explain("http://exa mple.com/");
    expect(out).toContain("NOT a valid URI reference");
    expect(out).toContain('host      "exa mple.com"');
    expect(out).toContain("error whitespace");
  });
});
