/**
 * The command's one mask and its escapes, case by case: a password is hidden whatever it holds
 * (the mask errs on hiding too much), the mask is one token whatever the length, and control
 * characters are shown as escapes.
 */
import { describe, expect, it } from "vitest";
import { MASK, maskText, maskValue } from "../src/mask.js";
import { printable, printableJson, quoted } from "../src/printable.js";

describe("maskValue", () => {
  const cases: [string, string][] = [
    ["postgres://app:hunter2@db/orders", "postgres://app:***@db/orders"],
    ["postgres://app:a-much-longer-password@db/orders", "postgres://app:***@db/orders"],
    // What a password may hold when typed: "/", "@", ":", "#", spaces, quotes.
    ["postgres://app:p/w@db/orders", "postgres://app:***@db/orders"],
    ["postgres://app:p@ss@db/orders", "postgres://app:***@db/orders"],
    ["postgres://app:a:b://c:d@db/orders", "postgres://app:***@db/orders"],
    ['redis://u:it is "quoted" `here`@cache/0', "redis://u:***@cache/0"],
    ["//u:pw@host/path", "//u:***@host/path"],
    ["--db=postgres://u:pw@h/x", "--db=postgres://u:***@h/x"],
    // A path's name in the form user:password@host.
    ["dir/creds-u:pw@db.txt", "dir/creds-u:***@db.txt"],
    // GitHub's token form: the token is the user name.
    ["https://ghp_token123:x-oauth-basic@github.com/o/r", "https://***:x-oauth-basic@github.com/o/r"],
    // Nothing to hide.
    ["https://example.com/a@b", "https://example.com/a@b"],
    ["https://user@example.com/", "https://user@example.com/"],
    ["postgres://app:@db/x", "postgres://app:@db/x"],
    ["git@github.com:o/r.git", "git@github.com:o/r.git"],
    ["src/**/*.md", "src/**/*.md"],
  ];
  for (const [value, masked] of cases) it(value, () => expect(maskValue(value)).toBe(masked));

  it("masks with one token, whatever the length", () => {
    expect(MASK).toBe("***");
    expect(maskValue("h://u:x@h")).toBe(maskValue("h://u:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx@h"));
  });
});

describe("maskText", () => {
  it("masks each line of a message as a value", () => {
    expect(maskText("open 'postgres://u:pw@h/x'\nthen 'redis://v:pw2@c/0'")).toBe(
      "open 'postgres://u:***@h/x'\nthen 'redis://v:***@c/0'",
    );
  });
});

describe("printable and quoted", () => {
  it("shows every control character as an escape", () => {
    expect(printable("a\u001b[31mb\nc\rd\te\u0000f\u007fg\u009bh\u202ei\u2066j\u2028k")).toBe(
      "a\\x1b[31mb\\nc\\rd\\te\\x00f\\x7fg\\x9bh\\u{202e}i\\u{2066}j\\u{2028}k",
    );
    expect(printable("é 中 😀 plain")).toBe("é 中 😀 plain");
  });

  it("keeps JSON's values and escapes what JSON.stringify leaves raw", () => {
    const text = "\u009b\u202e\u2028\u007f";
    const json = printableJson(JSON.stringify(text));
    expect(json).toBe('"\\u009b\\u202e\\u2028\\u007f"');
    expect(JSON.parse(json)).toBe(text);
  });

  it("quotes a value masked, escaped and cut", () => {
    expect(quoted("postgres://u:pw@h/\u001b")).toBe('"postgres://u:***@h/\\u001b"');
    expect(quoted("a".repeat(100_000))).toBe(`"${"a".repeat(200)}…"`);
  });
});
