/**
 * Prose: the scan that goes from one "<" or ":" to the next (languages/text.ts) finds exactly what
 * the reading of every character found before it. That reading is kept here as the oracle (where
 * a word's URI ends is one function both call), and both run on documents made of the characters
 * that matter: scheme characters, ":", "<", ">", brackets, quotes, punctuation and whitespace.
 * Then where a URI ends in prose, case by case: the rules of GitHub's autolinks and linkify-it,
 * their test cases and lychee's, and the cases of real comments.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spellerOf } from "../src/language.js";
import { mayHoldProse, plainUriEnd, proseCandidate, scanProse, type ProseMatch } from "../src/reading/prose.js";
import { runSync } from "../src/work.js";

/** [start, end, delimiter] of each match, in order. */
function scanned(document: string, start = 0, end = document.length): [number, number, string][] {
  const out: [number, number, string][] = [];
  runSync(scanProse(document, start, end, (match) => out.push([match.start, match.end, match.delimiter])));
  return out;
}

// The oracle: the character-by-character loop of scanProse before 2026-11-27, with its helpers.
const isAlpha = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isSchemeTail = (c: number): boolean =>
  isAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
const isSpace = (c: number): boolean =>
  c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c || c === 0x0b;
const canPrecedeScheme = (c: number): boolean =>
  !isSchemeTail(c) && (c <= 0x20 || `"'([{<>=,;\`*|`.includes(String.fromCharCode(c)) || c >= 0x80);
const ENDS_WORD = new Set([
  0x22, 0x3c, 0x3e, 0x60, 0x7f, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007,
  0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xff5c,
]);

function oracle(d: string, start = 0, end = d.length): [number, number, string][] {
  const out: [number, number, string][] = [];
  let i = start;
  while (i < end) {
    const code = d.charCodeAt(i);
    if (code === 0x3c) {
      const next = bracketed(d, i, end, out);
      i = next > i ? next : i + 1;
      continue;
    }
    if (!isAlpha(code) || (i > start && !canPrecedeScheme(d.charCodeAt(i - 1)))) {
      i++;
      continue;
    }
    let k = i + 1;
    while (k < end && isSchemeTail(d.charCodeAt(k))) k++;
    if (k < end && d.charCodeAt(k) === 0x3a) {
      const stop = plainUriEnd(
        d,
        i,
        k,
        placeholder(d, k, wordEndFrom(d, k, end), end),
        i > start ? d.charCodeAt(i - 1) : -1,
      );
      if (stop > k + 1) {
        out.push([i, stop, "plain"]);
        i = stop;
        continue;
      }
    }
    i = k;
  }
  return out;
}

const wordEndFrom = (d: string, from: number, end: number): number => {
  let k = from;
  while (k < end && !(d.charCodeAt(k) <= 0x20 || ENDS_WORD.has(d.charCodeAt(k)))) k++;
  return k;
};

// Since 2026-11-28: a "{" left open in the word runs it to the "}" that closes it on its line (within 64
// characters; "}}" after "{{"), and the word goes on after it, through any further such placeholder.
function placeholder(d: string, from: number, wordEnd: number, end: number): number {
  let at = from;
  let stop = wordEnd;
  for (;;) {
    const close = placeholderClose(d, at, stop, end);
    if (close === -1) return stop;
    at = close;
    stop = wordEndFrom(d, close, end);
  }
}

function placeholderClose(d: string, from: number, wordEnd: number, end: number): number {
  let open = -1;
  for (let k = from; k < wordEnd; k++) {
    if (d[k] === "{") open = k;
    else if (d[k] === "}") open = -1;
  }
  if (open === -1) return -1;
  for (let k = wordEnd; k < Math.min(end, open + 64); k++) {
    if (d[k] === "}") return d[open - 1] === "{" && d[k + 1] === "}" ? k + 2 : k + 1;
    if ('{\n\r<"'.includes(d[k]!)) return -1;
  }
  return -1;
}

function bracketed(d: string, at: number, end: number, out: [number, number, string][]): number {
  let first = at + 1;
  if (d.startsWith("URL:", first)) first += 4;
  while (first < end && isSpace(d.charCodeAt(first))) first++;
  if (first >= end || !isAlpha(d.charCodeAt(first))) return at;
  let k = first + 1;
  while (k < end && isSchemeTail(d.charCodeAt(k))) k++;
  if (k >= end || d.charCodeAt(k) !== 0x3a) return at;
  let close = -1;
  for (let j = k + 1; j < Math.min(end, at + 4096); j++) {
    const c = d.charCodeAt(j);
    if (c === 0x3e) {
      close = j;
      break;
    }
    if (c === 0x3c || c === 0x22) return at;
  }
  if (close === -1) return at;
  let last = close;
  while (last > k && isSpace(d.charCodeAt(last - 1))) last--;
  if (last <= k + 1) return at;
  out.push([first, last, "angle-brackets"]);
  return close + 1;
}

