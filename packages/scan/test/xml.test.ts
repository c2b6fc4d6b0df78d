/**
 * The XML scanner: findings at exact ranges through references, line ends and attribute-value
 * normalization, fixed in each place's spelling; what the names around a value say (attributes,
 * Spring's name/value pairs, element text); namespace and schema identifiers never reported;
 * comments as prose and directives; passwords never echoed; the decoder and the spellers against
 * saxes's own reading; fuzzing, a 10 MB document, and real files judged by hand.
 */
import fc from "fast-check";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { languageOf } from "../src/language.js";
import { spellXml, type XmlSpelling } from "../src/languages/xml/spell.js";
import { decodeXml, type XmlPlace } from "../src/languages/xml/text.js";
import { documentRange } from "../src/matches.js";
import { alternatingScans, fixedText, rangesIn, urisIn, urisOf } from "./support/documents.js";
import { expectSoundScan, fuzzTests, withFixes } from "./support/fuzz.js";
import { rangesOf } from "./support/ranges.js";
import { expectPasswordReportedNotEchoed } from "./support/secrets.js";

type Row = [document: string, findings: [code: string, needle: string, after?: string][], fixed: string];

describe("XML: which documents are XML", () => {
  it.each([
    "pom.xml",
    "src/main/resources/applicationContext.xml",
    "schema/core.xsd",
    "style.XSLT",
    "RestSharp.csproj",
    "Directory.Build.props",
    "build/x.targets",
    "pkg.nuspec",
    "app/src/main/AndroidManifest.xml",
    "Info.plist",
    "icon.svg",
  ])("%s", (path) => {
    expect(languageOf(undefined, path)).toBe("xml");
  });
  it("takes the editors' languageIds", () => {
    expect(languageOf("xml", "untitled:1")).toBe("xml");
    expect(languageOf("xsl", "untitled:1")).toBe("xml");
  });
});

describe("XML: findings at their exact ranges, fixed in their place's spelling", () => {
  const rows: Row[] = [
    [
      '<a href="HTTP://Example.com:80/?a=1&amp;b=%7e"/>',
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
        ["unreserved-percent-encoded", "%7e"],
      ],
      '<a href="http://example.com/?a=1&amp;b=~"/>',
    ],
    // Character references land on their whole spelling; a fix spells its value back.
    [
      "<a href='HTTP&#58;//Ex&#x41;mple.com/'/>",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "Ex&#x41;"],
      ],
      "<a href='http&#58;//example.com/'/>",
    ],
    // A line break in an attribute value reads as a space (3.3.3): a broken URI.
    ['<a href="http://example.com/a\r\nb"/>', [["whitespace", "\r\n"]], '<a href="http://example.com/a\r\nb"/>'],
    // Element text, without the white space around it (Maven's reader trims it).
    [
      "<project>\n  <url>\n    HTTP://Example.com:80/site\n  </url>\n</project>",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "<project>\n  <url>\n    http://example.com/site\n  </url>\n</project>",
    ],
    // A CDATA section is read as written: its "&" is an "&".
    [
      "<url><![CDATA[http://example.com:80/?a=1&b=2]]></url>",
      [["default-port", ":80"]],
      "<url><![CDATA[http://example.com/?a=1&b=2]]></url>",
    ],
    // Spring's <property name="..." value="...">: the value is named by the name beside it.
    [
      '<bean><property value="https://Example.com:443/api" name="serviceUrl"/></bean>',
      [
        ["host-case", "E"],
        ["default-port", ":443"],
      ],
      '<bean><property value="https://example.com/api" name="serviceUrl"/></bean>',
    ],
    [
      '<property name="brokerURL">\n  <value>http://Broker.example.com:80/</value>\n</property>',
      [
        ["host-case", "B"],
        ["default-port", ":80"],
      ],
      '<property name="brokerURL">\n  <value>http://broker.example.com/</value>\n</property>',
    ],
    // Comments and processing instructions are prose.
    [
      '<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="HTTP://x.example/s.xsl"?>\n<!-- see http://docs.example.com:80/ -->\n<r/>',
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      '<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="http://x.example/s.xsl"?>\n<!-- see http://docs.example.com/ -->\n<r/>',
    ],
    // Prose in text: a description's URIs, each by its content.
    [
      "<description>Read HTTP://docs.example.com/ &amp; http://b.example:80/x.</description>",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "<description>Read http://docs.example.com/ &amp; http://b.example/x.</description>",
    ],
  ];
  it.each(rows)("%j", (document, findings, fixed) => {
    expect(rangesIn(document, "xml")).toEqual(rangesOf(document, findings));
    expect(fixedText(document, "xml")).toBe(fixed);
  });

  it("reads each value as the application gets it", () => {
    expect(
      urisIn('<a href="https://e.example/?q=1&amp;r=&#50;"/><url>\n http://x.example/&lt;y&gt; \n</url>', "xml"),
    ).toEqual([
      { value: "https://e.example/?q=1&r=2", spelled: "https://e.example/?q=1&amp;r=&#50;" },
      { value: "http://x.example/<y>", spelled: "http://x.example/&lt;y&gt;" },
    ]);
  });

  it("makes an entity declared in a DTD a hole", () => {
    const document = '<!DOCTYPE r [<!ENTITY host "example.com">]>\n<r><url>http://&host;:80/a</url></r>';
    const match = urisOf(document, "xml").matches[0]!;
    expect(match.candidate.value.text).toBe("http://x:80/a");
    expect(match.candidate.value.holes).toEqual([{ start: 7, end: 8 }]);
    expect(rangesIn(document, "xml")).toEqual(rangesOf(document, [["default-port", ":80"]]));
  });

  it("finds a URI where the parser's slices meet", () => {
    const start = `<r>${"<x/>".repeat(16_000)}`;
    const tail = '<a href="HTTP://e.example/"/>\r\n<b>HTTP://f.example/</b></r>';
    // The first slice ends at each place of the tail in turn: inside the tag, the value, the CR LF, the text.
    for (let cut = 0; cut <= tail.length; cut++) {
      const document = `${start}${"y".repeat((1 << 16) - start.length - cut)}${tail}`;
      expect(findingsAt(document)).toEqual([
        ["scheme-case", document.indexOf("HTTP")],
        ["scheme-case", document.lastIndexOf("HTTP")],
      ]);
    }
  });
});

