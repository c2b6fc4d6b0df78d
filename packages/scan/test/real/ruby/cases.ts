/**
 * Snippets of real Ruby, cut from the development corpus (lostisland/faraday at 59334e0e, MIT;
 * sporkmonger/addressable at 13e426b2, Apache-2.0; each row names its file and line), with what
 * the scanner reports on them and a person's verdict on each report. A password is never written
 * here: a `*` stands for each of its characters.
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
    from: "faraday Gemfile:3",
    source: "source 'https://rubygems.org'\n",
    reports: [],
    verdict: "none: Bundler's gem source, a normal URI",
  },
  {
    from: "faraday faraday.gemspec:31",
    source: "spec.metadata = {\n  'homepage_uri' => 'https://lostisland.github.io/faraday',\n  'changelog_uri' =>\n    \"https://github.com/lostisland/faraday/releases/tag/v#{spec.version}\",\n}\n",
    reports: [],
    verdict: "none: normal URIs under URI names, one with an interpolation (a template)",
  },
  {
    from: "addressable addressable.gemspec:17",
    source: "s.homepage = \"https://github.com/sporkmonger/addressable\".freeze\n",
    reports: [],
    verdict: "none: a normal homepage",
  },
  {
    from: "faraday lib/faraday/connection.rb:9",
    source: "  #   conn = Faraday::Connection.new 'http://httpbingo.org'\n",
    reports: [],
    verdict: "none: a normal URI in a documentation comment",
  },
  {
    from: "faraday lib/faraday/connection.rb:488",
    source: "url = url.to_s if url && !url.start_with?('http://', 'https://', '/', './', '../')\n",
    reports: [],
    verdict: "none: search patterns of start_with?",
  },
  {
    from: "faraday lib/faraday/connection.rb:549",
    source: "uri = \"http://#{uri}\" unless uri.match?(/^http/i)\n",
    reports: [],
    verdict: "none: a scheme prefix with an interpolation",
  },
  {
    from: "faraday lib/faraday/options/proxy_options.rb:21",
    source: "value = \"http://#{value}\" unless value.include?('://')\n",
    reports: [],
    verdict: "none: a template, and a search pattern",
  },
  {
    from: "faraday spec/faraday/connection_spec.rb:117",
    source: "context 'with basic_auth in url' do\n  let(:url) { 'http://Aladdin:open%20sesame@httpbingo.org/fish' }\nend\n",
    reports: ["plaintext-password: *************"],
    verdict: "right, test data: a password in a URL (the let block names it url)",
  },
  {
    from: "faraday spec/faraday/connection_spec.rb:435",
    source: "with_env 'http_proxy' => 'http://env-proxy.com:80' do\n  conn = Faraday.new\nend\n",
    reports: ["default-port: :80"],
    verdict: "right, test data: the default port written out",
  },
  {
    from: "faraday spec/faraday/connection_spec.rb:814",
    source: "conn.get('http://example.com?color[]=blue&color[]=red')\n",
    reports: ["invalid-character: []", "invalid-character: []"],
    verdict: "right, test data: brackets are not allowed in a query (RFC 3986 3.4)",
  },
  {
    from: "faraday spec/faraday/adapter/test_spec.rb:197",
    source: "subject { connection.get('http://foo.com/foo?a[b]=1').body }\n",
    reports: ["invalid-character: [", "invalid-character: ]"],
    verdict: "right, test data: brackets are not allowed in a query",
  },
  {
    from: "faraday spec/faraday/options/proxy_options_spec.rb:6",
    source: "it 'works with string' do\n  options = Faraday::ProxyOptions.from 'http://user:pass@example.org'\n  expect(options.user).to eq('user')\nend\n",
    reports: [],
    verdict: "none: the placeholder credentials user:pass",
  },
  {
    from: "faraday spec/support/shared_examples/request_method.rb:238",
    source: "conn_options[:proxy] = 'http://env-proxy.com:80'\n",
    reports: ["default-port: :80"],
    verdict: "right, test data: the default port written out",
  },
  {
    from: "addressable lib/addressable/template.rb:339",
    source: "    #   uri = Addressable::URI.parse(\"http://example.com/a/b/c/\")\n    #   Addressable::Template.new(\n    #     \"http://example.com/{first}/{-list|/|second}/\"\n    #   ).extract(uri)\n",
    reports: [],
    verdict: "none: a URI Template of the drafts before RFC 6570 in a comment; its {-list|/|second} is a hole",
  },
  {
    from: "addressable spec/addressable/template_spec.rb:717",
    source: "subject {\n  Addressable::Template.new(\"http://example.com/{?one,two,three}/\")\n}\n",
    reports: [],
    verdict: "none: an RFC 6570 URI Template, its expressions holes",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:431",
    source: "it \"returns 'http://user:password@example.com:8080' for #site\" do\n  expect(@uri.site).to eq(\"http://user:password@example.com:8080\")\nend\n",
    reports: [],
    verdict: "none: an expectation (test data: security findings only) with the placeholder password 'password'",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:1986",
    source: "expect(@uri.to_s).to eq(\"http://:newpass@example.com\")\n",
    reports: ["plaintext-password: *******"],
    verdict: "right, test data: a password, reported even in an expectation",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:2463",
    source: "before do\n  @uri = Addressable::URI.parse(\"HTTP://EXAMPLE.COM/\")\nend\n",
    reports: ["scheme-case: HTTP", "host-case: EXAMPLE.COM"],
    verdict: "right, test data: an upper-case scheme and host",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:3040",
    source: "subject(:uri) do\n  Addressable::URI.parse(\"//example.com:\")\nend\n",
    reports: ["empty-port: :"],
    verdict: "right, test data: an empty port (subject(:uri) names the block's value)",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:3055",
    source: "@uri = Addressable::URI.parse(\"http://example.com/%2E/\")\n",
    reports: ["dot-segments: %2E/"],
    verdict: "right, test data: an encoded dot segment",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:3712",
    source: "@uri = Addressable::URI.parse(\n  \"ssh+svn://developername@RUBYFORGE.ORG/var/svn/project\"\n)\n",
    reports: ["host-case: RUBYFORGE.ORG"],
    verdict: "right, test data: an upper-case host",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:3965",
    source: "@uri.site = \"https://newuser:newpass@example.com:443\"\n",
    reports: ["plaintext-password: *******", "default-port: :443"],
    verdict: "right, test data: a password and the default port",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:5206",
    source: "@uri = Addressable::URI.parse(\"http://www.詹姆斯.com/ some spaces /\")\n",
    reports: ["whitespace:  ", "whitespace:  ", "whitespace:  "],
    verdict: "right, test data: spaces in a URL",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:5270",
    source: "@uri = Addressable::URI.parse(\n  \"http://www.%E3%81%BB%E3%82%93%E3%81%A8%E3%81%86%E3%81%AB%E3%81%AA\" +\n  \"%E3%81%8C%E3%81%84%E3%82%8F%E3%81%91%E3%81%AE%E3%82%8F%E3%81%8B%E3\" +\n  \"%82%89%E3%81%AA%E3%81%84%E3%81%A9%E3%82%81%E3%81%84%E3%82%93%E3%82\" +\n  \"%81%E3%81%84%E3%81%AE%E3%82%89%E3%81%B9%E3%82%8B%E3%81%BE%E3%81%A0\" +\n  \"%E3%81%AA%E3%81%8C%E3%81%8F%E3%81%97%E3%81%AA%E3%81%84%E3%81%A8%E3\" +\n  \"%81%9F%E3%82%8A%E3%81%AA%E3%81%84.w3.mag.keio.ac.jp\"\n)\n",
    reports: [],
    verdict: "none: a long internationalized host, percent-encoded (each %XX one octet of it: 94 octets)",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:6258",
    source: "@input = \"http://prefix\\\\.example.com/\"\n",
    reports: ["backslash: \\\\"],
    verdict: "right, test data: a backslash in a host",
  },
  {
    from: "addressable spec/addressable/security_spec.rb:31",
    source: "uri = Addressable::URI.parse('http://www.example.com/%%30%30')\n",
    reports: ["invalid-percent-encoding: %"],
    verdict: "right, test data: a % that starts no percent-encoding",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:5019",
    source: "@uri = Addressable::URI.parse(\"?one[two][three]=four\")\n",
    reports: ["invalid-character: [", "invalid-character: ][", "invalid-character: ]"],
    verdict: "right, test data: brackets are not allowed in a query",
  },
  {
    from: "addressable tasks/profile.rake:50",
    source: "  Addressable::URI.parse(\n    \"http://google.com/stuff/../?with_lots=of&params=asdff#!stuff\"\n  ).normalize\n",
    reports: ["dot-segments: stuff/../"],
    verdict: "right: a dot segment in a URL being parsed (a benchmark's input)",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:865",
    source: "@uri = Addressable::URI.parse(\n  \"HTTP://example.com.:%38%30/%70a%74%68?a=%31#1%323\"\n).freeze\n",
    reports: ["invalid-port: %38%30"],
    verdict: "right, test data: a port written percent-encoded is no port (RFC 3986 3.2.3: digits); the scheme's case is not reported past the error",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:1708",
    source: "describe Addressable::URI, \"when heuristically parsed from \" +\n    \"'192.0.2.16:8000/path'\" do\n  before do\n    @uri = Addressable::URI.heuristic_parse(\"192.0.2.16:8000/path\")\n  end\n",
    reports: ["host-port-without-scheme: 192.0.2.16:8000"],
    verdict: "right, test data: a host and port without a scheme (heuristic_parse guesses one); the description, prose of a `+` chain, is no URI",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:2132",
    source: "  it \"should not raise an error for \" +\n      \"'http://[fe80:0:0:0:200:f8ff:fe21:67cf]/'\" do\n    Addressable::URI.parse(\"http://[fe80:0:0:0:200:f8ff:fe21:67cf]/\")\n  end\n",
    reports: ["ipv6-text: 0:0:0"],
    verdict: "right, test data: RFC 5952 4.2.2 writes the zero run as ::",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:4391",
    source: "    @uri = Addressable::URI.parse(\"http://example.com/?q=a%2bb\")\n",
    reports: ["percent-encoding-case: %2b"],
    verdict: "right, test data: RFC 3986 2.1 prefers upper-case hexadecimal digits",
  },
  {
    from: "addressable spec/addressable/uri_spec.rb:5183",
    source: "    @uri = Addressable::URI.parse(\"http://www.詹姆斯.com/\")\n",
    reports: ["iri: 詹姆斯"],
    verdict: "right, test data: an IRI's host, not a URI until encoded",
  },
  {
    from: "faraday lib/faraday/rack_builder.rb:19",
    source: "    MISSING_ADAPTER_ERROR = \"An attempt to run a request with a Faraday::Connection without adapter has been made.\\n\" \\\n                            \"Please set Faraday.default_adapter or provide one when initializing the connection.\\n\" \\\n                            'For more info, check https://lostisland.github.io/faraday/usage/.'\n",
    reports: [],
    verdict: "none: a message of literals side by side, prose around a normal URI",
  },
];
