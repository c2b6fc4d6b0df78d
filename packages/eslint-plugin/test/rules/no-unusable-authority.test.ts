import rule from "../../src/rules/no-unusable-authority.js";
import { on, ruleTester } from "../helpers.js";

const port = `fetch("http://example.com:70000/");`;
const notUtf8 = `fetch("http://%ff.example/");`;
const long = `fetch("https://${"a".repeat(250)}.example/");`;

ruleTester.run("no-unusable-authority", rule, {
  valid: [`fetch("http://example.com:65535/");`, `fetch("http://caf%C3%A9.example/");`],
  invalid: [
    { code: port, errors: [{ messageId: "port-out-of-range", data: { port: "70000" }, ...on(port, "70000") }] },
    { code: notUtf8, errors: [{ messageId: "host-not-utf8", data: {}, ...on(notUtf8, "%ff") }] },
    {
      code: long,
      errors: [{ messageId: "reg-name-too-long", data: { length: "258" }, ...on(long, `${"a".repeat(250)}.example`) }],
    },
  ],
});
