/**
 * Ranges and fixes through the spelling of string literals: the report underlines the escape
 * that spells the faulty character, and a fix is spelled for the quote it lands in.
 */
import invalid from "../../src/rules/no-invalid-uri.js";
import normalizedCase from "../../src/rules/normalized-case.js";
import noDefaultPort from "../../src/rules/no-default-port.js";
import { on, ruleTester, suggestion, within } from "../helpers.js";

const unicodeSlashes = `fetch('https:\\u002F\\u002FAPI.example.com/');`;
const hexEscape = `fetch("https://\\x41PI.example.com/");`;
// A plane-15 private-use character: not ASCII, and not allowed in an IRI path either.
const codePoint = `fetch("https://example.com/\\u{F0000}");`;
const continuation = `fetch("https://EXAMPLE.com:443\\\n/x");`;
const escapedQuote = `fetch('https://example.com/it\\'s here');`;
const tab = `fetch("https://example.com/a\\tb");`;
const doubleQuoteFix = `fetch("https://example.com/\\"quoted\\"");`;

ruleTester.run("escapes: normalized-case", normalizedCase, {
  valid: [],
  invalid: [
    {
      // The host starts after two \u002F escapes; the range is the host's own spelling.
      code: unicodeSlashes,
      output: `fetch('https:\\u002F\\u002Fapi.example.com/');`,
      errors: [{ messageId: "host-case", ...on(unicodeSlashes, "API") }],
    },
    {
      // \x41 spells "A": the range covers the escape, the fix replaces it.
      code: hexEscape,
      output: `fetch("https://api.example.com/");`,
      errors: [{ messageId: "host-case", ...on(hexEscape, "\\x41PI") }],
    },
  ],
});

ruleTester.run("escapes: no-default-port", noDefaultPort, {
  valid: [],
  invalid: [
    {
      // A line continuation spells nothing; the port before it is found and removed.
      code: continuation,
      output: `fetch("https://EXAMPLE.com\\\n/x");`,
      errors: [{ messageId: "default-port", ...on(continuation, ":443") }],
    },
  ],
});

ruleTester.run("escapes: no-invalid-uri", invalid, {
  valid: [],
  invalid: [
    {
      // One code point spelled by one escape that yields two UTF-16 units.
      code: codePoint,
      output: null,
      errors: [
        {
          messageId: "non-ascii",
          data: { char: "'\u{F0000}'", encoded: "%F3%B0%80%80" },
          ...on(codePoint, "\\u{F0000}"),
          suggestions: [suggestion("Percent-encode as %F3%B0%80%80", `fetch("https://example.com/%F3%B0%80%80");`)],
        },
      ],
    },
    {
      code: escapedQuote,
      output: null,
      errors: [
        {
          messageId: "whitespace",
          ...within(escapedQuote, "s here", " "),
          suggestions: [suggestion("Percent-encode as %20", `fetch('https://example.com/it\\'s%20here');`)],
        },
      ],
    },
    {
      code: tab,
      output: null,
      errors: [
        {
          messageId: "control-character",
          ...on(tab, "\\t"),
          suggestions: [suggestion("Percent-encode as %09", `fetch("https://example.com/a%09b");`)],
        },
      ],
    },
    {
      // The replacement holds no quote, but the escaped quotes around it stay escaped.
      code: doubleQuoteFix,
      output: null,
      errors: [
        {
          messageId: "invalid-character",
          ...on(doubleQuoteFix, '\\"', 1),
          suggestions: [suggestion("Percent-encode as %22", `fetch("https://example.com/%22quoted\\"");`)],
        },
        {
          messageId: "invalid-character",
          ...on(doubleQuoteFix, '\\"', 2),
          suggestions: [suggestion("Percent-encode as %22", `fetch("https://example.com/\\"quoted%22");`)],
        },
      ],
    },
  ],
});
