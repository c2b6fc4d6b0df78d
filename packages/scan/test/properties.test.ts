/**
 * The `.properties` scanner: findings at exact ranges through escapes and continuation lines,
 * fixed with the escapes they need; keys as names; JDBC URLs; comments and directives; passwords
 * never echoed; the grammar against what the JDK's Properties.load read in recorded documents;
 * spelling round trips; fuzzing, a 10 MB file, and real snippets judged by hand.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageOf } from "../src/language.js";
import { loadProperties } from "../src/languages/properties/scan.js";
import { spellProperties } from "../src/languages/properties/spell.js";
import { documentRange } from "../src/matches.js";
import { fixedText, rangesIn, urisIn, urisOf } from "./support/documents.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";
import { rangesOf } from "./support/ranges.js";
import { expectPasswordReportedNotEchoed } from "./support/secrets.js";

type Row = [document: string, findings: [code: string, needle: string, after?: string][], fixed: string];

describe(".properties: which documents", () => {
  it("reads .properties files, and leaves VS Code's `properties` languageId to the file's name", () => {
    expect(languageOf(undefined, "src/main/resources/application.properties")).toBe("properties");
    expect(languageOf("java-properties", "untitled:1")).toBe("properties");
    expect(languageOf("properties", "gradle/wrapper/gradle-wrapper.properties")).toBe("properties");
    expect(languageOf("properties", "/app/.env")).toBe("dotenv");
  });
});

describe(".properties: findings at their exact ranges, fixed with the escapes they need", () => {
  const rows: Row[] = [
    [
      "distributionUrl=HTTPS\\://Services.gradle.org\\:443/distributions/gradle-8.5-bin.zip\n",
      [
        ["scheme-case", "HTTPS"],
        ["host-case", "S", "://"],
        ["default-port", "\\:443"],
      ],
      "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.5-bin.zip\n",
    ],
    // A value continued on the next line: the continuation reads as nothing, the findings land after it.
    [
      "api.url = https://example.com\\\n    :443/v1/%7euser\n",
      [
        ["default-port", ":443"],
        ["unreserved-percent-encoded", "%7e"],
      ],
      "api.url = https://example.com\\\n    /v1/~user\n",
    ],
    // \uXXXX escapes map to their whole spelling.
    ["site.url:http://\\u0045xample.com/\n", [["host-case", "\\u0045"]], "site.url:http://example.com/\n"],
    // Key and value separated by white space only; CR LF line ends.
    [
      "a=1\r\nendpoint   HTTP://example.com:80/\r\n",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "a=1\r\nendpoint   http://example.com/\r\n",
    ],
    // Comments are prose, `#` and `!`.
    [
      "# see HTTP://docs.example.com/\n! and http://b.example:80/\nk=v\n",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "# see http://docs.example.com/\n! and http://b.example/\nk=v\n",
    ],
  ];
  it.each(rows)("%j", (document, findings, fixed) => {
    expect(rangesIn(document, "properties")).toEqual(rangesOf(document, findings));
    expect(fixedText(document, "properties")).toBe(fixed);
  });

  it("reads each value as Properties.load gives it", () => {
    expect(urisIn("distributionUrl=https\\://services.gradle.org/a\\\n  b.zip\n", "properties")).toEqual([
      { value: "https://services.gradle.org/ab.zip", spelled: "https\\://services.gradle.org/a\\\n  b.zip" },
    ]);
  });

  it("names each value by its key", () => {
    const contexts = urisOf(
      "spring.datasource.url=jdbc:postgresql://db:5432/app\njava.naming.provider.url = vm://localhost\n",
      "properties",
    ).matches.map((match) => [match.candidate.site.context, match.uri.evidence]);
    expect(contexts).toEqual([
      [{ kind: "named", name: "spring.datasource.url" }, "named"],
      [{ kind: "named", name: "java.naming.provider.url" }, "named"],
    ]);
  });
});

describe(".properties: what stays silent", () => {
  const silent = [
    "spring.datasource.url=jdbc:mysql://127.0.0.1:3306/nacos?characterEncoding=utf8&connectTimeout=1000&useSSL=false&serverTimezone=UTC",
    "db.url.0=jdbc:mysql://127.0.0.1:3306/nacos?characterEncoding=utf8",
    "spring.datasource.url=jdbc:h2:mem:test;DB_CLOSE_DELAY=-1",
    "jdbc.url=jdbc:oracle:thin:@//db.example.com:1521/ORCL",
    "dubbo.registry.address=zookeeper://127.0.0.1:2181",
    "server.servlet.contextPath=/nacos",
    "java.naming.factory.initial = org.apache.activemq.jndi.ActiveMQInitialContextFactory",
    "log.pattern=%d{HH:mm:ss} %-5level %logger{36} - %msg%n",
    "spring.datasource.password=${DB_PASSWORD}",
    "#nacos.remote.server.rpc.tls.certChainFile=file:{path of cert}",
    "url=",
  ];
  it.each(silent)("%s", (line) => {
    expect(rangesIn(`${line}\n`, "properties")).toEqual([]);
  });
});

describe(".properties: passwords are reported at their range, never echoed", () => {
  const cases: [document: string, password: string, value?: string][] = [
    ["spring.rabbitmq.addresses=amqp://app:hunter2@mq:5672\n", "hunter2"],
    ["proxy.url=http://user:p\\u0040ss@proxy:3128/\n", "p\\u0040ss", "p@ss"],
    ["broker.url=tcp://admin:s3cr\\\n   3t@broker:61616\n", "s3cr\\\n   3t", "s3cr3t"],
  ];
  it.each(cases)("%j", (document, password, value) => {
    expectPasswordReportedNotEchoed(document, password, "properties", value ?? password);
  });
});

interface JdkRecording {
  readonly jdk: string;
  readonly cases: readonly [document: string, entries: Record<string, string> | null][];
}

describe(".properties: the grammar is java.util.Properties.load's", () => {
  // Random documents of the format's pieces and spelled values, with what the JDK read in each
  // (support/jdk/record-properties.mjs recorded them; null where load threw).
  const recording = JSON.parse(
    readFileSync(new URL("./support/jdk/properties-jdk.json", import.meta.url), "utf8"),
  ) as JdkRecording;
  const sorted = (entries: Record<string, string> | null | undefined) =>
    entries == null ? null : Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  it(`reads ${recording.cases.length} documents as ${recording.jdk} did`, () => {
    for (const [document, entries] of recording.cases)
      expect(sorted(loadProperties(document)), document).toEqual(sorted(entries));
  });

  it.each([
    ["a=b\\\n   c\n", { a: "bc" }],
    ["key value\nkey2:value2\nkey3 = = x\n", { key: "value", key2: "value2", key3: "= x" }],
    ["# c\\\nx=1\n", { x: "1" }],
    ["a=x\\\n\nb=y\n", { a: "x", b: "y" }],
    ["a=b\\\\\nc=d\n", { a: "b\\", c: "d" }],
    ["\\\n#x=1\n", {}],
    ["a=\\u004\n", null],
  ] as const)("%j", (document, entries) => {
    expect(sorted(loadProperties(document))).toEqual(sorted(entries));
  });
});

describe(".properties: every spelling reads back as the value", () => {
  const value = fc.string({
    unit: fc.constantFrom(
      "a",
      "/",
      ":",
      "=",
      " ",
      "#",
      "!",
      "\\",
      "\t",
      "\n",
      "\r",
      "\f",
      "é",
      "😀",
      "\u0001",
      "u",
      "%",
    ),
    maxLength: 24,
  });
  it("as the value of an entry, wherever the piece starts", () => {
    fc.assert(
      fc.property(value, value, (before, piece) => {
        const document = `k = ${spellProperties(before)}${spellProperties(piece)}\n`;
        expect(loadProperties(document)).toEqual({ k: before + piece });
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ["https://a/b", "https://a/b"],
    [" a:b", "\\ a:b"],
    ["=x", "\\=x"],
    ["a\\b\tc", "a\\\\b\\tc"],
    ["é", "\\u00E9"],
  ])("%j is spelled %j", (raw, spelled) => {
    expect(spellProperties(raw)).toBe(spelled);
  });
});

const SAMPLE = [
  "# Spring Boot",
  "spring.datasource.url=jdbc:postgresql://db.example.com:5432/app?ssl=true",
  "spring.rabbitmq.addresses = amqp://guest:guest@localhost:5672",
  "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.5-bin.zip",
  "api.base-url : https://Api.example.com:443/v1/ \\",
  "    users",
  "! see HTTP://docs.example.com/",
  "",
].join("\n");

describe(".properties: fuzzing (never throws, candidates well formed)", () => {
  fuzzTests(
    "properties",
    [
      "k=",
      "url=",
      "a.url = ",
      " ",
      "\t",
      "\n",
      "\r\n",
      "\r",
      "\\",
      "\\\n",
      "\\u0041",
      "\\u00",
      "\\:",
      "#",
      "!",
      "=",
      ":",
      "http://x.com:80/",
      "HTTP://A.com/%7e",
      "user:pw@",
      "é",
      "\ud800",
    ],
    SAMPLE,
    "\\=:#! \n\r\tu0",
  );

  it("on a 10 MB file, finding every URI and the last one's finding", () => {
    const line = "service.endpoint.url=https\\://api.example.com/v1/resource\n# the service's endpoint\nretries=3\n";
    const big = `${line.repeat(Math.ceil(10_000_000 / line.length))}last.url=HTTP://end.example.com/\n`;
    const matches = expectSoundScan(big, "properties");
    expect(matches.length).toBe(Math.ceil(10_000_000 / line.length) + 1);
    const last = matches[matches.length - 1]!;
    expect(documentRange(last, last.findings[0]!.start, last.findings[0]!.end).start).toBe(big.lastIndexOf("HTTP"));
  }, 120_000);

  it("on a 10 MB value continued over every line", () => {
    const big = `k=http://a/${"x\\\n  ".repeat(1_500_000)}y\n`;
    expect(() => urisOf(big, "properties")).not.toThrow();
  }, 60_000);
});

/**
 * Real snippets of the development corpus (Alibaba Nacos, Apache Dubbo and ActiveMQ, OkHttp), as
 * the command reads them, with the verdict of a person who read each.
 */
