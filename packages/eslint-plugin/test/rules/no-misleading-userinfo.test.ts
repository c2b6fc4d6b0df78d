import rule from "../../src/rules/no-misleading-userinfo.js";
import { on, ruleTester, suggestion } from "../helpers.js";

const disguise = `const link = "http://www.paypal.com@evil.example/login";`;
const delimiter = `fetch("http://user@mail@example.com/");`;

ruleTester.run("no-misleading-userinfo", rule, {
  valid: [
    `fetch("https://user@example.com/");`,
    // An e-mail address as user name is not a host disguise.
    `fetch("imap://john%40example.com@mail.example.com/");`,
  ],
  invalid: [
    {
      code: disguise,
      output: null,
      errors: [
        {
          messageId: "misleading-userinfo",
          data: { host: "evil.example" },
          ...on(disguise, "www.paypal.com"),
          suggestions: null,
        },
      ],
    },
    {
      code: delimiter,
      output: null,
      errors: [
        {
          messageId: "userinfo-delimiter",
          data: { char: "'@'", encoded: "%40" },
          ...on(delimiter, "@", 1),
          suggestions: [suggestion("Percent-encode the '@' as %40", `fetch("http://user%40mail@example.com/");`)],
        },
      ],
    },
  ],
});
