import { describe, expect, it } from "vitest";
import type { Finding } from "../src/findings/finding.js";
import {
  hostNotUtf8,
  looksLikeHost,
  misleadingUserinfo,
  passwordSpan,
  plaintextPassword,
  portOutOfRange,
  rareIpForm,
  regNameTooLong,
  securityFindings,
} from "../src/findings/security.js";
import type { ComponentSpans } from "../src/model.js";
import { tryParse } from "../src/parse/index.js";
import { check } from "../src/findings/check.js";

/** The spans check() uses: the parse's when valid, else the lenient split's. */
function spansOf(text: string): ComponentSpans {
  const parsed = tryParse(text);
  return parsed.ok ? parsed.uri.spans : parsed.split.spans;
}

/** The text under a finding, for readable assertions. */
function under(text: string, finding: { start: number; end: number } | undefined): string | undefined {
  return finding === undefined ? undefined : text.slice(finding.start, finding.end);
}

/** Every string a finding shows to a user: message, data values, suggestion titles. */
function shownText(finding: Finding): string {
  return [finding.message, ...Object.values(finding.data), ...finding.suggestions.map((s) => s.title)].join("\n");
}

describe("plaintext-password", () => {
  it.each([
    ["https://user:hunter2@example.com/", "hunter2"],
    ["postgres://app:s3cr3t@db.internal:5432/orders", "s3cr3t"],
    ["redis://:Sup3rS3cret@cache:6379/0", "Sup3rS3cret"],
    ["mongodb://u:p4ss@h1,h2/db", "p4ss"],
    ["https://user:p@ss@example.com/", "p@ss"],
    ["https://user:p!ss@word@example.com/", "p!ss@word"],
    ["ftp://anonymous:a:b@ftp.example.com", "a:b"],
    ["https://user:%40secret@example.com", "%40secret"],
    ["HTTP://u:pw1@h", "pw1"],
  ])("%s: reports exactly the password", (text, password) => {
    const finding = plaintextPassword(text, spansOf(text));
    expect(under(text, finding)).toBe(password);
    expect(finding!.component).toBe("userInfo");
    expect(shownText(finding!)).not.toContain(password);
    expect(JSON.stringify(finding!.data)).not.toContain(password);
  });

  it("offers to remove ':password'", () => {
    const text = "https://user:hunter2@example.com/";
    const finding = plaintextPassword(text, spansOf(text))!;
    expect(finding.suggestions).toHaveLength(1);
    const [edit] = finding.suggestions[0]!.edits;
    expect(text.slice(0, edit!.start) + edit!.text + text.slice(edit!.end)).toBe("https://user@example.com/");
  });

  it.each([
    "https://user@example.com/",
    "https://user:@example.com/",
    "https://example.com/",
    "mailto:user:pw@example.com",
    "https://user:{{password}}@h",
    "https://user:${{ secrets.DB_PASSWORD }}@h",
    "https://user:<password>@h",
    "https://user:[password]@h",
    "https://user:$PASSWORD@h",
    "https://user:${PASSWORD}@h",
    "https://user:%PASSWORD%@h",
    "https://user:****@h",
    "https://user:xxx@h",
    "https://user:password@h",
    "https://user:changeme@h",
    "https://user:changeit@h",
    "https://user:secret@h",
    "https://user:%s@h",
    "https://user:{0}@h",
    "https://user:@PASS@@h",
    "https://user:aaaaaa@h",
    "https://guest:guest@h",
    "https://user:%3Cpassword%3E@h",
    "https://us%65r:user@h",
    "https://user:x@h",
  ])("%s: no finding (no password, or a placeholder)", (text) => {
    expect(plaintextPassword(text, spansOf(text))).toBeUndefined();
  });
});

