/**
 * Strings that look like URIs and are not, or URIs that are fine as written: every rule of the
 * `all` config must stay silent on each: the traps users of URL linters complain about.
 */
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";

const linter = new Linter();
const all = plugin.configs.all as Linter.Config;

function lint(code: string, filename: string, config: Linter.Config[]): string[] {
  return linter.verify(code, config, filename).map((m) => `${m.ruleId ?? "parser"}: ${m.message}`);
}

const javascript: readonly (readonly [string, string])[] = [
  // Module specifiers.
  ["node: import", `import fs from "node:fs";`],
  ["npm: import", `import x from "npm:left-pad@1";`],
  ["jsr: import", `import { join } from "jsr:@std/path";`],
  ["URL import", `import x from "https://deno.land/std/path/mod.ts";`],
  ["require", `const fs = require("node:fs");`],
  ["dynamic import", `await import("node:fs/promises");`],
  ["export from", `export * from "npm:x";`],
  ["vi.mock", `vi.mock("node:fs");`],
  ["require.resolve", `require.resolve("C:/x");`],
  // Windows paths.
  ["Windows path", `const dir = "C:\\\\Users\\\\me";`],
  ["Windows path with slashes", `const dir = "C:/Users/me";`],
  ["Windows path under a URL name", `const fileUrl = "C:/Users/me";`],
  ["drive letter", `const d = "D:";`],
  // host:port and labels outside URI contexts.
  ["host:port", `const server = "localhost:3000";`],
  ["host:port in listen", `app.listen("localhost:3000");`],
  ["docker image", `const image = "redis:7-alpine";`],
  ["docker image with port-like tag", `const image = "postgres:16";`],
  ["key:value", `const pair = "key:value";`],
  ["Open Graph", `meta.setAttribute("property", "og:title");`],
  ["error message", `throw new Error("Error: failed to fetch");`],
  ["TODO label", `const note = "TODO: x";`],
  ["label with colon", `const s = "Note:";`],
  ["time", `const t = "12:30";`],
  ["time with seconds", `const t = "10:30:00";`],
  ["ratio", `const r = "16:9";`],
  ["namespaced event", `emitter.on("user:login", handler);`],
  ["CSS pseudo", `document.querySelector("a:hover");`],
  ["CSS selector with URL", `document.querySelector('a[href^="http://"]');`],
  ["i18n key", `t("errors:url.invalid");`],
  ["digest", `const d = "sha256:abcdef0123";`],
  ["capitalised label", `const l = "Mailto:";`],
  ["protocol value", `if (location.protocol === "https:") {}`],
  ["protocol prefix", `const prefix = "https://";`],
  // Prose.
  ["prose with a URL", `console.log("See https://EXAMPLE.com:443/a for details");`],
  ["prose in a sink's non-URI argument", `fetch(url, { body: "Visit HTTPS://EXAMPLE.COM today" });`],
  ["prose under a URL name", `const urlHelp = "Enter a URL like https://example.com";`],
  ["message under url key", `const messages = { url: "Please enter a valid URL" };`],
  ["trailing newline", `process.stdout.write("https://EXAMPLE.com\\n");`],
  // XML, SVG and schema identifiers.
  ["SVG namespace", `const NS = "http://www.w3.org/2000/svg";`],
  ["createElementNS", `document.createElementNS("http://www.w3.org/2000/svg", "svg");`],
  ["setAttributeNS", `el.setAttributeNS("http://www.w3.org/1999/xlink", "xlink:href", "#a");`],
  ["XHTML", `const x = "http://www.w3.org/1999/xhtml";`],
  ["XML-DSig", `const d = "http://www.w3.org/2000/09/xmldsig#";`],
  ["RDF", `const rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";`],
  ["SOAP", `const soap = "http://schemas.xmlsoap.org/soap/envelope/";`],
  ["xmlns key", `const attrs = { xmlns: "http://www.w3.org/2000/svg" };`],
  ["$schema", `const schema = { $schema: "http://json-schema.org/draft-07/schema#" };`],
  ["JSON-LD context", `const ld = { "@context": "https://schema.org", "@type": "Person" };`],
  ["namespaceURI", `const namespaceURI = "HTTP://EXAMPLE.COM/NS";`],
  // Search patterns and comparisons.
  ["startsWith", `if (url.startsWith("http://")) {}`],
  ["includes", `if (s.includes("HTTPS://")) {}`],
  ["replace", `const secure = url.replace("http://", "https://");`],
  ["split", `const [scheme] = url.split("://");`],
  ["indexOf", `url.indexOf("http://localhost:3000");`],
  ["strict equality", `if (url === "HTTPS://EXAMPLE.COM:443/") {}`],
  ["switch case", `switch (origin) { case "HTTP://EXAMPLE.COM": break; }`],
  ["RegExp source", `const re = new RegExp("https?://EXAMPLE\\\\.com");`],
  ["regex literal", `const re = /HTTPS:\\/\\/EXAMPLE.COM:443/;`],
  ["test expectation", `expect(normalize("HTTP://X:80/")).toBe("http://x/");`],
  ["assertion", `assert.equal(normalize("HTTP://X:80/"), "http://x/");`],
  // Templates and placeholders.
  ["template host", "fetch(`https://${host}/api`);"],
  ["template scheme", "fetch(`${scheme}://${host}:${port}/`);"],
  ["brace placeholder", `const url = "https://{tenant}.example.com/{id}";`],
  ["mustache placeholder", `const url = "https://{{ host }}/api";`],
  ["angle placeholder", `const url = "https://<host>:8080/";`],
  ["printf", `const url = util.format("%s://%s/", scheme, host);`],
  ["env var in a string", `const url = "postgres://user:$DB_PASSWORD@db/app";`],
  ["route pattern", `app.get("/users/:id", handler);`],
  ["route pattern in fetch", `fetch("/users/:id");`],
  // Relative references are URIs, and fine.
  ["absolute path", `fetch("/api/x");`],
  ["relative path", `fetch("api/users?page=2");`],
  ["query only", `fetch("?page=2");`],
  ["fragment only", `location.hash = "#top"; location.href = "#top";`],
  ["dot relative path", `fetch("./data.json");`],
  ["dot-dot relative path", `fetch("../data.json");`],
  ["module-relative URL", `new URL("./worker.js", import.meta.url);`],
  ["empty string", `fetch("");`],
  // Other things that are not URIs.
  ["MIME type", `headers.set("Content-Type", "application/json; charset=utf-8");`],
  ["email", `const email = "user@example.com";`],
  ["scp-like outside a sink", `const remote = "git@github.com:org/repo.git";`],
  ["data: URI", `img.src = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'></svg>";`],
  ["javascript: URL", `a.href = "javascript:void(0)";`],
  ["URLSearchParams", `new URLSearchParams("q=a b&x=%zz");`],
  ["object key", `const routes = { "HTTPS://EXAMPLE.COM:443/": handler };`],
  ["directive", `"use strict";`],
  ["type literal", `type Scheme = "http:" | "https:";`],
  ["tagged template", "const q = sql`SELECT 'HTTPS://EXAMPLE.COM:443/'`;"],
  ["String.raw", "const p = String.raw`C:\\Users\\me`;"],
  // Valid URIs in normal form: nothing to say.
  ["normal https URI", `fetch("https://example.com/a/b?c=d#e");`],
  ["percent-encoded path", `fetch("https://example.com/caf%C3%A9");`],
  ["IPv6", `fetch("http://[2001:db8::1]:8080/");`],
  ["IPv4", `fetch("http://192.168.0.1/");`],
  ["special-use names", `fetch("http://169.254.169.254/latest/meta-data/");`],
  ["mongodb seed list", `const url = "mongodb://h1.example.com,h2.example.com,h3.example.com/db";`],
  ["postgres socket", `const url = "postgres://user@/db?host=/var/run/postgresql";`],
  ["placeholder password", `const url = "postgres://user:password@db/app";`],
  ["user equals password", `const url = "amqp://guest:guest@localhost:5672/";`],
  ["mailto", `a.href = "mailto:team@example.com?subject=Hi";`],
  ["tel", `a.href = "tel:+1-555-0100";`],
  ["urn", `const id = "urn:isbn:0451450523";`],
];

