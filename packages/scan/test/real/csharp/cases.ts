/**
 * Snippets of real C#, cut from the development corpus (restsharp/RestSharp, Apache-2.0;
 * AngleSharp/AngleSharp, MIT; each row names its file and line), with what the scanner reports on
 * them and a person's verdict on each report.
 */
import type { Case } from "../../support/real-cases.js";

const inClass = (body: string): string => `class T {\n${body}\n}\n`;

export const CASES: readonly Case[] = [
  {
    from: "RestSharp test/RestSharp.Tests/UrlBuilderTests.cs:105",
    source: inClass(
      '    [Fact]\n    public void Should_use_ipv6_address() {\n        var baseUrl = new Uri("https://[fe80::290:e8ff:fe8b:2537%en10]:8443");\n    }',
    ),
    reports: ["invalid-ip-literal: %en10"],
    verdict: "right, test data: a zone ID in a URI is written %25en10 (RFC 6874), a bare % starts no percent-encoding",
  },
  {
    from: "RestSharp test/RestSharp.Tests/UrlBuilderTests.cs:32",
    source: inClass(
      '    void F() {\n        var expectedIso89591Encoding = new Uri($"{Base}/{Resource}?town=Hiller%f8d");\n    }',
    ),
    reports: ["percent-encoding-case: %f8"],
    verdict: "right, test data: lower-case hex digits in a percent-encoding (RFC 3986 2.1), in an interpolated string",
  },
  {
    from: "RestSharp test/RestSharp.Tests/UrlBuilderTests.Get.cs:77",
    source: inClass(
      '    [Fact]\n    public void GET_with_Invalid_Url_string_throws_exception()\n        => Assert.Throws<UriFormatException>(() => { _ = new RestClient("invalid url"); }\n        );',
    ),
    reports: ["whitespace:  "],
    verdict:
      "right, test data: a URL made invalid on purpose, in the lambda an assertion runs (test data stops at a function, as in JavaScript)",
  },
  {
    from: "RestSharp test/RestSharp.Tests/Auth/OAuth1SignatureTests.cs:105",
    source: inClass('    void F() {\n        var request = new RestRequest("path/{segment}/resource", Method.Get);\n    }'),
    reports: [],
    verdict: "none: a resource path whose {segment} is a hole",
  },
  {
    from: "AngleSharp src/AngleSharp.Core.Tests/Html/Doctype.cs:1025",
    source: inClass(
      '    void F() {\n        var doc = (@"<!DOCTYPE html PUBLIC ""-//W3C//DTD XHTML 1.0 Transitional//EN""\n""http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"">").ToHtmlDocument();\n        Assert.AreEqual("http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd", docType0.SystemIdentifier);\n    }',
    ),
    reports: [],
    verdict: "none: HTML in a verbatim string, and an expected value",
  },
  {
    from: "AngleSharp src/AngleSharp.Core.Tests/Library/DOMTable.cs:12",
    source: inClass('    private static readonly String HTMLNS = "http://www.w3.org/1999/xhtml";'),
    reports: [],
    verdict: "none: a namespace name",
  },
];
