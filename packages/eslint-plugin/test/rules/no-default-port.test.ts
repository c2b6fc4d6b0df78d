import rule from "../../src/rules/no-default-port.js";
import { on, ruleTester } from "../helpers.js";

const https = `fetch("https://api.example.com:443/v1/health");`;
const http = `const href = "http://example.com:80/x";`;
const ws = `new WebSocket("ws://example.com:80/socket");`;
const empty = `const url = "https://example.com:/x";`;

ruleTester.run("no-default-port", rule, {
  valid: [
    `fetch("https://api.example.com:8443/");`,
    `fetch("http://example.com:443/");`,
    `fetch("https://example.com/");`,
    // Databases define their own defaults: no URI specification says 5432 is implied.
    `const DATABASE_URL = "postgres://db.example.com:5432/app";`,
  ],
  invalid: [
    {
      code: https,
      output: `fetch("https://api.example.com/v1/health");`,
      errors: [
        { messageId: "default-port", data: { port: "443", scheme: "https" }, ...on(https, ":443"), suggestions: null },
      ],
    },
    {
      code: http,
      output: `const href = "http://example.com/x";`,
      errors: [{ messageId: "default-port", data: { port: "80", scheme: "http" }, ...on(http, ":80") }],
    },
    {
      code: ws,
      output: `new WebSocket("ws://example.com/socket");`,
      errors: [{ messageId: "default-port", data: { port: "80", scheme: "ws" }, ...on(ws, ":80") }],
    },
    {
      code: empty,
      output: `const url = "https://example.com/x";`,
      errors: [{ messageId: "empty-port", data: {}, ...on(empty, ":", 2) }],
    },
  ],
});
