/**
 * The `.env` scanner: findings with exact ranges and the fixed text for each quoting, the traps
 * that must stay silent, passwords never echoed, the line grammar against the `dotenv` package's
 * own parser (a table of its quirks and random documents), robustness, and real files.
 */
import dotenv from "dotenv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageOf } from "../src/language.js";
import { readDotenv, spellDotenv, type DotenvSpelling } from "../src/languages/dotenv/scan.js";
import { fixedText, rangesIn, urisIn, urisOf } from "./support/documents.js";
import { garbageAndMutationsNeverThrow, piecesNeverThrow } from "./support/fuzz-pieces.js";
import { rangesOf } from "./support/ranges.js";
import { expectPasswordReportedNotEchoed } from "./support/secrets.js";
import { installedFiles, realSamples, reportedFindings } from "./support/real-samples.js";

type Row = [document: string, findings: [code: string, needle: string, after?: string][], fixed: string];

describe(".env: findings at their exact ranges, fixed in the value's quoting", () => {
  const rows: Row[] = [
    [
      "API=HTTP://Example.com:80/\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "API=http://example.com/\n",
    ],
    [
      "export API='HTTP://Example.com:80/'\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "export API='http://example.com/'\n",
    ],
    [
      'API = "HTTP://Example.com:80/" # staging\n',
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      'API = "http://example.com/" # staging\n',
    ],
    [
      "API=`HTTP://Example.com:80/`\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "API=`http://example.com/`\n",
    ],
    ["KEY: https://example.com:443/a\n", [["default-port", ":443"]], "KEY: https://example.com/a\n"],
    // The whole rest of the line is the value (dotenv trims it): a space inside is a broken URI.
    ["CALLBACK=https://x/cb?next=a b\n", [["whitespace", " "]], "CALLBACK=https://x/cb?next=a b\n"],
    [
      "WEBHOOK_URL='https://hooks.example.com/a b' # note\n",
      [["whitespace", " "]],
      "WEBHOOK_URL='https://hooks.example.com/a b' # note\n",
    ],
    // A hole keeps its place: the findings after it land on the document's text.
    [
      "API=http://${HOST}:80/%7euser\n",
      [
        ["default-port", ":80"],
        ["unreserved-percent-encoded", "%7e"],
      ],
      "API=http://${HOST}/~user\n",
    ],
    // CRLF line ends; a line break inside a double-quoted value is one LF of the value, two units here.
    [
      'A=1\r\nAPI="https://example.com/a\r\nb"\r\n',
      [["control-character", "\r\n", "/a"]],
      'A=1\r\nAPI="https://example.com/a\r\nb"\r\n',
    ],
    // `\$` is a `$` of the value: the host's fix spells it back as `\$`.
    ["API=http://E\\$X.com/\n", [["host-case", "E\\$X"]], "API=http://e\\$x.com/\n"],
    // Comments are prose.
    [
      "# Docs: HTTP://Docs.example.com:80/\nA=1 # see https://example.com:443/\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "D"],
        ["default-port", ":80"],
        ["default-port", ":443"],
      ],
      "# Docs: http://docs.example.com/\nA=1 # see https://example.com/\n",
    ],
    // A commented-out line is a comment, read as prose like every comment.
    ["# API=HTTP://old.example.com\n", [["scheme-case", "HTTP"]], "# API=http://old.example.com\n"],
    // A later line after blank lines and a comment still lands exactly.
    [
      "\n\n# x\n\n  export   URL=http://a.com:80\n",
      [["default-port", ":80"]],
      "\n\n# x\n\n  export   URL=http://a.com\n",
    ],
    // A list of origins, joined by blanks or by commas, is read URI by URI (Django's and CORS settings).
    [
      'CORS_ALLOWED_ORIGINS="https://a.example HTTPS://B.example:443"\n',
      [
        ["scheme-case", "HTTPS"],
        ["host-case", "B"],
        ["default-port", ":443"],
      ],
      'CORS_ALLOWED_ORIGINS="https://a.example https://b.example"\n',
    ],
    [
      "CSRF_TRUSTED_ORIGINS=https://a.example, http://B.example\n",
      [["host-case", "B"]],
      "CSRF_TRUSTED_ORIGINS=https://a.example, http://b.example\n",
    ],
  ];
  it.each(rows)("%j", (document, findings, fixed) => {
    expect(rangesIn(document, "dotenv")).toEqual(rangesOf(document, findings));
    expect(fixedText(document, "dotenv")).toBe(fixed);
  });

  it("reads each value whole, as dotenv gives it to the program", () => {
    expect(urisIn("API=\"https://example.com/a\\nb\"\nB='x'\nC=https://c.example/ # c", "dotenv")).toEqual([
      { value: "https://example.com/a\nb", spelled: "https://example.com/a\\nb" },
      { value: "https://c.example/", spelled: "https://c.example/" },
    ]);
  });
});

