/**
 * The Dockerfile scanner: findings with exact ranges and the fixed text for each quoting and both
 * escape characters, the traps that must stay silent, passwords never echoed, values read through
 * line continuations and holes, robustness, and real files.
 */
import { describe, expect, it } from "vitest";
import { languageOf } from "../src/language.js";
import { spellDockerfile, type DockerfileSpelling } from "../src/languages/dockerfile/scan.js";
import { fixedText, rangesIn, urisIn, urisOf } from "./support/documents.js";
import { garbageAndMutationsNeverThrow, piecesNeverThrow } from "./support/fuzz-pieces.js";
import { rangesOf } from "./support/ranges.js";
import { expectPasswordReportedNotEchoed } from "./support/secrets.js";
import { installedFiles, realSamples, reportedFindings } from "./support/real-samples.js";

type Row = [document: string, findings: [code: string, needle: string, after?: string][], fixed: string];

describe("Dockerfile: findings at their exact ranges, fixed in the value's quoting", () => {
  const rows: Row[] = [
    [
      "ENV API=HTTP://Example.com:80/\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "ENV API=http://example.com/\n",
    ],
    [
      "ENV A=\"HTTP://A.com:80/\" B='HTTP://B.com:80/'\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "A", "//"],
        ["default-port", ":80"],
        ["scheme-case", "HTTP", "B="],
        ["host-case", "B", "//"],
        ["default-port", ":80"],
      ],
      "ENV A=\"http://a.com/\" B='http://b.com/'\n",
    ],
    // The legacy form: the rest of the line is the value, a space inside it is a broken URI.
    [
      "ENV CALLBACK https://x.example/cb?next=a b\n",
      [["whitespace", " ", "next=a"]],
      "ENV CALLBACK https://x.example/cb?next=a b\n",
    ],
    ["ARG BASE_URL=https://example.com:443/\n", [["default-port", ":443"]], "ARG BASE_URL=https://example.com/\n"],
    // The OCI labels that are URLs by the image spec; `.source` is no URI word.
    [
      'LABEL org.opencontainers.image.source="HTTPS://github.com/o/r"\n',
      [["scheme-case", "HTTPS"]],
      'LABEL org.opencontainers.image.source="https://github.com/o/r"\n',
    ],
    // A line continuation and the comment line after it are not part of the value.
    [
      'ENV A="http://x.com/a\\\n  # note\n/%7e"\n',
      [["unreserved-percent-encoded", "%7e"]],
      'ENV A="http://x.com/a\\\n  # note\n/~"\n',
    ],
    [
      "# escape=`\nENV A=HTTP://x.com/`\n  B=1\n",
      [["scheme-case", "HTTP"]],
      "# escape=`\nENV A=http://x.com/`\n  B=1\n",
    ],
    // Holes: the findings after a variable land on the document's text.
    [
      "ENV URL=http://$HOST:80/%7e\n",
      [
        ["default-port", ":80"],
        ["unreserved-percent-encoded", "%7e"],
      ],
      "ENV URL=http://$HOST/~\n",
    ],
    ['ENV URL="http://${HOST:-localhost}:80/"\n', [["default-port", ":80"]], 'ENV URL="http://${HOST:-localhost}/"\n'],
    // An escaped character is one unit of the value: the fix re-spells it, in BuildKit's or the shell's way.
    ["ENV A=http://E\\$X.com/\n", [["host-case", "E\\$X"]], "ENV A=http://e\\$x.com/\n"],
    ["RUN curl http://E\\$X.com/\n", [["host-case", "E\\$X"]], "RUN curl http://e\\$x.com/\n"],
    // ADD's sources with a scheme; a local source is a path.
    [
      "ADD https://Example.com:443/x.tar.gz ./local /tmp/\n",
      [
        ["host-case", "E"],
        ["default-port", ":443"],
      ],
      "ADD https://example.com/x.tar.gz ./local /tmp/\n",
    ],
    ['ADD ["HTTP://x.com/a", "/a"]\n', [["scheme-case", "HTTP"]], 'ADD ["http://x.com/a", "/a"]\n'],
    // Commands: shell words (quoted, after `&&`, on a continued line), flags, assignments, exec form.
    [
      "RUN curl -fsSL HTTP://Example.com:80/i.sh | sh\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "RUN curl -fsSL http://example.com/i.sh | sh\n",
    ],
    [
      "RUN curl \"https://example.com/a b\" && \\\n    wget 'HTTP://x.com/' --url=https://y.com:443/\n",
      [
        ["whitespace", " ", "/a"],
        ["scheme-case", "HTTP"],
        ["default-port", ":443"],
      ],
      "RUN curl \"https://example.com/a b\" && \\\n    wget 'http://x.com/' --url=https://y.com/\n",
    ],
    [
      "RUN API=HTTP://X.com make\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "X"],
      ],
      "RUN API=http://x.com make\n",
    ],
    ['CMD ["curl", "HTTP://x.com/\\u0041"]\n', [["scheme-case", "HTTP"]], 'CMD ["curl", "http://x.com/\\u0041"]\n'],
    [
      'ENTRYPOINT ["/svc", "--upstream=http://b.internal:80/api"]\n',
      [["default-port", ":80"]],
      'ENTRYPOINT ["/svc", "--upstream=http://b.internal/api"]\n',
    ],
    [
      'HEALTHCHECK --interval=5s CMD ["curl", "HTTP://localhost:80/"]\n',
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      'HEALTHCHECK --interval=5s CMD ["curl", "http://localhost/"]\n',
    ],
    [
      "ONBUILD RUN wget HTTP://onbuild.example.com\n",
      [["scheme-case", "HTTP"]],
      "ONBUILD RUN wget http://onbuild.example.com\n",
    ],
    [
      "RUN <<EOF\ncurl HTTP://heredoc.example.com\nEOF\n",
      [["scheme-case", "HTTP"]],
      "RUN <<EOF\ncurl http://heredoc.example.com\nEOF\n",
    ],
    // Comments, a shell comment, a heredoc file and MAINTAINER are prose.
    [
      "# see HTTP://Docs.example.com:80/\nFROM a\n",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "D"],
        ["default-port", ":80"],
      ],
      "# see http://docs.example.com/\nFROM a\n",
    ],
    ["CMD echo ok # HTTP://b.com\n", [["scheme-case", "HTTP"]], "CMD echo ok # http://b.com\n"],
    [
      "COPY <<EOF /etc/x.conf\nurl = HTTP://conf.example.com\nEOF\n",
      [["scheme-case", "HTTP"]],
      "COPY <<EOF /etc/x.conf\nurl = http://conf.example.com\nEOF\n",
    ],
    [
      "MAINTAINER Jane <HTTP://jane.example.com>\n",
      [["scheme-case", "HTTP"]],
      "MAINTAINER Jane <http://jane.example.com>\n",
    ],
    // CRLF line ends.
    [
      "FROM a\r\nENV A=HTTP://x.com \\\r\n    B=http://y.com:80\r\n",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "FROM a\r\nENV A=http://x.com \\\r\n    B=http://y.com\r\n",
    ],
  ];
  it.each(rows)("%j", (document, findings, fixed) => {
    expect(rangesIn(document, "dockerfile")).toEqual(rangesOf(document, findings));
    expect(fixedText(document, "dockerfile")).toBe(fixed);
  });

  it("reads a value as Docker does: quotes removed, escapes and continuations resolved", () => {
    expect(urisIn('ENV A="http://x.com/a\\"b" B=http://y.com/c\\ d\n', "dockerfile")).toEqual([
      { value: 'http://x.com/a"b', spelled: 'http://x.com/a\\"b' },
      { value: "http://y.com/c d", spelled: "http://y.com/c\\ d" },
    ]);
  });
});