describe("a password that is itself malformed is still a password", () => {
  it.each([
    // A blank after the password (WHATWG's test data): not the user name repeated, a secret.
    ["http://lol:lol @foobar.com/", "lol "],
    ["https://user:hunter 2@example.com/", "hunter 2"],
    ["https://user:hun`ter{2}@example.com/", "hun`ter{2}"],
    // "/", "?" and "#" not percent-encoded end the authority (RFC 3986 3.2); the author meant a password.
    ["postgres://user:hun/ter2@db.example.com/app", "hun/ter2"],
    ["https://user:hun?ter2@example.com/", "hun?ter2"],
    ["https://:hun#ter2@example.com/", "hun#ter2"],
  ])("%s: reports exactly the password", (text, password) => {
    const finding = check(text).find((f) => f.code === "plaintext-password");
    expect(under(text, finding)).toBe(password);
  });

  it("offers to remove a password written with a '/', and nothing else there", () => {
    const text = "postgres://user:hun/ter2@db.example.com/app";
    const finding = check(text).find((f) => f.code === "plaintext-password")!;
    const [edit] = finding.suggestions[0]!.edits;
    expect(text.slice(0, edit!.start) + edit!.text + text.slice(edit!.end)).toBe("postgres://user@db.example.com/app");
    expect(check(text).find((f) => f.code === "invalid-port")).toMatchObject({
      message: "A port is decimal digits only; a character of the password is not a digit",
      suggestions: [],
    });
  });

  it.each(["https://h/a:b@c", "https://u:/ss@h", "https://u:80/ss@h", "https://[::1]:ab/c@d"])(
    "%s: no password (a valid port, or none)",
    (text) => {
      expect(passwordSpan(text)).toBeUndefined();
    },
  );
});

describe("passwordSpan", () => {
  it("locates the password for front-ends, or says there is none", () => {
    const text = "postgres://app:s3cr3t@db/x";
    expect(under(text, passwordSpan(text))).toBe("s3cr3t");
    expect(passwordSpan("https://user@h/")).toBeUndefined();
    expect(passwordSpan("https://h/a:b@c")).toBeUndefined();
    expect(passwordSpan("not a uri")).toBeUndefined();
  });
});

describe("misleading-userinfo (RFC 3986 7.6)", () => {
  it.each([
    ["http://www.google.com@evil.example/", "www.google.com", "evil.example"],
    ["https://paypal.com:login@evil.example", "paypal.com", "evil.example"],
    ["http://127.0.0.1@evil.example/", "127.0.0.1", "evil.example"],
    ["http://bank.co.uk@10.0.0.1/", "bank.co.uk", "10.0.0.1"],
    ["http://xn--pypal-4ve.com@evil.example/", "xn--pypal-4ve.com", "evil.example"],
    ["http://www%2Egoogle%2Ecom@evil.example/", "www%2Egoogle%2Ecom", "evil.example"],
    ["http://a@www.google.com@evil.example/", "www.google.com", "evil.example"],
  ])("%s", (text, user, host) => {
    const finding = misleadingUserinfo(text, spansOf(text));
    expect(under(text, finding)).toBe(user);
    expect(finding!.data).toEqual({ host });
    expect(finding!.message).toContain(host);
  });

  it.each([
    "https://john.smith:pw@example.com/",
    "https://user@example.com/",
    "smtp://john%40example.com:pw@smtp.example.com",
    "https://deploy-bot@example.com/",
    "ftp://ftp.example.com@ftp.example.com/",
    "https://example.com/",
    "http://www.google.com@/path",
  ])("%s: no finding", (text) => {
    expect(misleadingUserinfo(text, spansOf(text))).toBeUndefined();
  });

  it("never puts the password in data", () => {
    const text = "https://paypal.com:hunter2@evil.example";
    expect(shownText(misleadingUserinfo(text, spansOf(text))!)).not.toContain("hunter2");
  });

  it.each([
    ["www.google.com", true],
    ["localhost", true],
    ["10.1", true],
    ["john.smith", false],
    ["a.b", false],
    ["admin", false],
  ])("looksLikeHost(%j) is %s", (name, expected) => {
    expect(looksLikeHost(name)).toBe(expected);
  });
});

