import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOGUE, renderMessage, type FindingCode } from "../src/findings/catalogue.js";
import { check } from "../src/findings/check.js";
import type { Finding, TextEdit } from "../src/findings/finding.js";
import { validate } from "../src/parse/index.js";
import { anyStringArbitrary, mutatedReferenceArbitrary, uriReferenceArbitrary } from "./support/generators.js";

const codes = (findings: readonly Finding[]): string[] => findings.map((f) => f.code);
const at = (text: string, finding: Finding): string => text.slice(finding.start, finding.end);
const byCode = (findings: readonly Finding[], code: FindingCode): Finding => {
  const found = findings.find((f) => f.code === code);
  if (found === undefined) throw new Error(`no ${code} among ${codes(findings).join(", ")}`);
  return found;
};

function apply(text: string, edits: readonly TextEdit[]): string {
  let out = "";
  let copied = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    out += text.slice(copied, edit.start) + edit.text;
    copied = edit.end;
  }
  return out + text.slice(copied);
}

/** Everything a finding shows: message, data, suggestion titles. */
function shown(finding: Finding): string {
  return [finding.message, ...Object.values(finding.data), ...finding.suggestions.map((s) => s.title)].join("\n");
}

describe("check: syntax", () => {
  it.each([
    ["http://example.com\\path", "backslash", "\\"],
    ["http://exa\tmple.com/", "control-character", "\t"],
    ["http://example.com/a\nb", "control-character", "\n"],
    [" http://example.com/", "surrounding-whitespace", " "],
    ["http://example.com/ ", "surrounding-whitespace", " "],
    ["http://exa mple.com/", "whitespace", " "],
    ["http://例え.jp/", "iri", "例え"],
    ["http://example.com/a\u0085b", "non-ascii", "\u0085"],
    ["http://example.com/a%zz", "invalid-percent-encoding", "%zz"],
  ])("%j reports %s (where browsers and Node disagree)", (text, code, under) => {
    const findings = check(text);
    expect(at(text, byCode(findings, code as FindingCode))).toBe(under);
  });

  it("returns every syntax finding of validate(), in text order", () => {
    const text = "ht!tp://a b@c d/%g e";
    const syntax = check(text).filter((f) => CATALOGUE[f.code].invalidates);
    expect(syntax).toEqual([...validate(text)].sort((a, b) => a.start - b.start || a.end - b.end));
  });

  it("is empty for a normal, safe URI", () => {
    expect(check("https://example.com/a/b?q=1#top")).toEqual([]);
    expect(check("/users/:id")).toEqual([]);
    expect(check("mongodb://h1,h2,h3/db")).toEqual([]);
  });
});

describe("check: normalization", () => {
  it("turns the normalization report into findings with autofixes and suggestions", () => {
    const text = "HTTP://Example.COM:80/a/./b/%7euser?q=%2f";
    const findings = check(text);
    expect(codes(findings)).toEqual([
      "scheme-case",
      "host-case",
      "default-port",
      "dot-segments",
      "unreserved-percent-encoded",
      "percent-encoding-case",
    ]);
    const scheme = byCode(findings, "scheme-case");
    expect(scheme.fix).toEqual({ start: 0, end: 4, text: "http" });
    expect(scheme.message).toBe("The scheme is case-insensitive and normally lower case: http");
    const port = byCode(findings, "default-port");
    expect(at(text, port)).toBe(":80");
    expect(port.message).toBe("Port 80 is the default for http; leave it out");
    const tilde = byCode(findings, "unreserved-percent-encoded");
    expect(tilde.data).toEqual({ encoded: "%7e", char: "~" });
    // dot-segments is a suggestion in the catalogue: no fix, one suggestion.
    const dots = byCode(findings, "dot-segments");
    expect(dots.fix).toBeUndefined();
    expect(dots.suggestions).toHaveLength(1);
    // Every autofix together gives a text with no autofixable finding left.
    const fixed = apply(
      text,
      findings.flatMap((f) => (f.fix === undefined ? [] : [f.fix])),
    );
    expect(check(fixed).filter((f) => f.fix !== undefined)).toEqual([]);
  });

  it("shows nothing of a password it normalizes", () => {
    const text = "https://user:hunt%65r%2a2@example.com/";
    const findings = check(text);
    const inPassword = findings.filter((f) => f.category === "normalization");
    expect(codes(inPassword)).toEqual(["unreserved-percent-encoded", "percent-encoding-case"]);
    for (const finding of inPassword) {
      expect(finding.data).not.toHaveProperty("normal", "%2A");
      expect(shown(finding)).not.toMatch(/%65|%2a|%2A|\be\b/);
    }
  });
});

