import { describe, expect, it } from "vitest";
import {
  KNOWN_SCHEMES,
  defaultPort,
  emptyPathIsRoot,
  isKnownScheme,
  isRegisteredScheme,
  schemeInfo,
} from "../src/schemes.js";

describe("defaultPort", () => {
  it.each([
    ["http", "80"],
    ["HTTP", "80"],
    ["https", "443"],
    ["Https", "443"],
    ["ws", "80"],
    ["wss", "443"],
    ["ftp", "21"],
    ["telnet", "23"],
    ["gopher", "70"],
    ["ldap", "389"],
    ["nntp", "119"],
    ["news", "119"],
    ["imap", "143"],
    ["pop", "110"],
    ["coap", "5683"],
    ["coaps", "5684"],
    ["coaps+tcp", "443"],
    ["rtsp", "554"],
    ["rtsps", "322"],
    ["ipp", "631"],
  ])("%s: %s", (scheme, port) => {
    expect(defaultPort(scheme)).toBe(port);
  });

  // Conservative: no default where the scheme's specification defines none, or says that an
  // explicit port is not the same as an absent one (SIP), or where only clients' habits do.
  it.each([
    "sip",
    "sips",
    "ssh",
    "sftp",
    "git",
    "irc",
    "ircs",
    "redis",
    "ldaps",
    "postgres",
    "mysql",
    "mongodb",
    "amqp",
    "mqtt",
    "file",
    "mailto",
    "urn",
    "data",
    "unknown",
    "",
    "http:",
  ])("%j has none", (scheme) => {
    expect(defaultPort(scheme)).toBeUndefined();
  });
});

describe("known schemes", () => {
  const REQUIRED = [
    "http",
    "https",
    "ws",
    "wss",
    "ftp",
    "file",
    "mailto",
    "tel",
    "data",
    "urn",
    "ssh",
    "sftp",
    "git",
    "ldap",
    "ldaps",
    "telnet",
    "news",
    "nntp",
    "irc",
    "ircs",
    "xmpp",
    "sip",
    "sips",
    "coap",
    "coaps",
    "rtsp",
    "magnet",
    "geo",
    "redis",
    "rediss",
    "postgres",
    "postgresql",
    "mysql",
    "mongodb",
    "mongodb+srv",
    "amqp",
    "amqps",
    "mqtt",
    "s3",
    "gs",
    "jdbc",
  ];

  it.each(REQUIRED)("%s is known", (scheme) => {
    expect(isKnownScheme(scheme)).toBe(true);
    expect(isKnownScheme(scheme.toUpperCase())).toBe(true);
    expect(KNOWN_SCHEMES).toContain(scheme);
  });

  it.each(["localhost", "c", "key", "error", "todo", "og", "node", "npm", "x-unknown"])("%s is not known", (scheme) => {
    expect(isKnownScheme(scheme)).toBe(false);
    expect(isRegisteredScheme(scheme)).toBe(false);
  });

  it("tells IANA-registered schemes from common unregistered ones", () => {
    expect(isRegisteredScheme("https")).toBe(true);
    expect(isRegisteredScheme("ssh")).toBe(true);
    expect(schemeInfo("ssh")?.registration).toBe("provisional");
    expect(isRegisteredScheme("mongodb")).toBe(false);
    expect(isKnownScheme("mongodb")).toBe(true);
  });

  it("lists every scheme in lower case, once, with a source for each default port", () => {
    expect(new Set(KNOWN_SCHEMES).size).toBe(KNOWN_SCHEMES.length);
    for (const scheme of KNOWN_SCHEMES) {
      expect(scheme).toBe(scheme.toLowerCase());
      const info = schemeInfo(scheme)!;
      expect(info.name).toBe(scheme);
      if (info.defaultPort !== undefined) expect(info.defaultPortSource).toMatch(/^RFC \d+/);
    }
  });

  it("knows where an empty path means '/'", () => {
    expect(["http", "HTTPS", "ws", "wss"].every(emptyPathIsRoot)).toBe(true);
    expect(["ftp", "file", "foo", "coap"].some(emptyPathIsRoot)).toBe(false);
  });
});
