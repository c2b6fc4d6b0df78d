/**
 * Bad configuration gets a clear error through the real ESLint: `settings.urilint` of the wrong
 * shape, invalid regular expressions (in settings and in rule options), config names that do not
 * exist. Each message names the key, what was expected and what was found; none echoes a password.
 */
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin, { configs, meta, rules } from "../src/index.js";

const code = `fetch("HTTPS://example.com/");`;

function lint(config: Linter.Config): Linter.LintMessage[] {
  return new Linter().verify(code, [{ ...configs.recommended, ...config, files: ["**/*.js"] }], "a.js");
}

describe("bad settings.urilint", () => {
  it("stops the run with the key, the expected type and the value", () => {
    expect(() => lint({ settings: { urilint: { ignore: "^https://internal" } } })).toThrow(
      "Error while loading rule 'urilint/no-invalid-uri': Invalid urilint configuration:\n" +
        '  - settings.urilint.ignore: expected an array of regular expressions (strings), got "^https://internal"',
    );
    expect(() => lint({ settings: { urilint: ["sinks"] } })).toThrow(
      'settings.urilint: expected an object of urilint settings, got the array ["sinks"]',
    );
    expect(() => lint({ settings: { urilint: { schemes: ["myapp:"] } } })).toThrow(
      'settings.urilint.schemes[0]: "myapp:" is not a scheme name (a letter, then letters, digits, "+", "-" or "."; no ":")',
    );
  });

  it("reports an invalid regular expression with the pattern and the reason, not as a substring match", () => {
    expect(() => lint({ settings: { urilint: { ignore: ["^ok", "(legacy"] } } })).toThrow(
      'settings.urilint.ignore[1]: "(legacy" is not a valid regular expression: Unterminated group',
    );
  });

  it("reports an invalid regular expression in a rule's own options", () => {
    expect(() => lint({ rules: { "urilint/normalized-case": ["warn", { ignore: ["[z-a]"] }] } })).toThrow(
      'the options of "urilint/normalized-case".ignore[0]: "[z-a]" is not a valid regular expression: Range out of order in character class',
    );
  });

  it("names typos and the language server's settings, and never shows a password", () => {
    expect(() => lint({ settings: { urilint: { sink: ["api.get"] } } })).toThrow(
      'settings.urilint.sink: unknown setting (did you mean "sinks"?)',
    );
    expect(() => lint({ settings: { urilint: { severity: { "default-port": "off" } } } })).toThrow(
      "settings.urilint.severity: is a setting of the urilint language server; in ESLint, set each rule's level",
    );
    let message = "";
    try {
      lint({ settings: { urilint: { ignore: ["postgres://admin:hunter2@db/("] } } });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('"postgres://admin:***@db/(" is not a valid regular expression');
    expect(message).not.toContain("hunter2");
  });

  it("accepts well-formed settings and RegExp objects, and lints as before", () => {
    expect(
      lint({
        settings: { urilint: { ignore: [/^HTTPS:\/\/EXAMPLE/i], sinks: [{ callee: "api.get", arguments: [0] }] } },
      }),
    ).toEqual([]);
    expect(lint({ settings: { urilint: { ignore: [] }, other: 1 } }).map((m) => m.messageId)).toEqual(["scheme-case"]);
  });
});

describe("config names", () => {
  it("throws on a near miss of a config name, saying which exist", () => {
    const names =
      '(the configs are "recommended", "strict", "all", "json", "json5", "markdown", "yaml", "toml", "css", "html")';
    expect(() => (configs as unknown as Record<string, unknown>)["recomended"]).toThrow(
      `eslint-plugin-urilint has no config "recomended"; did you mean "recommended"? ${names}`,
    );
    expect(() => (configs as unknown as Record<string, unknown>)["Strict"]).toThrow('did you mean "strict"?');
    expect(() => (configs as unknown as Record<string, unknown>)["flat/recommended"]).toThrow(
      `eslint-plugin-urilint has no config "flat/recommended": it supports flat config only, so its configs need no "flat/" prefix; use configs.recommended ${names}`,
    );
    expect(() => (configs as unknown as Record<string, unknown>)["flat/json"]).toThrow("use configs.json");
  });

  it("reads as a plain object otherwise: enumerating, probing and serializing tools are unaffected", () => {
    const record = configs as unknown as Record<string, unknown>;
    expect(Object.keys(configs)).toEqual([
      "recommended",
      "strict",
      "all",
      "json",
      "json5",
      "markdown",
      "yaml",
      "toml",
      "css",
      "html",
    ]);
    expect([record["then"], record["toJSON"], record["unrelated-name"], record["x"]]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect("recomended" in configs).toBe(false);
    expect(JSON.stringify(Object.keys(configs))).toBe(
      '["recommended","strict","all","json","json5","markdown","yaml","toml","css","html"]',
    );
  });

  it("exports the plugin as default and by name; `.default` is the plugin, not enumerable", () => {
    expect(plugin.configs).toBe(configs);
    expect(plugin.rules).toBe(rules);
    expect(plugin.meta).toBe(meta);
    expect((plugin as unknown as { default: unknown }).default).toBe(plugin);
    expect(Object.keys(plugin)).toEqual(["meta", "rules", "configs"]);
  });
});
