import { describe, expect, it } from "vitest";
import { hoverAt, renderHover } from "../src/hover.js";
import { analyzed } from "./support/service.js";

function hoverOf(
  source: string,
  format: "markdown" | "plaintext" = "markdown",
  language: "ts" | "json" | "markdown" | "text" = "ts",
): string {
  const { analysis } = analyzed(source, language);
  const match = analysis.matches[0];
  if (match === undefined) throw new Error("no URI found");
  return renderHover(match, format);
}

describe("hover rendering", () => {
  it("breaks a URI into its components, raw and decoded, in Markdown", () => {
    const text = hoverOf('fetch("https://user:s3cret@xn--mnchen-3ya.de:443/a%20b/c?q=1&r=%C3%A9&flag#top")');
    expect(text.split("\n")).toEqual([
      "**URI** `https://user:••••••@xn--mnchen-3ya.de:443/a%20b/c?q=1&r=%C3%A9&flag#top`",
      "",
      "- *scheme*: `https`",
      "- *user*: `user`, *password*: `••••••` (hidden)",
      "- *host*: `xn--mnchen-3ya.de` (registered name; Unicode `münchen.de`)",
      "- *port*: `443` (the default for https: can be left out)",
      "- *path*: `/a%20b/c` → `/a b/c` (decoded)",
      "  - segments: `a%20b` → `a b` (decoded), `c`",
      "- *query*: `q=1&r=%C3%A9&flag` → `q=1&r=é&flag` (decoded)",
      "  - `q` = `1`",
      "  - `r` = `%C3%A9` → `é` (decoded)",
      "  - `flag`",
      "- *fragment*: `top`",
      // A URI with A-labels or percent-encoded UTF-8 is shown as an IRI too (RFC 3987 3.2).
      "- *as an IRI*: `https://user:••••••@münchen.de:443/a%20b/c?q=1&r=é&flag#top`",
      "- *as a URI*: `https://user:••••••@xn--mnchen-3ya.de:443/a%20b/c?q=1&r=%C3%A9&flag#top`",
      "- *normalized*: `https://user:••••••@xn--mnchen-3ya.de/a%20b/c?q=1&r=%C3%A9&flag#top`",
      "",
      "**Findings**",
      "- error: This URI holds a plaintext password in its userinfo; read it from the environment or a secret store instead (plaintext-password)",
      "- warning: Port 443 is the default for https; leave it out (default-port)",
    ]);
  });

  it("renders plain text without Markdown syntax", () => {
    const text = hoverOf('fetch("http://EXAMPLE.com:8080/x")', "plaintext");
    expect(text).toContain("URI http://EXAMPLE.com:8080/x");
    expect(text).toContain("- port: 8080 (the default for http is 80)");
    expect(text).toContain("- normalized: http://example.com:8080/x");
    expect(text).not.toMatch(/[`*]/);
  });

  it("shows template holes as ${…}, and no normalized form or decoding through a hole", () => {
    const text = hoverOf("fetch(`https://${tenant}.example.com/a%20${id}`)");
    expect(text).toContain("**URI** `https://${…}.example.com/a%20${…}`");
    expect(text).toContain("- *host*: `${…}.example.com` (registered name)");
    expect(text.split("\n")).toContain("- *path*: `/a%20${…}`");
    expect(text).not.toContain("normalized");
  });

  it("shows the value the program holds, not its escapes", () => {
    expect(hoverOf('fetch("https:\\u002F\\u002Fexample.com\\x2Fa")')).toContain("**URI** `https://example.com/a`");
  });

  it("says what a rare IPv4 form stands for, and marks an invalid reference", () => {
    expect(hoverOf('fetch("http://0x7f.1/")')).toContain("read as the IPv4 address `127.0.0.1`");
    expect(hoverOf('fetch("http://[::1/")')).toContain("**URI** (not valid RFC 3986)");
  });

  it("fences values that hold backticks, and shows control characters as escapes", () => {
    const text = hoverOf('fetch("https://x.com/`a`\\u0001")');
    expect(text).toContain("``https://x.com/`a`\\u0001``");
    expect(hoverOf('fetch("https://x.com/a`")')).toContain("`` https://x.com/a` ``");
  });

  it("cuts very long values", () => {
    const text = hoverOf(`fetch("https://x.com/${"a".repeat(1000)}")`);
    expect(text.split("\n")[0]!.length).toBeLessThan(200);
    expect(text).toContain("…");
  });

  it("notes what '+' means in a query", () => {
    expect(hoverOf('fetch("https://x.com/?q=a+b")')).toContain("'+' is shown as written");
  });
});

describe("hoverAt", () => {
  const source = 'const a = 1; fetch("https://x.com/");';
  it("answers on the URI, including the position right after it, and not elsewhere", () => {
    const { analysis } = analyzed(source);
    const start = source.indexOf("https");
    const end = source.indexOf('")');
    expect(hoverAt(analysis, start, "markdown")?.range).toEqual({ start, end });
    expect(hoverAt(analysis, end, "markdown")).toBeDefined();
    expect(hoverAt(analysis, 3, "markdown")).toBeUndefined();
    expect(hoverAt(analysis, start - 2, "markdown")).toBeUndefined();
  });
});

describe("hover of IRIs and international hosts", () => {
  it("shows the host in Unicode and ASCII, the path and query decoded, and the IRI and URI forms side by side", () => {
    const text = hoverOf('fetch("https://bücher.de/stra%C3%9Fe?q=%C3%A4")');
    expect(text.split("\n")).toEqual([
      "**URI** (an IRI, RFC 3987) `https://bücher.de/stra%C3%9Fe?q=%C3%A4`",
      "",
      "- *scheme*: `https`",
      "- *host*: `bücher.de` (registered name; ASCII (IDNA) `xn--bcher-kva.de`)",
      "- *path*: `/stra%C3%9Fe` → `/straße` (decoded)",
      "- *query*: `q=%C3%A4` → `q=ä` (decoded)",
      "  - `q` = `%C3%A4` → `ä` (decoded)",
      "- *as an IRI*: `https://bücher.de/straße?q=ä`",
      "- *as a URI*: `https://xn--bcher-kva.de/stra%C3%9Fe?q=%C3%A4`",
      "",
      "**Findings**",
      "- warning: This is an IRI (RFC 3987), not a URI; as a URI, with the host in ASCII (IDNA) and other non-ASCII characters percent-encoded, it is https://xn--bcher-kva.de/stra%C3%9Fe?q=%C3%A4 (iri)",
    ]);
  });

  it("never shows the password in either form", () => {
    const text = hoverOf('fetch("https://jürgen:pässwort@bücher.de/")', "plaintext");
    expect(text).toContain("- as an IRI: https://jürgen:••••••@bücher.de/");
    expect(text).toContain("- as a URI: https://j%C3%BCrgen:••••••@xn--bcher-kva.de/");
    expect(text).not.toContain("pässwort");
    expect(text).not.toContain("p%C3%A4sswort");
  });

  it("masks a password written with a raw '/' or '#', which RFC 3986 reads as a port and a path", () => {
    for (const source of [
      'const db = "postgres://admin:hun/ter2@db.example.com/app";',
      'const db = "postgresql://shop:Zk8#pQ2v@postgres.shop.svc.cluster.local:5432/shop";',
    ]) {
      const text = hoverOf(source, "plaintext");
      expect(text).toContain("••••••");
      for (const piece of ["hun", "ter2", "Zk8", "pQ2v"]) expect(text).not.toContain(piece);
    }
  });

  it("names the homograph and shows what DNS sees", () => {
    const text = hoverOf('fetch("https://\u0430pple.com/")', "plaintext");
    expect(text).toContain("- host: \u0430pple.com (registered name; ASCII (IDNA) xn--pple-43d.com)");
    expect(text).toContain(
      "error: The host label '\u0430pple' mixes Cyrillic and Latin letters, as names made to imitate another do (UTS #39); DNS sees it as xn--pple-43d (mixed-script-host)",
    );
  });
});
