import rule from "../../src/rules/normalized-ipv6.js";
import { on, ruleTester, suggestion } from "../helpers.js";

const zeros = `fetch("http://[2001:db8:0:0:0:0:0:1]:8080/");`;

ruleTester.run("normalized-ipv6", rule, {
  valid: [`fetch("http://[2001:db8::1]:8080/");`, `fetch("http://[::1]/");`],
  invalid: [
    {
      code: zeros,
      output: null,
      errors: [
        {
          messageId: "ipv6-text",
          ...on(zeros, "0:0:0:0:0"),
          suggestions: [suggestion("Write the IPv6 address in RFC 5952 form", `fetch("http://[2001:db8::1]:8080/");`)],
        },
      ],
    },
    {
      code: zeros,
      options: [{ fix: true }],
      output: `fetch("http://[2001:db8::1]:8080/");`,
      errors: [{ messageId: "ipv6-text", ...on(zeros, "0:0:0:0:0"), suggestions: null }],
    },
  ],
});
