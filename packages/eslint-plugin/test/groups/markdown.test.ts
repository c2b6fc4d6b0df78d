/**
 * Markdown through @eslint/markdown: link, image and definition destinations, and autolinks.
 * Ranges and fixes go through backslash escapes and character references.
 */
import invalid from "../../src/rules/no-invalid-uri.js";
import normalizedCase from "../../src/rules/normalized-case.js";
import noDefaultPort from "../../src/rules/no-default-port.js";
import { markdownTester, on, suggestion, within } from "../helpers.js";

const link = `See [the docs](HTTPS://Docs.example.com/a\\(b\\) "Title").`;
const image = `![diagram](<https://example.com/my diagram.png>)`;
const autolink = `Mail <https://EXAMPLE.com:443/> or https://Other.example.com/.`;
const definition = `Text.\n\n[docs]:\n  https://EXAMPLE.com/&amp;x "t"\n`;
const nested = `[a [b] \`]\` c](https://example.com:443/)`;

markdownTester.run("markdown: normalized-case", normalizedCase as never, {
  valid: [
    `# Key:Value, TODO: x and og:title in a heading are text`,
    `<a href="HTTPS://EXAMPLE.COM">raw HTML is left to HTML tools</a>`,
    "`HTTPS://EXAMPLE.COM` in code is code",
    "```js\nfetch('HTTPS://EXAMPLE.COM');\n```",
    `[a link](#Section-Anchor)`,
    `[ref][Other]\n\n[other]: ./Docs/README.md`,
  ],
  invalid: [
    {
      code: link,
      output: `See [the docs](https://docs.example.com/a\\(b\\) "Title").`,
      errors: [
        { messageId: "scheme-case", ...on(link, "HTTPS") },
        { messageId: "host-case", ...on(link, "D") },
      ],
    },
    {
      code: definition,
      output: `Text.\n\n[docs]:\n  https://example.com/&amp;x "t"\n`,
      errors: [{ messageId: "host-case", ...on(definition, "EXAMPLE") }],
    },
    {
      code: autolink,
      output: `Mail <https://example.com:443/> or https://other.example.com/.`,
      errors: [
        { messageId: "host-case", ...on(autolink, "EXAMPLE") },
        { messageId: "host-case", ...on(autolink, "O") },
      ],
    },
  ],
});

markdownTester.run("markdown: no-default-port", noDefaultPort as never, {
  valid: [],
  invalid: [
    {
      // Brackets and a code span in the link text do not end it early.
      code: nested,
      output: `[a [b] \`]\` c](https://example.com/)`,
      errors: [{ messageId: "default-port", ...on(nested, ":443") }],
    },
  ],
});

markdownTester.run("markdown: no-invalid-uri", invalid as never, {
  valid: [`[ok](<https://example.com/a%20b>)`],
  invalid: [
    {
      code: image,
      output: null,
      errors: [
        {
          messageId: "whitespace",
          ...within(image, "my diagram", " "),
          suggestions: [suggestion("Percent-encode as %20", `![diagram](<https://example.com/my%20diagram.png>)`)],
        },
      ],
    },
  ],
});
