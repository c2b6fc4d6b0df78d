/**
 * CSS and HTML through ESLint's languages (@eslint/css, @html-eslint/eslint-plugin): read by
 * @urilint/scan as the language server and the `urilint` command read them, so ranges go through
 * CSS escapes and HTML character references, fixes are re-spelled for quoted and unquoted url()
 * and attributes, and the traps stay silent.
 */
import noDefaultPort from "../../src/rules/no-default-port.js";
import invalid from "../../src/rules/no-invalid-uri.js";
import normalizedCase from "../../src/rules/normalized-case.js";
import noPassword from "../../src/rules/no-plaintext-password.js";
import { cssTester, htmlTester, on, suggestion } from "../helpers.js";

const sheet = 'a { background: url("HTTPS://Example.com:443/a.png"); }\n';
const unquoted = "a { background: url(HTTP://example.com/\\2F x.png); }\n";
const cssTraps = [
  "@namespace svg url(http://www.w3.org/2000/svg);",
  "a { fill: url(#gradient); }",
  'b { background: url("data:image/png;base64,iVBORw0KGgo="); }',
  "c { background: url(../img/a.png); }",
  '[href^="HTTP://"] { color: red; }',
  "",
].join("\n");

cssTester.run("css: normalized-case", normalizedCase as never, {
  valid: [cssTraps],
  invalid: [
    {
      code: sheet,
      output: sheet.replace("HTTPS://Example.com", "https://example.com"),
      errors: [
        { messageId: "scheme-case", ...on(sheet, "HTTPS") },
        { messageId: "host-case", ...on(sheet, "E") },
      ],
    },
    {
      // "\2F " is "/" in CSS: the fix keeps the escape as written.
      code: unquoted,
      output: unquoted.replace("HTTP://", "http://"),
      errors: [{ messageId: "scheme-case", ...on(unquoted, "HTTP") }],
    },
  ],
});

cssTester.run("css: no-default-port", noDefaultPort as never, {
  valid: [],
  invalid: [
    { code: sheet, output: sheet.replace(":443", ""), errors: [{ messageId: "default-port", ...on(sheet, ":443") }] },
  ],
});

const page = '<a href="HTTP://Example.com/?a=1&amp;b=2">docs</a>\n';
const space = '<img src="https://example.com/a b.png">\n';
const password = '<a href="ftp://reader:s3cret@files.example.org/pub">files</a>\n';
const htmlTraps = [
  '<html xmlns="http://www.w3.org/1999/xhtml">',
  '<a href="#top">top</a> <a href="javascript:void(0)">x</a> <a href="mailto:a@example.com">m</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<a href="{{ url }}">t</a> <a href="{% url \'home\' %}">h</a> <a href="">e</a>',
  "</html>",
  "",
].join("\n");

htmlTester.run("html: normalized-case", normalizedCase as never, {
  valid: [htmlTraps],
  invalid: [
    {
      // "&amp;" is "&": the range and the fix stay on the source spelling.
      code: page,
      output: '<a href="http://example.com/?a=1&amp;b=2">docs</a>\n',
      errors: [
        { messageId: "scheme-case", ...on(page, "HTTP") },
        { messageId: "host-case", ...on(page, "E") },
      ],
    },
  ],
});

htmlTester.run("html: no-invalid-uri", invalid as never, {
  valid: [htmlTraps],
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

htmlTester.run("html: no-plaintext-password", noPassword as never, {
  valid: [],
  invalid: [
    {
      code: password,
      errors: [
        {
          messageId: "plaintext-password",
          ...on(password, "s3cret"),
          suggestions: [suggestion("Remove the password", password.replace(":s3cret", ""))],
        },
      ],
    },
  ],
});