describe(".env: the traps stay silent", () => {
  const silent = [
    "PORT=3000",
    "NODE_ENV=production",
    "HOST=0.0.0.0",
    "REDIS_URL=redis://${REDIS_HOST}:6379",
    "DATABASE_URL=postgres://${USER}:${PASSWORD}@db/app",
    "DATABASE_URL=postgres://app:$DB_PASSWORD@db/app",
    "DATABASE_URL=postgres://app:${DB_PASSWORD:-secret}@db/app",
    "DATABASE_URL=postgres://app:changeme@db/app",
    "DATABASE_URL=postgres://app:<password>@db/app",
    "GITHUB_CALLBACK_URL=${NEXT_PUBLIC_APP_URL}/api/auth/callback/github",
    "PATH=/usr/local/bin:$PATH",
    "NEXTAUTH_SECRET=changeme",
    "TZ=Europe/Paris",
    "LOG_FORMAT=%(asctime)s %(message)s",
    "IMAGE=node:20-alpine",
    "ALLOWED_HOSTS=localhost,127.0.0.1,.example.com",
    "CSRF_TRUSTED_ORIGINS=https://example.com,https://www.example.com",
    "CORS_ALLOWED_ORIGINS=https://example.com https://www.example.com http://localhost:3000",
  ];
  it.each(silent)("%s", (line) => {
    expect(rangesIn(`${line}\n`, "dotenv")).toEqual([]);
  });
});

describe(".env: passwords are reported at their range, never echoed", () => {
  const cases: [document: string, password: string][] = [
    ["DATABASE_URL=postgres://app:hunter2@db/app\n", "hunter2"],
    ["export REDIS_URL='redis://:s3cr3t@redis:6379/0'\n", "s3cr3t"],
    ['AMQP_URL="amqp://svc:p4ss\\nword@mq/"\n', "p4ss\\nword"],
  ];
  it.each(cases)("%j", (document, password) => {
    expectPasswordReportedNotEchoed(document, password, "dotenv", password.replace("\\n", "\n"));
  });
});

describe(".env: spelling a value back", () => {
  const cases: [value: string, spelling: DotenvSpelling, quote: string, spelled: string | undefined][] = [
    ["http://a/b", "dotenv-unquoted", "", "http://a/b"],
    ["a$b", "dotenv-unquoted", "", "a\\$b"],
    ["a#b", "dotenv-unquoted", "", undefined], // a comment would start
    ["a'b", "dotenv-unquoted", "", "a'b"],
    ["'ab", "dotenv-unquoted", "", undefined], // the value could read as quoted
    ["a\nb", "dotenv-unquoted", "", undefined],
    ["a\nb\r", "dotenv-double", '"', "a\\nb\\r"],
    ['a"b', "dotenv-double", '"', undefined], // \" keeps its backslash in dotenv
    ["a\\b", "dotenv-double", '"', undefined],
    ["a#'b", "dotenv-single", "'", undefined],
    ["a#b", "dotenv-single", "'", "a#b"],
    ["a`b", "dotenv-backtick", "`", undefined],
    ["a$b", "dotenv-backtick", "`", "a\\$b"],
  ];
  it.each(cases)("%j as %s", (value, spelling, quote, spelled) => {
    expect(spellDotenv(value, spelling, quote)).toBe(spelled);
  });
});