describe("check: authorities that are no host", () => {
  it("keeps the case of ActiveMQ's in-VM broker names, and folds a host's", () => {
    expect(codes(check("vm://springTestBroker?create=false"))).toEqual([]);
    expect(codes(check("VM://localhost"))).toEqual(["scheme-case"]);
    expect(codes(check("tcp://Broker.example.com:61616"))).toEqual(["host-case"]);
  });

  it("leaves the nested URIs of a composite URI whole", () => {
    expect(codes(check("static://(ssl://localhost:61618?verifyHostName=false)"))).toEqual([]);
    expect(codes(check("failover://(tcp://a:61616,tcp://b:61616)?randomize=false"))).toEqual([]);
    // Their paths are still read: a dot segment is still one.
    expect(codes(check("static://(tcp://a:61616)/x/../y"))).toEqual(["dot-segments"]);
  });
});

describe("check: security", () => {
  it("reports a password even in a text that is not valid", () => {
    const text = "postgres://app:s3cr et@db/x";
    const findings = check(text);
    expect(codes(findings)).toEqual(["plaintext-password", "whitespace"]);
    expect(at(text, byCode(findings, "plaintext-password"))).toBe("s3cr et");
    for (const finding of findings) expect(shown(finding)).not.toMatch(/s3cr/);
  });

  it.each([
    ["http://www.google.com@evil.example/", "misleading-userinfo"],
    ["http://0x7f.1/", "rare-ip-form"],
    ["http://h:70000/", "port-out-of-range"],
    ["http://%FF.example/", "host-not-utf8"],
    [`http://${"a".repeat(300)}/`, "reg-name-too-long"],
  ])("%s: %s", (text, code) => {
    expect(codes(check(text))).toContain(code);
  });
});

describe("check: intent", () => {
  it.each([
    ["localhost:3000", ["host-port-without-scheme"]],
    ["LocalHost:3000", ["host-port-without-scheme"]],
    ["example.com:8080", ["host-port-without-scheme"]],
    ["127.0.0.1:8080", ["host-port-without-scheme"]],
    ["[::1]:3000", ["host-port-without-scheme"]],
    ["C:/path", ["windows-path"]],
    ["C:\\Program Files\\x", ["windows-path"]],
    ["c:foo", ["windows-path"]],
    ["git@github.com:org/repo.git", ["scp-like"]],
  ])("%s: %j replaces the syntax findings it explains", (text, expected) => {
    expect(codes(check(text))).toEqual(expected);
  });

  it("keeps the syntax finding when the intent code is not asked for", () => {
    const text = "git@github.com:org/repo.git";
    expect(codes(check(text, { codes: new Set(["colon-in-first-segment", "scp-like"]) }))).toEqual(["scp-like"]);
    expect(codes(check(text, { codes: new Set(["colon-in-first-segment"]) }))).toEqual(["colon-in-first-segment"]);
  });

  it("keeps unrelated syntax findings next to an intent", () => {
    const text = "git@github.com:org/re po.git";
    expect(codes(check(text))).toEqual(["scp-like", "whitespace"]);
  });

  it("never echoes a password through a suggested rewrite, a placeholder's neither", () => {
    const text = "c://admin:Tr0ub4dor@host/x";
    const findings = check(text);
    expect(codes(findings)).toContain("windows-path");
    for (const finding of findings) expect(shown(finding)).not.toContain("Tr0ub4dor");
    // A placeholder ("baz" once its punctuation is left out) is no plaintext password, and is not shown either.
    const placeholder = check("c://u:baZ=~)@h/");
    expect(codes(placeholder)).toEqual(["windows-path"]);
    expect(shown(placeholder[0]!)).not.toContain("baZ=~)");
    expect(placeholder[0]!.message).toBe("This is a Windows path, not a URI; as a URI it is file:///c:/u:(hidden)@h/");
  });
});

