/**
 * No password on any channel of the command: a property test. Each run plants one generated
 * password (every character class: spaces, quotes, backticks, braces, "%", "@", ":", "/", non-ASCII,
 * characters that must be percent-encoded) in every input the command has: file contents in nine
 * languages (percent-encoded as a URI holds it, and as typed), a file's name, the configuration's
 * values and keys, a configuration that is not JSON, the environment, every option that takes a
 * value, an unknown option, a path that matches nothing, `explain`. Then it searches every byte the
 * command writes: stdout and stderr of every format, the cache file, and every file written
 * besides the fixed sources themselves, for the password as written, decoded, percent-encoded
 * (encodeURIComponent, upper and lower case hex) and as JSON escapes each of these.
 *
 * The finding messages are the core's (@urilint/core builds and masks them; the command prints them
 * as given). Every byte is searched, theirs too; a failure says whether the password was in a core
 * finding message (the core's to mask) or on a channel the command owns (its messages, notes,
 * paths, errors, the cache, the formats' structure).
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonOf, Project, type Run } from "./support/repo.js";

/** Characters of every class a password may hold; most must be percent-encoded in a URI. */
const HOSTILE = [..." '\"`{}%@:/#?&=+\\<>[]|^$!*();,~", "é", "ü", "中", "😀", "\u00a0", "%41", "%2F"];

/** Userinfo characters that stand as they are (RFC 3986 3.2.1: unreserved, sub-delims, ":"). */
const AS_IS = /^[A-Za-z0-9\-._~!$&'()*+,;=:]$/;

const password = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9]{6}$/),
    fc.array(fc.constantFrom(...HOSTILE), { minLength: 1, maxLength: 6 }),
    fc.stringMatching(/^[A-Za-z0-9]{3}$/),
  )
  .map(([head, middle, tail]) => `pw${head}${middle.join("")}${tail}`);

