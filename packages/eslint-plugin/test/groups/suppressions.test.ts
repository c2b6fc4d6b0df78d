/**
 * `urilint-disable…` comments, which the language server and the `urilint` command read too, in
 * every language ESLint lints here: each silences exactly the lines and rules it names. ESLint's own
 * `eslint-disable…` comments are ESLint's to apply (they are tested by the differential test of
 * the three front-ends).
 */
import normalizedCase from "../../src/rules/normalized-case.js";
import {
  cssTester,
  htmlTester,
  jsonTester,
  markdownTester,
  on,
  ruleTester,
  tomlTester,
  yamlTester,
} from "../helpers.js";

const upper = 'const api = "HTTP://example.com/";';
const errorsOn = (code: string, occurrence = 1) => [
  { messageId: "scheme-case" as const, ...on(code, "HTTP", occurrence) },
];
const fix = (code: string) => code.replaceAll("HTTP://", "http://");

ruleTester.run("suppressions: JavaScript", normalizedCase, {
  valid: [
    `${upper} // urilint-disable-line`,
    `${upper} // urilint-disable-line normalized-case`,
    `${upper} /* urilint-disable-line urilint/normalized-case -- a negative fixture */`,
    `${upper} // urilint-disable-line scheme-case`,
    `// urilint-disable-next-line\n${upper}`,
    `/* urilint-disable */\n${upper}\n${upper}`,
    // Line comments count for urilint's own words (ESLint's need block comments).
    `// urilint-disable normalized-case\n${upper}`,
  ],
  invalid: [
    // Another rule or code named: this rule still reports.
    {
      code: `${upper} // urilint-disable-line no-default-port`,
      output: fix(`${upper} // urilint-disable-line no-default-port`),
      errors: errorsOn(`${upper} // urilint-disable-line no-default-port`),
    },
    {
      code: `${upper} // urilint-disable-line host-case`,
      output: fix(`${upper} // urilint-disable-line host-case`),
      errors: errorsOn(`${upper} // urilint-disable-line host-case`),
    },
    // The next line only; and a block ends at its enable comment.
    (() => {
      const code = `// urilint-disable-next-line\n${upper}\n${upper}`;
      return {
        code,
        output: `// urilint-disable-next-line\n${upper}\n${fix(upper)}`,
        errors: [{ messageId: "scheme-case" as const, ...on(code, "HTTP", 2) }],
      };
    })(),
    (() => {
      const code = `/* urilint-disable */\n${upper}\n/* urilint-enable */\n${upper}`;
      return {
        code,
        output: `/* urilint-disable */\n${upper}\n/* urilint-enable */\n${fix(upper)}`,
        errors: [{ messageId: "scheme-case" as const, ...on(code, "HTTP", 2) }],
      };
    })(),
    // Not a directive: the word must come first.
    {
      code: `${upper} // see urilint-disable-line`,
      output: fix(`${upper} // see urilint-disable-line`),
      errors: errorsOn(`${upper} // see urilint-disable-line`),
    },
  ],
});

jsonTester.run("suppressions: JSONC", normalizedCase as never, {
  valid: [
    `{\n  // urilint-disable-next-line normalized-case\n  "homepage": "HTTP://example.com/"\n}`,
    `{ "homepage": "HTTP://example.com/" /* urilint-disable-line */ }`,
  ],
  invalid: [],
});

markdownTester.run("suppressions: Markdown", normalizedCase as never, {
  valid: [
    "<!-- urilint-disable-next-line normalized-case -->\nSee <HTTP://example.com/>.\n",
    "See <HTTP://example.com/>. <!-- urilint-disable-line -->\n",
    "<!-- urilint-disable -->\n\nSee <HTTP://example.com/>.\n\nAnd <HTTP://example.org/>.\n",
  ],
  invalid: [
    (() => {
      const code =
        "<!-- urilint-disable-next-line normalized-case -->\nSee <HTTP://example.com/>.\n\nAnd <HTTP://example.org/>.\n";
      return {
        code,
        output: code.replace("HTTP://example.org", "http://example.org"),
        errors: [{ messageId: "scheme-case" as const, ...on(code, "HTTP", 2) }],
      };
    })(),
  ],
});

yamlTester.run("suppressions: YAML", normalizedCase as never, {
  valid: [
    "url: HTTP://example.com/ # urilint-disable-line\n",
    "# urilint-disable-next-line scheme-case\nurl: HTTP://example.com/\n",
    "# urilint-disable normalized-case -- fixtures\na: HTTP://example.com/\nb: HTTP://example.org/\n",
  ],
  invalid: [
    (() => {
      const code = "# urilint-disable-next-line\na: HTTP://example.com/\nb: HTTP://example.org/\n";
      return {
        code,
        output: code.replace("HTTP://example.org", "http://example.org"),
        errors: [{ messageId: "scheme-case" as const, ...on(code, "HTTP", 2) }],
      };
    })(),
  ],
});

tomlTester.run("suppressions: TOML", normalizedCase as never, {
  valid: ['homepage = "HTTP://example.com/" # urilint-disable-line normalized-case\n'],
  invalid: [
    (() => {
      const code = 'homepage = "HTTP://example.com/" # urilint-disable-line no-invalid-uri\n';
      return {
        code,
        output: code.replace("HTTP://", "http://"),
        errors: [{ messageId: "scheme-case" as const, ...on(code, "HTTP") }],
      };
    })(),
  ],
});

cssTester.run("suppressions: CSS", normalizedCase as never, {
  valid: ["/* urilint-disable-next-line normalized-case */\na { background: url(HTTP://example.com/a.png); }\n"],
  invalid: [
    (() => {
      const code = "/* urilint-disable-next-line no-invalid-uri */\na { background: url(HTTP://example.com/a.png); }\n";
      return {
        code,
        output: code.replace("HTTP://", "http://"),
        errors: [{ messageId: "scheme-case" as const, ...on(code, "HTTP") }],
      };
    })(),
  ],
});

htmlTester.run("suppressions: HTML", normalizedCase as never, {
  valid: [
    '<a href="HTTP://example.com/">a</a> <!-- urilint-disable-line -->\n',
    '<!-- urilint-disable -->\n<a href="HTTP://example.com/">a</a>\n',
  ],
  invalid: [
    (() => {
      const code = '<!-- urilint-disable-next-line -->\n<p>x</p>\n<a href="HTTP://example.com/">a</a>\n';
      return {
        code,
        output: code.replace("HTTP://", "http://"),
        errors: [{ messageId: "scheme-case" as const, ...on(code, "HTTP") }],
      };
    })(),
  ],
});