describe("the false-positive suite (JavaScript and TypeScript)", () => {
  const config: Linter.Config[] = [{ ...all, files: ["**/*.ts"], languageOptions: { parser: tsParser } }];
  it.each(javascript)("%s", (_name, code) => {
    expect(lint(code, "file.ts", config)).toEqual([]);
  });
});

describe("the false-positive suite (JSON)", () => {
  const config: Linter.Config[] = [
    { plugins: { json } },
    plugin.configs.json as Linter.Config,
    plugin.configs.json5 as Linter.Config,
    { ...all, files: ["**/*.json"] },
  ];
  it.each([
    ["keys", `{ "HTTPS://EXAMPLE.COM:443/": 1 }`],
    ["dependencies", `{ "dependencies": { "a": "file:../a", "b": "github:o/r", "c": "npm:x@1", "d": "workspace:*" } }`],
    ["scripts", `{ "scripts": { "start": "serve -l tcp://localhost:3000" } }`],
    ["$schema", `{ "$schema": "HTTP://JSON-SCHEMA.ORG/schema" }`],
    ["labels", `{ "title": "Error: failed", "time": "12:30", "image": "redis:6379" }`],
    ["prose", `{ "description": "Docs at HTTPS://EXAMPLE.COM:443/ and more" }`],
  ])("%s", (_name, code) => {
    expect(lint(code, "package.json", config)).toEqual([]);
  });
});

describe("the false-positive suite (Markdown)", () => {
  const config: Linter.Config[] = [
    { plugins: { markdown } },
    plugin.configs.markdown as Linter.Config,
    { ...all, files: ["**/*.md"] },
  ];
  it.each([
    ["text", `Key:Value, 12:30 and TODO: x are text.`],
    ["code span", "`HTTPS://EXAMPLE.COM:443/` is code."],
    ["fenced code", "```\nfetch('HTTPS://EXAMPLE.COM:443/')\n```"],
    ["relative links", `[a](./docs/a.md) [b](../b.md#Section) [c](#top)`],
    ["e-mail autolink", `<team@example.com>`],
    ["www literal", `www.example.com`],
    ["reference link", `[text][ref]\n\n[ref]: https://example.com/`],
  ])("%s", (_name, code) => {
    expect(lint(code, "README.md", config)).toEqual([]);
  });
});
