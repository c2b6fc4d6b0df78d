/**
 * The detection options, as rule options and as shared `settings.urilint`: more sinks, more
 * schemes, ignore patterns; and `settings.urilint.zoneIdentifiers`. They are the language server's
 * settings names.
 */
import invalidUri from "../../src/rules/no-invalid-uri.js";
import normalizedIpv6 from "../../src/rules/normalized-ipv6.js";
import noLookalike from "../../src/rules/no-uri-lookalike.js";
import needless from "../../src/rules/no-needless-percent-encoding.js";
import normalizedCase from "../../src/rules/normalized-case.js";
import { on, ruleTester, suggestion } from "../helpers.js";

const custom = `api.request("localhost:3000/users");`;
const second = `client.send(payload, "localhost:3000/users");`;
const scheme = `const deepLink = "myapp:open/%7Eitem";`;

ruleTester.run("options: sinks", noLookalike, {
  valid: [
    // Not a sink without the option.
    custom,
    { code: second, options: [{ sinks: ["client.send"] }] },
  ],
  invalid: [
    {
      code: custom,
      options: [{ sinks: ["api.request"] }],
      errors: [
        {
          messageId: "host-port-without-scheme",
          ...on(custom, "localhost:3000"),
          suggestions: [
            suggestion("Add the scheme 'http://'", `api.request("http://localhost:3000/users");`),
            suggestion("Add the scheme 'https://'", `api.request("https://localhost:3000/users");`),
          ],
        },
      ],
    },
    {
      code: `this.api.request("localhost:3000/users");`,
      settings: { urilint: { sinks: ["api.request"] } },
      errors: [{ messageId: "host-port-without-scheme", suggestions: 2 as never }],
    },
    {
      code: second,
      options: [{ sinks: [{ callee: "client.send", arguments: [1] }] }],
      errors: [{ messageId: "host-port-without-scheme", ...on(second, "localhost:3000"), suggestions: 2 as never }],
    },
  ],
});

ruleTester.run("options: ignore", normalizedCase, {
  valid: [
    { code: `fetch("HTTPS://LEGACY.example.com/");`, options: [{ ignore: ["^HTTPS://LEGACY\\."] }] },
    { code: `fetch("HTTPS://LEGACY.example.com/");`, settings: { urilint: { ignore: ["LEGACY"] } } },
  ],
  invalid: [
    {
      code: `fetch("HTTPS://LEGACY.example.com/");`,
      options: [{ ignore: ["^https://other\\."] }],
      output: `fetch("https://legacy.example.com/");`,
      errors: [{ messageId: "scheme-case" }, { messageId: "host-case" }],
    },
  ],
});

ruleTester.run("options: schemes", needless, {
  valid: [
    // "myapp:" is not a scheme urilint knows: without the option the string is not a URI.
    scheme,
  ],
  invalid: [
    {
      code: scheme,
      options: [{ schemes: ["myapp"] }],
      output: `const deepLink = "myapp:open/~item";`,
      errors: [{ messageId: "unreserved-percent-encoded", data: { encoded: "%7E", char: "~" }, ...on(scheme, "%7E") }],
    },
    {
      code: scheme,
      settings: { urilint: { schemes: ["myapp"] } },
      output: `const deepLink = "myapp:open/~item";`,
      errors: [{ messageId: "unreserved-percent-encoded" }],
    },
  ],
});

const zone = `fetch("http://[fe80::1%25eth0]:8080/");`;

ruleTester.run("settings: zoneIdentifiers (RFC 6874)", invalidUri, {
  valid: [{ code: zone, settings: { urilint: { zoneIdentifiers: true } } }],
  invalid: [
    {
      code: zone,
      errors: [
        {
          messageId: "invalid-ip-literal",
          data: { reason: `zone identifiers ("%25...", RFC 6874) are not part of RFC 3986` },
          ...on(zone, "%25eth0"),
        },
      ],
    },
    {
      code: `fetch("http://[fe80::1%25]/");`,
      settings: { urilint: { zoneIdentifiers: true } },
      errors: [{ messageId: "invalid-ip-literal", data: { reason: "the zone identifier after '%25' is empty" } }],
    },
  ],
});

ruleTester.run("settings: zoneIdentifiers keep the zone as written", normalizedIpv6, {
  valid: [],
  invalid: [
    {
      code: `fetch("http://[fe80:0:0::1%25Eth0]/");`,
      settings: { urilint: { zoneIdentifiers: true } },
      output: null,
      errors: [{ messageId: "ipv6-text", data: { normal: "[fe80::1%25Eth0]" }, suggestions: 1 as never }],
    },
  ],
});
