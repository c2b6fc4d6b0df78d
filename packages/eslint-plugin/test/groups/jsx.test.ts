/**
 * JSX and TSX: URI attributes (`href`, `src`, `action`, `formAction`, `poster`, `xlinkHref`,
 * `<Link to>`), with string values (HTML character references, no backslash escapes) or
 * expression containers. Namespace attributes stay silent.
 */
import invalid from "../../src/rules/no-invalid-uri.js";
import normalizedCase from "../../src/rules/normalized-case.js";
import noLookalike from "../../src/rules/no-uri-lookalike.js";
import { on, ruleTester, suggestion, within } from "../helpers.js";

const href = `const a = <a href="HTTPS://Example.com/">home</a>;`;
const entity = `const a = <a href="https://example.com/?a=1&amp;b=2 3">x</a>;`;
const container = "const img = <img src={`https://CDN.example.com/${name}.png`} />;";
const formAction = `const b = <button formAction="localhost:8080/submit">Go</button>;`;
const tsx = `const Card = (): JSX.Element => <Link to={"/users/" + id + "/a b"} />;`;

ruleTester.run("jsx: normalized-case", normalizedCase, {
  valid: [
    `const svg = <svg xmlns="HTTP://WWW.W3.ORG/2000/svg" />;`,
    `const t = <p title="HTTPS://EXAMPLE.COM is a label">x</p>;`,
  ],
  invalid: [
    {
      // JSX text is text on the page, read as prose (as comments and Markdown text are): the URI in it is found.
      code: `const p = <p>HTTPS://EXAMPLE.COM in text</p>;`,
      output: `const p = <p>https://example.com in text</p>;`,
      errors: [
        { messageId: "scheme-case", ...on(`const p = <p>HTTPS://EXAMPLE.COM in text</p>;`, "HTTPS") },
        { messageId: "host-case", ...on(`const p = <p>HTTPS://EXAMPLE.COM in text</p>;`, "EXAMPLE.COM") },
      ],
    },
    {
      code: href,
      output: `const a = <a href="https://example.com/">home</a>;`,
      errors: [
        { messageId: "scheme-case", ...on(href, "HTTPS") },
        { messageId: "host-case", ...on(href, "E") },
      ],
    },
    {
      code: container,
      output: "const img = <img src={`https://cdn.example.com/${name}.png`} />;",
      errors: [{ messageId: "host-case", ...on(container, "CDN") }],
    },
    {
      filename: "card.tsx",
      code: `const Card = (): JSX.Element => <a href="https://EXAMPLE.com/" />;`,
      output: `const Card = (): JSX.Element => <a href="https://example.com/" />;`,
      errors: [
        {
          messageId: "host-case",
          ...on(`const Card = (): JSX.Element => <a href="https://EXAMPLE.com/" />;`, "EXAMPLE"),
        },
      ],
    },
  ],
});

ruleTester.run("jsx: no-invalid-uri", invalid, {
  valid: [`const a = <a href="https://example.com/?a=1&amp;b=2">x</a>;`],
  invalid: [
    {
      // &amp; is one "&" of the value; the space after it is found at its own column.
      code: entity,
      output: null,
      errors: [
        {
          messageId: "whitespace",
          ...within(entity, "b=2 3", " "),
          suggestions: [
            suggestion("Percent-encode as %20", `const a = <a href="https://example.com/?a=1&amp;b=2%203">x</a>;`),
          ],
        },
      ],
    },
    {
      filename: "card.tsx",
      code: tsx,
      output: null,
      errors: [
        {
          messageId: "whitespace",
          ...within(tsx, "/a b", " "),
          suggestions: [
            suggestion(
              "Percent-encode as %20",
              `const Card = (): JSX.Element => <Link to={"/users/" + id + "/a%20b"} />;`,
            ),
          ],
        },
      ],
    },
  ],
});

ruleTester.run("jsx: no-uri-lookalike", noLookalike, {
  valid: [],
  invalid: [
    {
      code: formAction,
      output: null,
      errors: [
        {
          messageId: "host-port-without-scheme",
          ...on(formAction, "localhost:8080"),
          suggestions: [
            suggestion(
              "Add the scheme 'http://'",
              `const b = <button formAction="http://localhost:8080/submit">Go</button>;`,
            ),
            suggestion(
              "Add the scheme 'https://'",
              `const b = <button formAction="https://localhost:8080/submit">Go</button>;`,
            ),
          ],
        },
      ],
    },
  ],
});
