import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, readSettings, resolveSettings } from "../src/settings.js";
import { isExcluded } from "../src/exclude.js";

describe("readSettings", () => {
  it("reads the section itself or wrapped in { urilint }", () => {
    expect(readSettings({ enable: false }).enable).toBe(false);
    expect(readSettings({ urilint: { enable: false } }).enable).toBe(false);
  });

  it("keeps the base for fields that are missing or of the wrong type", () => {
    const base = readSettings({ schemes: ["myapp"], maxFileSize: 10 });
    const next = readSettings(
      { schemes: "myapp", maxFileSize: -1, checks: [true], severity: { "default-port": "loud" } },
      base,
    );
    expect(next.schemes).toEqual(["myapp"]);
    expect(next.maxFileSize).toBe(10);
    expect(next.checks).toEqual({});
    expect(next.severity).toEqual({});
  });

  it("never throws, whatever a client sends", () => {
    for (const raw of [
      null,
      undefined,
      1,
      "x",
      [],
      { urilint: null },
      { sinks: [1, { callee: 2 }, { callee: "a", arguments: [-1] }, "ok"] },
    ]) {
      expect(() => readSettings(raw)).not.toThrow();
    }
    expect(
      readSettings({
        sinks: [1, { callee: 2 }, { callee: "a", arguments: [-1] }, "ok", { callee: "b", arguments: [1] }],
      }).sinks,
    ).toEqual(["ok", { callee: "b", arguments: [1] }]);
  });
});

describe("resolveSettings", () => {
  it("starts from the catalogue's defaults", () => {
    const resolved = resolveSettings(DEFAULT_SETTINGS);
    expect(resolved.codes.has("scheme-case")).toBe(true);
    expect(resolved.codes.has("empty-path")).toBe(false); // off by default in the catalogue
    expect(resolved.severity("plaintext-password")).toBe("error");
  });

  it("lets a code's own setting win over its rule's, and 'off' turn a check off", () => {
    const resolved = resolveSettings(
      readSettings({
        checks: { "no-default-port": false, "empty-port": true, "require-root-path": true },
        severity: { "normalized-case": "hint", "host-case": "error", "no-dot-segments": "off" },
      }),
    );
    expect(resolved.codes.has("default-port")).toBe(false);
    expect(resolved.codes.has("empty-port")).toBe(true);
    expect(resolved.codes.has("empty-path")).toBe(true);
    expect(resolved.codes.has("dot-segments")).toBe(false);
    expect(resolved.severity("scheme-case")).toBe("hint");
    expect(resolved.severity("host-case")).toBe("error");
  });

  it("gives equal settings equal keys", () => {
    expect(resolveSettings(readSettings({ enable: true })).key).toBe(
      resolveSettings(readSettings({ enable: true })).key,
    );
    expect(resolveSettings(readSettings({ enable: false })).key).not.toBe(
      resolveSettings(readSettings({ enable: true })).key,
    );
  });
});

describe("exclude", () => {
  const folders = ["file:///work/app", "file:///work/app/packages/lib"];
  const cases: [uri: string, patterns: string[], expected: boolean][] = [
    ["file:///work/app/fixtures/a.ts", ["fixtures/**"], true],
    ["file:///work/app/src/fixtures/a.ts", ["fixtures/**"], false],
    ["file:///work/app/src/fixtures/a.ts", ["**/fixtures/**"], true],
    ["file:///work/app/src/a.test.ts", ["*.test.ts"], true],
    ["file:///work/app/src/a.ts", ["*.test.ts"], false],
    // The deepest folder counts: this file is "src/x.ts" in packages/lib.
    ["file:///work/app/packages/lib/src/x.ts", ["src/**"], true],
    ["file:///elsewhere/My%20Docs/a.md", ["**/My Docs/**"], true],
  ];
  it.each(cases)("%s with %j: %s", (uri, patterns, expected) => {
    expect(isExcluded(uri, folders, patterns)).toBe(expected);
  });
});
