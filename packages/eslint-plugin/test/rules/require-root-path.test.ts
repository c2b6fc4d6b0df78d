import rule from "../../src/rules/require-root-path.js";
import { before, ruleTester } from "../helpers.js";

const bare = `fetch("https://example.com");`;
const query = `fetch("https://example.com?q=1");`;

ruleTester.run("require-root-path", rule, {
  valid: [`fetch("https://example.com/");`, `fetch("mailto:a@example.com");`, `fetch("file:///etc/hosts");`],
  invalid: [
    {
      code: bare,
      output: `fetch("https://example.com/");`,
      errors: [{ messageId: "empty-path", data: { scheme: "https" }, ...before(bare, `");`) }],
    },
    {
      code: query,
      output: `fetch("https://example.com/?q=1");`,
      errors: [{ messageId: "empty-path", data: { scheme: "https" }, ...before(query, "?q") }],
    },
  ],
});
