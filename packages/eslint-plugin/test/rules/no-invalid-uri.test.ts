import rule from "../../src/rules/no-invalid-uri.js";
import { on, ruleTester, suggestion, under } from "../helpers.js";

const space = `fetch("https://example.com/a b");`;
const percent = `const apiUrl = "https://example.com/offers?min=100%";`;
const port = `new URL("http://example.com:8a/");`;
const ipLiteral = `fetch("http://[::1/status");`;
const backslash = `const href = "https://example.com/a\\\\b";`;
const surrounding = `const url = " https://example.com/";`;
// Private use is not allowed in an IRI path either (RFC 3987 2.2: iprivate in the query only).
const nonAscii = `fetch("https://example.com/caf\ue000");`;
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
      errors: [
        {
          messageId: "whitespace",
          data: { char: "a space", encoded: "%20" },
          ...under(space, `                            ^`),
          suggestions: [suggestion("Percent-encode as %20", `fetch("https://example.com/a%20b");`)],
        },
      ],
    },
    {
      code: percent,
      output: null,
      errors: [
        {
          messageId: "invalid-percent-encoding",
          data: {},
          ...on(percent, "%"),
          suggestions: [suggestion("Encode the '%' as %25", `const apiUrl = "https://example.com/offers?min=100%25";`)],
        },
      ],
    },
    {
      code: port,
      output: null,
      errors: [
        {
          messageId: "invalid-port",
          data: { char: "'a'" },
          ...under(port, `                             ^`),
          suggestions: null,
        },
      ],
    },
    {
      code: ipLiteral,
      output: null,
      errors: [
        { messageId: "invalid-ip-literal", data: { reason: "the closing ']' is missing" }, ...on(ipLiteral, "[::1") },
      ],
    },
    {
      code: backslash,
      output: null,
      errors: [
        {
          messageId: "backslash",
          data: {},
          ...on(backslash, "\\\\"),
          suggestions: [
            suggestion("Replace the backslash with '/'", `const href = "https://example.com/a/b";`),
            suggestion("Percent-encode as %5C", `const href = "https://example.com/a%5Cb";`),
          ],
        },
      ],
    },
    {
      code: surrounding,
      output: null,
      errors: [
        {
          messageId: "surrounding-whitespace",
          data: {},
          ...under(surrounding, `             ^`),
          suggestions: [suggestion("Remove the surrounding whitespace", `const url = "https://example.com/";`)],
        },
      ],
    },
    {
      code: nonAscii,
      output: null,
      errors: [
        {
          messageId: "non-ascii",
          data: { char: "'\ue000'", encoded: "%EE%80%80" },
          ...on(nonAscii, "\ue000"),
          suggestions: [suggestion("Percent-encode as %EE%80%80", `fetch("https://example.com/caf%EE%80%80");`)],
        },
      ],
    },
    {
      code: colon,
      output: null,
      errors: [
        {
          messageId: "colon-in-first-segment",
          data: {},
          ...under(colon, `         ^`),
          suggestions: [suggestion("Write './' before the path", `fetch("./1x:y/z");`)],
        },
      ],
    },
  ],
});
