/**
 * Concatenations: `"https://" + host + "/x"` is one URI whose non-literal operands are holes.
 * A finding may span several literals (its range then covers the holes between them), but a fix
 * lands inside one literal or is not offered.
 */
import invalid from "../../src/rules/no-invalid-uri.js";
import normalizedCase from "../../src/rules/normalized-case.js";
import noDefaultPort from "../../src/rules/no-default-port.js";
import noLookalike from "../../src/rules/no-uri-lookalike.js";
import { on, ruleTester, suggestion, within } from "../helpers.js";

const port = `fetch("https://" + host + ":443/api/" + id);`;
const twoLiterals = `const apiUrl = "HTTPS://" + "EXAMPLE.com/";`;
const space = `fetch(base + "/my file.txt");`;
const lookalike = `fetch("localhost:3000" + "/api");`;

ruleTester.run("concatenation: no-default-port", noDefaultPort, {
  valid: [`fetch("https://" + host + port + "/");`],
  invalid: [
    {
      code: port,
      output: `fetch("https://" + host + "/api/" + id);`,
      errors: [{ messageId: "default-port", data: { port: "443", scheme: "https" }, ...on(port, ":443") }],
    },
  ],
});

ruleTester.run("concatenation: normalized-case", normalizedCase, {
  valid: [`fetch("https://" + HOST + "/A/B");`],
  invalid: [
    {
      code: twoLiterals,
      output: `const apiUrl = "https://" + "example.com/";`,
      errors: [
        { messageId: "scheme-case", ...on(twoLiterals, "HTTPS") },
        { messageId: "host-case", ...on(twoLiterals, "EXAMPLE") },
      ],
    },
  ],
});

ruleTester.run("concatenation: no-invalid-uri", invalid, {
  valid: [`fetch("https://example.com/" + encodeURIComponent(name));`],
  invalid: [
    {
      code: space,
      output: null,
      errors: [
        {
          messageId: "whitespace",
          ...within(space, "my file", " "),
          suggestions: [suggestion("Percent-encode as %20", `fetch(base + "/my%20file.txt");`)],
        },
      ],
    },
  ],
});

ruleTester.run("concatenation: no-uri-lookalike", noLookalike, {
  valid: [],
  invalid: [
    {
      code: lookalike,
      output: null,
      errors: [
        {
          messageId: "host-port-without-scheme",
          ...on(lookalike, "localhost:3000"),
          suggestions: [
            suggestion("Add the scheme 'http://'", `fetch("http://localhost:3000" + "/api");`),
            suggestion("Add the scheme 'https://'", `fetch("https://localhost:3000" + "/api");`),
          ],
        },
      ],
    },
  ],
});
