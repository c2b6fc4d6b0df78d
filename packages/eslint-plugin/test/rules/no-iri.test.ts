import rule from "../../src/rules/no-iri.js";
import { on, ruleTester, suggestion, within } from "../helpers.js";

const path = `fetch("https://bücher.de/straße");`;
const han = `const docs = "https://例子.测试/";`;
const escaped = `fetch("https://b\\u00FCcher.de/");`;
const secret = `fetch("https://user:pässwort@bücher.de/");`;

ruleTester.run("no-iri", rule, {
  valid: [
    `fetch("https://xn--bcher-kva.de/stra%C3%9Fe");`,
    `fetch("https://example.com/");`,
    // Not an IRI: private use outside the query is no-invalid-uri's non-ascii.
    `fetch("https://example.com/\\uE000");`,
    // No ASCII form: no-unusable-authority's invalid-idna, nothing to offer here.
    `fetch("https://xn--abc-.dü/");`,
  ],
  invalid: [
    {
      code: path,
      output: null,
      errors: [
        {
          messageId: "iri",
          data: { uri: "https://xn--bcher-kva.de/stra%C3%9Fe" },
          ...on(path, "ücher.de/straß"),
          suggestions: [
            suggestion("Write the URI form (RFC 3987 3.1)", `fetch("https://xn--bcher-kva.de/stra%C3%9Fe");`),
          ],
        },
      ],
    },
    {
      code: han,
      options: [{ fix: true }],
      output: `const docs = "https://xn--fsqu00a.xn--0zwm56d/";`,
      errors: [{ messageId: "iri", data: { uri: "https://xn--fsqu00a.xn--0zwm56d/" }, ...on(han, "例子.测试") }],
    },
    {
      // The range and the repair go through the escape as written.
      code: escaped,
      output: null,
      errors: [
        {
          messageId: "iri",
          ...on(escaped, "\\u00FC"),
          suggestions: [suggestion("Write the URI form (RFC 3987 3.1)", `fetch("https://xn--bcher-kva.de/");`)],
        },
      ],
    },
    {
      code: secret,
      output: null,
      errors: [
        {
          messageId: "iri",
          data: { uri: "https://user:(hidden)@xn--bcher-kva.de/" },
          ...within(secret, "pässwort@bücher", "ässwort@bü"),
          // The URI form percent-encodes the password: a repair may not write any of it.
          suggestions: [],
        },
      ],
    },
  ],
});
