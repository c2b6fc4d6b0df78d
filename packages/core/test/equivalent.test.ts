import { describe, expect, it } from "vitest";
import { equivalence, equivalent } from "../src/normalize/index.js";

// [a, b, the first rung of RFC 3986 6.2's ladder on which they are equal (undefined: none)]
const LADDER: readonly (readonly [string, string, ReturnType<typeof equivalence>])[] = [
  ["http://a/b", "http://a/b", "simple-string"],
  ["not a uri", "not a uri", "simple-string"],
  // 6.2.2 syntax-based
  ["HTTP://A/b", "http://a/b", "syntax-based"],
  ["http://a/%7euser", "http://a/~user", "syntax-based"],
  ["http://a/%7e", "http://a/%7E", "syntax-based"],
  ["http://a/b/../c", "http://a/c", "syntax-based"],
  ["http://a/%2E%2E/c", "http://a/c", "syntax-based"],
  ["example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "syntax-based"], // RFC 3986 6.2.2
  ["s:a/../b:c", "s:/b:c", "syntax-based"],
  // Relative references are compared as written: their dot segments only mean something once
  // resolved against a base.
  ["./a", "a", undefined],
  // 6.2.3 scheme-based
  ["http://example.com", "http://example.com/", "scheme-based"], // RFC 3986 6.2.3
  ["http://example.com:/", "http://example.com:80/", "scheme-based"],
  ["http://example.com/", "http://example.com:80/", "scheme-based"],
  ["https://a:443/x", "https://a/x", "scheme-based"],
  ["http://[2001:db8:0:0::1]/", "http://[2001:DB8::1]/", "scheme-based"],
  // Not equivalent (a false negative is allowed, a false positive never).
  ["http://a/b", "http://a/c", undefined],
  ["http://a/%2F", "http://a//", undefined],
  ["http://a/%25", "http://a/%", undefined],
  ["http://a/b", "https://a/b", undefined],
  ["http://a:8080/", "http://a/", undefined],
  ["foo://a", "foo://a/", undefined],
  ["sip:a@b:5060", "sip:a@b", undefined],
  ["../a", "a", undefined],
  ["http://a/?q", "http://a/", undefined],
  ["http://a/#", "http://a/", undefined],
  ["mailto:A@b", "mailto:a@b", undefined],
  ["http://a b/", "http://a%20b/", undefined],
];

describe("equivalent: the comparison ladder", () => {
  it.each(LADDER)("%j vs %j: %s", (a, b, rung) => {
    expect(equivalence(a, b)).toBe(rung);
    expect(equivalence(b, a)).toBe(rung);
    expect(equivalent(a, b)).toBe(rung !== undefined);
  });
});
