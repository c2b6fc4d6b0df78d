/**
 * Markdown through @eslint/markdown: link, image and definition destinations, autolinks, HTML and
 * fenced code blocks, read by @urilint/scan from ESLint's tree. Ranges and fixes go through
 * backslash escapes, character references and the prefixes of block quotes and list items.
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
const html = `<a href="HTTPS://EXAMPLE.COM">HTML in Markdown</a>`;
const fenced = "- item\n\n  > ```js\n  > fetch('HTTPS://EXAMPLE.COM/');\n  > ```";

markdownTester.run("markdown: normalized-case", normalizedCase as never, {
  valid: [
    `# Key:Value, TODO: x and og:title in a heading are text`,
    "`HTTPS://EXAMPLE.COM` in code is code",
    "    fetch('HTTPS://EXAMPLE.COM'); // an indented block names no language",
    "```python\nrequests.get('HTTPS://EXAMPLE.COM')\n```",
    "$$ \\href{HTTPS://EXAMPLE.COM}{x} $$",
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
      // HTML is read by the HTML reader, as in an .html file.
      code: html,
      output: `<a href="https://example.com">HTML in Markdown</a>`,
      errors: [
        { messageId: "scheme-case", ...on(html, "HTTPS") },
        { messageId: "host-case", ...on(html, "EXAMPLE.COM") },
      ],
    },
    {
      // A fenced block is read as the language its info string names, at its place in the file.
      code: fenced,
      output: "- item\n\n  > ```js\n  > fetch('https://example.com/');\n  > ```",
      errors: [
        { messageId: "scheme-case", ...on(fenced, "HTTPS") },
        { messageId: "host-case", ...on(fenced, "EXAMPLE.COM") },
      ],
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
