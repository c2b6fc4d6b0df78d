/**
 * The suppression model: which comments are directives (ESLint's grammar, `eslint-` for urilint's
 * rules and `urilint-` for rules or codes), and which findings they silence (line, next line,
 * blocks), with the unused `urilint-` directives.
 */
import { describe, expect, it } from "vitest";
import { applyDirectives } from "../src/suppress/apply.js";
import { parseDirective, type CommentSpan, type Directive } from "../src/suppress/directives.js";

const line = (text: string, start = 0): CommentSpan => ({ text, start, end: start + text.length + 2, block: false });
const block = (text: string, start = 0): CommentSpan => ({ text, start, end: start + text.length + 4, block: true });

describe("parseDirective", () => {
  it.each([
    [
      " eslint-disable-next-line urilint/no-invalid-uri",
      { kind: "disable-next-line", prefix: "eslint", all: false, targets: [{ rule: "no-invalid-uri" }] },
    ],
    [" eslint-disable-line", { kind: "disable-line", prefix: "eslint", all: true, targets: [] }],
    [
      " eslint-disable-next-line no-console, urilint/normalized-case -- fixture",
      { kind: "disable-next-line", all: false, targets: [{ rule: "normalized-case" }] },
    ],
    [
      " urilint-disable-line default-port",
      { kind: "disable-line", prefix: "urilint", targets: [{ rule: "no-default-port", code: "default-port" }] },
    ],
    [
      " urilint-disable-next-line urilint/no-plaintext-password, no-invalid-uri",
      { targets: [{ rule: "no-plaintext-password" }, { rule: "no-invalid-uri" }] },
    ],
    [" urilint-disable -- negative fixtures below", { kind: "disable", all: true, targets: [] }],
    [" urilint-disable-line no-such-rule", { all: false, targets: [], unknown: ["no-such-rule"] }],
    ["urilint-enable", { kind: "enable", all: true }],
  ])("%j", (text, expected) => {
    expect(parseDirective(line(text), false)).toMatchObject(expected);
  });

  it.each([
    " eslint-disable-next-line no-console", // other plugins' rules only
    " not eslint-disable-line", // the word must come first
    " eslint-disable-lines", // a different word
    " urilint-disabled",
  ])("%j is no directive of urilint's", (text) => {
    expect(parseDirective(line(text), false)).toBeUndefined();
  });

  it("reads eslint-disable and eslint-enable only in block comments where a language has them (ESLint's JavaScript)", () => {
    expect(parseDirective(line(" eslint-disable"), true)).toBeUndefined();
    expect(parseDirective(block(" eslint-disable "), true)).toMatchObject({ kind: "disable" });
    expect(parseDirective(line(" eslint-disable-next-line"), true)).toMatchObject({ kind: "disable-next-line" });
    // YAML, TOML, .env and Dockerfiles have only line comments: there they count.
    expect(parseDirective(line(" eslint-disable"), false)).toMatchObject({ kind: "disable" });
    // urilint's own words count in any comment.
    expect(parseDirective(line(" urilint-disable"), true)).toMatchObject({ kind: "disable" });
  });
});

describe("applyDirectives", () => {
  // A document of lines; each finding is [line, code], each directive [line, comment text].
  function run(findings: [number, string][], comments: [number, string][]) {
    const lineOf = (offset: number): number => Math.floor(offset / 100);
    const directives = comments
      .map(([at, text]) => parseDirective(line(text, at * 100), false))
      .filter((d): d is Directive => d !== undefined);
    const items = findings.map(([at, code]) => ({ start: at * 100 + 10, code: code as never, at }));
    const result = applyDirectives(items, directives, lineOf);
    return { kept: result.kept.map((i) => i.at), unused: result.unused.map((u) => u.message) };
  }

  it("silences its own line, or the next one", () => {
    expect(
      run(
        [
          [1, "default-port"],
          [2, "default-port"],
        ],
        [[1, "urilint-disable-line"]],
      ),
    ).toEqual({ kept: [2], unused: [] });
    expect(
      run(
        [
          [1, "default-port"],
          [2, "default-port"],
        ],
        [[0, "eslint-disable-next-line urilint/no-default-port"]],
      ),
    ).toEqual({ kept: [2], unused: [] });
  });

  it("silences only the rules or codes it names", () => {
    expect(
      run(
        [
          [1, "default-port"],
          [1, "scheme-case"],
        ],
        [[1, "urilint-disable-line scheme-case"]],
      ),
    ).toEqual({ kept: [1], unused: [] });
    expect(
      run(
        [
          [1, "host-case"],
          [1, "scheme-case"],
        ],
        [[1, "urilint-disable-line normalized-case"]],
      ),
    ).toEqual({ kept: [], unused: [] });
  });

  it("silences a block until the matching enable", () => {
    const findings: [number, string][] = [
      [1, "default-port"],
      [2, "scheme-case"],
      [4, "default-port"],
      [5, "scheme-case"],
    ];
    expect(
      run(findings, [
        [0, "urilint-disable"],
        [3, "urilint-enable no-default-port"],
      ]),
    ).toEqual({ kept: [4], unused: [] });
    expect(
      run(findings, [
        [0, "urilint-disable no-default-port"],
        [3, "urilint-enable"],
      ]),
    ).toEqual({ kept: [2, 4, 5], unused: [] });
  });

  it("reports the urilint- directives and names that silenced nothing, never an eslint- one", () => {
    expect(
      run(
        [[1, "default-port"]],
        [
          [1, "urilint-disable-line default-port, scheme-case"],
          [5, "urilint-disable-next-line"],
          [7, "eslint-disable-next-line urilint/no-invalid-uri"],
          [8, "urilint-disable-line nonsense"],
        ],
      ),
    ).toEqual({
      kept: [],
      unused: [
        "Unused urilint-disable-line directive (no problems were reported from 'scheme-case').",
        "Unused urilint-disable-next-line directive (no problems were reported).",
        "Unused urilint-disable-line directive ('nonsense' is neither a urilint rule nor a finding code).",
      ],
    });
  });
});