describe("check: what a finding at a password says (issue 34)", () => {
  const at = (text: string, code: string): Finding => check(text).find((f) => f.code === code)!;

  it("quotes no character of the password, however it would be written (WHATWG's test data)", () => {
    // The user name, path and query are quoted; the password (which equals them) is not.
    const text = "http://`{}:`{}@h/`{}?`{}";
    const [user, password, path, query] = check(text);
    expect(user!.message).toBe("'`{}' is not allowed in the userinfo; percent-encode it as %60%7B%7D");
    expect(password).toMatchObject({
      code: "invalid-character",
      start: 11,
      end: 14,
      message: "A character is not allowed in the password; percent-encode it as %XX",
      suggestions: [],
    });
    expect(path!.message).toBe("'`{}' is not allowed in the path; percent-encode it as %60%7B%7D");
    expect(query!.message).toBe("'`{}' is not allowed in the query; percent-encode it as %60%7B%7D");
  });

  it.each([
    [
      "http://u: @h/",
      "whitespace",
      "A URI cannot contain whitespace in the password; browsers and servers disagree on where it ends (percent-encode it as %XX)",
    ],
    [
      "http://u:pw\u0007d@h/",
      "control-character",
      "The control character in the password is not allowed in a URI; browsers silently remove TAB, CR and LF, other parsers do not",
    ],
    [
      "http://u:pwé@h/ä",
      "iri",
      "This is an IRI (RFC 3987), not a URI; as a URI, with the host in ASCII (IDNA) and other non-ASCII characters percent-encoded, it is http://u:(hidden)@h/%C3%A4",
    ],
    [
      "http://u:pw\ue000@h/",
      "non-ascii",
      "A character of the password is not ASCII; a URI carries it percent-encoded as UTF-8 (%XX)",
    ],
    [
      "http://u:pw%41d@h/",
      "unreserved-percent-encoded",
      "A percent-encoding in the password encodes the unreserved character (hidden), which needs no encoding",
    ],
    [
      "http://u:pw%2fd@h/",
      "percent-encoding-case",
      "Percent-encodings normally use upper-case hexadecimal digits: (hidden)",
    ],
    [
      "http://u:p@ss@h/",
      "userinfo-delimiter",
      "A delimiter in the userinfo must be percent-encoded as %XX; parsers disagree on where the host starts",
    ],
  ])("%j: %s says %j, and offers no repair that writes the password", (text, code, message) => {
    const finding = at(text, code);
    expect(finding.message).toBe(message);
    expect(finding.fix).toBeUndefined();
    for (const suggestion of finding.suggestions) expect(suggestion.edits.every((e) => e.text === "")).toBe(true);
  });

  it("still shows what a whole-text rewrite does elsewhere, with the password masked", () => {
    expect(at("c://admin:Tr0ub4dor@host/x", "windows-path").message).toBe(
      "This is a Windows path, not a URI; as a URI it is file:///c:/admin:(hidden)@host/x",
    );
  });
});

