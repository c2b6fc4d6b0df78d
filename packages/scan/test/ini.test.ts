/**
 * The INI scanner in its three dialects (configparser, git-config, EditorConfig): findings at
 * exact ranges through interpolation, quotes and escapes, fixed in each dialect's spelling; keys
 * and git subsections as names; comments and directives; passwords never echoed; the values each
 * dialect's own reader gives (Python 3.11's configparser and git 2.39, recorded below); spelling
 * round trips; fuzzing, a 10 MB file, and real snippets judged by hand.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageOf } from "../src/language.js";
import { readIniValues } from "../src/languages/ini/scan.js";
import { spellIni } from "../src/languages/ini/spell.js";
import { documentRange } from "../src/matches.js";
import { fixedText, rangesIn, urisIn, urisOf } from "./support/documents.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";
import { rangesOf } from "./support/ranges.js";
import { expectPasswordReportedNotEchoed } from "./support/secrets.js";

type Row = [
  dialect: string,
  document: string,
  findings: [code: string, needle: string, after?: string][],
  fixed: string,
];

describe("INI: which documents, in which dialect", () => {
  it.each([
    ["setup.cfg", "ini"],
    ["tox.ini", "ini"],
    ["conf/app.ini", "ini"],
    [".flake8", "ini"],
    [".gitmodules", "gitconfig"],
    ["home/.gitconfig", "gitconfig"],
    [".editorconfig", "editorconfig"],
  ])("%s is %s", (path, dialect) => {
    expect(languageOf(undefined, path)).toBe(dialect);
  });
  it("leaves VS Code's `properties` languageId to the name, and .conf files alone", () => {
    expect(languageOf("properties", ".gitconfig")).toBe("gitconfig");
    expect(languageOf("properties", "setup.cfg")).toBe("ini");
    expect(languageOf(undefined, "nginx.conf")).toBe("text");
  });
});

describe("INI: findings at their exact ranges, fixed in the dialect's spelling", () => {
  const rows: Row[] = [
    [
      "ini",
      "[app:main]\nsqlalchemy.url = HTTP://Example.com:80/db\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "[app:main]\nsqlalchemy.url = http://example.com/db\n",
    ],
    // configparser's interpolation: %(name)s is a hole, %% a "%", spelled back doubled.
    [
      "ini",
      "[server]\nROOT_URL = https://%(DOMAIN)s/%%7euser/%%2f\n",
      [
        ["unreserved-percent-encoded", "%%7e"],
        ["percent-encoding-case", "%%2f"],
      ],
      "[server]\nROOT_URL = https://%(DOMAIN)s/~user/%%2F\n",
    ],
    // A value that uses no interpolation is read as written: its "%" is a "%".
    [
      "ini",
      "[a]\nurl = https://example.com/%7euser\n",
      [["unreserved-percent-encoded", "%7e"]],
      "[a]\nurl = https://example.com/~user\n",
    ],
    // Lines of a multi-line value, each a value; a `Name = URL` line gives its URL.
    [
      "ini",
      "[metadata]\nproject_urls =\n    Documentation = HTTPS://docs.example.com/\n    # a comment inside\n    Source = https://github.com:443/x\n",
      [
        ["scheme-case", "HTTPS"],
        ["default-port", ":443"],
      ],
      "[metadata]\nproject_urls =\n    Documentation = https://docs.example.com/\n    # a comment inside\n    Source = https://github.com/x\n",
    ],
    // git: quotes removed, an inline comment after "#" (even inside a URL), subsections as values.
    [
      "gitconfig",
      '[url "HTTPS://GitHub.com/"]\n\tinsteadOf = git://github.com/\n[remote "origin"]\n\turl = "https://Example.com/x"\n\tpushurl = https://Example.com/p#frag\n',
      [
        ["scheme-case", "HTTPS"],
        ["host-case", "GitH"],
        ["host-case", "E", "url = "],
        ["host-case", "E", "pushurl = "],
      ],
      '[url "https://github.com/"]\n\tinsteadOf = git://github.com/\n[remote "origin"]\n\turl = "https://example.com/x"\n\tpushurl = https://example.com/p#frag\n',
    ],
    [
      "editorconfig",
      "# EditorConfig: HTTP://editorconfig.org\nroot = true\n[*.md]\nx = http://example.com:80/\n",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "# EditorConfig: http://editorconfig.org\nroot = true\n[*.md]\nx = http://example.com/\n",
    ],
  ];
  it.each(rows)("%s: %j", (dialect, document, findings, fixed) => {
    expect(rangesIn(document, dialect)).toEqual(rangesOf(document, findings));
    expect(fixedText(document, dialect)).toBe(fixed);
  });

  it("reads a git value as git does, mapped to its spelling", () => {
    expect(urisIn('[http]\n\tproxy = "http://proxy.example:3128/a\\tb" ; c\n', "gitconfig")).toEqual([
      { value: "http://proxy.example:3128/a\tb", spelled: "http://proxy.example:3128/a\\tb" },
    ]);
  });
});

describe("INI: the values each dialect's reader gives", () => {
  // What Python 3.11's configparser (interpolation off) gave for each document, line by line, with
  // a `Name = URL` line of a multi-line value read as its URL and %(name)s as a hole ("x").
  it.each([
    [
      "[top]\nurl = https://a.example/x\nname: value with spaces\n",
      [
        ["url", "https://a.example/x"],
        ["name", "value with spaces"],
      ],
    ],
    [
      "[server:main]\nport = %(http_port)s\n\n[app:main]\nkinto.includes = kinto.plugins.default_bucket\n                 kinto.plugins.admin\n#                kinto.plugins.history\n                 kinto.plugins.accounts\n",
      [
        ["port", "x"],
        ["kinto.includes", "kinto.plugins.default_bucket"],
        ["kinto.includes", "kinto.plugins.admin"],
        ["kinto.includes", "kinto.plugins.accounts"],
      ],
    ],
    [
      "[metadata]\nproject_urls =\n    Documentation = https://alembic.sqlalchemy.org/en/latest/\n    Issue Tracker = https://github.com/sqlalchemy/alembic/issues/\n",
      [
        ["project_urls", "https://alembic.sqlalchemy.org/en/latest/"],
        ["project_urls", "https://github.com/sqlalchemy/alembic/issues/"],
      ],
    ],
    [
      "[db]\npostgresql=postgresql://scott:tiger@127.0.0.1:5432/test\nk : v = w\n  ; indented comment\n\tcont: x\n",
      [
        ["postgresql", "postgresql://scott:tiger@127.0.0.1:5432/test"],
        ["k", "v = w"],
        ["k", "cont: x"],
      ],
    ],
    [
      "[a]\nk = v ; not a comment\nj=  # not either\n",
      [
        ["k", "v ; not a comment"],
        ["j", "# not either"],
      ],
    ],
    [
      "[a]\nk =\n  first\n\n  second\n",
      [
        ["k", "first"],
        ["k", "second"],
      ],
    ],
  ] as const)("configparser: %j", (document, values) => {
    expect(readIniValues(document, "ini")).toEqual(values);
  });

  // What `git config -f <file> --list` (git 2.39) gave; a subsection is the value of its section.
  it.each([
    [
      '[submodule "okhttp/src/test/resources/hpack-test-case"]\n\tpath = okhttp/src/test/resources/hpack-test-case\n\turl = https://github.com/http2jp/hpack-test-case.git\n',
      [
        ["submodule", "okhttp/src/test/resources/hpack-test-case"],
        ["path", "okhttp/src/test/resources/hpack-test-case"],
        ["url", "https://github.com/http2jp/hpack-test-case.git"],
      ],
    ],
    [
      '[url "https://github.com/"]\n\tinsteadOf = git://github.com/\n[remote "origin"]\n\turl = "https://a.example/x y" ; comment\n\tpushurl = https://b.example/p#frag # c\n[http]\n\tproxy = http://proxy.example:3128 \\\n  /x\n\textra = "a\\tb\\"c"\\\\d\n[sec "we\\"ird\\\\x"]\n\tk = v',
      [
        ["url", "https://github.com/"],
        ["insteadOf", "git://github.com/"],
        ["remote", "origin"],
        ["url", "https://a.example/x y"],
        ["pushurl", "https://b.example/p"],
        ["proxy", "http://proxy.example:3128   /x"],
        ["extra", 'a\tb"c\\d'],
        ["sec", 'we"ird\\x'],
        ["k", "v"],
      ],
    ],
  ] as const)("git config: %j", (document, values) => {
    expect(readIniValues(document, "gitconfig")).toEqual(values);
  });
});

describe("INI: passwords are reported at their range, never echoed", () => {
  const cases: [dialect: string, document: string, password: string, value?: string][] = [
    ["ini", "[db]\npostgresql=postgresql://scott:tiger@127.0.0.1:5432/test\n", "tiger"],
    ["ini", "[app:main]\nsqlalchemy.url = postgresql://app:hunter%%2@db/app\n", "hunter%%2", "hunter%2"],
    ["gitconfig", '[remote "origin"]\n\turl = https://bot:ghp_s3cr3t@github.com/x.git\n', "ghp_s3cr3t"],
    ["ini", "[global]\nindex-url = https://user:p4ss@pypi.example.com/simple\n", "p4ss"],
  ];
  it.each(cases)("%s: %j", (dialect, document, password, value) => {
    expectPasswordReportedNotEchoed(document, password, dialect, value ?? password);
  });

  it("reads kinto's test URLs, whose password is the user's name (the core's rule: a convention, not a secret)", () => {
    const document = "[app:main]\nkinto.storage_url = postgresql://postgres:postgres@localhost/testdb\n";
    const matches = urisOf(document, "ini").matches;
    expect(matches.map((match) => [match.candidate.value.text, match.findings.length])).toEqual([
      ["postgresql://postgres:postgres@localhost/testdb", 0],
    ]);
  });
});

describe("INI: what stays silent", () => {
  const silent: [string, string][] = [
    ["ini", "[server]\nEXTERNAL_URL = %(PROTOCOL)s://%(DOMAIN)s:%(HTTP_PORT)s/\n"],
    ["ini", "[testenv]\ndeps = {env:SQLA_REPO:git+https://github.com/sqlalchemy/sqlalchemy.git}\n"],
    ["ini", "[db]\ndefault = sqlite:///:memory:\nsqlite_file = sqlite:///querytest.db\n"],
    ["ini", "[loggers]\nformat = %(asctime)s %(levelname)-5.5s [%(name)s] %(message)s\n"],
    [
      "gitconfig",
      '[remote "origin"]\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n\turl = git@github.com:org/repo.git\n',
    ],
    ["editorconfig", "[*.{js,py}]\nindent_style = space\n"],
  ];
  it.each(silent)("%s: %j", (dialect, document) => {
    expect(rangesIn(document, dialect)).toEqual([]);
  });
});

describe("INI: every spelling reads back as the value", () => {
  const value = fc.string({
    unit: fc.constantFrom("a", "/", ":", "=", " ", "#", ";", "%", "\\", '"', "\t", "(", ")", "é"),
    maxLength: 20,
  });
  it("in a configparser value that uses interpolation, and in one that does not", () => {
    fc.assert(
      fc.property(value, (text) => {
        const interpolated = spellIni(text, "ini-value", "%");
        if (interpolated !== undefined) {
          const read = readIniValues(`[a]\nk = %(x)s${interpolated}\n`, "ini");
          expect(read).toEqual([["k", `x${text}`]]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("in a git value and a git subsection", () => {
    fc.assert(
      fc.property(value, (text) => {
        const spelled = spellIni(text, "gitconfig-value", "");
        if (spelled !== undefined && text.trim() !== "")
          expect(readIniValues(`[a]\n\tk = ${spelled}\n`, "gitconfig")).toEqual([["k", text]]);
        const subsection = spellIni(text, "gitconfig-subsection", '"')!;
        expect(readIniValues(`[s "${subsection}"]\n`, "gitconfig")).toEqual([["s", text]]);
      }),
      { numRuns: 2000 },
    );
  });
});

const SAMPLE = [
  "# https://kinto.readthedocs.io/en/latest/configuration/settings.html",
  "[server:main]",
  "use = egg:waitress#main",
  "port = %(http_port)s",
  "[app:main]",
  "kinto.storage_url = postgresql://postgres:s3cret@localhost/testdb",
  "kinto.includes = kinto.plugins.default_bucket",
  "                 https://Example.com:443/x",
  "",
].join("\n");

describe("INI: fuzzing (never throws, candidates well formed)", () => {
  for (const dialect of ["ini", "gitconfig", "editorconfig"]) {
    describe(dialect, () => {
      fuzzTests(
        dialect,
        [
          "[a]",
          '[s "',
          '"]',
          "k = ",
          "url: ",
          "  ",
          "\t",
          "\n",
          "\r\n",
          "\r",
          "#",
          ";",
          "%(x)s",
          "%%",
          "%",
          '"',
          "\\",
          "\\\n",
          "=",
          "http://x.com:80/",
          "HTTP://A.com/%7e",
          "user:pw@",
          "é",
          "\ud800",
        ],
        SAMPLE,
        '[]=:#;%()"\\ \n\r\t',
      );
    });
  }

  it("on a 10 MB file, with a finding at its very end", () => {
    const section = "[service]\nendpoint = https://api.example.com/v1\n# see https://docs.example.com/\nretries = 3\n";
    const big = `${section.repeat(Math.ceil(10_000_000 / section.length))}last_url = HTTP://end.example.com/\n`;
    const matches = expectSoundScan(big, "ini");
    const last = matches[matches.length - 1]!;
    expect(documentRange(last, last.findings[0]!.start, last.findings[0]!.end).start).toBe(big.lastIndexOf("HTTP"));
  }, 60_000);
});

/**
 * Real snippets of the development corpus (SQLAlchemy's alembic, gogs, Kinto, Mozilla's
 * syncserver, OkHttp, terraform-aws-vpc), as the command reads them, with the verdict of a person
 * who read each.
 */
