import { describe, expect, it } from "vitest";
import { inetAton, isDottedDecimal, rareIPv4Address } from "../src/findings/ipv4-forms.js";

describe("inetAton (the reading of inet_aton(3) and browsers)", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["012.0.0.1", "10.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0X7F000001", "127.0.0.1"],
    ["127.0.1", "127.0.0.1"],
    ["10.65535", "10.0.255.255"],
    ["0", "0.0.0.0"],
    ["0x", "0.0.0.0"],
    ["4294967295", "255.255.255.255"],
    ["127.0.0.1.", "127.0.0.1"],
    ["00000000000000000000177.1", "127.0.0.1"],
  ])("%s -> %s", (host, address) => {
    expect(inetAton(host)).toBe(address);
  });

  it.each([
    "",
    ".",
    "1..2",
    ".1",
    "1.2.3.4.5",
    "256.1.1.1",
    "4294967296",
    "08.1",
    "0x1g",
    "1.2.3.256",
    "1.65536.1",
    "example.com",
    "0x7f.example",
    "127.0.0.1..",
    "1 .2",
    "99999999999999999999999",
  ])("%j is not an address", (host) => {
    expect(inetAton(host)).toBeUndefined();
  });
});

describe("isDottedDecimal (RFC 3986 IPv4address)", () => {
  it.each(["127.0.0.1", "0.0.0.0", "255.255.255.255", "10.0.0.10"])("%s is IPv4address", (host) => {
    expect(isDottedDecimal(host)).toBe(true);
  });
  it.each(["127.1", "012.0.0.1", "256.0.0.1", "1.2.3.4.", "1.2.3", "1.2.3.4.5", "", "a.b.c.d", "1.2.3.04"])(
    "%j is not IPv4address",
    (host) => {
      expect(isDottedDecimal(host)).toBe(false);
    },
  );
});

describe("rareIPv4Address", () => {
  it("is undefined for the dotted-decimal form and for names", () => {
    expect(rareIPv4Address("127.0.0.1")).toBeUndefined();
    expect(rareIPv4Address("example.com")).toBeUndefined();
  });
  it("gives the address of a rare form", () => {
    expect(rareIPv4Address("0x7f.1")).toBe("127.0.0.1");
  });
  it("agrees with the WHATWG URL parser on the forms both read as IPv4", () => {
    for (const host of ["0x7f.1", "127.1", "012.0.0.1", "2130706433", "0x7f000001", "0177.0.0.1", "10.65535", "0x"]) {
      expect(new URL(`http://${host}/`).hostname).toBe(rareIPv4Address(host));
    }
  });
});
