// Strings, templates, chains, tagged templates, keys, assertions, returns and comments: one reading everywhere.
import { expect } from "vitest";

const base = "HTTP://API.Example.com:80/v1/./items";
const withPort = "http://localhost:" + PORT;
const chained = "https://example.com:443/a/" + id + "/b/../c";
const template = `HTTPS://${host}/a/%7euser`;
const tagged = sql`select 'HTTP://X.com/'`;
const raw = String.raw`https://Example.com/a\b`;
const keys = { "stratum+tcp://server:port": 1, "HTTP://Example.com/": 2 };
expect(parse("http://[::1")).toBe("HTTP://Example.com/");
function apiUrl() {
  return "localhost:3000/api";
}
const dsn = "postgres://app:hunter2secret@db.internal/app";
const space = "http://exa mple.com/";
// See HTTP://Docs.Example.com/guide, and https://a.example.com,https://b.example.com for mirrors.
/* urilint-disable-next-line normalized-case */
const silenced = "HTTP://Silenced.example.com/";
fetch("https://example.com/<script>alert('XSS')</script>/");