describe("check: options", () => {
  it("codes: computes only the codes asked for", () => {
    const text = "HTTP://u:hunter2@0x7f.1:99999/";
    expect(codes(check(text, { codes: new Set(["plaintext-password"]) }))).toEqual(["plaintext-password"]);
    expect(codes(check(text, { codes: new Set(["scheme-case", "rare-ip-form"]) }))).toEqual([
      "scheme-case",
      "rare-ip-form",
    ]);
    expect(check(text, { codes: new Set() })).toEqual([]);
  });

  it("holes: no finding overlaps a hole", () => {
    // `https://user:pre${secret}@host/`: the front-end writes one "x" per hole.
    const text = "https://user:prex@host/";
    expect(codes(check(text))).toEqual(["plaintext-password"]);
    expect(check(text, { holes: [{ start: 16, end: 17 }] })).toEqual([]);
  });

  it("holes: an insertion next to a templated host is not offered", () => {
    // `https://${host}`: the host may carry its own path, so the empty path is not known to be empty.
    const text = "https://x";
    expect(codes(check(text))).toEqual(["empty-path"]);
    expect(check(text, { holes: [{ start: 8, end: 9 }] })).toEqual([]);
  });

  it("holes: a userinfo cannot disguise a host that is a hole", () => {
    const text = "https://www.google.com@x/";
    expect(codes(check(text))).toEqual(["misleading-userinfo"]);
    expect(check(text, { holes: [{ start: 23, end: 24 }] })).toEqual([]);
  });

  it("holes: a kept finding loses the suggestions that would overwrite a hole", () => {
    // `C:\Users\${name}\x`
    const text = "C:\\Users\\x\\x";
    const withHole = check(text, { holes: [{ start: 9, end: 10 }] });
    expect(codes(withHole)).toEqual(["windows-path"]);
    expect(withHole[0]!.suggestions).toHaveLength(1); // its edits touch only separators, not the hole
    const overwriting = check("C:\\Users\\x", { holes: [{ start: 2, end: 3 }] });
    expect(overwriting).toEqual([{ ...byCode(check("C:\\Users\\x"), "windows-path"), suggestions: [] }]);
  });
});

