/**
 * Snippets of real PHP, cut from the development corpus (guzzle/guzzle at 2779e868, MIT;
 * guzzle/psr7 at 45b30f99, MIT; each row names its file and line), with what the scanner reports
 * on them and a person's verdict on each report. A password is never written here.
 * Verdicts: "right" (the report is true of a URI), "right, test data" (true, on a URI a test
 * writes on purpose), "wrong" (the string is no URI, or the report is false); rows with no report
 * say why none is right.
 */
export interface Case {
  readonly from: string;
  readonly source: string;
  /** Each report, as `code: text of its range`. */
  readonly reports: readonly string[];
  readonly verdict: string;
}

export const CASES: readonly Case[] = [
  {
    from: "guzzle src/Handler/CurlFactory.php:568",
    source: "<?php\n                .'and did not succeed. The most likely reason for the failure '\n                .'is that cURL was unable to rewind the body of the request '\n                .'and subsequent retries resulted in the same error. Turn on '\n                .'the debug option to see what went wrong. See '\n                .'https://bugs.php.net/bug.php?id=47204 for more information.';\n",
    reports: [],
    verdict: "none: a message of a `.` chain, prose around a normal URI",
  },
  {
    from: "psr7 src/UriNormalizer.php:29",
    source: "<?php\n    /**\n     * All letters within a percent-encoding triplet (e.g., \"%3A\") are case-insensitive, and should be capitalized.\n     *\n     * Example: http://example.org/a%c2%b1b → http://example.org/a%C2%B1b\n     */\n",
    reports: ["percent-encoding-case: %c2", "percent-encoding-case: %b1"],
    verdict: "right, documentation: the normalizer's own example of lower-case triplets",
  },
  {
    from: "psr7 src/MultipartStream.php:98",
    source: "<?php\n            if ($uri && \\is_string($uri) && \\substr($uri, 0, 6) !== 'php://' && \\substr($uri, 0, 7) !== 'data://') {\n",
    reports: [],
    verdict: "none: schemes compared against a prefix",
  },
  {
    from: "psr7 tests/UriTest.php:112",
    source: "<?php\n    public function getInvalidUris(): iterable\n    {\n        return [\n            // parse_url() requires the host component which makes sense for http(s)\n            // but not when the scheme is not known or different. So '//' or '///' is\n            // currently invalid as well but should not according to RFC 3986.\n            ['http://'],\n            ['urn://host:with:colon'], // host cannot contain \":\"\n        ];\n",
    reports: ["invalid-port: with:colon"],
    verdict: "right, test data: a port is digits (RFC 3986 3.2.3); 'http://' alone is no URI to report (the excerpt leaves out the data provider that holds them)",
  },
  {
    from: "psr7 tests/UriTest.php:139",
    source: "<?php\n        $this->expectException(\\InvalidArgumentException::class);\n        $this->expectExceptionMessage('Unable to parse URI');\n        new Uri('//example.com:-1');\n",
    reports: ["invalid-port: -1"],
    verdict: "right, test data: a negative port",
  },
  {
    from: "psr7 tests/UriTest.php:176",
    source: "<?php\n        $uri = new Uri('0://0:0@0/0?0#0');\n",
    reports: ["invalid-scheme: 0", "rare-ip-form: 0"],
    verdict: "right, test data: a scheme starts with a letter, and host 0 is 0.0.0.0 written short",
  },
  {
    from: "psr7 tests/UriTest.php:692",
    source: "<?php\n    public function testInternationalizedDomainName(): void\n    {\n        $uri = new Uri('https://яндекс.рф');\n        self::assertSame('яндекс.рф', $uri->getHost());\n\n        $uri = new Uri('https://яндекAс.рф');\n        self::assertSame('яндекaс.рф', $uri->getHost());\n",
    reports: ["iri: яндекс.рф", "mixed-script-host: яндекAс", "iri: яндекAс.рф", "host-case: A"],
    verdict: "right, test data: an IRI's host, and a Latin A among Cyrillic letters (a homograph)",
  },
  {
    from: "psr7 tests/UriResolverTest.php:128",
    source: "<?php\n            ['http://a/b/c',     'd/e',           'http://a/b/d/e'],\n            // falsey relative parts\n            [self::RFC3986_BASE, '//0',           'http://0'],\n            [self::RFC3986_BASE, '0',             'http://a/b/c/0'],\n",
    reports: ["rare-ip-form: 0"],
    verdict: "right, test data: host 0 in an RFC 3986 resolution table (the relative references alone are no URIs to report)",
  },
  {
    from: "guzzle tests/ClientTest.php:776",
    source: "<?php\n        $client = new Client(['handler' => $mockHandler]);\n\n        $client->request('GET', 'https://яндекс.рф/images', ['idn_conversion' => true]);\n",
    reports: ["iri: яндекс.рф"],
    verdict: "right, test data: an IRI given to request(), which converts it with idn_conversion",
  },
  {
    from: "psr7 tests/RequestTest.php:153",
    source: "<?php\n        $r2 = new Request('GET', '*');\n        self::assertSame('*', $r2->getRequestTarget());\n        $r3 = new Request('GET', 'http://foo.com/bar baz/');\n        self::assertSame('/bar%20baz/', $r3->getRequestTarget());\n",
    reports: ["whitespace:  "],
    verdict: "right, test data: a space in a request's URI (the asterisk-form '*' is no finding)",
  },
  {
    from: "psr7 tests/UriNormalizerTest.php:166",
    source: "<?php\n    {\n        return [\n            ['http://example.org', 'http://example.org', true],\n            ['hTTp://eXaMpLe.org', 'http://example.org', true],\n            ['http://example.org/path?#', 'http://example.org/path', true],\n            ['http://example.org:80', 'http://example.org/', true],\n            ['http://example.org/../a/.././p%61th?%7a=%5e', 'http://example.org/path?z=%5E', true],\n            ['https://example.org/', 'http://example.org/', false],\n",
    reports: ["scheme-case: TT", "host-case: XaMpL", "default-port: :80", "dot-segments: ../a/.././", "unreserved-percent-encoded: %61", "unreserved-percent-encoded: %7a", "percent-encoding-case: %5e"],
    verdict: "right, test data: unnormalized URIs, each reported (the expected, normal ones are not); the excerpt leaves out the data provider that holds them, whose values are test data in the file",
  },
  {
    from: "psr7 tests/UriComparatorTest.php:14",
    source: "<?php\nclass UriComparatorTest extends TestCase\n{\n    /**\n     * @dataProvider getCrossOriginExamples\n     */\n    public function testIsCrossOrigin(string $original, string $modified, bool $expected): void\n    {\n        self::assertSame($expected, UriComparator::isCrossOrigin(new Uri($original), new Uri($modified)));\n    }\n\n    public function getCrossOriginExamples(): array\n    {\n        return [\n            ['http://example.com/123', 'http://example.com/', false],\n            ['http://example.com/123', 'http://example.com:80/', false],\n            ['http://example.com:80/123', 'http://example.com/', false],\n            ['http://example.com:80/123', 'http://example.com:80/', false],\n            ['http://example.com/123', 'https://example.com/', true],\n            ['http://example.com/123', 'http://www.example.com/', true],\n            ['http://example.com/123', 'http://example.com:81/', true],\n            ['http://example.com:80/123', 'http://example.com:81/', true],\n            ['https://example.com/123', 'https://example.com/', false],\n            ['https://example.com/123', 'https://example.com:443/', false],\n            ['https://example.com:443/123', 'https://example.com/', false],\n            ['https://example.com:443/123', 'https://example.com:443/', false],\n            ['https://example.com/123', 'http://example.com/', true],\n            ['https://example.com/123', 'https://www.example.com/', true],\n            ['https://example.com/123', 'https://example.com:444/', true],\n            ['https://example.com:443/123', 'https://example.com:444/', true],\n        ];\n    }\n",
    reports: [],
    verdict: "none: a data provider's URIs (its test names it with @dataProvider) are test data, written with default ports on purpose",
  },
];
