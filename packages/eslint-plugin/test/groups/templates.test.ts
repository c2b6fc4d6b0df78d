/**
 * Template literals: each quasi is a literal piece, each `${...}` one opaque hole. A finding never
 * overlaps a hole, and a fix never spans one.
 */
import invalid from "../../src/rules/no-invalid-uri.js";
import normalizedCase from "../../src/rules/normalized-case.js";
import noDefaultPort from "../../src/rules/no-default-port.js";
import noPassword from "../../src/rules/no-plaintext-password.js";
import { on, ruleTester, suggestion } from "../helpers.js";

const hostHole = "fetch(`https://${host}:443/v1/${path}`);";
const schemeCase = "fetch(`HTTPS://api.example.com/users/${id}`);";
const multiline = "fetch(`https://example.com/a\nb`);";
const spaceInQuasi = "fetch(`https://example.com/${dir}/my file.txt`);";

ruleTester.run("templates: no-default-port", noDefaultPort, {
  valid: [
    // The port is a hole: unknown, so never reported.
    "fetch(`https://example.com:${port}/`);",
  ],
  invalid: [
    {
      code: hostHole,
      output: "fetch(`https://${host}/v1/${path}`);",
      errors: [{ messageId: "default-port", data: { port: "443", scheme: "https" }, ...on(hostHole, ":443") }],
    },
  ],
});

ruleTester.run("templates: normalized-case", normalizedCase, {
  valid: [
    // The host is a hole: its case is unknown.
    "fetch(`https://${HOST}/`);",
    "fetch(`${SCHEME}://example.com/`);",
  ],
  invalid: [
    {
      code: schemeCase,
      output: "fetch(`https://api.example.com/users/${id}`);",
      errors: [{ messageId: "scheme-case", data: { normal: "https" }, ...on(schemeCase, "HTTPS") }],
    },
  ],
});

ruleTester.run("templates: no-invalid-uri", invalid, {
  valid: [
    "fetch(`${origin}${path}?${query}`);",
    "fetch(`https://${user}:${password}@${host}/`);",
    // Placeholders in the text are holes too.
    "fetch(`https://{tenant}.example.com/${path}`);",
  ],
  invalid: [
    {
      code: spaceInQuasi,
      output: null,
      errors: [
        {
          messageId: "whitespace",
          ...on(spaceInQuasi, " "),
          suggestions: [suggestion("Percent-encode as %20", "fetch(`https://example.com/${dir}/my%20file.txt`);")],
        },
      ],
    },
    {
      // A raw line break in a template is a LF in the value; the range is the line break itself.
      code: multiline,
      output: null,
      errors: [
        {
          messageId: "control-character",
          line: 1,
          column: 29,
          endLine: 2,
          endColumn: 1,
          suggestions: [suggestion("Percent-encode as %0A", "fetch(`https://example.com/a%0Ab`);")],
        },
      ],
    },
  ],
});

ruleTester.run("templates: no-plaintext-password", noPassword, {
  valid: ["fetch(`https://user:${secret}@example.com/`);", "fetch(`https://${credentials}@example.com/`);"],
  invalid: [],
});