/** The password as a URI's userinfo holds it: what must be encoded is, in hex of either case. */
function spelled(secret: string, upper: boolean): string {
  return [...secret]
    .map((char) =>
      AS_IS.test(char)
        ? char
        : [...Buffer.from(char, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join(""),
    )
    .join("")
    .replace(/%[0-9a-f]{2}/gi, (triplet) => (upper ? triplet.toUpperCase() : triplet.toLowerCase()));
}

/** Every form of the password that must not be written. */
function formsOf(secret: string, written: string): string[] {
  const encoded = encodeURIComponent(secret);
  const forms = new Set([
    secret,
    written,
    decode(written),
    encoded,
    encoded.replace(/%[0-9A-F]{2}/g, (t) => t.toLowerCase()),
    written.replace(/%[0-9a-f]{2}/gi, (t) => t.toUpperCase()),
    written.replace(/%[0-9a-f]{2}/gi, (t) => t.toLowerCase()),
  ]);
  for (const form of [...forms]) forms.add(JSON.stringify(form).slice(1, -1));
  return [...forms];
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

describe("secrets on every channel", () => {
  it("never writes a planted password, in any form, on any channel the command owns", () => {
    fc.assert(fc.property(password, fc.boolean(), plantAndSearch), { numRuns: 5 });
    // About 20 processes a run: a guard, not a measure of speed.
  }, 180_000);
});

function plantAndSearch(secret: string, upper: boolean): void {
  const written = spelled(secret, upper);
  const named = `creds-app:${written}@db.txt`;
  const uri = `postgres://app:${written}@db.example.com:5432/orders`;
  const typed = `postgres://app:${secret}@db.example.com:5432/orders`;
  const sources: Record<string, string> = {
    ".env": `DATABASE_URL=${uri}\nTYPED=${typed}\nSITE=HTTP://Example.com:80/\n`,
    "docs/guide.md": `Connect to <${uri}> or <HTTP://Example.com:80/>.\n`,
    "config/db.json": `${JSON.stringify({ db: uri, site: "HTTP://Example.com:80/" }, null, 2)}\n`,
    "config/db.yaml": `db: "${uri}"\nsite: HTTP://Example.com:80/\n`,
    "config/db.toml": `db = "${uri}"\nsite = "HTTP://Example.com:80/"\n`,
    "src/db.ts": `export const db = "${uri}";\nexport const site = "HTTP://Example.com:80/";\n`,
    "src/page.html": `<a href="${uri}">db</a> <a href="HTTP://Example.com:80/">site</a>\n`,
    Dockerfile: `FROM node:20\nENV DATABASE_URL=${uri}\n`,
    "notes.txt": `typed: ${typed}\nsite: HTTP://Example.com:80/\n`,
    // A file's name: a URI's userinfo, as a name can hold it.
    [named]: "see HTTP://Example.com:80/\n",
    "urilint.config.json": JSON.stringify({ exclude: [`never/${uri}/**`], schemes: ["postgres"] }),
  };
  const project = new Project(sources).commitAll();
  const env = { DATABASE_URL: uri, DATABASE_PASSWORD: secret, PGPASSWORD: written };
  const forms = formsOf(secret, written);
  const outputs: { channel: string; text: string }[] = [];
  const add = (channel: string, run: Run) =>
    outputs.push(
      { channel: `${channel} stdout`, text: run.stdout },
      { channel: `${channel} stderr`, text: run.stderr },
    );

  // The checks: a fix, then every format from the cache.
  const before = snapshot(project.dir);
  const fixed = project.run(["--cache", "--fix", "--format", "json"], { env });
  expect(fixed.status, fixed.stderr).toBe(1);
  add("--fix --format json", fixed);
  const messages = new Set(jsonOf(fixed).files.flatMap((f) => f.problems.map((p) => `${p.code}\u0000${p.message}`)));
  for (const format of ["stylish", "sarif", "github", "json"])
    add(`--format ${format}`, project.run(["--cache", "--format", format], { env }));

  // Every value of every option, and paths that are not there.
  const argumentRuns: string[][] = [
    [uri],
    [typed],
    ["--format", uri],
    ["--shard", uri],
    ["--jobs", uri],
    ["--max-warnings", uri],
    ["--suppress-rule", uri],
    ["-c", uri],
    ["-c", `missing/${typed}.json`],
    [`--${uri}`],
    [`--x=${typed}`],
    // Refused: a file that is not a cache, a directory that is not a suppressions file.
    ["--cache", "--cache-location", named],
    ["--suppressions-location", `app:${written}@db`, "docs/guide.md"],
  ];
  mkdirSync(project.path(`app:${written}@db`));
  for (const args of argumentRuns) add(args.join(" "), project.run(args, { env }));
  const explained = project.run(["explain", "--json", uri, typed]);
  add("explain --json", explained);
  add("explain", project.run(["explain", uri, typed]));
  for (const e of JSON.parse(explained.stdout) as { findings: { code: string; message: string }[] }[])
    for (const f of e.findings) messages.add(`${f.code}\u0000${f.message}`);

  // Configurations that stop the run: a key that holds the password, and text that is not JSON.
  const badKey = new Project({
    "a.md": "x\n",
    "urilint.config.json": JSON.stringify({ severity: { [uri]: "error", [typed]: "loud" } }),
  });
  add("a configuration key", badKey.run([], { env }));
  const notJson = new Project({ "a.md": "x\n", "urilint.config.json": `{ "ignore": ["${typed}"] ` });
  add("a configuration that is not JSON", notJson.run([], { env }));
  const notJsonAtAll = new Project({ "a.md": "x\n", "settings.txt": `${typed}\n` });
  add("-c a file that is not JSON", notJsonAtAll.run(["-c", "settings.txt"], { env }));

  // Every file written: the cache and its key, a suppressions file, anything beside the fixed sources.
  for (const file of writtenFiles(project.dir, before, Object.keys(sources)))
    outputs.push({ channel: `file ${file.path}`, text: file.text });
  for (const file of allFiles(project.userCache)) outputs.push({ channel: `cache ${file.path}`, text: file.text });

  // The core's messages out (see the header), each as every format spells it.
  const coreMessages = [...messages].map((m) => m.split("\u0000") as [string, string]);
  for (const [code, message] of coreMessages)
    if (forms.some((form) => message.includes(form))) coreLeaks.add(`${code}: ${message}`);
  const spellings = coreMessages.flatMap(([, m]) => [m, JSON.stringify(m).slice(1, -1), m.replace(/%/g, "%25")]);
  spellings.sort((a, b) => b.length - a.length);
  for (const { channel, text } of outputs) {
    let rest = text;
    for (const spelling of spellings) rest = rest.split(spelling).join("");
    const found = forms.find((form) => rest.includes(form));
    expect(
      found,
      `${channel} holds the password ${JSON.stringify(secret)} as ${JSON.stringify(found)}:\n${text.slice(0, 3000)}`,
    ).toBeUndefined();
  }
}

/** The size and time of each file under `dir`. */
function snapshot(dir: string): Map<string, string> {
  return new Map(allPaths(dir).map((path) => [path, stamp(join(dir, path))]));
}

function stamp(path: string): string {
  const { size, mtimeMs, ino } = statSync(path);
  return `${ino}:${size}:${mtimeMs}`;
}

/** The files under `dir` that are new or changed since `before`, but for `sources` (the fixes land there). */
function writtenFiles(
  dir: string,
  before: Map<string, string>,
  sources: readonly string[],
): { path: string; text: string }[] {
  return allPaths(dir)
    .filter((path) => !sources.includes(path) && before.get(path) !== stamp(join(dir, path)))
    .map((path) => ({ path, text: readFileSync(join(dir, path), "utf8") }));
}

function allFiles(dir: string): { path: string; text: string }[] {
  return allPaths(dir).map((path) => ({ path, text: readFileSync(join(dir, path), "utf8") }));
}

function allPaths(dir: string): string[] {
  const paths: string[] = [];
  const stack = [dir];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    for (const entry of readdirSync(next, { withFileTypes: true })) {
      if (entry.name === ".git") continue;
      const path = join(next, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else if (entry.isFile()) paths.push(relative(dir, path));
    }
  }
  return paths;
}
