/**
 * The formatters as functions of a report: millions of problems and notes in every format, written
 * in chunks (no recursion, no argument spread, no giant string), and JSON laid out exactly as
 * JSON.stringify(value, null, 2) would lay it out, with every character a terminal acts on escaped
 * and the values unchanged. The real command's formats are in formats.test.ts.
 */
import { describe, expect, it } from "vitest";
import { FORMATTERS, FORMAT_NAMES } from "../src/formatters/index.js";
import type { FileResult, Problem, Report } from "../src/results.js";

const PROBLEM: Problem = {
  code: "scheme-case",
  rule: "normalized-case",
  severity: "warning",
  message: "The scheme is case-insensitive and normally lower case: http",
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 5,
  fixable: true,
  fingerprint: `${"0".repeat(32)}:1`,
};

describe("formatters at scale", () => {
  it("write 2,000,000 problems and 200,000 notes in every format, in chunks", () => {
    const files: FileResult[] = [{ path: "many.txt", problems: new Array<Problem>(2_000_000).fill(PROBLEM) }];
    for (let i = 0; i < 200_000; i++)
      files.push({
        path: `f${i}.dat`,
        problems: [],
        note: {
          kind: i % 2 === 0 ? "binary" : "unreadable",
          message: "urilint could not read this file: permission denied (EACCES)",
        },
      });
    const report: Report = { files, version: "0.1.0" };
    // What each format writes once per problem.
    const perProblem = {
      stylish: "  scheme-case\n",
      json: '"code": "scheme-case"',
      sarif: '"ruleId": "scheme-case"',
      github: "::warning file=many.txt,",
    };
    for (const name of FORMAT_NAMES) {
      const mark = perProblem[name];
      let largest = 0;
      let count = 0;
      let all = "";
      let carry = "";
      for (const chunk of FORMATTERS[name](report, { color: false })) {
        largest = Math.max(largest, chunk.length);
        // Counted across chunk boundaries: the last characters of one chunk, too few for a whole
        // mark, go with the next.
        const text = carry + chunk;
        count += text.split(mark).length - 1;
        carry = text.slice(-(mark.length - 1));
        // What follows the problems (the totals and the notes' line of stylish) is kept whole.
        if (count === 2_000_000) all += chunk;
      }
      expect(count, name).toBe(2_000_000);
      expect(largest, name).toBeLessThan(256 * 1024);
      if (name === "stylish") {
        expect(all).toContain("✖ 2000000 problems (0 errors, 2000000 warnings)\n");
        expect(all).toContain(
          "note skipped 100000 binary files (f0.dat, f2.dat, f4.dat, …); --format json lists them\n",
        );
        expect(all.split("\n").filter((line) => line.startsWith("note f"))).toHaveLength(100_000);
      }
    }
  }, 300_000);
});

describe("JSON layout and escapes", () => {
  const hostile =
    'quote " backslash \\ esc \u001b[2J nul \u0000 del \u007f c1 \u009b bidi \u202e ls \u2028 lone \ud800 é 中 😀';
  const report: Report = {
    version: "0.1.0",
    files: [
      { path: "clean.md", problems: [] },
      {
        path: `dir/${hostile}.md`,
        problems: [
          { ...PROBLEM, message: hostile },
          { ...PROBLEM, code: "unused-disable-directive", rule: undefined, severity: "error", fixable: false },
        ],
        note: { kind: "not-written", message: hostile },
        fixed: true,
      },
      { path: "binary.dat", problems: [], note: { kind: "binary", message: "binary" } },
    ],
  };
  const text = (name: "json" | "sarif") => [...FORMATTERS[name](report, { color: false })].join("");

  for (const name of ["json", "sarif"] as const) {
    it(`${name}: JSON.stringify(value, null, 2)'s layout, the same values, nothing raw for a terminal`, () => {
      const written = text(name);
      const value = JSON.parse(written) as unknown;
      // The layout: the value stringified whole, then the same escapes.
      const whole = `${JSON.stringify(value, null, 2)}\n`.replace(
        /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
      );
      expect(written).toBe(whole);
      expect(written).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2028\u2029]/);
      expect(written).toContain("lone \\ud800");
    });
  }

  it("json: the values as given (the message exact, the path exact when it holds no password)", () => {
    const value = JSON.parse(text("json")) as {
      files: { path: string; problems: Problem[]; note?: { message: string } }[];
    };
    expect(value.files.map((f) => f.path)).toEqual([`dir/${hostile}.md`, "binary.dat"]);
    expect(value.files[0]!.problems[0]!.message).toBe(hostile);
    expect(value.files[0]!.problems[1]!.rule).toBeUndefined();
    expect(value.files[0]!.note!.message).toBe(hostile);
  });

  it("stylish and github: every control character shown as an escape", () => {
    for (const name of ["stylish", "github"] as const) {
      const written = [...FORMATTERS[name](report, { color: false })].join("");
      expect(written, name).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2028\u2029]/);
      expect(written, name).toContain("esc \\x1b[2J nul \\x00 del \\x7f c1 \\x9b bidi \\u{202e} ls \\u{2028}");
    }
  });
});
