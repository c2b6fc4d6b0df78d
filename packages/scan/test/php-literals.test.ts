/**
 * PHP literals read as PHP reads them, with exact ranges: both quotes, heredoc and nowdoc, every
 * escape, interpolations as holes, `.` chains. No PHP runs in the tests (none is on a fresh
 * machine): each value below is what `eval` of the literal gave in PHP 8.2.36 when the row was
 * written.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { spellPhp } from "../src/languages/php/literal.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { urisIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("php"));

function candidatesOf(source: string): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(source, "php", (candidate) => found.push(candidate)));
  return found;
}

/** The one value assigned in `$x = <literal>;`. */
function valueOf(literal: string): Candidate {
  const found = candidatesOf(`<?php\n$x = ${literal};\n`);
  expect(found, literal).toHaveLength(1);
  return found[0] as Candidate;
}

/** [literal, what PHP 8.2.36 reads it as]. */
const LITERALS: readonly (readonly [string, string])[] = [
  ["'single \\' \\\\ \\n \\q'", "single ' \\ \\n \\q"],
  ['"double \\n\\r\\t\\v\\e\\f \\\\ \\$ \\" \\q \\{"', 'double \n\r\t\v\x1b\f \\ $ " \\q \\{'],
  ['"octal \\0 \\101 \\1010 \\400 \\8"', "octal \0 A A0 \0 \\8"],
  ['"hex \\x41 \\x7 \\x7e \\x7g \\xZ"', "hex A \x07 ~ \x07g \\xZ"],
  ['"unicode \\u{e9} \\u{1F600} \\u00e9"', "unicode é 😀 \\u00e9"],
  ['"https://a.example/caf\\u{e9}?q=\\x31"', "https://a.example/café?q=1"],
  ["'crlf\r\ninside'", "crlf\r\ninside"],
  ['b"binary \\x41"', "binary A"],
  ['<<<EOS\n    https://h.example/a\\tb "q" \\"\n      c\n    EOS', 'https://h.example/a\tb "q" \\"\n  c'],
  ['<<<"EOS"\nquoted \\x41\nEOS', "quoted A"],
  ["<<<'EOS'\n  raw \\n \\\\ $x\n  EOS", "raw \\n \\\\ $x"],
  ["<<<EOS\n\tin \\$tab\n\tEOS", "in $tab"],
];

describe("PHP literals", () => {
  it.each(LITERALS)("%j is what PHP reads", (literal, expected) => {
    const candidate = valueOf(literal);
    expect(candidate.value.text).toBe(expected);
    expect(candidate.value.holes).toEqual([]);
    // Every unit of the value maps back into the literal's text.
    const source = `<?php\n$x = ${literal};\n`;
    const at = source.indexOf(literal);
    expect(candidate.start).toBeGreaterThanOrEqual(at);
    expect(candidate.end).toBeLessThanOrEqual(at + literal.length);
  });

  it("maps a character after an escape to its place", () => {
    const source = '<?php\n$u = "https://a.example/caf\\u{e9}/x";\n';
    const [candidate] = candidatesOf(source);
    const value = candidate!.value;
    const slash = value.text.lastIndexOf("/");
    const range = value.map.toDocument(slash, slash + 1);
    expect(source.slice(range.start, range.end)).toBe("/");
    const e = value.text.indexOf("é");
    const escape = value.map.toDocument(e, e + 1);
    expect(source.slice(escape.start, escape.end)).toBe("\\u{e9}");
  });

  it("reads byte escapes that spell a character in UTF-8 as that character, any other byte above 0x7F as a hole", () => {
    // PHP 8.2.36: "caf\xC3\xA9" is "café" (two octets of UTF-8); "\xE9" alone is no character.
    const candidate = valueOf('"https://a.example/caf\\xC3\\xA9/\\xE9/\\303\\251"');
    expect(candidate.value.text).toBe("https://a.example/café/x/é");
    expect(candidate.value.holes).toHaveLength(1);
    expect(candidate.spelling).toBe("php-template");
  });

  it("makes each interpolation one hole, braces included, and reads the literals inside it on their own", () => {
    const source = "<?php\n$u = \"https://{$host}/a/$id/{$cfg['path']}?q=${q}&r=$o->r\";\n";
    const found = candidatesOf(source);
    const whole = found.find((c) => c.value.text.startsWith("https://"))!;
    expect(whole.value.text).toBe("https://x/a/x/x?q=x&r=x");
    expect(whole.spelling).toBe("php-template");
    expect(found.map((c) => c.value.text)).toContain("path");
  });

  it("reads a heredoc's interpolations as holes and its closing indentation away", () => {
    const source = "<?php\n$u = <<<EOS\n    https://{$host}/a\n      b\n    EOS;\n";
    const [candidate] = candidatesOf(source);
    expect(candidate!.value.text).toBe("https://x/a\n  b");
  });

  it("reads a `.` chain as one value whose other operands are holes", () => {
    expect(urisIn("<?php\n$u = 'https://' . $host . ('/api' . \"/v1\") . '?q=' . 1;\n", "php")).toEqual([
      { value: "https://x/api/v1?q=x", spelled: "https://' . $host . ('/api' . \"/v1\") . '?q=' . 1" },
    ]);
  });

  it("reads no shell command (the text outside <?php ?> is HTML's: php-html.test.ts)", () => {
    const found = candidatesOf("<a href='https://html.example/'>x</a>\n<?php echo `curl https://c.example/`; ?>\n");
    expect(found.map((candidate) => [candidate.value.text, candidate.spelling])).toEqual([
      ["https://html.example/", "html-attribute"],
    ]);
  });
});

describe("PHP spelling", () => {
  it.each([
    ["'", "https://a.example/it's\\x", "https://a.example/it\\'s\\\\x"],
    ['"', 'https://a.example/$x"\n\\', 'https://a.example/\\$x\\"\\n\\\\'],
    ["<<<", 'https://a.example/"q"$x\t', 'https://a.example/"q"\\$x\\t'],
    ["<<<'", "https://a.example/$x\\n", "https://a.example/$x\\n"],
  ])("writes a value in %s as PHP reads it back", (quote, value, spelled) => {
    expect(spellPhp(value, quote)).toBe(spelled);
    const literal =
      quote === "'" || quote === '"'
        ? `${quote}${spelled}${quote}`
        : `${quote}${quote === "<<<'" ? "EOS'" : "EOS"}\n${spelled}\nEOS`;
    expect(valueOf(literal).value.text).toBe(value);
  });

  it("writes no line break into a nowdoc, and no lone surrogate anywhere", () => {
    expect(spellPhp("a\nb", "<<<'")).toBeUndefined();
    expect(spellPhp("a\ud800", "'")).toBeUndefined();
  });
});