describe("check: robustness", () => {
  const invariants = (text: string): void => {
    const findings = check(text);
    let previous = -1;
    for (const finding of findings) {
      expect(finding.start).toBeGreaterThanOrEqual(0);
      expect(finding.end).toBeGreaterThanOrEqual(finding.start);
      expect(finding.end).toBeLessThanOrEqual(text.length);
      expect(finding.start).toBeGreaterThanOrEqual(previous);
      previous = finding.start;
      const entry = CATALOGUE[finding.code];
      expect(finding.category).toBe(entry.category);
      expect(finding.severity).toBe(entry.severity);
      for (const [, name] of entry.message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) expect(finding.data).toHaveProperty(name!);
      for (const edit of [finding.fix, ...finding.suggestions.flatMap((s) => s.edits)]) {
        if (edit === undefined) continue;
        expect(edit.start).toBeGreaterThanOrEqual(0);
        expect(edit.end).toBeLessThanOrEqual(text.length);
      }
    }
  };

  it("never throws, on any string", () => {
    fc.assert(fc.property(anyStringArbitrary, invariants), { numRuns: 3000 });
  });

  it("never throws, on valid references and broken ones", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          uriReferenceArbitrary.map((r) => r.text),
          mutatedReferenceArbitrary,
        ),
        invariants,
      ),
      {
        numRuns: 3000,
      },
    );
  });

  it("never shows a password in a message, data or suggestion title", () => {
    // Anything but the delimiters that end an authority ("/", "?", "#").
    const password = fc.string({
      unit: fc.constantFrom(..."abcXYZ019!$&'()*+,;=:@%-._~ \\<>{}"),
      minLength: 6,
      maxLength: 20,
    });
    const prefix = fc.constantFrom("https://", "postgres://", "HTTP://", "c://", "redis://", " http://", "x://");
    const user = fc.constantFrom("", "user", "www.example.com", "a%40b");
    const rest = fc.constantFrom("@host/", "@0x7f.1:99999/a/../b", "@Example.COM:443", "@[::1]/%7e", "@h/?q#f");
    fc.assert(
      fc.property(prefix, user, password, rest, (p, u, secret, r) => {
        const text = `${p}${u}:${secret}${r}`;
        // Placeholders too ("baZ=~)" reads as "baz"): describe() shows no password of a URI at all.
        fc.pre(secret !== u);
        for (const finding of check(text)) {
          for (const value of [
            finding.message,
            ...Object.values(finding.data),
            ...finding.suggestions.map((s) => s.title),
          ]) {
            expect(value.includes(secret)).toBe(false);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("handles huge inputs (how its time grows: bench:growth)", () => {
    const shapes = [
      (n: number) => "https://" + "a.".repeat(n) + "com/" + "%7e/./".repeat(n) + "?" + "a=1&".repeat(n),
      (n: number) => "http://" + "u:".repeat(n) + "@h" + ":1".repeat(n),
      (n: number) => "x".repeat(n) + ":" + "@".repeat(n) + "\\ ".repeat(n),
      (n: number) => "C:\\" + "\\é".repeat(n),
      (n: number) => "http://" + "%FF".repeat(n) + "/",
    ];
    for (const shape of shapes) {
      // 200,000 units: more findings than a call may have arguments (a `push(...found)` threw).
      const findings = check(shape(200_000));
      expect(Array.isArray(findings)).toBe(true);
      for (const finding of findings) expect(finding.message.length).toBeLessThan(1_000);
    }
  });
});

describe("check: normalization messages show the whole normalized component", () => {
  it.each([
    ["https://EXAMPLE.com/", "host-case", "example.com"],
    ["https://Ex.Am.COM/", "host-case", "ex.am.com"],
    ["https://example.com/a/./b/../c", "dot-segments", "/a/c"],
    ["HTTPS://example.com/", "scheme-case", "https"],
    ["http://[2001:DB8:0:0::1]/", "ipv6-text", "[2001:db8::1]"],
    ["http://example.com/%2f", "percent-encoding-case", "%2F"],
  ])("%s: %s shows %s", (text, code, normal) => {
    const finding = check(text).find((f) => f.code === code);
    expect(finding?.data.normal).toBe(normal);
    expect(finding?.message).toContain(normal);
  });
});

describe("check: relative references keep their dot segments (RFC 3986 6.2.2.3)", () => {
  it.each(["./data.json", "../lib/a.js", "./worker.js", "a/../b"])("%s has no dot-segments finding", (text) => {
    expect(check(text).map((f) => f.code)).not.toContain("dot-segments");
  });

  it("reports them in a URI, over whole segments", () => {
    const finding = check("https://x.test/app/./../auth").find((f) => f.code === "dot-segments");
    expect(finding).toMatchObject({ start: 15, end: 24, data: { normal: "/auth" } });
  });

  it("removes the whole userinfo with the password when there is no user name", () => {
    const text = "redis://:pw123xyz@h:6379/0";
    const edit = check(text).find((f) => f.code === "plaintext-password")!.suggestions[0]!.edits[0]!;
    expect(text.slice(0, edit.start) + edit.text + text.slice(edit.end)).toBe("redis://h:6379/0");
  });
});

describe("check: scheme names in messages are in their normal case", () => {
  it("names the default port's scheme in lower case", () => {
    expect(check("HTTPS://example.com:443/").find((f) => f.code === "default-port")?.message).toBe(
      "Port 443 is the default for https; leave it out",
    );
  });
});

describe("renderMessage", () => {
  it("fills a catalogue template, and any other template alike", () => {
    expect(renderMessage(CATALOGUE["port-out-of-range"].message, { port: "70000" })).toBe(
      "Port 70000 is above 65535, the highest TCP and UDP port",
    );
    expect(renderMessage("{{a}}-{{ b }}-{{a}}", { a: "1", b: "2" })).toBe("1-2-1");
    expect(renderMessage("no placeholders", {})).toBe("no placeholders");
  });

  it("leaves a placeholder without data as written, inherited names included", () => {
    expect(renderMessage("x {{ missing }} y", {})).toBe("x {{ missing }} y");
    expect(renderMessage("{{constructor}}", {})).toBe("{{constructor}}");
  });
});
