/**
 * What the built plugin loads when ESLint lints a script with every rule on: @urilint/scan/trees
 * (the reading of ESLint's trees), never the whole of @urilint/scan (its main entry, the link
 * checker, the parsers of the languages it reads from their text), which a project that lints only
 * JavaScript never needs. Checked in a fresh process by the modules Node has loaded, never by timing.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { modulesLoadedBy } from "../../../test-support/loaded-modules.js";

const BUILT = fileURLToPath(new URL("../dist/index.js", import.meta.url));

describe("the plugin's rules on a script", () => {
  it("load @urilint/scan/trees, not the whole of @urilint/scan", () => {
    const loaded = modulesLoadedBy(`
      const { Linter } = await import("eslint");
      const { default: urilint } = await import(${JSON.stringify(BUILT)});
      const messages = new Linter({ cwd: "/project" }).verify(
        'fetch("http://a.example:80/"); // see https://b.example/',
        [urilint.configs.all],
        "/project/src/a.js",
      );
      if (!messages.some((m) => m.ruleId === "urilint/no-default-port")) throw new Error(JSON.stringify(messages));`);
    const scan = loaded.filter((path) => /scan\/dist\//.test(path)).map((path) => path.replace(/^.*scan\/dist\//, ""));
    // The hook saw the package: an empty list is not a hook that saw nothing.
    expect(scan).toContain("trees.js");
    expect(scan.filter((path) => /^(index\.c?js|uris\.js|links\/)/.test(path))).toEqual([]);
    expect(loaded.filter((path) => /node_modules\/typescript\//.test(path))).toEqual([]);
  });
});