describe("INI: real snippets, judged by hand", () => {
  const judged: [
    dialect: string,
    snippet: string,
    findings: [code: string, needle: string, after?: string][],
    verdict: string,
  ][] = [
    [
      "ini",
      "[db]\ndefault=sqlite:///:memory:\npostgresql=postgresql://scott:tiger@127.0.0.1:5432/test\nmssql=mssql+pyodbc://scott:tiger^5HHH@mssql2022:1433/test?driver=ODBC+Driver+18+for+SQL+Server\n",
      [
        ["plaintext-password", "tiger"],
        ["plaintext-password", "tiger^5HHH"],
        ["invalid-character", "^"],
      ],
      "right: real passwords (SQLAlchemy's test defaults); '^' must be percent-encoded in a userinfo (RFC 3986 3.2.1)",
    ],
    [
      "ini",
      "[server]\nEXTERNAL_URL = %(PROTOCOL)s://%(DOMAIN)s:%(HTTP_PORT)s/\n",
      [],
      "right to stay silent: a template whose scheme is a hole",
    ],
    [
      "ini",
      "# Uncomment and edit one of these to use a custom database.\n#sqluri = pymysql://sample_user:sample_password@127.0.0.1/syncstorage\n",
      [],
      "right to stay silent: sample_password is a placeholder",
    ],
    [
      "ini",
      "[app:main]\nkinto.storage_url = postgresql://postgres:postgres@localhost/testdb\n",
      [],
      "the core's rule: a password that repeats the user's name is a convention, not a secret (isSecretPassword)",
    ],
    [
      "gitconfig",
      '[submodule "okhttp/src/test/resources/hpack-test-case"]\n\tpath = okhttp/src/test/resources/hpack-test-case\n\turl = https://github.com/http2jp/hpack-test-case.git\n',
      [],
      "right: valid",
    ],
    [
      "editorconfig",
      "# EditorConfig is awesome: http://EditorConfig.org\n\n# top-most EditorConfig file\nroot = true\n",
      [["host-case", "EditorC", "http://"]],
      "right: a host is normally lower case (RFC 3986 6.2.2.1), in a comment too",
    ],
  ];
  it.each(judged)("%s: %j", (dialect, snippet, findings) => {
    expect(rangesIn(snippet, dialect)).toEqual(rangesOf(snippet, findings));
  });
});