describe(".properties: real snippets, judged by hand", () => {
  const judged: [snippet: string, findings: [code: string, needle: string][], verdict: string][] = [
    [
      "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip\n",
      [],
      "right: a valid URI once \\: is read as ':'",
    ],
    [
      "#*************** TLS Configuration ***************#\n#nacos.remote.server.rpc.tls.enableTls=true\n#nacos.remote.server.rpc.tls.certChainFile=file:{path of cert}\n",
      [],
      "right to stay silent: {path of cert} is a placeholder",
    ],
    [
      "### worked when nacos.core.auth.system.type=ldap，{0} is Placeholder,replace login username\n#nacos.core.auth.ldap.url=ldap://localhost:389\n",
      [["default-port", ":389"]],
      "right: 389 is ldap's default port (a commented-out entry is still read)",
    ],
    [
      "db.url.0=jdbc:mysql://127.0.0.1:3306/nacos?characterEncoding=utf8&connectTimeout=1000&socketTimeout=3000&autoReconnect=true&useUnicode=true&useSSL=false&serverTimezone=UTC\n",
      [],
      "right: a JDBC URL is an opaque jdbc: URI, valid",
    ],
    ["java.naming.provider.url = vm://localhost?broker.persistent=false\n", [], "right: valid"],
    ["dubbo.registry.address=zookeeper://127.0.0.1:2181\n", [], "right: valid"],
  ];
  it.each(judged)("%s", (snippet, findings) => {
    expect(rangesIn(snippet, "properties")).toEqual(rangesOf(snippet, findings));
  });
});
