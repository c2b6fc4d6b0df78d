/**
 * `urilint explain`: the breakdown and findings of URIs (what `urilint-explain` of the core did,
 * and the README's demo), for people and as JSON, with exit codes; options are options, not URIs.
 */
import { describe, expect, it } from "vitest";
import { Project } from "./support/repo.js";

const project = new Project({}, { git: false });

describe("urilint explain", () => {
  it("prints the breakdown and every finding, with a caret under the faulty part", () => {
    const out = project.expect(["explain", "https://Example.com:443/a"], 0).stdout;
    expect(out).toContain('host      "Example.com"');
    expect(out).toContain("warning host-case: The host is case-insensitive and normally lower case: example.com");
    expect(out).toContain("warning default-port: Port 443 is the default for https; leave it out");
    expect(out).toMatch(/\n {4}https:\/\/Example\.com:443\/a\n {23}\^{4}\n/);
  });

  it("masks the password everywhere it prints the URI, in JSON too, and exits 1 on an error", () => {
    for (const args of [
      ["explain", "postgres://app:hunter2secret@db/orders"],
      ["explain", "--json", "postgres://app:hunter2secret@db/orders"],
    ]) {
      const run = project.expect(args, 1);
      expect(run.stdout).not.toContain("hunter2secret");
      expect(run.stdout).toContain("plaintext-password");
    }
  });

  it("masks every password with the same mask, which does not tell its length, and moves the carets with it", () => {
    const shown = (password: string) =>
      project.expect(["explain", `postgres://app:${password}@db/orders`], 1).stdout.replace(password, "");
    expect(shown("pw")).toBe(shown("a-much-longer-password"));
    const out = shown("pw");
    expect(out).toContain('userinfo  "app:***"');
    expect(out).toMatch(/\n {4}postgres:\/\/app:\*\*\*@db\/orders\n {19}\^{3}\n/);
  });

  it("says when a text is not a URI reference, and still shows its parts", () => {
    const out = project.expect(["explain", "http://exa mple.com/"], 1).stdout;
    expect(out).toContain("NOT a valid URI reference");
    expect(out).toContain('host      "exa mple.com"');
    expect(out).toContain("error whitespace");
  });

  it("gives JSON with the components and findings", () => {
    const [explained] = JSON.parse(project.expect(["explain", "--json", "HTTP://example.com/"], 0).stdout) as [
      { valid: boolean; components: object; findings: { code: string; start: number; end: number }[] },
    ];
    expect(explained.valid).toBe(true);
    expect(explained.components).toEqual({ scheme: "HTTP", host: "example.com", path: "/" });
    expect(explained.findings.map((f) => [f.code, f.start, f.end])).toEqual([["scheme-case", 0, 4]]);
  });

  it("reads --help as help, shows examples without a URI (the demo, exit 0), and rejects unknown options", () => {
    expect(project.expect(["explain", "--help"], 0).stdout).toMatch(/^usage: urilint explain/);
    const demo = project.expect(["explain"], 0).stdout;
    expect(demo).toContain('"https://API.Example.com:443/v1/%7Eusers/./me?q=a%2fb#top"  valid URI reference');
    expect(demo).not.toContain("s3cr3t");
    expect(project.expect(["explain", "--verbose", "x:"], 2).stderr).toContain('unknown option "--verbose"');
    // After "--", a URI may start with "-".
    expect(project.expect(["explain", "--", "-x"], 0).stdout).toContain('"-x"  valid URI reference');
  });
});
