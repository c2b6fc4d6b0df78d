/**
 * Which lines the shell's reader parses again (recovery.ts): the lines after the first of each
 * string or word across lines that lies inside an ERROR node, starts on a line holding an error (an
 * ERROR node or a token the parser supposed missing), or starts on the line where the last such
 * string ended; and no other. Each case names the tree tree-sitter-bash gives it.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { Grammar } from "../src/reading/tree-sitter.js";
import { recoveryRegions } from "../src/languages/shell/recovery.js";
import { scanShell } from "../src/languages/shell/scan.js";
import { runSync } from "../src/work.js";

const bash = new Grammar("tree-sitter-bash.wasm");

beforeAll(() => bash.prepare());

/** The text of each region of `source` parsed again. */
function reparsed(source: string): string[] {
  const tree = bash.parse(source);
  try {
    return recoveryRegions(tree, source).map(([start, end]) => source.slice(start, end));
  } finally {
    tree.delete();
  }
}

describe("the regions parsed again", () => {
  it("take a string across lines inside an ERROR node, on a line without an error", () => {
    // (program (ERROR (ERROR (word) (word)) (string ...))): both errors start on the first line.
    expect(reparsed('case ${(f)x} in\n a) echo "p\nq" ;;\nesac\n')).toEqual(['q"']);
  });

  it("take a string nested in an ERROR node's constructs", () => {
    // (program (ERROR (binary_expression ... right: (concatenation (string ...) (word))) (word)))
    expect(reparsed('if [ "a" = "b ]; then\necho x\nfoo "c\nd"\n')).toEqual(['echo x\nfoo "']);
  });

  it("take a string outside the errors that starts on a line holding an ERROR node, and the next on its last line", () => {
    // (command name: (command_name (word)) (ERROR (word)) argument: (string ...) argument: (word) argument: (string ...))
    expect(reparsed('echo ${(j: :)x} "a\nb" c "d\ne"\nf\n')).toEqual(['b"', 'e"']);
  });

  it("take a string that starts on a line holding a missing token", () => {
    // (arithmetic_expansion (binary_expression ...) (MISSING "))")), then the string, no ERROR node.
    expect(reparsed('echo $(( 1 + \necho "a\nb"\n')).toEqual(['b"']);
  });

  it("leave a string across lines outside the errors, on a line without one", () => {
    expect(reparsed('echo ${(j: :)x}\necho "a\nb"\n')).toEqual([]);
    expect(reparsed('f() {\n  echo ${(j: :)x}\n  echo "a\nb"\n}\n')).toEqual([]);
    expect(reparsed('for x in ${(f)y}; do\n echo hi\n echo "a\nb"\ndone\n')).toEqual([]);
  });

  it("leave a document read without error", () => {
    expect(reparsed('echo "a\nb"\n')).toEqual([]);
  });
});

describe("the regions read again", () => {
  /** How many times reading `source` parses, and the values it finds. */
  function read(source: string): { parses: number; values: string[] } {
    const parse = vi.spyOn(bash, "parse");
    const found: Candidate[] = [];
    try {
      runSync(scanShell(bash, source, (candidate) => found.push(candidate)));
      return { parses: parse.mock.calls.length, values: found.map((candidate) => candidate.value.text) };
    } finally {
      parse.mockRestore();
    }
  }

  it("parse a region that may hold a candidate or a comment again", () => {
    expect(read('case ${(f)x} in\n a) echo "p\ncurl https://example.com/a\n" ;;\nesac\n')).toEqual({
      parses: 2,
      values: ["https://example.com/a"],
    });
    expect(read('case ${(f)x} in\n a) echo "p\necho a # b\n" ;;\nesac\n').parses).toBe(2);
  });

  it("leave a region without a character a candidate or a comment needs unparsed", () => {
    // The region is 'q"': no ':', '%', '@', '#', backslash or character beyond ASCII.
    expect(read('case ${(f)x} in\n a) echo "p\nq" ;;\nesac\n')).toEqual({ parses: 1, values: [] });
  });
});
