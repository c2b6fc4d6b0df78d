/**
 * Snippets of real Rust, cut from the development corpus (seanmonstar/reqwest and servo/rust-url,
 * MIT or Apache-2.0; each row names its file and line; a statement is put in a function of its
 * own), with what the scanner reports on them and a person's verdict on each report.
 */
import type { Case } from "../../support/real-cases.js";

const inFunction = (body: string): string => `fn f() {\n${body}\n}\n`;

export const CASES: readonly Case[] = [
  {
    from: "reqwest src/async_impl/request.rs:828",
    source: inFunction('    let some_url = "https://Aladdin:open sesame@localhost/";'),
    reports: ["plaintext-password: ***********", "whitespace:  "],
    verdict: "right, test data: a password, and a space in it",
  },
  {
    from: "reqwest src/proxy.rs:915",
    source: inFunction('    let m = Proxy::all("https://letme:in@yo.local")\n        .unwrap();'),
    reports: ["plaintext-password: **"],
    verdict: "right, test data: a proxy's password",
  },
  {
    from: "reqwest tests/blocking.rs:13",
    source: inFunction('    let url = format!("http://{}/text", server.addr());'),
    reports: [],
    verdict: "none: a format!'s field is a hole",
  },
  {
    from: "reqwest tests/brotli.rs:29",
    source: inFunction('    let res = client\n        .head(&format!("http://{}/brotli", server.addr()))\n        .send();'),
    reports: [],
    verdict: "none: a format!'s field is a hole",
  },
  {
    from: "reqwest tests/redirect.rs:291",
    source: inFunction('    let res = http::Response::builder()\n        .header("location", "http://www.yikes{KABOOM}");'),
    reports: [],
    verdict: "none: {KABOOM} reads as a placeholder",
  },
  {
    from: "rust-url url/src/quirks.rs:21",
    source: "/// Internal components / offsets of a URL.\n///\n/// https://user@pass:example.com:1234/foo/bar?baz#quux\npub struct Internals {}\n",
    reports: ["invalid-port: example.com:1234"],
    verdict: "right: the doc's example writes `user@pass:` for `user:pass@`, a port that is no number",
  },
  {
    from: "rust-url url/tests/unit.rs:1398",
    source: inFunction('    let url = Url::parse("http://localhost/a b").unwrap();\n    assert_eq!(url.path(), "/a%20b");'),
    reports: ["whitespace:  "],
    verdict: "right, test data: a space in a URL parsed",
  },
  {
    from: "rust-url url/tests/unit.rs:1400",
    source: inFunction('    let url = Url::parse("http://localhost/a\\"b").unwrap();'),
    reports: ['invalid-character: \\"'],
    verdict: "right, test data: a quote in a path, its escape's range",
  },
  {
    from: "rust-url url/tests/unit.rs:590",
    source: inFunction('    let origins_to_compare = [\n        Url::parse("http://example.net:80/").unwrap().origin(),\n    ];'),
    reports: ["default-port: :80"],
    verdict: "right, test data: http's default port written",
  },
  {
    from: "rust-url url_debug_tests/tests/debugger_visualizer.rs:98",
    source: inFunction('    let url_with_base_replaced = base_url.join("http://[::127.0.0.1]").unwrap();'),
    reports: ["ipv6-text: 127.0.0."],
    verdict: "right, test data: an IPv4 tail in an IPv6 address",
  },
  {
    from: "rust-url url/src/slicing.rs:4",
    source:
      "// Copyright 2016 The rust-url developers.\n//\n// Licensed under the Apache License, Version 2.0 <LICENSE-APACHE or\n// http://www.apache.org/licenses/LICENSE-2.0> or the MIT license\n// <LICENSE-MIT or http://opensource.org/licenses/MIT>, at your\n// option.\n",
    reports: [],
    verdict: "none: a licence header's links",
  },
  {
    from: "rust-url url/tests/unit.rs:364",
    source: inFunction(
      '    assert_host(\n        "http://0x1.0X23.0x21.061",\n        Host::Ipv4(Ipv4Addr::new(1, 35, 33, 49)),\n    );\n    assert_host("http://0x1232131", Host::Ipv4(Ipv4Addr::new(1, 35, 33, 49)));',
    ),
    reports: ["rare-ip-form: 0x1.0X23.0x21.061", "rare-ip-form: 0x1232131"],
    verdict:
      "right, test data: hexadecimal IPv4 hosts in rust-url's own assertion, where only what a resolver reads otherwise is reported (not the host's letter case)",
  },
  {
    from: "rust-url url/tests/unit.rs:637",
    source: inFunction(
      '    let data = [\n        ("http://😅.com", "http://😅.com"),\n        ("https://user@😅.com", "https://😅.com"),\n    ];',
    ),
    reports: ["iri: 😅", "iri: 😅", "iri: 😅", "iri: 😅"],
    verdict: "right, test data: hosts outside ASCII (IRIs), a test's table of them",
  },
  {
    from: "rust-url url/src/lib.rs:986",
    source:
      '    /// let url = Url::parse("http://àlex.рф.example.com:80/foo")?;\n    /// assert_eq!(url.authority(), "xn--lex-8ka.xn--p1ai.example.com");\n    fn authority() {}\n',
    reports: ["iri: àlex.рф", "default-port: :80"],
    verdict: "right: a doc's example, an IRI with http's default port (the doc shows the parser normalizing both)",
  },
  {
    from: "rust-url url/tests/unit.rs:1060",
    source: inFunction('    let mut url = Url::parse("m://").unwrap();'),
    reports: ["windows-path: m:"],
    verdict: "wrong: a one-letter scheme given to a URL parser is read as a Windows drive (the core's windows-path check)",
  },
];
