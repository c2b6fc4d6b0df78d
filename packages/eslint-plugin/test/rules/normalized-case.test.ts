import rule from "../../src/rules/normalized-case.js";
import { ruleTester, under } from "../helpers.js";

const upperHost = `const apiUrl = "https://API.Example.com/v1";`;
const upperScheme = `fetch("HTTPS://example.com/");`;
const lowerEscape = `location.href = "https://example.com/caf%c3%a9";`;

ruleTester.run("normalized-case", rule, {
  valid: [
    `fetch("https://example.com/Path/Is/Case-Sensitive?Q=A#F");`,
    `fetch("https://example.com/%C3%A9");`,
    `const label = "HTTPS://EXAMPLE.COM is our site";`,
  ],
  invalid: [
    {
      code: upperHost,
      output: `const apiUrl = "https://api.example.com/v1";`,
      errors: [
        {
          messageId: "host-case",
          data: { normal: "api.example.com" },
          ...under(upperHost, `                        ^^^^^`),
        },
      ],
    },
    {
      code: upperScheme,
      output: `fetch("https://example.com/");`,
      errors: [{ messageId: "scheme-case", data: { normal: "https" }, ...under(upperScheme, `       ^^^^^`) }],
    },
    {
      code: lowerEscape,
      // Touching fixes are applied in two passes (ESLint never merges adjacent ranges).
      output: [`location.href = "https://example.com/caf%C3%a9";`, `location.href = "https://example.com/caf%C3%A9";`],
      errors: [
        {
          messageId: "percent-encoding-case",
          data: { normal: "%C3" },
          ...under(lowerEscape, `                                        ^^^`),
        },
        {
          messageId: "percent-encoding-case",
          data: { normal: "%A9" },
          ...under(lowerEscape, `                                           ^^^`),
        },
      ],
    },
  ],
});