const PIECES = [
  "a",
  "h",
  "http",
  "x-y.z+1",
  "1",
  ":",
  "://",
  "<",
  ">",
  "<URL:",
  "[",
  "]",
  "(",
  ")",
  "{",
  "}",
  '"',
  "'",
  "`",
  ".",
  ",",
  "!",
  "*",
  "=",
  "|",
  "/",
  "@",
  " ",
  "\n",
  "\t",
  "é",
  "\u00a0",
  "mailto:a@b",
  ";",
  "&amp;",
  "”",
  "“",
  "„",
  "«",
  "»",
  "（",
  "）",
  "。",
  "，",
  "｜",
  "\u2003",
  "<http://a.example/>",
  "[http://a/](http://b/)",
];

describe("prose", () => {
  it("finds what the character-by-character reading found, on documents of the characters that matter", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), (parts) => {
        const document = parts.join("");
        expect(scanned(document)).toEqual(oracle(document));
      }),
      { numRuns: 3000 },
    );
  });

  it("the same within a part of a document (a comment's text)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), fc.nat(), fc.nat(), (parts, a, b) => {
        const document = parts.join("");
        const start = document.length === 0 ? 0 : a % document.length;
        const end = start + (document.length === start ? 0 : b % (document.length - start + 1));
        expect(scanned(document, start, end)).toEqual(oracle(document, start, end));
      }),
      { numRuns: 2000 },
    );
  });

  it("finds nothing where mayHoldProse says so", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), fc.nat(), fc.nat(), (parts, a, b) => {
        const document = parts.join("");
        const start = document.length === 0 ? 0 : a % document.length;
        const end = start + (document.length === start ? 0 : b % (document.length - start + 1));
        if (!mayHoldProse(document, start, end)) expect(scanned(document, start, end)).toEqual([]);
        expect(mayHoldProse(document, start, end)).toBe(/[<:]/.test(document.slice(start, end)));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a placeholder with spaces in it whole", () => {
    const text = "#tls.certChainFile=file:{path of cert}\nsee http://x/{a and http://y/ then";
    const at = (part: string): [number, number, string] => [
      text.indexOf(part),
      text.indexOf(part) + part.length,
      "plain",
    ];
    // An opened brace that no "}" closes on its line ends nowhere special.
    expect(scanned(text)).toEqual([at("file:{path of cert}"), at("http://x/{a"), at("http://y/")]);
  });

  it("reads a few sentences as before", () => {
    expect(scanned("see http://a.example/x. and <URL: http://b.example/ y> or (mailto:c@d)")).toEqual([
      [4, 22, "plain"],
      [34, 53, "angle-brackets"],
      [59, 69, "plain"],
    ]);
  });
});

/** The text of each URI the prose scan finds in `document`. */
function uris(document: string): string[] {
  const out: string[] = [];
  runSync(scanProse(document, 0, document.length, (match) => out.push(match.value.text)));
  return out;
}