describe(".env: the line grammar is dotenv's", () => {
  const documents = [
    "A=1\nB = 2 \nexport C=3\nD: 4\nE :5\nF=\nG",
    "A='single # not a comment'\nB=\"double\\nline\"\nC=`back`tick\nD=bare # comment\nE=bare#tight",
    'A="multi\nline"\nB=\'multi\r\nline\'\r\nC="open\nD=after',
    "A='it\\'s'\nB='it\\'s' # c\nC='x\\' y\\' z'",
    "export = 1\nexport\nKEY=v\nexportX=2\nexport  Y=3",
    "KEY\n=split\nK2:\nnext line\nK3:\r\nv3",
    'A="a" junk\nB=\'b\'c\'\nC=  spaced  \nD=\t"quoted"\t',
    "A='a'\u2028'b'\nB=x\u2028C=y\nD=\"\\\\n\"",
    "\ufeffBOM=1\n\u00a0NBSP=2\n#A=3\n  # B=4\n",
  ];
  it.each(documents)("%j", (document) => {
    expect(readDotenv(document)).toEqual(dotenv.parse(document));
  });

  it("agrees with dotenv.parse on random documents", () => {
    const pieces = [
      "A",
      "b",
      "_",
      ".",
      "-",
      "1",
      "=",
      ":",
      " ",
      "\t",
      "\n",
      "\r",
      "\r\n",
      "#",
      "'",
      '"',
      "`",
      "\\",
      "$",
      "{",
      "}",
      "export",
      "export ",
      "\u2028",
      "\u00a0",
      "n",
      "r",
      "KEY=",
      "K: ",
      "http://x/",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const document = parts.join("");
        expect(readDotenv(document)).toEqual(dotenv.parse(document));
      }),
      { numRuns: 20_000 },
    );
  });

  it("makes dotenv-expand's expansions holes, and `\\$` a dollar", () => {
    const match = urisOf("URL=http://${HOST}:$PORT/a\\$b\n", "dotenv").matches[0]!;
    expect(match.candidate.value.text).toBe("http://x:x/a$b");
    expect(match.candidate.value.holes).toEqual([
      { start: 7, end: 8 },
      { start: 9, end: 10 },
    ]);
  });
});

describe(".env: file names and language ids", () => {
  it.each([".env", ".env.local", ".env.example", ".env.production", "config/app.env", "/x/.env.test"])("%s", (path) => {
    expect(languageOf(undefined, path)).toBe("dotenv");
  });
  it("takes the DotENV extension's languageId, and leaves other names alone", () => {
    expect(languageOf("dotenv", "settings")).toBe("dotenv");
    expect(languageOf(undefined, ".env.json")).toBe("json");
    expect(languageOf(undefined, ".envrc")).toBe("text");
    expect(languageOf(undefined, "my.env.md")).toBe("markdown");
  });
});

describe(".env: never throws", () => {
  it("on random documents of .env pieces and URIs", () => {
    const pieces = [
      "KEY=",
      "export ",
      "URL=",
      "'",
      '"',
      "`",
      "\\",
      "$",
      "${",
      "}",
      "#",
      " ",
      "\n",
      "\r\n",
      "\u2028",
      "http://",
      "HTTP://A.com:80/",
      "user:pw@",
      "%7e",
      "a b",
      "\ud800",
      "\0",
    ];
    piecesNeverThrow("dotenv", pieces, 3_000);
  });

  it("on garbage and on mutated real samples", () => {
    garbageAndMutationsNeverThrow(
      "dotenv",
      realSamples("dotenv").map((sample) => sample.text),
      2_000,
    );
  });

  it("on invalid UTF-8, read as Node reads it", () => {
    const bytes = Buffer.concat([
      Buffer.from("API=http://a.com/"),
      Buffer.from([0xff, 0xc3, 0x28, 0xe2, 0x82]),
      Buffer.from(" x\nB='\xed\xa0\x80'\n", "latin1"),
    ]);
    const text = bytes.toString("utf8");
    expect(() => urisOf(text, "dotenv")).not.toThrow();
    expect(urisIn(text, "dotenv")[0]!.value.startsWith("http://a.com/\ufffd")).toBe(true);
  });

  it("on a 10 MB file, finding every URI", () => {
    const line = "API_URL=https://api.example.com:443/v1 # the API\n";
    const text = line.repeat(Math.ceil(10_000_000 / line.length));
    expect(urisOf(text, "dotenv").matches.length).toBe(text.length / line.length);
  }, 120_000);

  it("on a 10 MB file of unclosed quotes and blank lines", () => {
    const text = `A="${'\\"'.repeat(1_000_000)}\n${"\n".repeat(2_000_000)}B='${"x\n".repeat(1_000_000)}`;
    expect(() => urisOf(text, "dotenv")).not.toThrow();
  });
});

describe(".env: real files", () => {
  const samples = realSamples("dotenv");
  it.each(samples.map((sample) => [sample.name, sample] as const))(
    "%s: every finding as judged in findings.json",
    (_name, sample) => {
      expect(reportedFindings(sample.text, "dotenv")).toEqual(
        sample.judged.map(({ judgement: _, ...finding }) => finding),
      );
    },
  );

  it("reads the installed packages' text files as .env without a crash", () => {
    const files = installedFiles((path) => /\.(md|json|ya?ml|txt)$/.test(path), 300);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) expect(() => urisOf(file.text, "dotenv"), file.path).not.toThrow();
  });
});