describe("Dockerfile: the traps stay silent", () => {
  const silent = [
    "FROM node:20",
    "FROM --platform=$BUILDPLATFORM node:20-alpine AS build",
    "EXPOSE 8080",
    "EXPOSE 80/tcp",
    "COPY --from=build /app /app",
    "USER node:node",
    "WORKDIR /app",
    "ENV PATH=/usr/local/bin:$PATH",
    'VOLUME ["/data"]',
    "HEALTHCHECK CMD curl -f http://localhost:3000/ || exit 1",
    "# syntax=docker/dockerfile:1",
    "ENV DATABASE_URL=postgres://app:${DB_PASSWORD}@db/app",
    "ADD --chown=app:app ./src /app/src",
    "ADD git@github.com:moby/buildkit.git /src",
    "RUN --mount=type=cache,target=/root/.cache pip install -r requirements.txt",
    'SHELL ["powershell", "-Command", "$ErrorActionPreference = \'Stop\';"]',
    "RUN echo $((1+2)) $(date +%s) `uname -m`",
    "STOPSIGNAL SIGQUIT",
    'ENTRYPOINT ["/svc", "--listen=:8080"]',
  ];
  it.each(silent)("%s", (line) => {
    expect(rangesIn(`${line}\n`, "dockerfile")).toEqual([]);
  });
});

describe("Dockerfile: passwords are reported at their range, never echoed", () => {
  const cases: [document: string, password: string][] = [
    ["ENV DATABASE_URL=postgres://app:hunter2@db/app\n", "hunter2"],
    ["ARG PIP_INDEX_URL='https://deploy:s3cr3t@pypi.example.com/simple'\n", "s3cr3t"],
    ["RUN git clone https://bot:t0k3n@git.example.com/r.git\n", "t0k3n"],
  ];
  it.each(cases)("%j", (document, password) => {
    expectPasswordReportedNotEchoed(document, password, "dockerfile");
  });
});

