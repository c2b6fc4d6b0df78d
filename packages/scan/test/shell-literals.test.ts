/**
 * Shell words read as the shell reads them, with exact ranges: every quoting, escape and heredoc.
 * The judge is bash itself: each source is a command whose output is the value (`printf '%s' WORD`,
 * `cat` of a heredoc), and its output is recorded in support/compiled/shell.json (compiled.ts says
 * how to record it again); a word with an expansion, whose value bash cannot show as a template,
 * is checked by hand below.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { compiledValues } from "./support/compiled.js";

beforeAll(() => prepareLanguage("shell"));

function candidatesOf(source: string): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(source, "shell", (candidate) => found.push(candidate)));
  return found;
}

const PRINTF = "printf '%s' ";

/** The candidate of the word printed by `printf '%s' WORD`. */
function wordOf(source: string): Candidate {
  const found = candidatesOf(source).filter((c) => c.start >= PRINTF.length - 1);
  expect(found, source).toHaveLength(1);
  return found[0] as Candidate;
}

/** Words, each printed by bash. */
const WORDS: readonly string[] = [
  "https://a.example/path?q=1",
  "'single \\ $x `y` \"z\"'",
  '"double \\$ \\` \\" \\\\ \\n \\q"',
  '"line \\\ncontinued"',
  "unquoted\\ word\\?\\&x\\\\",
  "un\\\nquoted",
  "https://a.example/'quoted path'\"/and more\"",
  "\"https://\"'a.example'/x",
  "$'ansi \\a\\b\\e\\E\\f\\n\\r\\t\\v \\\\ \\' \\\" \\? \\q'",
  "$'octal \\101 \\7 \\1010 hex \\x41 \\x7 \\x7e \\x7g'",
  "$'unicode \\u00e9 \\u41 \\U0001F600'",
  "$'control \\cA \\ca \\c[ \\c?'",
  "https://a.example/$'x\\0y'z",
  "https://a.example/$'x\\x00y'z",
  "https://a.example/$'x\\c@y'z",
  "$'utf-8 bytes caf\\xc3\\xa9'",
  "'https://user:p@ss@a.example/'",
  '"https://a.example/caf\u00e9 😀"',
  "''",
  '""',
];

describe("a word's value", () => {
  it.each(
    WORDS.map((word, i) => [
      word,
      compiledValues(
        "shell",
        WORDS.map((w) => PRINTF + w),
      )[i],
    ]),
  )("%j is what bash reads", (word, expected) => {
    expect(expected).not.toBeNull();
    const found = candidatesOf(PRINTF + word).filter((c) => c.start >= PRINTF.length - 1);
    // An empty word holds nothing to read.
    if (expected === "") expect(found.map((c) => c.value.text).join("")).toBe("");
    else expect(wordOf(PRINTF + word).value.text).toBe(expected);
  });

  it("maps each unit to the text bash reads as that unit", () => {
    const spelledUnits = (word: string): string[] => {
      const document = PRINTF + word;
      const { value } = wordOf(document);
      return [...value.text].map((_, i) => {
        const range = value.map.toDocument(i, i + 1);
        return document.slice(range.start, range.end);
      });
    };
    expect(spelledUnits('"a\\$\\\nb"')).toEqual(["a", "\\$", "b"]);
    expect(spelledUnits("$'\\x41\\u00e9\\n'")).toEqual(["\\x41", "\\u00e9", "\\n"]);
    expect(spelledUnits("a\\ 'b'\"c\"")).toEqual(["a", "\\ ", "b", "c"]);
  });

  it("ranges over a word's text without its outer quotes, and spells it by its quoting", () => {
    const document = "curl 'https://a.example/' \"https://b.example/\" https://c.example/ $'https://d.example/'\n";
    expect(candidatesOf(document).map((c) => [document.slice(c.start, c.end), c.quote, c.spelling])).toEqual([
      ["https://a.example/", "'", "shell"],
      ["https://b.example/", '"', "shell"],
      ["https://c.example/", "", "shell"],
      ["https://d.example/", "$'", "shell"],
    ]);
  });
});

describe("expansions and words of pieces", () => {
  it("makes $VAR, ${VAR...}, $(...), backticks and $((...)) holes of a template", () => {
    const document = 'curl "https://$HOST:${PORT:-80}/$(id -u)/`date`/$((1+2))"\n';
    const [word] = candidatesOf(document);
    expect(word?.value.text).toBe("https://x:x/x/x/x");
    expect(word?.spelling).toBe("shell-template");
    const hole = word?.value.map.toDocument(10, 11);
    expect(document.slice(hole?.start, hole?.end)).toBe("${PORT:-80}");
  });

  it("reads adjacent pieces as one word, a template whatever their quoting", () => {
    const found = candidatesOf("URL=\"https://\"$HOST'/path'\n");
    expect(found.map((c) => [c.value.text, c.spelling, c.site.context])).toEqual([
      ["https://x/path", "shell-template", { kind: "named", name: "URL" }],
    ]);
    expect(candidatesOf("x=\"https://\"'a.example/'\n").map((c) => c.spelling)).toEqual(["shell-template"]);
  });

  it("makes a leading ~ a hole (a home directory)", () => {
    expect(candidatesOf("cp ~/a%20b.txt .\n")[0]?.value.text).toBe("x/a%20b.txt");
  });

  it("reads literals inside a command substitution on their own", () => {
    const found = candidatesOf('x="$(curl -s "https://a.example/v1")"\n');
    expect(found.map((c) => c.value.text)).toContain("https://a.example/v1");
  });

  it("reads a word with nothing but expansions not at all", () => {
    expect(candidatesOf('curl "$URL" $OTHER\n')).toEqual([]);
  });
});

/** Heredocs, each printed by bash's `cat`. */
const HEREDOCS: readonly string[] = [
  "cat <<EOF\nsee https://a.example/x and \\$HOME\nEOF",
  "cat <<'EOF'\nsee https://a.example/y?$q=1 \\n\nEOF",
  "cat <<-EOF\n\t\tsee https://a.example/z\n\tEOF",
  'cat <<"EOF"\nhttps://a.example/$raw\nEOF',
];

describe("heredocs", () => {
  it.each(HEREDOCS.map((source, i) => [source, compiledValues("shell", HEREDOCS)[i]]))(
    "%j: each URI read from the body is text bash prints",
    (source, printed) => {
      const found = candidatesOf(source);
      expect(found).toHaveLength(1);
      const [uri] = found as [Candidate];
      expect(typeof printed === "string" && printed.includes(uri.value.text)).toBe(true);
      expect(source.slice(uri.start, uri.end)).toBe(uri.value.text);
    },
  );

  it("leaves a URI run beside an expansion alone (a piece of a URI built there)", () => {
    expect(candidatesOf("cat <<EOF\nhttps://$HOST/x and https://b.example/$P\nEOF\n")).toEqual([]);
    expect(candidatesOf("cat <<'EOF'\nhttps://$HOST/x\nEOF\n").map((c) => c.value.text)).toEqual(["https://$HOST/x"]);
  });

  it("spells a heredoc's URI by the heredoc's quoting", () => {
    expect(candidatesOf("cat <<-'END'\n\thttps://a.example/\n\tEND\n").map((c) => c.quote)).toEqual(["<<-'END'"]);
  });
});
