import rule from "../../src/rules/no-confusable-host.js";
import { on, ruleTester } from "../helpers.js";

const mixed = `fetch("https://\u0430pple.com/login");`;
const ascii = `fetch("https://xn--pple-43d.com/login");`;
const whole = `const home = "https://\u0430\u0440\u0440\u04cf\u0435.com/";`;

ruleTester.run("no-confusable-host", rule, {
  valid: [
    `fetch("https://apple.com/");`,
    `fetch("https://пример.рф/");`,
    `fetch("https://bücher.de/");`,
    `fetch("https://例子.测试/");`,
    `fetch("https://ドメイン名例.jp/");`,
    `fetch("https://日本語abc.jp/");`,
  ],
  invalid: [
    {
      code: mixed,
      errors: [
        {
          messageId: "mixed-script-host",
          data: { label: "\u0430pple", scripts: "Cyrillic and Latin", ascii: "xn--pple-43d" },
          ...on(mixed, "\u0430pple"),
        },
      ],
    },
    { code: ascii, errors: [{ messageId: "mixed-script-host", ...on(ascii, "xn--pple-43d") }] },
    {
      code: whole,
      errors: [
        {
          messageId: "confusable-host",
          data: {
            label: "\u0430\u0440\u0440\u04cf\u0435",
            script: "Cyrillic",
            lookalike: "appie",
            ascii: "xn--80ak6aa92e",
          },
          ...on(whole, "\u0430\u0440\u0440\u04cf\u0435"),
        },
      ],
    },
  ],
});
