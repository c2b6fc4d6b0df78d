/**
 * Snippets of real Go, cut from the development corpus (go-resty/resty and gin-gonic/gin, MIT;
 * each row names its file and line; a statement is put in a function of its own), with what the
 * scanner reports on them and a person's verdict on each report.
 */
import type { Case } from "../../support/real-cases.js";

const inFunction = (body: string): string => `package p\n\nfunc f() {\n${body}\n}\n`;

export const CASES: readonly Case[] = [
  {
    from: "resty client_test.go:244",
    source: inFunction('\tc.SetProxy("//not.a.user@%66%6f%6f.com:8888")'),
    reports: [
      "unreserved-percent-encoded: %66",
      "unreserved-percent-encoded: %6f",
      "unreserved-percent-encoded: %6f",
    ],
    verdict: "right, test data: letters percent-encoded in a proxy's host",
  },
  {
    from: "resty curl_cmd_test.go:181",
    source: inFunction('\t_ = T{\n\t\turl:      "http://example.com/path with spaces",\n\t}'),
    reports: ["whitespace:  ", "whitespace:  "],
    verdict: "right, test data: spaces in a URL (the test expects them encoded)",
  },
  {
    from: "resty middleware_test.go:114",
    source: inFunction('\tr.URL = "https://example.com/{}/{bar}"'),
    reports: ["invalid-character: {}"],
    verdict: "right, test data: `{}` names no path parameter and is no URI character",
  },
  {
    from: "resty middleware_test.go:124",
    source: inFunction('\tr.URL = "https://example.com/{foo}/{bar/1"'),
    reports: ["invalid-character: {"],
    verdict: "right, test data: a parameter left open",
  },
  {
    from: "resty middleware_test.go:283",
    source: inFunction(
      '\t_ = T{\n\t\texpectedURL: "https://example.com?initone=cáfe&fromclient=hey+unescape&registry=nacos://test:6801",\n\t}',
    ),
    reports: ["iri: á"],
    verdict: "right, test data: a character outside ASCII in a URL",
  },
  {
    from: "resty util_curl.go:43",
    source: inFunction('\tif urlString == "\'\'" {\n\t\turlString = "\'http://unexecuted-request\'"\n\t}'),
    reports: [],
    verdict: "none: a URL quoted for a shell's command line",
  },
  {
    from: "gin context_test.go:910",
    source: inFunction(
      '\tc.Request, _ = http.NewRequest(http.MethodPost,\n\t\t"/?both=GET&id=main&id=omit&array[]=first&array[]=second&ids[a]=hi&ids[b]=3.14", body)',
    ),
    reports: [
      "invalid-character: []",
      "invalid-character: []",
      "invalid-character: [",
      "invalid-character: ]",
      "invalid-character: [",
      "invalid-character: ]",
    ],
    verdict: "right, test data: brackets in a query (RFC 3986 3.4 does not allow them unencoded)",
  },
  {
    from: "resty client_test.go:1146",
    source: inFunction('\tassertEqual(t, "https://local.host", clone.BaseURL)'),
    reports: [],
    verdict: "none: a normal URI, in resty's own assertion",
  },
  {
    from: "gin gin_test.go:845",
    source: inFunction('\treq := httptest.NewRequest(http.MethodGet, "/v1/foo%252Fbar", nil)'),
    reports: [],
    verdict: "none: an encoded percent sign is meant",
  },
  {
    from: "gin gin_test.go:1128",
    source: inFunction('\treq, _ := http.NewRequest(http.MethodGet, "/test:action", nil)'),
    reports: [],
    verdict: "none: a colon in a path segment after the first is allowed",
  },
  {
    from: "resty middleware_test.go:208",
    source: inFunction('\tc.SetBaseURL("example.com").SetScheme("https")'),
    reports: [],
    verdict: "none: a host given alone, the scheme set after (resty's API)",
  },
  {
    from: "gin context_test.go:1946",
    source: "package p\n\ntype T struct {\n\tFoo string `json:\"foo\"`\n}\n",
    reports: [],
    verdict: "none: a struct tag",
  },
  {
    from: "gin path.go:4",
    source: "// Copyright 2013 Julien Schmidt. All rights reserved.\n// Use of this source code is governed by a BSD-style license that can be found\n// at https://github.com/julienschmidt/httprouter/blob/master/LICENSE\n\npackage gin\n",
    reports: [],
    verdict: "none: a licence header's link",
  },
  {
    from: "resty request.go:1157",
    source:
      'package resty\n\nfunc (r *Request) url() string {\n\treturn fmt.Sprintf("%s://%s:%d/%s", r.client.scheme, domain, addrs[idx].Port, path)\n}\n',
    reports: [],
    verdict: "none: a format whose every part is a verb (a hole)",
  },
];
