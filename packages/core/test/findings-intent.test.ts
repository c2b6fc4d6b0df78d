import { describe, expect, it } from "vitest";
import type { TextEdit } from "../src/findings/finding.js";
import { intentFinding } from "../src/findings/intent.js";

function apply(text: string, edits: readonly TextEdit[]): string {
  let out = "";
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

describe("host-port-without-scheme", () => {
  it.each([
    ["localhost:3000", "localhost:3000", "localhost"],
    ["LOCALHOST:3000", "LOCALHOST:3000", "LOCALHOST"],
    ["example.com:8080", "example.com:8080", "example.com"],
    ["127.0.0.1:8080", "127.0.0.1:8080", "127.0.0.1"],
    ["api.example.com:443/v1/users?x=1#top", "api.example.com:443", "api.example.com"],
    ["app.localhost:5173/", "app.localhost:5173", "app.localhost"],
    ["[::1]:3000", "[::1]:3000", "[::1]"],
  ])("%s", (text, hostPort, scheme) => {
    const match = intentFinding(text)!;
    const { finding } = match;
    expect(finding.code).toBe("host-port-without-scheme");
    expect(text.slice(finding.start, finding.end)).toBe(hostPort);
    expect(finding.data).toEqual({ text: hostPort, scheme, suggested: `http://${hostPort}` });
    expect(finding.message).toBe(`'${hostPort}' reads as a URI with the scheme '${scheme}'; write http://${hostPort}`);
    expect(finding.suggestions.map((s) => apply(text, s.edits))).toEqual([`http://${text}`, `https://${text}`]);
  });

  it.each([
    "localhost",
    "localhost:",
    "localhost:abc",
    "localhost:3000abc",
    "node:fs",
    "og:title",
    "key:value",
    "TODO: fix",
    "Error: failed",
    "urn:isbn:123",
    "http://localhost:3000",
    "v1.2:3",
    "npm:pkg@1",
    "mailto:a@b.com",
    "user@localhost:3000",
    "example.com:123456",
    "//example.com:80",
    "/path:80",
    "localhost:3000 ",
  ])("%j is not host:port", (text) => {
    expect(intentFinding(text)?.finding.code).not.toBe("host-port-without-scheme");
  });
});

describe("windows-path", () => {
  it.each([
    ["C:/path", "file:///C:/path"],
    ["C:\\path", "file:///C:/path"],
    ["c:foo", "file:///c:/foo"],
    ["C:\\Program Files\\App\\a#1.txt", "file:///C:/Program%20Files/App/a%231.txt"],
    ["D:\\\\server\\100%", "file:///D:/server/100%25"],
    ["C:\\Users\\Jürgen", "file:///C:/Users/J%C3%BCrgen"],
    ["C:", "file:///C:/"],
    ["C://Users", "file:///C:/Users"],
  ])("%s -> %s", (text, suggested) => {
    const { finding } = intentFinding(text)!;
    expect(finding.code).toBe("windows-path");
    expect([finding.start, finding.end]).toEqual([0, 2]);
    expect(finding.data).toEqual({ suggested });
    expect(finding.suggestions).toHaveLength(1);
    expect(apply(text, finding.suggestions[0]!.edits)).toBe(suggested);
  });

  it.each(["http://x", "ab:c", "1:2", ":x", "/C:/x", "file:///C:/x"])("%j is not a Windows path", (text) => {
    expect(intentFinding(text)?.finding.code).not.toBe("windows-path");
  });
});

describe("scp-like", () => {
  it.each([
    ["git@github.com:org/repo.git", "ssh://git@github.com/org/repo.git"],
    ["deploy@10.0.0.5:/srv/app", "ssh://deploy@10.0.0.5/srv/app"],
    ["me@host:~/notes.txt", "ssh://me@host/~/notes.txt"],
  ])("%s -> %s", (text, suggested) => {
    const { finding, explains } = intentFinding(text)!;
    expect(finding.code).toBe("scp-like");
    expect(text.slice(finding.start, finding.end)).toBe(":");
    expect(finding.start).toBe(text.indexOf(":"));
    expect(finding.data).toEqual({ suggested });
    expect(apply(text, finding.suggestions[0]!.edits)).toBe(suggested);
    expect(explains.codes.has("colon-in-first-segment")).toBe(true);
  });

  it.each([
    "github.com:org/repo.git",
    "git@github.com",
    "ssh://git@github.com/org/repo.git",
    "@host:path",
    "a b@host:path",
    "git@github.com:",
    "user@host:8080",
    "mailto:git@github.com",
    "git@github.com://x",
  ])("%j is not scp-like", (text) => {
    expect(intentFinding(text)?.finding.code).not.toBe("scp-like");
  });
});