function findingsAt(document: string): [string, number][] {
  return rangesIn(document, "xml").map(([code, start]) => [code, start]);
}

describe("XML: namespace and schema identifiers are never reported", () => {
  // Each would be reported for its host's case if it were read as a URI.
  const silent = [
    '<project xmlns="http://Maven.Apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://Maven.Apache.org/POM/4.0.0 http://Maven.Apache.org/xsd/maven-4.0.0.xsd"/>',
    '<beans xmlns:amq="http://ActiveMQ.apache.org/schema/core" x:noNamespaceSchemaLocation="http://Example.com/a.xsd"/>',
    '<xs:schema targetNamespace="http://Example.com/ns" xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:import namespace="http://Example.com/other" schemaLocation="http://Example.com/other.xsd"/></xs:schema>',
    '<!DOCTYPE beans PUBLIC "-//SPRING//DTD BEAN//EN" "http://www.Springframework.org/dtd/spring-beans.dtd">\n<beans/>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a"/></svg>',
    "<namespace>http://Example.com/ns</namespace>",
    // A template of Maven's or Spring's, and a value no URI name holds.
    "<url>${project.url}/Site</url><name>Example.com:80</name>",
    "<Target Name=\"Build\" Condition=\"'$(Configuration)' == 'Release'\"/>",
  ];
  it.each(silent)("%s", (document) => {
    expect(rangesIn(document, "xml")).toEqual([]);
  });

  it("still reads the links of the same documents", () => {
    expect(rangesIn('<svg xmlns="http://www.w3.org/2000/svg"><a href="HTTP://x.example/"/></svg>', "xml")).toEqual([
      ["scheme-case", 49, 53],
    ]);
  });
});

describe("XML: passwords are reported at their range, never echoed", () => {
  const cases: [document: string, password: string][] = [
    ['<property name="url" value="postgres://app:hunter2@db/app"/>', "hunter2"],
    ["<connectionUrl>mysql://root:s3cr&amp;t@db:3306/app</connectionUrl>", "s3cr&amp;t"],
    ['<transportConnector uri="amqp://svc:p4ssw0rd@mq:5672"/>', "p4ssw0rd"],
  ];
  it.each(cases)("%j", (document, password) => {
    expectPasswordReportedNotEchoed(document, password, "xml", password.replace("&amp;", "&"));
  });
});

