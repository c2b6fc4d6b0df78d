/**
 * Snippets of real Java, cut from the development corpus (square/retrofit and square/okhttp,
 * Apache-2.0; each row names its file and line), with what the scanner reports on them and a
 * person's verdict on each report.
 */
import type { Case } from "../../support/real-cases.js";

export const CASES: readonly Case[] = [
  {
    from: "retrofit RequestFactoryTest.java:1026",
    source:
      'class Example {\n  @GET("/foo/bar/{ping}/{kit,kat}/") //\n  Call<ResponseBody> method(@Path("ping") String ping) {\n    return null;\n  }\n}\n',
    reports: [],
    verdict:
      "none: `{kit,kat}` is an RFC 6570 expression of two variables, a template's hole for the core (Retrofit's own test rejects it as a path parameter: test data either way)",
  },
  {
    from: "retrofit RequestFactoryTest.java:1392",
    source:
      'class T {\n  void t() {\n    assertThat(request.url().toString()).isEqualTo("http://example.com/foo/bar/pong&/?kit=kat%26");\n  }\n}\n',
    reports: [],
    verdict: "none: an expected value, and %26 is meant",
  },
  {
    from: "retrofit RequestFactoryTest.java:3170",
    source: 'class Example {\n  @GET("ftp://example.org")\n  Call<ResponseBody> get() {\n    return null;\n  }\n}\n',
    reports: [],
    verdict: "none: a whole URI in a route is a URI (Retrofit rejects it: the test's point)",
  },
  {
    from: "retrofit samples DynamicBaseUrl.java:36",
    source: 'public interface Pop {\n  @GET("robots.txt")\n  Call<ResponseBody> robots();\n}\n',
    reports: [],
    verdict: "none: a relative reference",
  },
  {
    from: "okhttp samples RewriteResponseCacheControl.java:51",
    source:
      'class A {\n  void f() {\n    Request request = new Request.Builder()\n        .url("https://api.github.com/search/repositories?q=http")\n        .build();\n  }\n}\n',
    reports: [],
    verdict: "none: a normal URI given to OkHttp",
  },
  {
    from: "okhttp samples GetExample.java:8",
    source:
      '/*\n * Copyright (C) 2013 Square, Inc.\n *\n * Licensed under the Apache License, Version 2.0 (the "License");\n * you may not use this file except in compliance with the License.\n * You may obtain a copy of the License at\n *\n *      http://www.apache.org/licenses/LICENSE-2.0\n */\npackage okhttp3.guide;\n',
    reports: [],
    verdict: "none: a licence header's link",
  },
  {
    from: "retrofit Retrofit.java:570",
    source: "class R {\n  /**\n   * <p><b>Correct:</b><br>\n   * Base URL: http://example.com/api/<br>\n   */\n  void baseUrl() {}\n}\n",
    reports: [],
    verdict: "none: a URI in Javadoc, its `<br>` not taken in",
  },
  {
    from: "retrofit samples SimpleService.java:27",
    source: 'public final class SimpleService {\n  public static final String API_URL = "https://api.github.com";\n}\n',
    reports: [],
    verdict: "none: a normal URI named API_URL",
  },
  {
    from: "retrofit RequestFactoryTest.java:168",
    source:
      'class Example {\n  @GET("/foo?bar={bar}") //\n  Call<ResponseBody> method(@Query("bar") String thing) {\n    return null;\n  }\n}\n',
    reports: [],
    verdict: "none: a route's {bar} is a hole (Retrofit rejects it in a query: the test's point, not a URI's)",
  },
  {
    from: "retrofit RequestFactoryTest.java:3181",
    source:
      'class T {\n  void t() {\n    assertThat(e)\n        .hasMessageThat()\n        .isEqualTo("Malformed URL. Base: http://example.com/, Relative: ftp://example.org");\n  }\n}\n',
    reports: [],
    verdict: "none: an expected message with URIs in its prose",
  },
  {
    from: "okhttp samples SlackApi.java:121",
    source:
      'class A {\n  @FromJson HttpUrl urlFromJson(String urlString) {\n    if (urlString.startsWith("wss:")) urlString = "https:" + urlString.substring(4);\n    return HttpUrl.get(urlString);\n  }\n}\n',
    reports: [],
    verdict: "none: a scheme swapped for another, a URI of pieces",
  },
];
