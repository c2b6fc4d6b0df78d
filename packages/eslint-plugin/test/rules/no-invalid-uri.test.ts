import rule from "../../src/rules/no-invalid-uri.js";
import { on, ruleTester, suggestion, under } from "../helpers.js";

const space = `fetch("https://example.com/a b");`;
const percent = `const apiUrl = "https://example.com/offers?min=100%";`;
const port = `new URL("http://example.com:8a/");`;
const ipLiteral = `fetch("http://[::1/status");`;
const backslash = `const href = "https://example.com/a\\\\b";`;
const surrounding = `const url = " https://example.com/";`;
const nonAscii = `fetch("https://example.com/café");`;
const colon = `fetch("1x:y/z");`;

ruleTester.run("no-invalid-uri", rule, {
  valid: [
    `fetch("https://example.com/a%20b");`,
    `fetch("/api/users/:id");`,
    `fetch("./relative/path?q=1#top");`,
    `fetch("mailto:team@example.com");`,
    // Prose is not a URI outside a URI context.
    `console.log("Fetching https://example.com/a b failed");`,
  ],
  invalid: [
    {
      code: space,
      output: null,
      errors: [{
        messageId: "whitespace",
        data: { char: "a space", encoded: "%20" },
        ...under(space, `                            ^`),
        suggestions: [suggestion("Percent-encode as %20", `fetch("https://example.com/a%20b");`)],
      }],
    },
    {
      code: percent,
      output: null,
      errors: [{
        messageId: "invalid-percent-encoding",
        data: {},
        ...on(percent, "%"),
        suggestions: [suggestion("Encode the '%' as %25", `const apiUrl = "https://example.com/offers?min=100%25";`)],
      }],
    },
    {
      code: port,
      output: null,
      errors: [{ messageId: "invalid-port", data: { char: "'a'" }, ...under(port, `                             ^`), suggestions: null }],
    },
    {
      code: ipLiteral,
      output: null,
      errors: [{ messageId: "invalid-ip-literal", data: { reason: "the closing ']' is missing" }, ...on(ipLiteral, "[::1") }],
    },
    {
      code: backslash,
      output: null,
      errors: [{
        messageId: "backslash",
        data: {},
        ...on(backslash, "\\\\"),
        suggestions: [
          suggestion("Replace the backslash with '/'", `const href = "https://example.com/a/b";`),
          suggestion("Percent-encode as %5C", `const href = "https://example.com/a%5Cb";`),
        ],
      }],
    },
    {
      code: surrounding,
      output: null,
      errors: [{
        messageId: "surrounding-whitespace",
        data: {},
        ...under(surrounding, `             ^`),
        suggestions: [suggestion("Remove the surrounding whitespace", `const url = "https://example.com/";`)],
      }],
    },
    {
      code: nonAscii,
      output: null,
      errors: [{
        messageId: "non-ascii",
        data: { char: "'é'", encoded: "%C3%A9" },
        ...on(nonAscii, "é"),
        suggestions: [suggestion("Percent-encode as %C3%A9", `fetch("https://example.com/caf%C3%A9");`)],
      }],
    },
    {
      code: colon,
      output: null,
      errors: [{
        messageId: "colon-in-first-segment",
        data: {},
        ...under(colon, `         ^`),
        suggestions: [suggestion("Write './' before the path", `fetch("./1x:y/z");`)],
      }],
    },
  ],
});
