import { describe, expect, it } from "vitest";
import { isPlaceholder, TEMPLATE_SHAPES, TEMPLATE_STARTS } from "../src/findings/placeholders.js";

describe("isPlaceholder", () => {
  it.each([
    "",
    "x",
    "****",
    "xxx",
    "XXXXXXXX",
    "...",
    "password",
    "PASSWORD",
    "Pass-Word",
    "passwd",
    "pass",
    "pwd",
    "changeme",
    "ChangeMe",
    "changeit",
    "secret",
    "your_password",
    "your-password-here",
    "<password>",
    "<x>",
    "[password]",
    "[x]",
    "$PASSWORD",
    "$db_pass",
    "${PASSWORD}",
    "${DB_PASSWORD:-postgres}",
    "$(PASSWORD)",
    "%PASSWORD%",
    "@PASSWORD@",
    "__PASSWORD__",
    "#{password}",
    "{0}",
    "{password}",
    "{}",
    "%s",
    "%(password)s",
    "{{password}}",
    "{{ .Values.password }}",
    "${{ secrets.DB_PASSWORD }}",
    "pre-${VAR}-post",
    "DB_PASSWORD",
    "REDIS_PASS",
    "API_TOKEN",
    "sample_password",
    "db-pass",
    "app.secret",
  ])("%j is a placeholder", (text) => {
    expect(isPlaceholder(text)).toBe(true);
  });

  it.each([
    "hunter2",
    "s3cr3t!",
    "p@ss",
    "correct horse battery staple",
    "Tr0ub4dor&3",
    "passw0rd1",
    "DbPassword7",
    "my_password1",
    "sample_password!",
    "a-much-longer-password",
    "my-secret-password",
    "postgres",
    "admin123",
    "{unclosed",
    "<unclosed",
    "$1abc",
    "%zz",
    "xy",
    "ab",
  ])("%j is not a placeholder", (text) => {
    expect(isPlaceholder(text)).toBe(false);
  });

  it("stays fast on long text without a closing delimiter", () => {
    // Anchored shapes without nested quantifiers: long input is one pass, not a backtracking blow-up.
    const long = "${" + "a".repeat(200_000);
    expect(isPlaceholder(long)).toBe(false);
    expect(isPlaceholder("<" + "a".repeat(200_000))).toBe(false);
  });
});

describe("the template shapes' first characters", () => {
  it("are all in TEMPLATE_STARTS, which isPlaceholder checks before any regular expression", () => {
    for (const shape of TEMPLATE_SHAPES) {
      const first = shape.source[1] === "\\" ? shape.source[2] : shape.source[1];
      expect(shape.source[0], shape.source).toBe("^");
      expect(TEMPLATE_STARTS, shape.source).toContain(first);
    }
  });
});