describe("rare-ip-form (RFC 3986 7.4)", () => {
  it.each([
    ["http://0x7f.1/", "0x7f.1", "127.0.0.1"],
    ["http://127.1/", "127.1", "127.0.0.1"],
    ["http://012.0.0.1/", "012.0.0.1", "10.0.0.1"],
    ["http://2130706433/", "2130706433", "127.0.0.1"],
    ["http://0x7f000001:8080/", "0x7f000001", "127.0.0.1"],
    ["http://0177.0.0.1/", "0177.0.0.1", "127.0.0.1"],
    ["http://%31%32%37.1/", "%31%32%37.1", "127.0.0.1"],
    ["http://0/", "0", "0.0.0.0"],
  ])("%s", (text, host, address) => {
    const finding = rareIpForm(text, spansOf(text))!;
    expect(under(text, finding)).toBe(host);
    expect(finding.data).toEqual({ host, address });
    expect(finding.message).toContain(address);
    expect(finding.component).toBe("host");
    const [edit] = finding.suggestions[0]!.edits;
    expect(edit).toEqual({ start: finding.start, end: finding.end, text: address });
  });

  it.each(["http://127.0.0.1/", "http://example.com/", "http://[::1]/", "http://1.2.3.4.5/", "http://0x7f.example/"])(
    "%s: no finding",
    (text) => {
      expect(rareIpForm(text, spansOf(text))).toBeUndefined();
    },
  );
});

describe("unusable authorities", () => {
  it("reg-name-too-long: more than 255 characters", () => {
    const long = "a".repeat(252) + ".com"; // 256
    const text = `https://${long}/`;
    const finding = regNameTooLong(text, spansOf(text))!;
    expect(under(text, finding)).toBe(long);
    expect(finding.data).toEqual({ length: "256" });
    const ok = `https://${"a".repeat(251)}.com/`; // 255
    expect(regNameTooLong(ok, spansOf(ok))).toBeUndefined();
  });

  it("reg-name-too-long: a percent-encoded octet counts once", () => {
    // 86 octets percent-encoded (258 characters as written) and ".example": 94 octets.
    const encoded = `https://${"%E3%81%BB".repeat(43)}.example/`;
    expect(regNameTooLong(encoded, spansOf(encoded))).toBeUndefined();
    const long = `https://${"%41".repeat(250)}.example/`; // 258 octets
    expect(regNameTooLong(long, spansOf(long))?.data).toEqual({ length: "258" });
  });

  it("host-not-utf8: at the octets that are not UTF-8", () => {
    const text = "https://ex%FFample.com/";
    const [finding, ...rest] = hostNotUtf8(text, spansOf(text));
    expect(rest).toEqual([]);
    expect(under(text, finding)).toBe("%FF");
    expect(hostNotUtf8("https://%C3%BC.example/", spansOf("https://%C3%BC.example/"))).toEqual([]);
    const two = "https://%C3.%E2%82/";
    expect(hostNotUtf8(two, spansOf(two)).map((f) => under(two, f))).toEqual(["%C3", "%E2%82"]);
    expect(hostNotUtf8("https://h/%FF", spansOf("https://h/%FF"))).toEqual([]);
  });

  it.each([
    ["http://h:65536/", "65536"],
    ["http://h:99999999999999999999999/", "99999999999999999999999"],
    ["http://h:0065536/", "0065536"],
  ])("port-out-of-range: %s", (text, port) => {
    const finding = portOutOfRange(text, spansOf(text))!;
    expect(under(text, finding)).toBe(port);
    expect(finding.component).toBe("port");
  });

  it.each(["http://h:65535/", "http://h:000000080/", "http://h:/", "http://h/", "http://h:8o/"])(
    "%s: port in range or no port",
    (text) => {
      expect(portOutOfRange(text, spansOf(text))).toBeUndefined();
    },
  );

  it("long values are cut in data", () => {
    const text = `http://h:${"9".repeat(1000)}/`;
    expect(portOutOfRange(text, spansOf(text))!.data.port!.length).toBeLessThanOrEqual(80);
  });
});

describe("securityFindings", () => {
  it("runs only the detectors asked for", () => {
    const text = "http://www.google.com:pw@0x7f.1:99999/";
    const all = securityFindings(text, spansOf(text))
      .map((f) => f.code)
      .sort();
    expect(all).toEqual(["misleading-userinfo", "plaintext-password", "port-out-of-range", "rare-ip-form"]);
    const some = securityFindings(text, spansOf(text), (code) => code === "rare-ip-form").map((f) => f.code);
    expect(some).toEqual(["rare-ip-form"]);
  });
});
