import rule from "../../src/rules/no-uri-lookalike.js";
import { on, ruleTester, suggestion } from "../helpers.js";

const hostPort = `fetch("localhost:3000/api/forecast");`;
const windows = `window.open("C:\\\\Users\\\\me\\\\report.pdf");`;
const scp = `const repository = new URL("git@github.com:urilint/urilint.git");`;

ruleTester.run("no-uri-lookalike", rule, {
  valid: [
    // Only where a URI is expected: a plain string is a host and port, a path, an address.
    `const server = "localhost:3000";`,
    `const path = "C:\\\\Users\\\\me";`,
    // A name alone does not make a one-letter scheme a URI mistake; a sink does.
    `const fileUrl = "C:\\\\Users\\\\me";`,
    `const remote = "git@github.com:urilint/urilint.git";`,
    // git and npm take scp-style remotes where a remote is named: only a required URI makes it a mistake.
    `const repositoryUrl = "git@github.com:urilint/urilint.git";`,
    `const image = "redis:6379";`,
    `fetch("http://localhost:3000/api");`,
  ],
  invalid: [
    {
      code: hostPort,
      output: null,
      errors: [
        {
          messageId: "host-port-without-scheme",
          data: { text: "localhost:3000", scheme: "localhost", suggested: "http://localhost:3000" },
          ...on(hostPort, "localhost:3000"),
          suggestions: [
            suggestion("Add the scheme 'http://'", `fetch("http://localhost:3000/api/forecast");`),
            suggestion("Add the scheme 'https://'", `fetch("https://localhost:3000/api/forecast");`),
          ],
        },
      ],
    },
    {
      code: windows,
      output: null,
      errors: [
        {
          messageId: "windows-path",
          data: { suggested: "file:///C:/Users/me/report.pdf" },
          ...on(windows, "C:"),
          suggestions: [suggestion("Write it as a file: URI", `window.open("file:///C:/Users/me/report.pdf");`)],
        },
      ],
    },
    {
      code: scp,
      output: null,
      errors: [
        {
          messageId: "scp-like",
          data: { suggested: "ssh://git@github.com/urilint/urilint.git" },
          ...on(scp, ":"),
          suggestions: [
            suggestion(
              "Write it as an ssh:// URI",
              `const repository = new URL("ssh://git@github.com/urilint/urilint.git");`,
            ),
          ],
        },
      ],
    },
  ],
});
