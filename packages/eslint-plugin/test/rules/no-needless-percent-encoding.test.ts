import rule from "../../src/rules/no-needless-percent-encoding.js";
import { on, ruleTester } from "../helpers.js";

const tilde = `fetch("https://example.com/%7Euser/a%2Db");`;

ruleTester.run("no-needless-percent-encoding", rule, {
  valid: [
    `fetch("https://example.com/a%2Fb");`,
    `fetch("https://example.com/a%20b");`,
    `fetch("https://example.com/%25");`,
  ],
  invalid: [
    {
      code: tilde,
      output: `fetch("https://example.com/~user/a-b");`,
      errors: [
        { messageId: "unreserved-percent-encoded", data: { encoded: "%7E", char: "~" }, ...on(tilde, "%7E") },
        { messageId: "unreserved-percent-encoded", data: { encoded: "%2D", char: "-" }, ...on(tilde, "%2D") },
      ],
    },
  ],
});