describe("XML: spelling a replacement", () => {
  const cases: [value: string, spelling: XmlSpelling, quote: string, spelled: string | undefined][] = [
    ["http://a/?x=1&y=<2>", "xml-attribute", '"', "http://a/?x=1&amp;y=&lt;2>"],
    [`a"b'c`, "xml-attribute", '"', `a&quot;b'c`],
    [`a"b'c`, "xml-attribute", "'", `a"b&apos;c`],
    ["a\tb\nc\rd", "xml-attribute", '"', "a&#9;b&#10;c&#13;d"],
    ["a&b<c>d]]>", "xml-text", "", "a&amp;b&lt;c&gt;d]]&gt;"],
    ["a\rb", "xml-text", "", "a&#13;b"],
    ["a&b<c", "xml-cdata", "", "a&b<c"],
    ["a]]>b", "xml-cdata", "", undefined],
    ["a\rb", "xml-cdata", "", undefined],
    ["http://a/b", "xml-comment", "", "http://a/b"],
    ["http://a/b--c", "xml-comment", "", undefined],
    ["http://a/b-", "xml-comment", "", undefined],
    ["a?>b", "xml-pi", "", undefined],
    ["a\u0001b", "xml-attribute", '"', undefined],
    ["a\ufffeb", "xml-text", "", undefined],
    ["a\ud800b", "xml-text", "", undefined],
    ["a\ud83d\ude00b", "xml-text", "", "a\ud83d\ude00b"],
  ];
  it.each(cases)("%j as %s %j", (value, spelling, quote, spelled) => {
    expect(spellXml(value, spelling, quote)).toBe(spelled);
  });
});

/** What saxes reads in the one attribute `v` and the text of the root element of `document`, or undefined on an error. */
function readBySaxes(document: string): { attribute?: string; text: string; cdata: string } | undefined {
  const parser = new SaxesParser();
  let failed = false;
  const read = { attribute: undefined as string | undefined, text: "", cdata: "" };
  parser.on("error", () => {
    failed = true;
  });
  parser.on("attribute", (attribute) => {
    if (attribute.name === "v") read.attribute = attribute.value;
  });
  parser.on("text", (text) => {
    read.text += text;
  });
  parser.on("cdata", (cdata) => {
    read.cdata += cdata;
  });
  parser.write(document).close();
  return failed ? undefined : read;
}

/** Characters of XML text, with the ones a spelling must care for. */
const xmlValue = fc.string({
  unit: fc.constantFrom(
    "a",
    "é",
    "/",
    ":",
    "&",
    "<",
    ">",
    '"',
    "'",
    "\t",
    "\n",
    "\r",
    " ",
    "]",
    "?",
    "-",
    "😀",
    "%",
    ";",
    "#",
  ),
  maxLength: 24,
});

