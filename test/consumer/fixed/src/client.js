// Planted URI mistakes, one per line; "expect:" names what urilint must report on that line.
export const api = "https://api.example.com/v1/"; // expect: normalized-case/scheme-case
export const cdn = "https://cdn.example.com/assets/"; // expect: normalized-case/host-case
export const search = "https://example.com/search?q=~user"; // expect: no-needless-percent-encoding/unreserved-percent-encoded
export const secure = "https://example.com/login"; // expect: no-default-port/default-port
export const parent = "https://example.com/a/b/../c"; // expect: no-dot-segments/dot-segments
export const v6 = "http://[2001:DB8:0:0:0:0:0:1]/status"; // expect: normalized-ipv6/ipv6-text
export const root = "https://example.com/"; // expect: require-root-path/empty-path
export const phish = "https://www.bank.com@evil.example/login"; // expect: no-misleading-userinfo/misleading-userinfo
export const hex = "http://0x7f000001/admin"; // expect: no-rare-ip-form/rare-ip-form
export const port = "https://example.com:99999/"; // expect: no-unusable-authority/port-out-of-range
export const docsUrl = "https://example.com/a b"; // expect: no-invalid-uri/whitespace

export async function load() {
  return fetch("localhost:3000/health"); // expect: no-uri-lookalike/host-port-without-scheme
}

export const DATABASE_URL = "postgres://app:hunter2@db.internal:5432/app"; // expect: no-plaintext-password/plaintext-password
export const module = "./local/module.js";
export const ok = "https://example.com/fine";
