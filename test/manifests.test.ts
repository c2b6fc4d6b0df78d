/**
 * Every publishable package carries the project's shared manifest fields and LICENSE from one
 * place (the root package.json and LICENSE; `node scripts/manifests.mjs` writes them), a
 * CHANGELOG, `engines`, `files`, and ranges for its workspace dependencies that resolve once
 * published.
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM script without declarations
import { differences, publishablePackages } from "../scripts/manifests.mjs";

type Manifest = Record<string, unknown> & { name: string; dependencies?: Record<string, string>; files?: string[] };
const packages = publishablePackages() as { dir: string; manifest: Manifest }[];

describe("publishable packages", () => {
  it("are core, the ESLint plugin and the language server (and any new package not marked private)", () => {
    expect(packages.map((p) => p.manifest.name)).toEqual(
      expect.arrayContaining(["@urilint/core", "eslint-plugin-urilint", "@urilint/lsp-server"]),
    );
  });

  it("agree with the root's license, repository, homepage, bugs and engines, and ship its LICENSE", () => {
    expect(differences()).toEqual([]);
  });

  it("depend on each other with ranges (workspace:^), list their files and ship no build info", () => {
    for (const { manifest } of packages) {
      for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
        if (name.startsWith("@urilint/")) expect(range, `${manifest.name} -> ${name}`).toBe("workspace:^");
      }
      expect(manifest.files, manifest.name).toEqual(
        expect.arrayContaining(["dist", "!dist/.tsbuildinfo", "CHANGELOG.md"]),
      );
    }
  });

  it("peer on ESLint 9.38 and later for the plugin", () => {
    const plugin = packages.find((p) => p.manifest.name === "eslint-plugin-urilint")!.manifest;
    expect(plugin["peerDependencies"]).toEqual({ eslint: ">=9.38.0" });
  });
});
