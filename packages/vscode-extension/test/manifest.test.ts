import { readFileSync, existsSync } from "node:fs";
import { CATALOGUE, RULE_NAMES, SETTINGS } from "@urilint/core";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../lsp-server/src/settings.js";
import { configurationProperties } from "../scripts/configuration.mjs";
import { activationLanguages } from "../src/documents.js";
import { RESTART_COMMAND, SHOW_OUTPUT_COMMAND } from "../src/status-model.js";

const root = new URL("../", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const properties: Record<string, { scope?: string; default?: unknown; type?: string; properties?: object }> =
  manifest.contributes.configuration.properties;
const readme = readFileSync(new URL("README.md", root), "utf8");

describe("package.json", () => {
  it("contributes a setting for every server setting, with the server's default, per folder", () => {
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
      const property = properties[`urilint.${key}`];
      expect(property, `urilint.${key}`).toBeDefined();
      expect(property!.default, `default of urilint.${key}`).toEqual(JSON.parse(JSON.stringify(value)));
      expect(property!.scope, `scope of urilint.${key}`).toBe("resource");
    }
  });

  it("is in sync with the server and the catalogue (node scripts/sync-configuration.mjs)", () => {
    const expected = configurationProperties({
      catalogue: CATALOGUE,
      ruleNames: RULE_NAMES,
      defaults: DEFAULT_SETTINGS,
      settings: SETTINGS,
    });
    expect(properties).toEqual(expected);
  });

  it("offers every finding code and rule name in checks and severity", () => {
    for (const setting of ["urilint.checks", "urilint.severity"]) {
      const keys = Object.keys(properties[setting]!.properties!);
      expect(keys.sort()).toEqual([...Object.keys(CATALOGUE), ...RULE_NAMES].sort());
    }
  });

  it("has the client's own settings: plain text and server tracing", () => {
    expect(properties["urilint.plaintext.enable"]).toMatchObject({ type: "boolean", default: false });
    expect(properties["urilint.trace.server"]).toMatchObject({ enum: ["off", "messages", "verbose"], default: "off" });
  });

  it("activates on the languages the client selects, and those of the files it selects by name", () => {
    expect(manifest.activationEvents).toEqual(activationLanguages().map((language) => `onLanguage:${language}`));
  });

  it("contributes the commands the extension registers", () => {
    const commands = manifest.contributes.commands.map(
      (c: { command: string; title: string; category: string }) => `${c.category}: ${c.title} (${c.command})`,
    );
    expect(commands.sort()).toEqual([
      `urilint: Restart server (${RESTART_COMMAND})`,
      `urilint: Show output (${SHOW_OUTPUT_COMMAND})`,
    ]);
  });

  it("runs in untrusted workspaces and starts from the client bundle", () => {
    expect(manifest.capabilities.untrustedWorkspaces.supported).toBe(true);
    expect(manifest.main).toBe("./dist/client.cjs");
    expect(manifest.engines.vscode).toBe("^1.100.0");
  });

  it("has a PNG icon of at least 128x128", () => {
    const png = readFileSync(new URL(manifest.icon, root));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(128);
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(128);
  });
});

describe("README.md", () => {
  it("documents every setting", () => {
    for (const key of Object.keys(properties)) expect(readme, key).toContain(`\`${key}\``);
  });

  it("shows screenshots that exist", () => {
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(images).toEqual(expect.arrayContaining(["images/hover.png", "images/quick-fix.png"]));
    for (const image of images) expect(existsSync(new URL(image, root)), image).toBe(true);
  });
});
