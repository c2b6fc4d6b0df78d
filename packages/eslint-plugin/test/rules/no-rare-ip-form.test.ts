import rule from "../../src/rules/no-rare-ip-form.js";
import { on, ruleTester, suggestion } from "../helpers.js";

const hex = `fetch("http://0x7f000001/admin");`;
const octal = `const apiUrl = "http://10.0.0.010/";`;

ruleTester.run("no-rare-ip-form", rule, {
  valid: [`fetch("http://127.0.0.1/");`, `fetch("http://10.0.0.10/");`, `fetch("http://example.com/");`],
  invalid: [
    {
      code: hex,
      output: null,
      errors: [
        {
          messageId: "rare-ip-form",
          data: { host: "0x7f000001", address: "127.0.0.1" },
          ...on(hex, "0x7f000001"),
          suggestions: [suggestion("Write the address as 127.0.0.1", `fetch("http://127.0.0.1/admin");`)],
        },
      ],
    },
    {
      code: octal,
      output: null,
      errors: [
        {
          messageId: "rare-ip-form",
          data: { host: "10.0.0.010", address: "10.0.0.8" },
          ...on(octal, "10.0.0.010"),
          suggestions: [suggestion("Write the address as 10.0.0.8", `const apiUrl = "http://10.0.0.8/";`)],
        },
      ],
    },
  ],
});
