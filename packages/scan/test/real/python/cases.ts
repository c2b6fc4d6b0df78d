/**
 * Snippets of real Python, cut from the development corpus (psf/requests at 1f6589ec, Apache-2.0;
 * urllib3/urllib3, MIT; each row names its file and line), with what the scanner reports on them
 * and a person's verdict on each report. A password is never written here: a `*` stands for each
 * of its characters.
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
    from: "requests src/requests/__init__.py:14",
    source: `"""\n   >>> r = requests.get('https://www.python.org')\n"""\n`,
    reports: [],
    verdict: "none: a normal URI in a docstring",
  },
  {
    from: "requests src/requests/__version__.py:7",
    source: `__url__ = "https://requests.readthedocs.io"\n`,
    reports: [],
    verdict: "none: a normal URI named url",
  },
  {
    from: "requests src/requests/adapters.py:321",
    source: `if url.lower().startswith("https") and verify:\n    pass\n`,
    reports: [],
    verdict: "none: a search pattern",
  },
  {
    from: "requests tests/test_requests.py:146",
    source: `request = requests.Request("GET", "http://0.0.0.0/get/test case").prepare()\n`,
    reports: ["whitespace:  "],
    verdict: "right, test data: a space in a URL",
  },
  {
    from: "requests tests/test_requests.py:1642",
    source: `url = "HTTP://" + parts.netloc + parts.path\n`,
    reports: ["scheme-case: HTTP"],
    verdict: "right, test data: an upper-case scheme, in a + chain (reported, never fixed)",
  },
  {
    from: "requests tests/test_requests.py:1771",
    source: `url = "http://{}:{}@{}:9000/path?query#frag".format(\n    "E8A3BE87-9E3F-4620-8858-95478E385B5B",\n    "EA770032-DA4D-4D84-8CE9-29C6D910BF1E",\n    "exactly-------------sixty-----------three------------characters",\n)\n`,
    reports: [],
    verdict: "none: a .format() template, its {} fields holes",
  },
  {
    from: "requests tests/test_utils.py:170",
    source: `auth = get_netrc_auth("http://example.com:@evil.com/&apos;")\n`,
    reports: ["misleading-userinfo: example.com"],
    verdict: "right, test data: the userinfo looks like a host",
  },
  {
    from: "requests tests/test_utils.py:457",
    source: `@pytest.mark.parametrize(\n    "url, auth",\n    (\n        (\n            "http://user:pass%20pass@complex.url.com/path?query=yes",\n            ("user", "pass pass"),\n        ),\n    ),\n)\ndef test_get_auth_from_url(url, auth):\n    assert get_auth_from_url(url) == auth\n`,
    reports: ["plaintext-password: ***********"],
    verdict: "right, test data: a password, reported even in test data",
  },
  {
    from: "urllib3 src/urllib3/util/url.py:249",
    source: `if port is not None:\n    url += ":" + str(port)\n`,
    reports: [],
    verdict: "none: a piece added to a URL being built",
  },
  {
    from: "urllib3 src/urllib3/util/url.py:236",
    source: `def url(self):\n    """\n        # "https://username:password@host.com:80/path?query#fragment"\n    """\n`,
    reports: [],
    verdict: "none: placeholder credentials in a docstring",
  },
  {
    from: "urllib3 test/contrib/test_socks.py:449",
    source: `def test_socks_with_auth_in_url(self) -> None:\n    """\n    Test when we have auth info in url, i.e.\n    socks5://user:pass@host:port and no username/password as params\n    """\n`,
    reports: ["invalid-port: port"],
    verdict: "wrong: a pattern with placeholder words (host:port), not a URI",
  },
  {
    from: "urllib3 test/contrib/test_socks.py:515",
    source: `proxy_url = f"socks5://user%3Aname:pa%40ss@{self.host}:{self.port}"\n`,
    reports: ["plaintext-password: *******"],
    verdict: "right, test data: a password in an f-string",
  },
  {
    from: "urllib3 test/test_connectionpool.py:421",
    source: `def test_same_host(self):\n    with connection_from_url("http://google.com:80") as c:\n        pass\n`,
    reports: ["default-port: :80"],
    verdict: "right: port 80 is http's default",
  },
  {
    from: "urllib3 test/test_poolmanager.py:192",
    source: `other_pool = p.connection_from_url("HTTPS://EXAMPLE.COM/")\n`,
    reports: ["scheme-case: HTTPS", "host-case: EXAMPLE.COM"],
    verdict: "right, test data: upper case on purpose",
  },
  {
    from: "urllib3 test/test_util.py:60",
    source: `class TestUtil:\n    url_host_map = [\n        ("http://173.194.35.7:80", ("http", "173.194.35.7", 80)),\n        ("HTTP://GOOGLE.COM/mail/", ("http", "google.com", None)),\n    ]\n\n    @pytest.mark.parametrize(["url", "scheme_host_port"], url_host_map)\n    def test_scheme_host_port(self, url, scheme_host_port):\n        assert parse_url(url).scheme == scheme_host_port[0]\n`,
    reports: [],
    verdict: "none: a table of pytest's parameters is test data (checked for passwords only)",
  },
  {
    from: "urllib3 test/test_util.py:403",
    source: `class TestUtil:\n    parse_url_host_map = [("http://google.com/", Url("http", host="google.com", path="/"))]\n    non_round_tripping_parse_url_host_map = [\n        ("http://google.com:", Url("http", host="google.com")),\n    ]\n\n    @pytest.mark.parametrize(\n        "url, expected_url",\n        [*parse_url_host_map, *non_round_tripping_parse_url_host_map],\n    )\n    def test_parse_url(self, url, expected_url):\n        assert parse_url(url) == expected_url\n`,
    reports: [],
    verdict: "none: tables spread into pytest's parameters are test data",
  },
  {
    from: "urllib3 test/test_util.py:185",
    source: `@pytest.mark.parametrize(\n    "url",\n    [\n        "HTTP://JeremyCline:Hunter2@Example.com:8080/",\n    ],\n)\ndef test_parse_url_normalization(url):\n    assert parse_url(url).url == url.lower()\n`,
    reports: ["plaintext-password: *******"],
    verdict: "right, test data: a password; the case and port are the test's",
  },
  {
    from: "urllib3 test/test_util.py:470",
    source: `def test_parse_url_invalid_IPv6(self) -> None:\n    with pytest.raises(LocationParseError):\n        parse_url("[::1")\n`,
    reports: [],
    verdict: "none: input expected to fail, in a pytest.raises block",
  },
  {
    from: "urllib3 test/test_poolmanager.py:479",
    source: `pool = p.connection_from_url(\n    "https://[a::b%zone]", pool_kwargs={"assert_hostname": False}\n)\n`,
    reports: ["invalid-ip-literal: %zone"],
    verdict: "right: a zone identifier is written %25 in a URI (RFC 6874)",
  },
];
