/**
 * The pieces of the soak session: a seeded random source, random documents, edits, positions and
 * settings, hostile JSON-RPC frames written as raw bytes, and the server's resident memory.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FINDING_CODES, RULE_NAMES } from "@urilint/core";

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  /** A key of `weights`, chosen with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let roll = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }
}

/** Parts of URIs, chosen for the findings and the scanners' corners they reach. */
const PIECES = [
  "http",
  "HTTPS",
  "postgres",
  "ftp",
  "mailto:",
  "C:",
  "git@github.com:",
  "localhost",
  ":",
  "://",
  "//",
  "/",
  "@",
  "user",
  ":pw",
  ":s3cr%21t",
  "Example.COM",
  "[::1]",
  "[2001:DB8:0:0::1]",
  "[v1.x]",
  "0x7f.1",
  "10.0.0.010",
  ":443",
  ":80",
  ":99999",
  "/./",
  "/../",
  "%",
  "%7e",
  "%zz",
  "%C3%A9",
  "?",
  "#",
  " ",
  "\t",
  "\\",
  "'",
  '"',
  "`",
  "${",
  "}",
  "{tenant}",
  "<host>",
  "%s",
  "$VAR",
  "é",
  "😀",
  "\u2028",
  "\n",
  "\r\n",
  "&amp;",
  "(",
  ")",
  "[",
  "]",
  "<",
  ">",
  "\u0000",
  "\ud800",
];

export function uriLike(r: Random): string {
  if (r.chance(0.15)) {
    // Arbitrary UTF-16, lone surrogates included.
    let s = "";
    for (let n = r.int(30); n > 0; n--) s += String.fromCharCode(r.chance(0.8) ? 32 + r.int(95) : r.int(0x10000));
    return s;
  }
  const start = r.pick(["https://", "http://", "HTTP://", "postgres://", "", "//", "/", "mailto:"]);
  let s = start;
  for (let n = r.int(10); n > 0; n--) s += r.pick(PIECES);
  return s;
}

const quoted = (value: string, r: Random): string =>
  // Mostly a well-formed string literal; sometimes a broken one (the scanners must cope).
  r.chance(0.9) ? JSON.stringify(value) : `'${value}`;