describe("Dockerfile: spelling a value back", () => {
  const cases: [value: string, spelling: DockerfileSpelling, quote: string, spelled: string | undefined][] = [
    ["http://a/b", "dockerfile-word", "", "http://a/b"],
    ["a b$c", "dockerfile-word", "", "a\\ b\\$c"],
    ["a b$c", "dockerfile-word-backtick", "", "a` b`$c"],
    ['a"b$c\\d', "dockerfile-word", '"', 'a\\"b\\$c\\\\d'],
    ['a"b`c', "dockerfile-word-backtick", '"', 'a`"b``c'],
    ["a'b", "dockerfile-word", "'", undefined],
    ['a"b$', "dockerfile-word", "'", 'a"b$'],
    ["a\nb", "dockerfile-word", '"', undefined],
    ["a|b;c`d", "shell-word", "", "a\\|b\\;c\\`d"],
    ["a`b", "shell-word", '"', "a\\`b"],
    ["abc/d", "shell-word", "mixed", "abc/d"],
    ["a b", "shell-word", "mixed", undefined],
  ];
  it.each(cases)("%j as %s %j", (value, spelling, quote, spelled) => {
    expect(spellDockerfile(value, spelling, quote)).toBe(spelled);
  });
});

describe("Dockerfile: file names and language ids", () => {
  it.each([
    "Dockerfile",
    "Dockerfile.dev",
    "docker/Dockerfile.prod",
    "app.dockerfile",
    "Containerfile",
    "Containerfile.build",
  ])("%s", (path) => {
    expect(languageOf(undefined, path)).toBe("dockerfile");
  });
  it("takes the dockerfile languageId", () => {
    expect(languageOf("dockerfile", "build")).toBe("dockerfile");
    expect(languageOf(undefined, "Dockerfile.json")).toBe("json");
    expect(languageOf(undefined, "dockerfile-notes.md")).toBe("markdown");
  });
});

describe("Dockerfile: never throws", () => {
  it("on random documents of Dockerfile pieces and URIs", () => {
    const pieces = [
      "FROM a\n",
      "ENV ",
      "ARG ",
      "LABEL ",
      "RUN ",
      "CMD ",
      "ADD ",
      "HEALTHCHECK CMD ",
      "ONBUILD ",
      "# escape=`\n",
      "A=",
      '"',
      "'",
      "`",
      "\\",
      "\\\n",
      "$",
      "${",
      "}",
      "$(",
      ")",
      "[",
      "]",
      '","',
      "#",
      " ",
      "\n",
      "\r\n",
      "<<EOF\n",
      "EOF\n",
      "http://",
      "HTTP://A.com:80/",
      "user:pw@",
      "%7e",
      "--url=",
      "&&",
      "|",
      "\ud800",
    ];
    piecesNeverThrow("dockerfile", pieces, 2_000);
  });

  it("on a broken heredoc that dockerfile-ast throws on, and reads the instructions before it", () => {
    // Found by the test above (seed -654839873): getHeredocs throws a TypeError on it. The heredoc
    // is never closed, so it runs to the end of the document.
    const text = "RUN curl HTTP://a.example/\nADD <<EOF\n\\|EOF\n";
    expect(() => urisOf(text, "dockerfile")).not.toThrow();
    expect(urisIn(text, "dockerfile").map((uri) => uri.value)).toEqual(["HTTP://a.example/"]);
  });

  it("on garbage and on mutated real samples", () => {
    garbageAndMutationsNeverThrow(
      "dockerfile",
      realSamples("dockerfile").map((sample) => sample.text),
      1_000,
    );
  });

  it("on invalid UTF-8, read as Node reads it", () => {
    const bytes = Buffer.concat([
      Buffer.from("FROM a\nRUN curl http://a.com/"),
      Buffer.from([0xff, 0xc3, 0x28, 0xe2, 0x82]),
      Buffer.from("\nENV B=\xed\xa0\x80\n", "latin1"),
    ]);
    const text = bytes.toString("utf8");
    expect(() => urisOf(text, "dockerfile")).not.toThrow();
    expect(urisIn(text, "dockerfile")[0]!.value.startsWith("http://a.com/\ufffd")).toBe(true);
  });

  it("on a 10 MB file, finding every URI", () => {
    const block =
      "RUN curl -fsSL https://example.com:443/install.sh | sh \\\n  && echo done\nENV API_URL=https://api.example.com/v1\n";
    const text = `FROM node:20\n${block.repeat(Math.ceil(10_000_000 / block.length))}`;
    expect(urisOf(text, "dockerfile").matches.length).toBe(Math.ceil(10_000_000 / block.length) * 2);
  }, 120_000);
});

describe("Dockerfile: real files", () => {
  const samples = realSamples("dockerfile");
  it.each(samples.map((sample) => [sample.name, sample] as const))(
    "%s: every finding as judged in findings.json",
    (_name, sample) => {
      expect(reportedFindings(sample.text, "dockerfile")).toEqual(
        sample.judged.map(({ judgement: _, ...finding }) => finding),
      );
    },
  );

  it("reads the installed packages' text files as Dockerfiles without a crash", () => {
    const files = installedFiles((path) => /\.(md|json|ya?ml|txt|sh)$/.test(path), 200);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) expect(() => urisOf(file.text, "dockerfile"), file.path).not.toThrow();
  });
});
