/**
 * Snippets of real Kotlin, cut from the development corpus (square/okhttp and square/retrofit,
 * Apache-2.0; each row names its file and line), with what the scanner reports on them and a
 * person's verdict on each report.
 */
import type { Case } from "../../support/real-cases.js";

export const CASES: readonly Case[] = [
  {
    from: "okhttp HttpUrlTest.kt:394",
    source: "class T {\n  @Test\n  fun authorityWithMultipleColons() {\n    val httpUrl = parse(\"http://foo:pass1@bar:pass2@baz/path\")\n    assertThat(httpUrl.username).isEqualTo(\"foo\")\n    assertThat(httpUrl.password).isEqualTo(\"pass1@bar:pass2\")\n    assertThat(httpUrl).isEqualTo(parse(\"http://foo:pass1%40bar%3Apass2@baz/path\"))\n  }\n}\n",
    reports: ["plaintext-password: ***************","userinfo-delimiter: @","plaintext-password: *******************"],
    verdict: "right, test data: `pass1@bar:pass2` and `pass1%40bar%3Apass2` are passwords written in the source (never shown), and the first userinfo's second `@` must be percent-encoded (the test's point: OkHttp reads up to the last one)",
  },
  {
    from: "okhttp HttpUrlTest.kt:2108",
    source: "class T {\n  @Test\n  fun trailingDotIsOkay() {\n    val name251 = \"a.\".repeat(125) + \"a\"\n    assertThat(parse(\"http://a./\").toString()).isEqualTo(\"http://a./\")\n    assertThat(parse(\"http://${name251}a./\").toString()).isEqualTo(\"http://${name251}a./\")\n    assertThat(parse(\"http://${name251}aa/\").toString()).isEqualTo(\"http://${name251}aa/\")\n    assertInvalid(\"http://${name251}aa./\", \"Invalid URL host: \\\"${name251}aa.\\\"\")\n  }\n}\n",
    reports: [],
    verdict: "none: `${name251}` is a template's hole; the host around it is fine, and assertInvalid's URI is test data",
  },
  {
    from: "okhttp SocketChannelTest.kt:192",
    source: "fun f() {\n    @Suppress(\"HttpUrlsUsage\")\n    val url =\n      if (socketMode is TlsInstance) {\n        \"https://$hostname:${server.port}/get\"\n      } else {\n        \"http://$hostname:${server.port}/get\"\n      }\n}\n",
    reports: [],
    verdict: "none: URIs of templates (`$hostname`, `${server.port}`), never fixed",
  },
  {
    from: "okhttp HttpUrlJvmTest.kt:53",
    source: "class T {\n  @Test\n  fun hostToUriStripsCharacters2() {\n    val httpUrl = \"http://\\${tracker}/\".toHttpUrl()\n    assertThat(httpUrl.toUri().toString()).isEqualTo(\"http://\\$tracker/\")\n  }\n}\n",
    reports: [],
    verdict: "none: `\\${tracker}` is an escaped `$`: the value is `http://${tracker}/`, which the core reads as a placeholder",
  },
  {
    from: "retrofit KotlinSuspendTest.kt:47",
    source: "  interface Service {\n    @GET(\"/\")\n    suspend fun body(): String\n\n    @GET(\"/\")\n    suspend fun bodyNullable(): String?\n  }\n",
    reports: [],
    verdict: "none: `/` is a route relative to the base URL",
  },
  {
    from: "okhttp Osgi.kt:8",
    source: "/*\n * Copyright (C) 2021 Square, Inc.\n *\n * Licensed under the Apache License, Version 2.0 (the \"License\");\n * you may not use this file except in compliance with the License.\n * You may obtain a copy of the License at\n *\n *    https://www.apache.org/licenses/LICENSE-2.0\n *\n * Unless required by applicable law or agreed to in writing, software\n * distributed under the License is distributed on an \"AS IS\" BASIS,\n * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n * See the License for the specific language governing permissions and\n * limitations under the License.\n */\npackage okhttp\n",
    reports: [],
    verdict: "none: a licence header's link",
  },
  {
    from: "okhttp HttpUrl.kt:201",
    source: "/**\n *\n * In order to avoid confusion and discourage phishing attacks, [IDNA Mapping][idna] transforms\n * names to avoid confusing characters. This includes basic case folding: transforming shouting\n * `SQUARE.COM` into cool and casual `square.com`. It also handles more exotic characters. For\n * example, the Unicode trademark sign (™) could be confused for the letters \"TM\" in\n * `http://ho™ail.com`. To mitigate this, the single character (™) maps to the string (tm). There\n * is similar policy for all of the 1.1 million Unicode code points. Note that some code points such\n * as \"\\ud83c\\udf69\" are not mapped and cannot be used in a hostname.\n */\nclass HttpUrl\n",
    reports: ["iri: ™"],
    verdict: "right: a KDoc's example host holds `™`, an IRI character (the comment says IDNA maps it)",
  },
  {
    from: "okhttp HttpUrl.kt:316",
    source: "class HttpUrl(\n  /**\n   * Returns the decoded password, or an empty string if none is present.\n   *\n   * | URL                              | `password()` |\n   * | :------------------------------- | :----------- |\n   * | `http://host/`                   | `\"\"`         |\n   * | `http://username@host/`          | `\"\"`         |\n   * | `http://username:password@host/` | `\"password\"` |\n   * | `http://a%20b:c%20d@host/`       | `\"c d\"`      |\n   */\n  @get:JvmName(\"password\") val password: String,\n)\n",
    reports: ["plaintext-password: *****"],
    verdict: "right: `c%20d` is a password in a KDoc table (never shown); `username:password` is a placeholder",
  },
  {
    from: "okhttp build.gradle.kts:335",
    source: "afterEvaluate {\n  tasks.withType<Test> {\n    if (javaLauncher\n        .get()\n        .metadata.languageVersion\n        .asInt() < 9\n    ) {\n      // Work around robolectric requirements and limitations\n      // https://cs.android.com/android-studio/platform/tools/base/+/mirror-goog-studio-main:build-system/gradle-core/src/main/java/com/android/build/gradle/tasks/factory/AndroidUnitTest.java;l=339\n      allJvmArgs = allJvmArgs.filter { !it.startsWith(\"--add-opens\") }\n    }\n  }\n}\n}\n",
    reports: [],
    verdict: "none: a link in a Gradle Kotlin script's comment; its `;l=339` is a path parameter",
  },
  {
    from: "okhttp HttpUrlTest.kt:2121",
    source: "class T {\n  fun t() {\n    assertInvalid(\"http://../\", \"Invalid URL host: \\\"..\\\"\")\n    assertInvalid(\"http://.../\", \"Invalid URL host: \\\"...\\\"\")\n    assertInvalid(\"http://…/\", \"Invalid URL host: \\\"…\\\"\")\n  }\n}\n",
    reports: ["invalid-idna: …"],
    verdict: "right, test data: `…` is no valid IDNA host (the test asserts OkHttp rejects it); `http://../` and `http://.../` are no finding of the core",
  },
  {
    from: "okhttp RequestTest.kt:687",
    source: "class T {\n  fun t() {\n    val curl = request.toCurl()\n    assertThat(curl)\n      .isEqualTo(\n        \"\"\"\n        |curl 'https://example.com/' \\\n        |  -H 'Authorization: Bearer abc123'\n        \"\"\".trimMargin(),\n      )\n  }\n\n}\n",
    reports: [],
    verdict: "none: a raw string of a curl command, text more than a URI",
  },
  {
    from: "okhttp HttpUrlTest.kt:2038",
    source: "class T {\n  @Test\n  fun rawEncodingRetained() {\n    val urlString = \"http://%6d%6D:%6d%6D@host/%6d%6D?%6d%6D#%6d%6D\"\n    val url = parse(urlString)\n    assertThat(url.encodedUsername).isEqualTo(\"%6d%6D\")\n  }\n}\n",
    reports: ["unreserved-percent-encoded: %6d","unreserved-percent-encoded: %6D","unreserved-percent-encoded: %6d","unreserved-percent-encoded: %6D","unreserved-percent-encoded: %6d","unreserved-percent-encoded: %6D","unreserved-percent-encoded: %6d","unreserved-percent-encoded: %6D","unreserved-percent-encoded: %6d","unreserved-percent-encoded: %6D"],
    verdict: "right: `%6d` and `%6D` encode `m`, an unreserved character (RFC 3986 2.3); the user name repeated as password is no secret",
  },
  {
    from: "okhttp CookieTest.kt:283",
    source: "class T {\n  @Test fun domainMatchesIpv6AddressWithCompression() {\n    val cookie = parse(\"http://[0001:0000::]/\".toHttpUrl(), \"a=b; domain=0001:0000::\")\n    assertThat(cookie!!.domain).isEqualTo(\"1::\")\n    assertThat(cookie.matches(\"http://[1::]/\".toHttpUrl())).isTrue()\n  }\n  }\n}\n",
    reports: ["ipv6-text: 0001:0000"],
    verdict: "right: `0001:0000::` is no canonical IPv6 text (RFC 5952 4.1)",
  },
  {
    from: "okhttp HttpUrlJvmTest.kt:207",
    source: "class T {\n  @Test\n  fun toUriSpecialQueryCharacters() {\n    val httpUrl = \"http://host/?d=abc!@[]^`{}|\\\\\".toHttpUrl()\n    val uri = httpUrl.toUri()\n    assertThat(uri.toString()).isEqualTo(\"http://host/?d=abc!@[]%5E%60%7B%7D%7C%5C\")\n  }\n}\n",
    reports: ["invalid-character: []^`{}|","backslash: \\\\"],
    verdict: "right: `[]^`{}|` and the backslash (written `\\\\`) are not allowed in a query (RFC 3986 3.4); the expected value is test data",
  },
  {
    from: "okhttp HttpUrlTest.kt:488",
    source: "class T {\n  fun hostnameLowercaseCharactersMappedDirectly() {\n    assertThat(parse(\"http://abcd\").host).isEqualTo(\"abcd\")\n    assertThat(parse(\"http://σ\").host).isEqualTo(\"xn--4xa\")\n  }\n}\n",
    reports: ["confusable-host: σ"],
    verdict: "right, test data: a host of one Greek letter that passes for Latin `o` (UTS #39)",
  },
  {
    from: "okhttp CallTest.kt:241",
    source: "class T {\n  @Test\n  fun invalidPort() {\n    val requestBuilder = Request.Builder()\n    assertFailsWith<IllegalArgumentException> {\n      requestBuilder.url(\"http://localhost:65536/\")\n    }.also { expected ->\n      assertThat(expected.message).isEqualTo(\"Invalid URL port: \\\"65536\\\"\")\n    }\n  }\n  }\n}\n",
    reports: ["port-out-of-range: 65536"],
    verdict: "right, test data: port 65536 is out of range (the test expects OkHttp to reject it)",
  },
];
