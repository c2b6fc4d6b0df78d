import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SETTINGS, settingsOf, validateSettings } from "../src/settings/index.js";
import { editDistance } from "../src/settings/validate.js";

const eslint = (raw: unknown) => validateSettings(raw, { reader: "eslint", prefix: "settings.urilint" });
const server = (raw: unknown) => validateSettings(raw, { reader: "server", prefix: "urilint" });
const messages = (result: { problems: readonly { message: string }[] }) => result.problems.map((p) => p.message);

describe("validateSettings", () => {
  it("keeps well-formed values and reports nothing", () => {
    const raw = {
      sinks: ["fetchJson", { callee: "api.get", arguments: [1] }],
      schemes: ["myapp"],
      ignore: ["^https://internal\\.", /x/u],
    };
    expect(eslint(raw)).toEqual({ values: raw, problems: [] });
    expect(
      server({
        enable: false,
        maxFileSize: 0,
        checks: { "default-port": false },
        severity: { "no-default-port": "information" },
      }),
    ).toEqual({
      values: {
        enable: false,
        maxFileSize: 0,
        checks: { "default-port": false },
        severity: { "no-default-port": "info" },
      },
      problems: [],
    });
    expect(eslint(undefined)).toEqual({ values: {}, problems: [] });
  });

  it("names the key, the expected type and the value for a value of the wrong type", () => {
    expect(messages(eslint({ ignore: "^x", schemes: "myapp", sinks: 5 }))).toEqual([
      'settings.urilint.ignore: expected an array of regular expressions (strings), got "^x"',
      'settings.urilint.schemes: expected an array of scheme names, got "myapp"',
      'settings.urilint.sinks: expected an array of callee names or { "callee", "arguments" } objects, got the number 5',
    ]);
    expect(messages(eslint(["sinks"]))).toEqual([
      'settings.urilint: expected an object of urilint settings, got the array ["sinks"]',
    ]);
    expect(messages(server({ maxFileSize: -1, enable: "yes" }))).toEqual([
      "urilint.maxFileSize: expected a whole number >= 0, got the number -1",
      'urilint.enable: expected true or false, got "yes"',
    ]);
  });

  it("reports an invalid regular expression with the pattern and the engine's reason, and keeps the valid entries", () => {
    const result = eslint({ ignore: ["^ok$", "(", "[z-a]", 3] });
    expect(result.values).toEqual({ ignore: ["^ok$"] });
    expect(messages(result)).toEqual([
      'settings.urilint.ignore[1]: "(" is not a valid regular expression: Unterminated group',
      'settings.urilint.ignore[2]: "[z-a]" is not a valid regular expression: Range out of order in character class',
      "settings.urilint.ignore[3]: expected a regular expression (a string), got the number 3",
    ]);
  });

  it("checks each list entry by its kind", () => {
    expect(
      messages(
        eslint({
          schemes: ["myapp:", "1x"],
          sinks: ["", { callee: "" }, { callee: "a", arguments: [-1] }, { callee: "a", args: [0] }],
        }),
      ),
    ).toEqual([
      'settings.urilint.schemes[0]: "myapp:" is not a scheme name (a letter, then letters, digits, "+", "-" or "."; no ":")',
      'settings.urilint.schemes[1]: "1x" is not a scheme name (a letter, then letters, digits, "+", "-" or "."; no ":")',
      "settings.urilint.sinks[0]: expected a callee name, got an empty string",
      'settings.urilint.sinks[1]: "callee" must be a callee name, got ""',
      'settings.urilint.sinks[2]: "arguments" must be an array of argument positions (whole numbers >= 0), got the array [-1]',
      'settings.urilint.sinks[3]: unknown key "args" (a sink has "callee" and "arguments")',
    ]);
  });

  it("suggests the setting, code or rule meant by a typo", () => {
    expect(messages(eslint({ sink: ["x"] }))).toEqual([
      'settings.urilint.sink: unknown setting (did you mean "sinks"?); the settings are enable, checks, severity, sinks, schemes, ignore, zoneIdentifiers, exclude, reportUnusedDisableDirectives, maxFileSize, site, siteRoot, siteBase, maxLinkTargets',
    ]);
    expect(
      messages(server({ checks: { "no-default-prot": true, nonsense: false }, severity: { "default-port": "loud" } })),
    ).toEqual([
      'urilint.checks.no-default-prot: no finding code or rule is named "no-default-prot" (did you mean "no-default-port"?)',
      'urilint.checks.nonsense: no finding code or rule is named "nonsense"',
      'urilint.severity.default-port: expected "error", "warning", "info", "hint", "off", got "loud"',
    ]);
  });

  it("takes one of the words of a choice, and names them for anything else", () => {
    expect(server({ reportUnusedDisableDirectives: "error" }).values).toEqual({
      reportUnusedDisableDirectives: "error",
    });
    expect(messages(server({ reportUnusedDisableDirectives: true }))).toEqual([
      'urilint.reportUnusedDisableDirectives: expected "off", "warn", "error", got the boolean true',
    ]);
  });

  it("tells the command's users that `enable` is the language server's", () => {
    expect(messages(validateSettings({ enable: false }, { reader: "cli", prefix: "urilint.config.json" }))).toEqual([
      "urilint.config.json.enable: is not read here (it is a setting of the language server)",
    ]);
  });

  it("tells ESLint users where the language server's settings belong", () => {
    expect(messages(eslint({ severity: {}, exclude: ["**/x"] }))).toEqual([
      'settings.urilint.severity: is a setting of the urilint language server; in ESLint, set each rule\'s level in "rules" ("urilint/no-default-port": "off")',
      "settings.urilint.exclude: is not read here (it is a setting of the language server and the urilint command)",
    ]);
  });

  it("never shows a URI's password, and shortens long values", () => {
    const result = eslint({
      ignore: ["postgres://admin:hunter2@db.internal/(", `(${"a".repeat(200)}`],
      schemes: [{ url: "redis://:s3cret@cache" }],
    });
    const text = messages(result).join("\n");
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("s3cret");
    expect(text).toContain('"postgres://admin:***@db.internal/(" is not a valid regular expression');
    expect(messages(result)[1]).toMatch(/"\(a{58}…" is not a valid/);
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (raw) => {
        for (const reader of ["eslint", "server", "cli"] as const) validateSettings(raw, { reader, prefix: "p" });
        validateSettings(
          { ignore: [raw], sinks: [raw], checks: { "default-port": raw }, enable: raw },
          { reader: "server", prefix: "p" },
        );
      }),
    );
  });
});

describe("SETTINGS", () => {
  it("gives each key once, with a description and a default every reader accepts", () => {
    expect(new Set(SETTINGS.map((s) => s.key)).size).toBe(SETTINGS.length);
    for (const spec of SETTINGS) {
      expect(spec.description.length).toBeGreaterThan(10);
      for (const reader of spec.readers) {
        expect(validateSettings({ [spec.key]: spec.default }, { reader, prefix: "p" }).problems).toEqual([]);
      }
    }
    expect(settingsOf("eslint").map((s) => s.key)).toEqual([
      "sinks",
      "schemes",
      "ignore",
      "zoneIdentifiers",
      "site",
      "siteRoot",
      "siteBase",
      "maxLinkTargets",
    ]);
    // The command reads every setting of the server except `enable` (a folder is checked by running it).
    expect(settingsOf("cli").map((s) => s.key)).toEqual(
      settingsOf("server")
        .map((s) => s.key)
        .filter((key) => key !== "enable"),
    );
  });

  it("measures edit distance", () => {
    expect([
      editDistance("", "abc"),
      editDistance("kitten", "sitting"),
      editDistance("sink", "sinks"),
      editDistance("same", "same"),
    ]).toEqual([3, 3, 1, 0]);
  });
});
