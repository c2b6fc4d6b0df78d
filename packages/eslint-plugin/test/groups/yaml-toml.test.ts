/**
 * YAML and TOML through ESLint's languages (eslint-plugin-yml, eslint-plugin-toml): the plugin
 * reads these files with @urilint/scan, as the language server and the `urilint` command do, so
 * the ranges go through each language's quoting and escapes, the fixes are re-spelled for it,
 * and the traps of compose, CI and manifest files stay silent.
 */
import noDefaultPort from "../../src/rules/no-default-port.js";
import invalid from "../../src/rules/no-invalid-uri.js";
import normalizedCase from "../../src/rules/normalized-case.js";
import noPassword from "../../src/rules/no-plaintext-password.js";
import noNeedlessEncoding from "../../src/rules/no-needless-percent-encoding.js";
import { on, suggestion, tomlTester, yamlTester } from "../helpers.js";

const compose = [
  "services:",
  "  api:",
  "    image: node:20-alpine",
  '    ports: ["3000:3000"]',
  "    environment:",
  "      API_URL: HTTP://Api.Example.COM/v1",
  "",
].join("\n");
const doubleQuoted = 'docs: "https://Example.com/a\\x2Fb\\u0041"\n';
const singleQuoted = "docs: 'https://Example.com/it''s'\n";
const space = 'callback: "https://example.com/cb?next=a b"\n';
const password = "database:\n  url: postgres://app:hunter2@db.example.com/app\n";
const traps = [
  "apiVersion: apps/v1",
  "steps:",
  "  - uses: actions/checkout@v4",
  "  - run: curl -f http://localhost:3000/health",
  "    env:",
  "      DEPLOY_URL: ${{ secrets.DEPLOY_URL }}",
  "values:",
  "  url: '{{ .Values.url }}'",
  "  image: postgres:16",
  '  ports: ["3000:3000"]',
  "  database: postgres://app:${DB_PASSWORD}@db/app",
  "",
].join("\n");

yamlTester.run("yaml: normalized-case", normalizedCase as never, {
  valid: [traps, "$schema: https://json.schemastore.org/github-workflow.json\n"],
  invalid: [
    {
      code: compose,
      output: compose.replace("HTTP://Api.Example.COM", "http://api.example.com"),
      errors: [
        { messageId: "scheme-case", ...on(compose, "HTTP") },
        { messageId: "host-case", ...on(compose, "Api.Example.COM") },
      ],
    },
    {
      // A double-quoted scalar: "\x2F" spells "/" and "\u0041" spells "A"; the host's range is its own spelling.
      code: doubleQuoted,
      output: 'docs: "https://example.com/a\\x2Fb\\u0041"\n',
      errors: [{ messageId: "host-case", ...on(doubleQuoted, "E") }],
    },
    {
      // A single-quoted scalar: '' is one quote, and the fix keeps it doubled.
      code: singleQuoted,
      output: "docs: 'https://example.com/it''s'\n",
      errors: [{ messageId: "host-case", ...on(singleQuoted, "E") }],
    },
  ],
});

yamlTester.run("yaml: no-invalid-uri", invalid as never, {
  valid: [traps],
  invalid: [
    {
      code: space,
      errors: [
        {
          messageId: "whitespace",
          ...on(space, " ", 2),
          suggestions: [suggestion("Percent-encode as %20", space.replace("a b", "a%20b"))],
        },
      ],
    },
  ],
});

yamlTester.run("yaml: no-plaintext-password", noPassword as never, {
  valid: [traps, "database:\n  url: postgres://app:changeme@db/app\n"],
  invalid: [
    {
      code: password,
      errors: [
        {
          messageId: "plaintext-password",
          ...on(password, "hunter2"),
          suggestions: [suggestion("Remove the password", "database:\n  url: postgres://app@db.example.com/app\n")],
        },
      ],
    },
  ],
});

const cargo = '[package]\nname = "x"\nhomepage = "HTTPS://Example.com:443/"\nrepository = \'https://github.com/o/r\'\n';
const basic = 'url = "https://example.com/\\u0041%7e"\n';

tomlTester.run("toml: normalized-case", normalizedCase as never, {
  valid: ['[tool.poetry.dependencies]\npython = "^3.11"\n', '["https://EXAMPLE.com/"]\nx = 1\n'],
  invalid: [
    {
      code: cargo,
      output: cargo.replace("HTTPS://Example.com", "https://example.com"),
      errors: [
        { messageId: "scheme-case", ...on(cargo, "HTTPS") },
        { messageId: "host-case", ...on(cargo, "E") },
      ],
    },
  ],
});

tomlTester.run("toml: no-default-port", noDefaultPort as never, {
  valid: [],
  invalid: [
    { code: cargo, output: cargo.replace(":443", ""), errors: [{ messageId: "default-port", ...on(cargo, ":443") }] },
  ],
});

tomlTester.run("toml: no-needless-percent-encoding", noNeedlessEncoding as never, {
  valid: [],
  invalid: [
    {
      // "\u0041" in a basic string is "A": the finding and the fix land after it, on "%7e".
      code: basic,
      output: 'url = "https://example.com/\\u0041~"\n',
      errors: [{ messageId: "unreserved-percent-encoded", ...on(basic, "%7e") }],
    },
  ],
});
