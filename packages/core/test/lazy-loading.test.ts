/**
 * tr46 and the confusables of confusables.txt are loaded on the first international host
 * (iri/international-data.cts): a process that checks ASCII URIs loads neither. Checked on the built
 * package (the tests run on the sources, where both are imported up front) in a fresh process, by
 * the modules Node has loaded: never by timing.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { modulesLoadedBy } from "../../../test-support/loaded-modules.js";

const BUILT = fileURLToPath(new URL("../dist/index.js", import.meta.url));

/** Which of tr46 and unhomoglyph a fresh process loads while it checks and describes `uris`. */
function internationalDataAfter(uris: readonly string[]): string[] {
  const loaded = modulesLoadedBy(`
    const { check, describe } = await import(${JSON.stringify(BUILT)});
    for (const uri of ${JSON.stringify(uris)}) { check(uri); describe(uri); }`);
  return [...new Set(loaded.flatMap((path) => /node_modules\/(tr46|unhomoglyph)\//.exec(path)?.[1] ?? []))].sort();
}

describe("international data loads on first use", () => {
  it("loads neither tr46 nor the confusables for ASCII hosts", () => {
    expect(internationalDataAfter(["http://a.example/x?y#z", "HTTP://B.EXAMPLE:80/%7e", "mailto:a@b.example"])).toEqual(
      [],
    );
  });

  it("loads tr46 for an international host", () => {
    expect(internationalDataAfter(["http://bücher.example/"])).toContain("tr46");
  });

  it("loads the confusables for a label in one script other than Latin", () => {
    // "асе" is written in Cyrillic letters that look like "ace".
    expect(internationalDataAfter(["http://асе.example/"])).toEqual(["tr46", "unhomoglyph"]);
  });
});
