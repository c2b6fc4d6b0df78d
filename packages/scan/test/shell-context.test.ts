/**
 * What a shell word flows into (the command's arguments, variables, tests, `case` patterns), and
 * what the detector then makes of it: URIs by context and by content, patterns and test data
 * never reported as URIs of their own.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { argumentRole } from "../src/languages/shell/callees.js";
import { candidatesOf } from "./support/code-languages.js";
import { findingsIn, urisIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("shell"));

function contexts(source: string): unknown[] {
  return candidatesOf(source, "shell").map((c) => [c.value.text, c.site.context]);
}

describe("a word's context", () => {
  it("is the argument of a command, with the role the shell's table gives it (a word without a mark is not read)", () => {
    const source =
      'curl -fsSL -H "Accept: text/html" -o out.html https://a.example/ --proxy http://p.example:3128 --url https://u.example/\n';
    expect(contexts(source)).toEqual([
      ["Accept: text/html", { kind: "sink", callee: "curl", argument: 2, role: "other" }],
      ["https://a.example/", { kind: "sink", callee: "curl", argument: 5, role: "uri" }],
      ["http://p.example:3128", { kind: "sink", callee: "curl", argument: 7, role: "uri" }],
      ["https://u.example/", { kind: "sink", callee: "curl", argument: 9, role: "uri" }],
    ]);
  });

  it("knows the options that take a value, and the operands that are no URI", () => {
    expect(argumentRole("wget", ["-q", "-O", "-", "https://a.example/x"], 2)).toBe("other");
    expect(argumentRole("wget", ["-q", "-O", "-", "https://a.example/x"], 3)).toBe("uri");
    expect(argumentRole("curl", ["-fsSLo", "f", "u"], 1)).toBe("other");
    expect(argumentRole("curl", ["-fsSL", "u"], 1)).toBe("uri");
    expect(argumentRole("git", ["remote", "add", "origin", "u"], 2)).toBe("other");
    expect(argumentRole("git", ["remote", "add", "origin", "u"], 3)).toBe("uri");
    expect(argumentRole("git", ["clone", "u", "dir"], 2)).toBe("other");
    expect(argumentRole("git", ["fetch", "u"], 1)).toBe("other");
    expect(argumentRole(".", ["./lib/common.sh"], 0)).toBe("module-specifier");
  });

  it("knows wget's, git's, the openers' and grep's arguments", () => {
    const role = (source: string, value: string): unknown =>
      candidatesOf(source, "shell")
        .filter((c) => c.value.text === value)
        .map((c) => (c.site.context.kind === "sink" ? c.site.context.role : c.site.context.kind))[0];
    expect(role("wget -q -O - https://a.example/x\n", "https://a.example/x")).toBe("uri");
    expect(role("git clone --depth 1 -b main https://g.example/r.git dir\n", "https://g.example/r.git")).toBe("uri");
    expect(role("git remote add origin git@g.example:o/r.git\n", "git@g.example:o/r.git")).toBe("uri");
    expect(role("xdg-open https://a.example/\n", "https://a.example/")).toBe("uri");
    expect(role("wget -q -O a:b https://a.example/x\n", "a:b")).toBe("other");
    expect(role("git clone --depth 1 -b main https://g.example/r.git d:ir\n", "d:ir")).toBe("other");
    expect(role("sudo wget -O o:ut https://a.example/\n", "o:ut")).toBe("other");
    expect(role("command curl -q https://a.example/\n", "https://a.example/")).toBe("uri");
    expect(role("grep -q 'https://' file\n", "https://")).toBe("search-pattern");
    expect(role('assert_output "https://a.example/"\n', "https://a.example/")).toBe("comparison");
  });

  it("is the name of a variable it is assigned to, however declared", () => {
    const source = [
      "URL=https://a.example/",
      'export MIRROR="https://b.example/"',
      "f() { local url='https://c.example/'; declare -r API=https://d.example/; }",
      "LIST=(https://e.example/ 'a:b')",
      'echo "${NVM_NODEJS_ORG_MIRROR:-https://nodejs.org/dist}" ${X#http://}',
      "",
    ].join("\n");
    expect(contexts(source)).toEqual([
      ["https://a.example/", { kind: "named", name: "URL" }],
      ["https://b.example/", { kind: "named", name: "MIRROR" }],
      ["https://c.example/", { kind: "named", name: "url" }],
      ["https://d.example/", { kind: "named", name: "API" }],
      ["https://e.example/", { kind: "named", name: "LIST" }],
      ["a:b", { kind: "named", name: "LIST" }],
      ["https://nodejs.org/dist", { kind: "named", name: "NVM_NODEJS_ORG_MIRROR" }],
    ]);
  });

  it("is a comparison in a test, and the pattern after =~ is not read", () => {
    expect(contexts('[ "$u" = "https://a.example/" ] && test "$v" != https://b.example/\n')).toEqual([
      ["https://a.example/", { kind: "comparison" }],
      ["https://b.example/", { kind: "comparison" }],
    ]);
    expect(contexts("[[ $u =~ 'https://' ]]\n")).toEqual([]);
  });

  it("is the context of a word's first line where a backslash continues it on the next", () => {
    // `curl \<line break>https://...` is an argument; `cu\<line break>rl:x` goes on from the command's name (a hole): no argument.
    expect(contexts("curl -s \\\n  https://a.example/\ncu\\\nrl:x https://b.example/\n")).toEqual([
      ["https://a.example/", { kind: "sink", callee: "curl", argument: 1, role: "uri" }],
      ["xrl:x", { kind: "plain" }],
      ["https://b.example/", { kind: "sink", callee: "cu", argument: 1, role: "other" }],
    ]);
  });

  it("reads neither a function's name nor a redirection's target", () => {
    expect(contexts("_omz::log() { :; }\nfunction a::b { :; }\necho x > HTTP://A.example:80/\n")).toEqual([]);
  });

  it("reads no pattern of a case item as a URI", () => {
    const source = "case $u in\n  'http://'*|https://*) echo web ;;\n  HTTP://A.example:80/) ;;\nesac\n";
    expect(findingsIn(source, "shell")).toEqual([]);
  });
});

describe("what the detector makes of it", () => {
  it("reports the URIs of commands and variables, and a password wherever it is", () => {
    const source = [
      "curl HTTP://A.example:80/x",
      "DB_URL='postgres://admin:Sup3rSecret@db.example/app'",
      'echo "see the docs"',
      "",
    ].join("\n");
    expect(findingsIn(source, "shell")).toEqual([
      "scheme-case: HTTP",
      "host-case: A",
      "default-port: :80",
      "plaintext-password: Sup3rSecret",
    ]);
    expect(urisIn(source, "shell").map((u) => u.value)).toEqual([
      "HTTP://A.example:80/x",
      "postgres://admin:Sup3rSecret@db.example/app",
    ]);
  });

  it("reports a password wherever it is written: a default, a heredoc, a comment, beside a hole", () => {
    const source = [
      "export DB=${DB:-postgres://u:Sup3rA@db/app}",
      "cat <<EOF > .env",
      "DATABASE_URL=postgres://u:Sup3rB@db/app",
      "EOF",
      "# mysql://root:Sup3rC@localhost/x",
      'mysql "mysql://root:Sup3rD@$HOST/x"',
      'psql "postgres://u:$PASSWORD@db/app"',
      "",
    ].join("\n");
    expect(findingsIn(source, "shell")).toEqual([
      "plaintext-password: Sup3rA",
      "plaintext-password: Sup3rB",
      "plaintext-password: Sup3rC",
      "plaintext-password: Sup3rD",
    ]);
  });

  it("reports nothing of a template's piece, nor of test data", () => {
    const source = [
      'curl "HTTP://$HOST:80/x"',
      '[ "$output" = "HTTP://A.example:80/" ]',
      'assert_output "HTTP://A.example:80/"',
      "",
    ].join("\n");
    expect(findingsIn(source, "shell").filter((f) => !f.startsWith("default-port"))).toEqual(["scheme-case: HTTP"]);
  });
});