describe("where a URI ends in prose", () => {
  // Cases of real comments (issue 34), of linkify-it's fixtures (links.txt), of linkify's tests
  // (the Rust crate lychee extracts plain text with) and of lychee's own extraction tests.
  it.each<[string, string[]]>([
    // A quoted string inside a comment: the closing quote, and what follows it, are not the URI's.
    [" * @example fetchAll(['https://x.y/z'])", ["https://x.y/z"]],
    [" * const urls = ['https://x.y'].join(',')", ["https://x.y"]],
    ["// see 'https://example.org''", ["https://example.org"]],
    ["''https://example.org''", ["https://example.org"]],
    // Curly quotes, guillemets, low-9 quotes and CJK brackets, opened before the URI or not.
    ["// “'https:'” is the default protocol", []],
    ["the link “https://example.com/docs” says", ["https://example.com/docs"]],
    ["it’s at ‘https://example.com/a’.", ["https://example.com/a"]],
    ["voir « https://example.fr/ » et «https://example.fr/a»", ["https://example.fr/", "https://example.fr/a"]],
    ["siehe „https://example.de/a“ oder »https://example.de/b«", ["https://example.de/a", "https://example.de/b"]],
    ["请访问「https://example.cn/a」。", ["https://example.cn/a"]],
    ["请访问https://example.cn/a，然后登录。", ["https://example.cn/a"]],
    ["见（https://example.cn/a）", ["https://example.cn/a"]],
    ["https://zh.wikipedia.org/wiki/（你让我）神魂颠倒", ["https://zh.wikipedia.org/wiki/（你让我）神魂颠倒"]],
    ["https://zh.wikipedia.org/wiki/《BanG_Dream!》手游", ["https://zh.wikipedia.org/wiki/《BanG_Dream!》手游"]],
    ["｜http://google.com｜bar", ["http://google.com"]],
    // Lists joined by commas.
    ["// allowed: https://a,https://b", ["https://a", "https://b"]],
    ["origins https://a.example,http://b.example:8080.", ["https://a.example", "http://b.example:8080"]],
    ["mongodb://h1,h2,h3/db", ["mongodb://h1,h2,h3/db"]],
    [
      "http://business.timesonline.co.uk/article/0,,9065-2473189,00.html",
      ["http://business.timesonline.co.uk/article/0,,9065-2473189,00.html"],
    ],
    // Trailing punctuation, and what stays.
    ["http://example.com/foo_bar.jpg.", ["http://example.com/foo_bar.jpg"]],
    ["http://example.com/foo_bar/.", ["http://example.com/foo_bar/"]],
    ["http://example.com/foo_bar...", ["http://example.com/foo_bar"]],
    ["http://example.com/foo_bar?p=10.", ["http://example.com/foo_bar?p=10"]],
    ["http://example.com/123!", ["http://example.com/123"]],
    ["http://example.org/:", ["http://example.org/"]],
    ["http://example.org/;", ["http://example.org/"]],
    ["https://example.org/**", ["https://example.org/"]],
    ["https://example.org/*/a", ["https://example.org/*/a"]],
    ["http://example.com/foo-with-trailing-dash-dot-.", ["http://example.com/foo-with-trailing-dash-dot-"]],
    [
      "http://www.bloomberg.com/news/articles/2015-06-26/what-s-troubling-germany-inc-",
      ["http://www.bloomberg.com/news/articles/2015-06-26/what-s-troubling-germany-inc-"],
    ],
    [
      "https://docs.python.org/3/reference/datamodel.html#object.__init__",
      ["https://docs.python.org/3/reference/datamodel.html#object.__init__"],
    ],
    ["http://x.example/?a=1&amp;", ["http://x.example/?a=1"]],
    ["http://x.example/?q=&quot;a&quot;", ["http://x.example/?q=&quot;a"]],
    // Brackets: pairs stay, a closer without its opener ends the URI, an opener at the end goes.
    ["(Scoped http://example.com/foo_bar)", ["http://example.com/foo_bar"]],
    ["http://example.com/foo_bar_(wiki)", ["http://example.com/foo_bar_(wiki)"]],
    ["http://foo.com/blah_blah_[other]", ["http://foo.com/blah_blah_[other]"]],
    ["http://foo.com/blah_blah_{I'm_king}", ["http://foo.com/blah_blah_{I'm_king}"]],
    ["http://example.com/foo-(with-nested-(parens)).", ["http://example.com/foo-(with-nested-(parens))"]],
    ["((http://example.org/a(b)))", ["http://example.org/a(b)"]],
    ["[(http://example.org/)]", ["http://example.org/"]],
    ["(http://one.org/)(http://two.org/)", ["http://one.org/", "http://two.org/"]],
    ["http://example.org/(.", ["http://example.org/"]],
    ["http://example.org/]()", ["http://example.org/"]],
    ["[http://[::1]/](http://[::1]/)", ["http://[::1]/", "http://[::1]/"]],
    // Straight quotes: a pair inside the URI stays, a quote without its pair goes.
    ["http://foo.com/blah_blah_'singlequoted'", ["http://foo.com/blah_blah_'singlequoted'"]],
    ["http://example.org/it's", ["http://example.org/it's"]],
    ["http://example.org/'''", ["http://example.org/''"]],
    ["http://example.org/'.", ["http://example.org/"]],
    ["'Quoted like http://example.com/foo_bar'", ["http://example.com/foo_bar"]],
    ['http://example.org"/>', ["http://example.org"]],
    ["http://example.org');", ["http://example.org"]],
    ["http://example.org</p>", ["http://example.org"]],
    // lychee's extraction tests (plain text).
    ["http://127.0.0.1/ and http://127.0.0.1:8888/ are local links.", ["http://127.0.0.1/", "http://127.0.0.1:8888/"]],
    ["https://www.apache.org/licenses/LICENSE-2.0\n", ["https://www.apache.org/licenses/LICENSE-2.0"]],
    [
      "https://endler.dev and https://hello-rust.show/foo/bar?lol=1 at test@example.com",
      ["https://endler.dev", "https://hello-rust.show/foo/bar?lol=1"],
    ],
    [
      "https://example.com/@test/test http://otherdomain.com/test/@test",
      ["https://example.com/@test/test", "http://otherdomain.com/test/@test"],
    ],
    // An escape of code ends it (the installed packages' comments): a character by its code point,
    // a regular expression's escaped metacharacter; any other backslash stays.
    [
      "//     t.equal(URI.equal('example://a/b/c/%7Bfoo%7D/ros\\xE9', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9')",
      ["example://a/b/c/%7Bfoo%7D/ros", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"],
    ],
    ["// or uri://\\u7D0D\\u8C46.example.org/%E2%80%AE", ["uri://"]],
    ["//=> ['\\u001B]8;;https://github.com\\u0007', '\\u001B]8;;\\u0007']", ["https://github.com"]],
    ["'https://example.com/\\u{1F600}'", ["https://example.com/"]],
    [" * // => '\\[lodash\\]\\(https://lodash\\.com/\\)'", ["https://lodash"]],
    ["/^https:\\/\\/example\\.com\\/a\\?b$/", []],
    ["//    so `http:\\\\example.org\\` is treated like a relative path", ["http:\\\\example.org\\"]],
    ["https://login.example.com/\\{tenant\\}/oauth2", ["https://login.example.com/\\{tenant\\}/oauth2"]],
    ["http://example.org/a\\ufoo\\x4", ["http://example.org/a\\ufoo\\x4"]],
    // A schematic whose letters name the parts is no URI; a longer host or port makes it one.
    [" * Given a url like https://a:b/common/d?e=f#g, and a tenantId, returns https://a:b/tenantId/d", []],
    ["see http://a:b or http://a:b?c", []],
    ["// proto://hostname.com:user/repo", ["proto://hostname.com:user/repo"]],
    [
      "http://a:bc/ http://ab:c/ http://u@a:b/ http://a:8/",
      ["http://a:bc/", "http://ab:c/", "http://u@a:b/", "http://a:8/"],
    ],
    // Whitespace of every kind ends a word.
    ["https://a.example/x\u2003y https://b.example/\u202fz", ["https://a.example/x", "https://b.example/"]],
  ])("%j", (document, expected) => {
    expect(uris(document)).toEqual(expected);
  });
});

describe("a URI that goes on in an escape of code", () => {
  const matches = (document: string) => {
    const found: { text: string; continues: boolean }[] = [];
    runSync(
      scanProse(document, 0, document.length, (match) =>
        found.push({ text: match.value.text, continues: match.continues === true }),
      ),
    );
    return found;
  };

  it("is a piece: checked, and spelled by nothing, so never fixed", () => {
    // lodash's escapeRegExp example: `https://lodash` is the first piece of https://lodash.com/;
    // an empty-path fix once wrote `https://lodash/\.com/` into the comment.
    const document = " * // => '\\[lodash\\]\\(https://lodash\\.com/\\)'";
    expect(matches(document)).toEqual([{ text: "https://lodash", continues: true }]);
    const [match] = collect(document);
    const candidate = proseCandidate(match!, "comment", "plain", "\n");
    expect(candidate.spelling).toBe("prose-piece");
    expect(spellerOf(candidate.spelling)?.({ text: "https://lodash/", holes: [] } as never, "\n")).toBeUndefined();
  });

  it("is whole where no escape follows, and where a backslash begins none", () => {
    expect(matches("see https://lodash.com/ and http:\\\\example.org\\")).toEqual([
      { text: "https://lodash.com/", continues: false },
      { text: "http:\\\\example.org\\", continues: false },
    ]);
  });
});

function collect(document: string): ProseMatch[] {
  const found: ProseMatch[] = [];
  runSync(scanProse(document, 0, document.length, (match) => found.push(match)));
  return found;
}