describe("XML: the decoder reads every value as saxes does", () => {
  const read = (spelled: string, place: XmlPlace): string => decodeXml(spelled, 0, spelled.length, place).text;

  it("agrees on attribute values and text spelled any way", () => {
    const pieces = [
      "a",
      "&amp;",
      "&lt;",
      "&gt;",
      "&apos;",
      "&quot;",
      "&#10;",
      "&#x9;",
      "&#x1F600;",
      "\r\n",
      "\r",
      "\n",
      "\t",
      " ",
      "/",
      "é",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 20 }), (parts) => {
        const spelled = parts.join("");
        const bySaxes = readBySaxes(`<r v="${spelled}">${spelled}</r>`)!;
        expect(read(spelled, "attribute")).toBe(bySaxes.attribute);
        expect(read(spelled, "text")).toBe(bySaxes.text);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a CDATA section as saxes does", () => {
    fc.assert(
      fc.property(xmlValue, (value) => {
        const spelled = value.replaceAll("]]>", "]]");
        const bySaxes = readBySaxes(`<r><![CDATA[${spelled}]]></r>`);
        if (bySaxes !== undefined) expect(read(spelled, "cdata")).toBe(bySaxes.cdata);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("XML: every spelling reads back as the value through saxes", () => {
  it("in an attribute of either quote, in text, in a CDATA section", () => {
    fc.assert(
      fc.property(xmlValue, fc.constantFrom('"', "'"), (value, quote) => {
        const attribute = spellXml(value, "xml-attribute", quote)!;
        expect(readBySaxes(`<r v=${quote}${attribute}${quote}/>`)?.attribute).toBe(value);
        // Text and CDATA hand over "\r" as "\n" (2.11): a value holding one is written as a reference or not at all.
        const text = spellXml(value, "xml-text", "")!;
        expect(readBySaxes(`<r>${text}</r>`)?.text).toBe(value);
        const cdata = spellXml(value, "xml-cdata", "");
        if (cdata !== undefined) expect(readBySaxes(`<r><![CDATA[${cdata}]]></r>`)?.cdata).toBe(value);
      }),
      { numRuns: 3000 },
    );
  });

  it("fixes keep the document well formed and mean what the core meant", () => {
    const uri = fc
      .record({
        scheme: fc.constantFrom("HTTP", "http"),
        host: fc.constantFrom("EXAMPLE.com", "example.com"),
        port: fc.constantFrom("", ":80", ":8080"),
        path: fc.array(fc.constantFrom("a", "%7e", ".", "..", "x'y", "q&r", 'a"<b'), { maxLength: 4 }),
      })
      .map(({ scheme, host, port, path }) => `${scheme}://${host}${port}/${path.join("/")}`);
    fc.assert(
      fc.property(uri, fc.constantFrom('"', "'"), (value, quote) => {
        const document = `<r><a href=${quote}${spellXml(value, "xml-attribute", quote)!}${quote}/><url>${spellXml(value, "xml-text", "")!}</url></r>`;
        const fixed = fixedText(document, "xml");
        const parser = new SaxesParser();
        const read: string[] = [];
        parser.on("attribute", (attribute) => read.push(attribute.value));
        parser.on("text", (text) => read.push(text));
        parser.write(fixed).close();
        expect(read).toEqual([withFixes(value), withFixes(value)]);
      }),
      { numRuns: 600 },
    );
  });
});

const SAMPLE = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<beans xmlns="http://www.springframework.org/schema/beans" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
  '       xsi:schemaLocation="http://www.springframework.org/schema/beans http://www.springframework.org/schema/beans/spring-beans.xsd">',
  "  <!-- the broker: HTTP://docs.example.com:80/broker -->",
  '  <bean id="cf" class="org.apache.activemq.ActiveMQConnectionFactory">',
  '    <property name="brokerURL" value="tcp://localhost:61616?a=1&amp;b=2"/>',
  '    <property name="url"><value>https://Example.com:443/</value></property>',
  "  </bean>",
  "  <url><![CDATA[http://x.example/%7e]]></url>",
  "</beans>",
  "",
].join("\n");

/**
 * The parser's handlers are the same for every scan and read the scan whose slice is being parsed
 * (scan.ts): the server runs the steps of several documents' scans in turn.
 */
describe("XML: scans whose steps alternate", () => {
  // Several slices of 64 K characters each.
  const documentOf = (host: string): string =>
    `<beans>${Array.from(
      { length: 4000 },
      (_, k) =>
        `<bean url="https://${host}.example/${k}"><!-- see https://${host}.example/c${k} --><url>https://${host}.example/t${k}</url></bean>`,
    ).join("\n")}</beans>`;
  const first = documentOf("a");
  const second = `<?xml version="1.0"?>\n${documentOf("b")}`;
  it("give each scan its own candidates, in order, as when run alone", () => {
    const { alone, together, rounds } = alternatingScans([
      [first, "xml"],
      [second, "xml"],
    ]);
    expect(rounds).toBeGreaterThan(5);
    expect(alone[0]).toHaveLength(12000);
    expect(alone[1]).toHaveLength(12000);
    expect(together).toEqual(alone);
  });
});

describe("XML: fuzzing (never throws, candidates well formed)", () => {
  fuzzTests(
    "xml",
    [
      "<a href=",
      '"',
      "'",
      "=",
      ">",
      "<",
      "/>",
      "</a>",
      "<url>",
      "</url>",
      '<property name="url" value=',
      "&amp;",
      "&",
      "&#x2F;",
      "&#99999999;",
      "&ent;",
      "<!--",
      "-->",
      "<![CDATA[",
      "]]>",
      "<?pi ",
      "?>",
      "<!DOCTYPE r [",
      "]>",
      "xmlns=",
      "http://x.com:80/",
      "HTTP://A.com/%7e",
      " ",
      "\n",
      "\r\n",
      "\r",
      "\0",
      "😀",
      "\uD800",
      "${x}",
    ],
    SAMPLE,
    "<>=\"'&;#/ \n\r\t!-?[]",
  );

  it("on deep nesting", () => {
    expectSoundScan(`<r>${"<e>".repeat(200_000)}<a href="http://x.com:80/"/>${"</e>".repeat(200_000)}</r>`, "xml");
  });

  it("on a 10 MB document, with a finding at its very end", () => {
    const entry =
      "  <dependency>\n    <groupId>org.example</groupId>\n    <artifactId>lib</artifactId>\n    <version>1.0</version>\n  </dependency>\n  <repository><id>r</id><url>https://repo.example.com/maven2/</url></repository>\n";
    const big = `<project>\n${entry.repeat(Math.ceil(10_000_000 / entry.length))}<url>HTTP://end.example.com/</url>\n</project>\n`;
    const matches = expectSoundScan(big, "xml");
    const last = matches[matches.length - 1]!;
    const range = documentRange(last, last.findings[0]!.start, last.findings[0]!.end);
    expect([last.findings[0]!.code, range.start]).toEqual(["scheme-case", big.lastIndexOf("HTTP")]);
  }, 60_000);
});

/**
 * Real snippets of the development corpus (Apache ActiveMQ, RestSharp), as the command reads
 * them, with the verdict of a person who read each: the findings urilint gives, or none.
 */
describe("XML: real snippets, judged by hand", () => {
  const judged: [snippet: string, findings: [code: string, needle: string][], verdict: string][] = [
    [
      '<authorizationPlugin><map><cachedLDAPAuthorizationMap\n                      connectionURL="ldap://localhost:389"/></map></authorizationPlugin>',
      [["default-port", ":389"]],
      "right: 389 is ldap's default port (RFC 4516)",
    ],
    [
      '<networkConnector uri="static://(ssl://localhost:61618?verifyHostName=false)"/>',
      [],
      "right to stay silent: a composite URI's nested URI; removing the ':' of 'ssl:' would cut it",
    ],
    [
      '<!--\n  <networkConnector name="host1 and host2" uri="static://(tcp://host1:61616,tcp://host2:61616)"/>\n-->',
      [],
      "right to stay silent: the same in a comment",
    ],
    [
      '<bean id="jmsFactory" class="org.apache.activemq.ActiveMQConnectionFactory">\n  <property name="brokerURL" value="vm://springTestBroker" />\n</bean>',
      [],
      "right to stay silent: vm:// names a broker, found by its name as written",
    ],
    [
      '<transportConnector name="openwire" uri="tcp://0.0.0.0:61616?maximumConnections=1000&amp;wireFormat.maxFrameSize=104857600"/>',
      [],
      "right: a valid URI once &amp; is read as &",
    ],
    [
      '<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/maven-v4_0_0.xsd">',
      [],
      "right: namespace names and schema locations are identifiers",
    ],
    [
      "<scm>\n  <connection>scm:git:http://gitbox.apache.org/repos/asf/activemq.git</connection>\n  <url>https://github.com/apache/activemq</url>\n</scm>",
      [],
      "right: an SCM locator is Maven's, not a URI; the URL is valid",
    ],
    [
      '<!DOCTYPE Configure PUBLIC "-//Jetty//Configure//EN" "https://jetty.org/configure_10_0.dtd">\n<Configure/>',
      [],
      "right: a system identifier is not read",
    ],
    [
      '<module fileurl="file://$PROJECT_DIR$/.idea/docs.iml" filepath="$PROJECT_DIR$/.idea/docs.iml" />',
      [],
      "right: $PROJECT_DIR$ is IntelliJ's placeholder",
    ],
    [
      '<!--\n    Licensed under the Apache License, Version 2.0 (the "License"); you may not use this file except in compliance with\n    the License. You may obtain a copy of the License at\n\n    http://www.apache.org/licenses/LICENSE-2.0\n-->',
      [],
      "right: the licence's URI is valid",
    ],
  ];
  it.each(judged)("%s", (snippet, findings) => {
    expect(rangesIn(snippet, "xml")).toEqual(rangesOf(snippet, findings));
  });
});
