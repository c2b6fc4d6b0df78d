/**
 * JSON, JSONC and JSON5 through @eslint/json: values, never keys; ranges and fixes through JSON
 * string escapes; package.json's URL fields are URIs by format, its dependency fields are not.
 */
import invalid from "../../src/rules/no-invalid-uri.js";
import normalizedCase from "../../src/rules/normalized-case.js";
import noDefaultPort from "../../src/rules/no-default-port.js";
import noPassword from "../../src/rules/no-plaintext-password.js";
import noLookalike from "../../src/rules/no-uri-lookalike.js";
import { json5Tester, jsonTester, on, suggestion, within } from "../helpers.js";

const homepage = `{ "homepage": "HTTPS://Example.com/", "name": "x" }`;
const escaped = `{ "url": "https:\\/\\/EXAMPLE.com\\u002Fdocs" }`;
const nested = `{\n  "bugs": { "url": "https://github.com:443/o/r/issues" },\n  "repository": { "type": "git", "url": "git+https://github.com:443/o/r.git" }\n}`;
const password = `{ "database": { "url": "postgres://app:hunter2@db.example.com/app" } }`;
const space = `// comment: JSONC\n{ "links": { "docsUrl": "https://example.com/a b" } }`;
const lookalike = `{ "homepage": "example.com:8080" }`;
const json5 = `{ apiUrl: 'HTTPS://example.com/', note: 'it\\'s' }`;

jsonTester.run("json: normalized-case", normalizedCase as never, {
  valid: [
    // Keys are never URIs.
    `{ "HTTPS://EXAMPLE.COM/": "value" }`,
    // $schema and JSON-LD identifiers are not locations.
    `{ "$schema": "HTTP://JSON-SCHEMA.ORG/draft-07/schema#" }`,
    `{ "@context": "HTTPS://SCHEMA.ORG" }`,
    // A value that is not a URI by name or content.
    `{ "title": "Key:Value", "time": "12:30" }`,
  ],
  invalid: [
    {
      filename: "package.json",
      code: homepage,
      output: `{ "homepage": "https://example.com/", "name": "x" }`,
      errors: [
        { messageId: "scheme-case", data: { normal: "https" }, ...on(homepage, "HTTPS") },
        { messageId: "host-case", data: { normal: "example.com" }, ...on(homepage, "E") },
      ],
    },
    {
      // "\/" spells "/", "\u002F" spells "/": the host's range is its own spelling.
      code: escaped,
      output: `{ "url": "https:\\/\\/example.com\\u002Fdocs" }`,
      errors: [{ messageId: "host-case", ...on(escaped, "EXAMPLE") }],
    },
  ],
});

jsonTester.run("json: no-default-port", noDefaultPort as never, {
  valid: [],
  invalid: [
    {
      filename: "package.json",
      code: nested,
      // git+https has no default port of its own (no specification defines one): only bugs.url.
      output: nested.replace(":443", ""),
      errors: [{ messageId: "default-port", data: { port: "443", scheme: "https" }, ...on(nested, ":443", 1) }],
    },
  ],
});

jsonTester.run("json: no-plaintext-password", noPassword as never, {
  valid: [`{ "url": "postgres://app:\${DB_PASSWORD}@db.example.com/app" }`],
  invalid: [
    {
      code: password,
      output: null,
      errors: [
        {
          messageId: "plaintext-password",
          data: {},
          ...on(password, "hunter2"),
          // JSON cannot read the environment: only the removal is offered.
          suggestions: [
            suggestion("Remove the password", `{ "database": { "url": "postgres://app@db.example.com/app" } }`),
          ],
        },
      ],
    },
  ],
});

jsonTester.run("json: no-invalid-uri", invalid as never, {
  valid: [
    `{ "dependencies": { "a": "file:../a b", "b": "npm:b@1", "c": "workspace:*" } }`,
    `{ "description": "See https://example.com/a b for more" }`,
    `{ "links": ["https://example.com/a b is the page"] }`,
  ],
  invalid: [
    {
      // A whole value that is one URI with a space inside its path is reported by its content alone.
      code: `{ "links": ["https://example.com/a b"] }`,
      output: null,
      errors: [
        {
          messageId: "whitespace",
          ...within(`{ "links": ["https://example.com/a b"] }`, "a b", " "),
          suggestions: 1 as never,
        },
      ],
    },
    {
      filename: "settings.json",
      code: space,
      output: null,
      errors: [
        {
          messageId: "whitespace",
          ...within(space, "a b", " "),
          suggestions: [
            suggestion(
              "Percent-encode as %20",
              `// comment: JSONC\n{ "links": { "docsUrl": "https://example.com/a%20b" } }`,
            ),
          ],
        },
      ],
    },
  ],
});

jsonTester.run("json: no-uri-lookalike", noLookalike as never, {
  valid: [`{ "server": "localhost:3000" }`],
  invalid: [
    {
      filename: "package.json",
      code: lookalike,
      output: null,
      errors: [
        {
          messageId: "host-port-without-scheme",
          ...on(lookalike, "example.com:8080"),
          suggestions: [
            suggestion("Add the scheme 'http://'", `{ "homepage": "http://example.com:8080" }`),
            suggestion("Add the scheme 'https://'", `{ "homepage": "https://example.com:8080" }`),
          ],
        },
      ],
    },
  ],
});

json5Tester.run("json5: normalized-case", normalizedCase as never, {
  valid: [],
  invalid: [
    {
      code: json5,
      output: `{ apiUrl: 'https://example.com/', note: 'it\\'s' }`,
      errors: [{ messageId: "scheme-case", ...on(json5, "HTTPS") }],
    },
  ],
});