const LINES: Readonly<Record<string, (u: string, r: Random) => string>> = {
  typescript: (u, r) =>
    r.pick([
      () => `fetch(${quoted(u, r)});`,
      () => `const apiUrl = ${quoted(u, r)};`,
      () => "const t = new URL(`" + u.replace(/[`\\]/g, "") + "${host}/x`);",
      () => `// see ${u}`,
      () => `const config = { endpoint: ${quoted(u, r)}, retries: 3 };`,
      () => `axios.get(${quoted(u, r)} + path).then((res) => res.data);`,
      () => `export function f(a: number): number { return a * 2; }`,
      () => `/* ${u} */ import x from ${quoted(u, r)};`,
      () => `const el = <a href=${quoted(u, r)}>x</a>;`,
      () => r.pick(["{", "}", "(", "`", "/*", "]]]", ""]),
    ])(),
  json: (u, r) =>
    r.pick([
      () => `  ${JSON.stringify(r.pick(["url", "homepage", "x", u]))}: ${quoted(u, r)},`,
      () => `  "list": [${quoted(u, r)}, 1, null],`,
      () => r.pick(["{", "}", "[", "]", ","]),
    ])(),
  markdown: (u, r) =>
    r.pick([
      () => `See [the docs](${u}) and <${u}>.`,
      () => `# ${u}`,
      () => `[ref]: ${u}`,
      () => "```js\nfetch(" + JSON.stringify(u) + ")\n```",
      () => `plain ${u} in prose, "${u}".`,
      () => `![img](<${u}>)`,
    ])(),
  plaintext: (u) => `Use "${u}" or <${u}> please.`,
  // The configuration files, read by @urilint/scan's scanners; sometimes broken, as above.
  yaml: (u, r) =>
    r.pick([
      () => `url: ${u}`,
      () => `endpoint: ${quoted(u, r)}`,
      () => `  - ${u}`,
      () => `image: node:20 # ${u}`,
      () => `help_text: |\n  See ${u} for more.`,
      () => `env: { API_URL: '${u.replace(/'/g, "''")}' }`,
      () => r.pick(["---", "key:", "  nested:", "- [", "]", "'", '"', "&a", "*a", ": x", "\t"]),
    ])(),
  toml: (u, r) =>
    r.pick([
      () => `homepage = ${quoted(u, r)}`,
      () => `[tool.x]\nurl = '${u.replace(/['\n\r]/g, "")}'`,
      () => `urls = [${quoted(u, r)}, "https://example.com"]`,
      () => `# ${u}`,
      () => r.pick(["[", "[[a]]", "x = ", "'''", '"""', "= 1"]),
    ])(),
  html: (u, r) =>
    r.pick([
      () => `<a href="${u.replace(/"/g, "&quot;")}">link</a>`,
      () => `<img src=${u.replace(/[\s>]/g, "")} alt="x">`,
      () => `<p>Prose with ${u} and &lt;${u}&gt;.</p>`,
      () => `<script>fetch(${quoted(u, r)});</script>`,
      () => `<style>a { background: url(${quoted(u, r)}); }</style>`,
      () => `<!-- ${u} -->`,
      () => r.pick(["<div>", "</div>", "<", "<a href=", "<script>", "</style>", "&", "<![CDATA["]),
    ])(),
  css: (u, r) =>
    r.pick([
      () => `a { background: url(${quoted(u, r)}); }`,
      () => `@import ${quoted(u, r)};`,
      () => `/* ${u} */`,
      () => r.pick(["{", "}", "url(", "@media", ";"]),
    ])(),
  dockerfile: (u, r) =>
    r.pick([
      () => "FROM node:20",
      () => `ADD ${u.replace(/\s/g, "")} /app/`,
      () => `ENV API_URL=${quoted(u, r)}`,
      () => `RUN curl -fsSL ${u} | sh`,
      () => `LABEL org.opencontainers.image.source="${u.replace(/["\n\r]/g, "")}"`,
      () => r.pick(["RUN \\", "ADD <<EOF", "EOF", "#", "ARG"]),
    ])(),
  dotenv: (u, r) =>
    r.pick([
      () => `DATABASE_URL=${u.replace(/\s/g, "")}`,
      () => `API_URL=${quoted(u, r)}`,
      () => `# ${u}`,
      () => `export REDIS_URL='${u.replace(/['\n\r]/g, "")}'`,
      () => r.pick(["=", "KEY", '"', "'", 'KEY="unclosed']),
    ])(),
};

export const LANGUAGES: readonly {
  readonly languageId: string;
  readonly extension: string;
  readonly lines: keyof typeof LINES;
}[] = [
  { languageId: "typescript", extension: "ts", lines: "typescript" },
  { languageId: "javascript", extension: "js", lines: "typescript" },
  { languageId: "typescriptreact", extension: "tsx", lines: "typescript" },
  { languageId: "json", extension: "json", lines: "json" },
  { languageId: "markdown", extension: "md", lines: "markdown" },
  { languageId: "plaintext", extension: "txt", lines: "plaintext" },
  { languageId: "yaml", extension: "yaml", lines: "yaml" },
  { languageId: "toml", extension: "toml", lines: "toml" },
  { languageId: "html", extension: "html", lines: "html" },
  { languageId: "css", extension: "css", lines: "css" },
  { languageId: "dockerfile", extension: "dockerfile", lines: "dockerfile" },
  { languageId: "dotenv", extension: "env", lines: "dotenv" },
];

export function documentText(r: Random, lines: keyof typeof LINES, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(LINES[lines]!(uriLike(r), r));
  return out.join(r.chance(0.2) ? "\r\n" : "\n");
}

/** What fills a large document between its blocks of URIs: a line without any, in the language. */
const FILLER_TEXT = "Some words without links, repeated to make the file large.";
const FILLERS: Partial<Record<keyof typeof LINES, string>> = {
  markdown: `${FILLER_TEXT}\n`,
  plaintext: `${FILLER_TEXT}\n`,
  yaml: `# ${FILLER_TEXT}\n`,
  toml: `# ${FILLER_TEXT}\n`,
  html: `<p>${FILLER_TEXT}</p>\n`,
  css: `/* ${FILLER_TEXT} */\n`,
  dockerfile: `# ${FILLER_TEXT}\n`,
  dotenv: `# ${FILLER_TEXT}\n`,
};

/** A document of about `bytes` characters of `lines`, with URIs every few lines. */
export function largeText(r: Random, lines: keyof typeof LINES, length: number): string {
  const block = documentText(r, lines, 40);
  const filler = FILLERS[lines] ?? 'export const value = compute(1, 2) + other("no uri here");\n';
  const unit = block + "\n" + filler.repeat(200);
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** One line of `length` characters with URIs along it. */
export function longLineText(r: Random, length: number): string {
  let line = "const s = [";
  while (line.length < length)
    line += `${JSON.stringify(uriLike(r))}, "https://example.com/${"a".repeat(r.int(200))}", `;
  return `${line.slice(0, length)}];\n`;
}

/** Settings as a client might send them: mostly sensible, sometimes of the wrong shape. */
export function randomSettings(r: Random): unknown {
  const key = (): string => r.pick([...FINDING_CODES, ...RULE_NAMES, "no-such-check"]);
  const section = r.pick<() => unknown>([
    () => ({}),
    () => ({ enable: r.chance(0.7) }),
    () => ({ severity: { [key()]: r.pick(["error", "warning", "info", "hint", "off", "loud", 3, null]) } }),
    () => ({ checks: { [key()]: r.pick([true, false, "yes", 0]) } }),
    () => ({ maxFileSize: r.pick([0, 10, 50_000, 20_000_000, -1, "big", 1e12, Number.NaN]) }),
    () => ({ ignore: [r.pick(["(", "example", "^https", "[", "\\", "localhost"])], schemes: ["foo", 7, "HTTP"] }),
    () => ({ sinks: ["client.get", { callee: "load", arguments: [0, -1, 1.5] }, { callee: 3 }, null] }),
    () => ({ exclude: [r.pick(["**/*.md", "[", "**", "**/x/**", ""])] }),
    () => r.pick([null, "junk", 42, [], [{}]]),
  ])();
  return r.chance(0.3) ? { urilint: section } : section;
}

let rawId = 0;

export interface RawFrame {
  readonly bytes: Buffer;
  /** The id of a request in the frame that must get an answer (result or error). */
  readonly id?: string;
  readonly what: string;
}

const frame = (body: Buffer, headers = ""): Buffer =>
  Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n${headers}\r\n`, "ascii"), body]);

/**
 * A hostile but well-framed message: bad JSON, JSON that is not JSON-RPC, requests with params of
 * the wrong shape, answers to nothing, odd headers. (A frame whose length lies, or without a
 * Content-Length, desynchronizes any stdio peer for good: the transport cannot recover from it.)
 */
export function malformedFrame(r: Random, openUri: string | undefined): RawFrame {
  const id = `soak-raw-${++rawId}`;
  const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), "utf8");
  const uri = openUri ?? "file:///soak/none.ts";
  const choices: (() => RawFrame)[] = [
    () => ({ bytes: frame(Buffer.from("{this is not json", "utf8")), what: "bad JSON" }),
    () => ({
      bytes: frame(Buffer.from(r.pick(["42", "null", '"text"', "true", "[]", "{}"]), "utf8")),
      what: "JSON that is not a message",
    }),
    () => ({ bytes: frame(json([{ jsonrpc: "2.0", method: "textDocument/hover", id, params: {} }])), what: "a batch" }),
    () => ({ bytes: frame(Buffer.from([0x7b, 0xff, 0xfe, 0x22, 0xc3, 0x7d])), what: "invalid UTF-8" }),
    () => ({
      bytes: frame(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json({ jsonrpc: "2.0", method: "$/x" })])),
      what: "a byte order mark",
    }),
    () => ({ bytes: frame(Buffer.from("[".repeat(50_000) + "]".repeat(50_000), "utf8")), what: "deep nesting" }),
    () => ({
      bytes: frame(json({ jsonrpc: "2.0", id, method: "textDocument/hover", params: null })),
      id,
      what: "hover, params null",
    }),
    () => ({ bytes: frame(json({ jsonrpc: "2.0", id, method: "textDocument/hover" })), id, what: "hover, no params" }),
    () => ({
      bytes: frame(json({ jsonrpc: "2.0", id, method: "textDocument/hover", params: [uri, 0, 0] })),
      id,
      what: "hover, params by position",
    }),
    () => ({
      bytes: frame(
        json({
          jsonrpc: "2.0",
          id,
          method: "textDocument/codeAction",
          params: { textDocument: { uri }, range: { start: { line: "a" }, end: 5 }, context: 7 },
        }),
      ),
      id,
      what: "codeAction, range of the wrong shape",
    }),
    () => ({
      bytes: frame(
        json({
          jsonrpc: "2.0",
          id,
          method: "textDocument/hover",
          params: { textDocument: { uri: "x".repeat(1_000_000) }, position: { line: 0, character: 0 } },
        }),
      ),
      id,
      what: "hover, a 1 MB uri",
    }),
    () => ({
      bytes: frame(json({ jsonrpc: "2.0", id, method: "urilint/" + "no".repeat(r.int(5)) })),
      id,
      what: "unknown request",
    }),
    () => ({
      bytes: frame(json({ jsonrpc: "2.0", id: 999_999_999, result: { x: 1 } })),
      what: "an answer to no request",
    }),
    () => ({
      bytes: frame(
        json({ jsonrpc: "2.0", method: "$/cancelRequest", params: r.pick([null, { id: "nope" }, { id: { a: 1 } }]) }),
      ),
      what: "cancel of nothing",
    }),
    () => ({
      bytes: frame(
        json({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument: { uri: 5, text: null } } }),
      ),
      what: "didOpen of the wrong shape",
    }),
    () => ({
      bytes: frame(
        json({
          jsonrpc: "2.0",
          method: "textDocument/didChange",
          params: {
            textDocument: { uri: "file:///soak/never-opened.ts", version: 2 },
            contentChanges: [{ range: { start: { line: "a" } }, text: 3 }],
          },
        }),
      ),
      what: "didChange of a document never opened",
    }),
    () => ({
      bytes: frame(json({ jsonrpc: "2.0", method: "workspace/didChangeConfiguration", params: "junk" })),
      what: "configuration change of the wrong shape",
    }),
    () => ({
      bytes: frame(
        json({
          jsonrpc: "2.0",
          id,
          method: "textDocument/hover",
          params: { textDocument: { uri }, position: { line: 0, character: 0 } },
        }),
        "Content-Type: application/vscode-jsonrpc; charset=latin1\r\nX-Soak: 1\r\n",
      ),
      id,
      what: "odd headers",
    }),
    () => ({
      bytes: frame(
        json({ jsonrpc: "1.0", id, method: "textDocument/documentLink", params: { textDocument: { uri } } }),
      ),
      id,
      what: "jsonrpc 1.0",
    }),
    () => ({
      bytes: frame(
        json({
          jsonrpc: "2.0",
          id,
          method: "workspace/executeCommand",
          params: { command: r.pick(["urilint.applyEdit", "rm -rf"]), arguments: r.pick([[], [null], ["x"]]) },
        }),
      ),
      id,
      what: "executeCommand with junk",
    }),
  ];
  return r.pick(choices)();
}

/** Node options that preload the heap probe into the server (see heap-probe.mjs). */
export const HEAP_PROBE_ARGUMENTS = ["--expose-gc", "--import", new URL("./heap-probe.mjs", import.meta.url).href];

/**
 * The heap a server started with HEAP_PROBE_ARGUMENTS holds after a full garbage collection, in
 * bytes (V8's heap plus the memory outside it that JS objects own, such as buffers).
 */
export async function heapOf(pid: number): Promise<number> {
  const file = join(tmpdir(), `urilint-heap-${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (existsSync(file)) {
      const { heapUsed, external } = JSON.parse(readFileSync(file, "utf8")) as { heapUsed: number; external: number };
      rmSync(file);
      return heapUsed + external;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server (pid ${pid}) wrote no heap figure: was it started with HEAP_PROBE_ARGUMENTS?`);
}
