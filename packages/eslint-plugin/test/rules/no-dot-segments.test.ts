import rule from "../../src/rules/no-dot-segments.js";
import { check } from "@urilint/core";
import { on, ruleTester, suggestion } from "../helpers.js";

/**
 * The rule reports the core's finding unchanged: its span (mapped into the source) and its data.
 * Which part of the path the core underlines is the core's decision, tested there.
 */
const uri = "https://example.com/app/../auth/./login";
const finding = check(uri).find((f) => f.code === "dot-segments")!;
const underlined = uri.slice(finding.start, finding.end);

const dots = `const url = new URL("${uri}");`;

ruleTester.run("no-dot-segments", rule, {
  valid: [
    `fetch("https://example.com/a/b");`,
    // Relative references keep their dots: they mean something until resolved.
    `fetch("../api/users");`,
    `fetch("./data.json");`,
    `fetch("https://example.com/.well-known/security.txt");`,
  ],
  invalid: [
    {
      code: dots,
      output: null,
      errors: [
        {
          messageId: "dot-segments",
          data: finding.data,
          ...on(dots, underlined),
          suggestions: [
            suggestion("Remove the dot segments", `const url = new URL("https://example.com/auth/login");`),
          ],
        },
      ],
    },
    {
      // Opt in to --fix.
      code: dots,
      options: [{ fix: true }],
      output: `const url = new URL("https://example.com/auth/login");`,
      errors: [{ messageId: "dot-segments", ...on(dots, underlined), suggestions: null }],
    },
  ],
});
