// The floor of bench:core (src/floor.js) stands for the least work of a parse with tryParse's
// results: it must read the same components as tryParse where it claims to, or its time would
// stand for less than that work.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tryParse } from "@urilint/core";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the bench, without types
import { floorParse } from "../src/floor.js";

const DATA = fileURLToPath(new URL("../../../shared/bench-data/", import.meta.url));

/** The components as the bench reads them. */
function components(result: {
  ok: boolean;
  uri?: Record<string, string | undefined>;
}): (string | undefined)[] | undefined {
  if (!result.ok || result.uri === undefined) return undefined;
  const uri = result.uri;
  return [uri.scheme, uri.userInfo, uri.host, uri.port, uri.path, uri.query, uri.fragment];
}

/** A scheme, "//", a host without userinfo or port, then anything: the shape the floor reads exactly. */
const PLAIN_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/[^@:/?#[]*(?:[/?#]|$)/i;

describe("bench floor", () => {
  for (const list of ["node_files", "isaacs_files", "kasztp", "userbait"]) {
    it(`reads tryParse's components on every valid ${list} URI with a plain authority`, () => {
      const lines = readFileSync(`${DATA}${list}.txt`, "utf8").split("\n");
      let compared = 0;
      for (const line of lines) {
        if (!PLAIN_AUTHORITY.test(line) || !tryParse(line).ok) continue;
        expect(components(floorParse(line)), line).toEqual(components(tryParse(line) as never));
        compared++;
      }
      expect(compared).toBeGreaterThan(lines.length * 0.9);
    });
  }

  it("rejects a text with a character no URI may hold, and reads one without an authority", () => {
    expect(floorParse("http://a b/").ok).toBe(false);
    expect(components(floorParse("mailto:a@b?subject=x#f"))).toEqual([
      "mailto",
      undefined,
      undefined,
      undefined,
      "a@b",
      "subject=x",
      "f",
    ]);
  });
});
