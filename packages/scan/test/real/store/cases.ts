/**
 * Excerpts of the installed packages of the workspace (the pnpm store, node_modules/.pnpm; each row
 * names its package, file and line; each package's own license, MIT, ISC, BSD-3-Clause or
 * Apache-2.0, covers its lines), with what the command reports on them with the default settings
 * (bench/results/store-findings.md) and a person's judgement of each report: "right" (true of a
 * URI; "right, test data" when a test writes it on purpose), "wrong" (the string is no URI, or the
 * report is false). A wrong report stays listed as it is reported until the reader it names is
 * fixed. Rows with no report say why none is due. A password is never written here: a URI's
 * userinfo is cut where it held one.
 */
import type { Language } from "../../../src/language.js";

export interface Judged {
  /** The report, as `code: text of its range`. */
  readonly report: string;
  readonly judgement: string;
}

export interface Case {
  readonly from: string;
  /** The language the command reads the excerpt's file as (by its name). */
  readonly language: Language;
  readonly source: string;
  readonly reports: readonly Judged[];
  /** Why no report is due, for a row without one. */
  readonly none?: string;
}

export const CASES: readonly Case[] = [
  {
    "from": "css-tree@3.2.1 data/patch.json:607",
    "language": "json",
    "source": "        },\n        \"element()\": {\n            \"comment\": \"https://drafts.csswg.org/css-gcpm/#element-syntax & https://drafts.csswg.org/css-images-4/#element-notation\",\n            \"syntax\": \"element( <custom-ident> , [ first | start | last | first-except ]? ) | element( <id-selector> )\"\n",
    "reports": [],
    "none": "none: a \"comment\" field holds prose, two URIs joined by \" & \", each a normal URI (reported as one URI with whitespace and a second \"#\" before the core read a second URI after whitespace as prose)"
  },
  {
    "from": "typescript@6.0.3 lib/ja/diagnosticMessages.generated.json:1444",
    "language": "json",
    "source": "  \"Searching_all_ancestor_node_modules_directories_for_preferred_extensions_Colon_0_6417\": \"すべての先祖 node_modules ディレクトリで優先する拡張子を検索しています: {0}。\",\n  \"See_also_https_Colon_Slash_Slashaka_ms_Slashtsconfig_Slashmodule_6286\": \"https://aka.ms/tsconfig/module も参照\",\n  \"Selection_is_not_a_valid_statement_or_statements_95155\": \"選択内容は有効なステートメントではありません\",\n",
    "reports": [],
    "none": "none: a translated message, \"https://aka.ms/tsconfig/module も参照\" (\"see also ...\"): prose in a string value, not one URI with a space in it (reported as a whitespace in the URI before the core read a word of Han or kana after a URI as prose)"
  },
  {
    "from": "fast-uri@3.1.0 test/fixtures/uri-js-parse.json:91 (userinfo cut)",
    "language": "json",
    "source": "[\n  [\n    \"http://example.com:123/one/space in.url?q1=a1&q2=a2#body\",\n    {\n      \"path\": \"/one/space%20in.url\"\n    }\n  ]\n]\n",
    "reports": [
      {
        "report": "whitespace:  ",
        "judgement": "right, test data: a URI parser's fixture with a space in the path, invalid as written (RFC 3986 3.3); the fixture's expected path encodes it as %20"
      }
    ]
  },
  {
    "from": "@azure/msal-common@16.16.1 src/url/UrlString.ts:124",
    "language": "ts",
    "source": "    /**\n     * Given a url like https://a:b/common/d?e=f#g, and a tenantId, returns https://a:b/tenantId/d\n     * @param href The url\n     * @param tenantId The tenant id to replace\n     */\n",
    "reports": [],
    "none": "none: a schematic URL in a doc comment whose letters stand for its parts (`https://a:b/common/d?e=f#g`, `a:b` for host:port), no URI (two invalid ports `b` were reported before the prose reader read an authority of one letter, \":\" and one letter as a schematic)"
  },
  {
    "from": "@azure/msal-common@16.16.1 src/authority/Authority.ts:1357",
    "language": "ts",
    "source": "    /**\n     * Rule 4: The issuer matches one of the well-known CIAM tenant patterns\n     * (`https://{tenant}.ciamlogin.com[/{tenant}[.onmicrosoft.com][/v2.0]]`).\n     *\n     */\n",
    "reports": [],
    "none": "none: grammar notation in a comment: square brackets mark optional parts (`[/{tenant}[.onmicrosoft.com][/v2.0]]`) around placeholders, one placeholder for the core (4 invalid characters were reported before the core read a bracket that opens a path or a label as an optional part)"
  },
  {
    "from": "@azure/msal-node@7.2.1 src/client/PublicClientApplication.ts:72",
    "language": "ts",
    "source": "    /**\n     * Important attributes in the Configuration object for auth are:\n     * - clientID: the application ID of your application. You can obtain one by registering your application with our Application registration portal.\n     * - authority: the authority URL for your application.\n     *\n     * AAD authorities are of the form https://login.microsoftonline.com/\\{Enter_the_Tenant_Info_Here\\}.\n     * - If your application supports Accounts in one organizational directory, replace \"Enter_the_Tenant_Info_Here\" value with the Tenant Id or Tenant name (for example, contoso.microsoft.com).\n     * - If your application supports Accounts in any organizational directory, replace \"Enter_the_Tenant_Info_Here\" value with organizations.\n     * - If your application supports Accounts in any organizational directory and personal Microsoft accounts, replace \"Enter_the_Tenant_Info_Here\" value with common.\n     * - To restrict support to Personal Microsoft accounts only, replace \"Enter_the_Tenant_Info_Here\" value with consumers.\n     *\n     * Azure B2C authorities are of the form https://\\{instance\\}/\\{tenant\\}/\\{policy\\}. Each policy is considered\n     * its own authority. You will have to set the all of the knownAuthorities at the time of the client application\n     * construction.\n     *\n     * ADFS authorities are of the form https://\\{instance\\}/adfs.\n     */\n",
    "reports": [],
    "none": "none: TSDoc escapes braces as `\\{` and `\\}`: `https://\\{instance\\}/\\{tenant\\}` holds placeholders, as `{instance}` does (reported as a backslash and braces before the core read escaped braces as a placeholder)"
  },
  {
    "from": "css-tree@3.2.1 dist/data.js:628",
    "language": "js",
    "source": "export default {\n    \"properties\": {\n        \"-webkit-mask-image\": \"<mask-reference>#\",\n        \"-webkit-mask-origin\": \"[<coord-box>|border|padding|content]#\",\n    }\n};\n",
    "reports": [],
    "none": "none: a CSS property's value grammar under `-webkit-mask-origin`: an origin has a scheme (RFC 6454), so a value without one is not read as a URI by its name (reported before)"
  },
  {
    "from": "fast-uri@3.1.0 test/equal.test.js:17",
    "language": "js",
    "source": "    { pair: ['example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'], result: true }, // test from RFC 3986\n    { pair: ['http://example.org/~user', 'http://example.org/%7euser'], result: true } // test from RFC 3987\n",
    "reports": [
      {
        "report": "scheme-case: XAMPLE",
        "judgement": "right, test data: RFC 3986 6.2.2's own example of equivalent URIs, the second written unnormalized on purpose; each normalization is real"
      },
      {
        "report": "dot-segments: ./b/../",
        "judgement": "right, test data: RFC 3986 6.2.2's own example of equivalent URIs, the second written unnormalized on purpose; each normalization is real"
      },
      {
        "report": "unreserved-percent-encoded: %63",
        "judgement": "right, test data: RFC 3986 6.2.2's own example of equivalent URIs, the second written unnormalized on purpose; each normalization is real"
      },
      {
        "report": "percent-encoding-case: %7b",
        "judgement": "right, test data: RFC 3986 6.2.2's own example of equivalent URIs, the second written unnormalized on purpose; each normalization is real"
      },
      {
        "report": "percent-encoding-case: %7d",
        "judgement": "right, test data: RFC 3986 6.2.2's own example of equivalent URIs, the second written unnormalized on purpose; each normalization is real"
      },
      {
        "report": "unreserved-percent-encoded: %7e",
        "judgement": "right, test data: RFC 3986 6.2.2's own example of equivalent URIs, the second written unnormalized on purpose; each normalization is real"
      }
    ]
  },
  {
    "from": "fast-uri@3.1.0 test/equal.test.js:26",
    "language": "js",
    "source": "//     t.equal(URI.equal('example://a/b/c/%7Bfoo%7D/ros\\xE9', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9', IRI_OPTION), true)\n",
    "reports": [
      {
        "report": "scheme-case: XAMPLE",
        "judgement": "right, test data: RFC 3986 6.2.2's example, unnormalized on purpose"
      },
      {
        "report": "dot-segments: ./b/../",
        "judgement": "right, test data: RFC 3986 6.2.2's example, unnormalized on purpose"
      },
      {
        "report": "unreserved-percent-encoded: %63",
        "judgement": "right, test data: RFC 3986 6.2.2's example, unnormalized on purpose"
      },
      {
        "report": "percent-encoding-case: %7b",
        "judgement": "right, test data: RFC 3986 6.2.2's example, unnormalized on purpose"
      },
      {
        "report": "percent-encoding-case: %7d",
        "judgement": "right, test data: RFC 3986 6.2.2's example, unnormalized on purpose"
      }
    ]
  },
  {
    "from": "fast-uri@3.1.0 test/uri-js.test.js:524",
    "language": "js",
    "source": "  t.equal(fastURI.serialize(fastURI.parse('uri://xn--99zt52a.example.org/%e2%80%ae'), IRI_OPTION), 'uri://xn--99zt52a.example.org/%E2%80%AE') // or uri://\\u7D0D\\u8C46.example.org/%E2%80%AE\n",
    "reports": [],
    "none": "none: a comment spells the IRI with JavaScript escapes (`uri://\\u7D0D\\u8C46.example.org`), as the code beside it would write it: the URI ends at the escape, and `uri://` alone is none (two backslashes were reported before the prose reader ended a URI at an escape of code)"
  },
  {
    "from": "lodash@4.18.1 escapeRegExp.js:23",
    "language": "js",
    "source": " * @example\n *\n * _.escapeRegExp('[lodash](https://lodash.com/)');\n * // => '\\[lodash\\]\\(https://lodash\\.com/\\)'\n */\n",
    "reports": [],
    "none": "none: a JSDoc example shows a returned string with its regular-expression escapes (`'\\[lodash\\]\\(https://lodash\\.com/\\)'`): the URI ends at the escape `\\.`, and `https://lodash` is a normal URI (two backslashes were reported before the prose reader ended a URI at an escape of code)"
  },
  {
    "from": "tmp@0.2.7 lib/tmp.js:846",
    "language": "js",
    "source": "\n/**\n * Callback function for function composition.\n * @see {@link https://github.com/raszi/node-tmp/issues/57|raszi/node-tmp#57}\n *\n */\n",
    "reports": [],
    "none": "none: JSDoc's `{@link url|text}`: the `|` separates the link's target from its text, and the target is a normal URI (the `|` was reported before the JavaScript comment reading ended a link tag's target at it)"
  },
  {
    "from": "hosted-git-info@7.0.2 lib/parse-url.js:53",
    "language": "js",
    "source": "    // the last : comes after the first @ (or there is no @)\n    // like it would in:\n    // proto://hostname.com:user/repo\n    // username@hostname.com:user/repo\n    // :password@hostname.com:user/repo\n    // username:password@hostname.com:user/repo\n    // proto://username@hostname.com:user/repo\n    // proto://:password@hostname.com:user/repo\n    // proto://username:password@hostname.com:user/repo\n",
    "reports": [
      {
        "report": "invalid-port: user",
        "judgement": "right: the comment lists the scp-like git URLs the code corrects (`proto://hostname.com:user/repo`); as URIs their port `user` is invalid (RFC 3986 3.2.3), which is why the code exists"
      },
      {
        "report": "invalid-port: user",
        "judgement": "right: the comment lists the scp-like git URLs the code corrects (`proto://hostname.com:user/repo`); as URIs their port `user` is invalid (RFC 3986 3.2.3), which is why the code exists"
      },
      {
        "report": "invalid-port: user",
        "judgement": "right: the comment lists the scp-like git URLs the code corrects (`proto://hostname.com:user/repo`); as URIs their port `user` is invalid (RFC 3986 3.2.3), which is why the code exists"
      },
      {
        "report": "invalid-port: user",
        "judgement": "right: the comment lists the scp-like git URLs the code corrects (`proto://hostname.com:user/repo`); as URIs their port `user` is invalid (RFC 3986 3.2.3), which is why the code exists"
      }
    ]
  },
  {
    "from": "mdurl@2.1.0 lib/parse.mjs:29",
    "language": "js",
    "source": "//    e.g. in `url.parse('http://foo?bar')` pathname is ``, not `/`\n//\n// 2. Backslashes are not replaced with slashes,\n//    so `http:\\\\example.org\\` is treated like a relative path\n//\n// 3. Trailing colon is treated like a part of the path,\n//    i.e. in `http://example.org:foo` pathname is `:foo`\n",
    "reports": [
      {
        "report": "backslash: \\\\",
        "judgement": "right: the comment shows a malformed URL on purpose (`http:\\\\example.org\\`): backslashes are no URI characters (RFC 3986 2)"
      },
      {
        "report": "backslash: \\",
        "judgement": "right: the comment shows a malformed URL on purpose (`http:\\\\example.org\\`): backslashes are no URI characters (RFC 3986 2)"
      },
      {
        "report": "invalid-port: foo",
        "judgement": "right: the comment shows a malformed URL on purpose: a trailing colon with `foo` is no port (RFC 3986 3.2.3)"
      }
    ]
  },
  {
    "from": "mdurl@2.1.0 lib/parse.mjs:163",
    "language": "js",
    "source": "    // URLs are obnoxious.\n    //\n    // ex:\n    // http://a@b@c/ => user:a@b host:c\n    // http://a@b?@c => user:a host:c path:/?@c\n",
    "reports": [
      {
        "report": "userinfo-delimiter: @",
        "judgement": "right: the comment shows a malformed URL on purpose (`http://a@b@c/`): a second `@` in the authority is not allowed (RFC 3986 3.2.1)"
      }
    ]
  },
  {
    "from": "npm-package-arg@11.0.3 lib/npa.js:266",
    "language": "js",
    "source": "  // turn file:/../foo into file:../foo\n",
    "reports": [
      {
        "report": "dot-segments: ../",
        "judgement": "right: `file:/../foo` has a dot-segment at the root, removed by RFC 3986 5.2.4; the comment is about exactly that path"
      }
    ]
  },
  {
    "from": "npm-package-arg@11.0.3 lib/npa.js:324",
    "language": "js",
    "source": "    // This regex looks for things that look like:\n    // git+ssh://git@my.custom.git.com:username/project.git#deadbeef\n    // ...and various combinations. The username in the beginning is *required*.\n",
    "reports": [
      {
        "report": "invalid-port: username",
        "judgement": "right: an scp-like git spec written with a scheme (`git+ssh://git@host:username/project.git`), which npm accepts but which is no URI: the port `username` is invalid (RFC 3986 3.2.3); here it is prose in code, not a manifest's dependency spec"
      }
    ]
  },
  {
    "from": "commander@12.1.0 lib/suggestSimilar.js:4",
    "language": "js",
    "source": "  // https://en.wikipedia.org/wiki/Damerau–Levenshtein_distance\n",
    "reports": [
      {
        "report": "iri: –",
        "judgement": "right: an en dash in a Wikipedia path: an IRI, not a URI (as a URI it is %E2%80%93)"
      }
    ]
  },
  {
    "from": "@rviscomi/capo.js@2.3.1 src/lib/validations/origin-trial.js:16",
    "language": "js",
    "source": "\n/**\n * @param {string} tokenOrigin - Origin from origin trial token (e.g., https://youtube.com:443)\n * @param {string} pageUrl - Page URL or origin (e.g., https://www.youtube.com)\n */\n",
    "reports": [
      {
        "report": "default-port: :443",
        "judgement": "right: an explicit default port, removed by normalization (RFC 3986 6.2.3); the example shows an origin trial token's origin as written"
      }
    ]
  },
  {
    "from": "@eslint/config-array@0.23.6 dist/esm/std__path/windows.js:523",
    "language": "js",
    "source": " *\n * assertEquals(normalize(\"C:\\\\foo\\\\..\\\\bar\"), \"C:\\\\bar\");\n * assertEquals(normalize(new URL(\"file:///C:/foo/../bar\")), \"C:\\\\bar\");\n * ```\n */\n",
    "reports": [
      {
        "report": "dot-segments: foo/../",
        "judgement": "right: a documentation example normalizes `file:///C:/foo/../bar` on purpose; its dot-segments are real (RFC 3986 5.2.4)"
      }
    ]
  },
  {
    "from": "fs-extra@8.1.0 CHANGELOG.md:373",
    "language": "markdown",
    "source": "- imported `mkdirp` => `minimist` and `mkdirp` are no longer dependences, should now appease people who wanted `mkdirp` to be `--use_strict` safe. See [#59]([#59][#59])\n",
    "reports": [
      {
        "report": "invalid-character: [",
        "judgement": "right: the link's destination is `[#59][#59]` (a reference link mistyped as an inline one), broken on GitHub too; `[` and `]` are not allowed in a path or fragment, nor a second `#` (RFC 3986 3.3, 3.5)"
      },
      {
        "report": "invalid-character: ][#",
        "judgement": "right: the link's destination is `[#59][#59]` (a reference link mistyped as an inline one), broken on GitHub too; `[` and `]` are not allowed in a path or fragment, nor a second `#` (RFC 3986 3.3, 3.5)"
      },
      {
        "report": "invalid-character: ]",
        "judgement": "right: the link's destination is `[#59][#59]` (a reference link mistyped as an inline one), broken on GitHub too; `[` and `]` are not allowed in a path or fragment, nor a second `#` (RFC 3986 3.3, 3.5)"
      }
    ]
  },
  {
    "from": "retry@0.12.0 README.md:107",
    "language": "markdown",
    "source": "To make this a little easier for you, use wolfram alpha to do the calculations:\n\n<http://www.wolframalpha.com/input/?i=Sum%5B1000*x^k%2C+{k%2C+0%2C+9}%5D+%3D+5+*+60+*+1000>\n",
    "reports": [
      {
        "report": "invalid-character: ^",
        "judgement": "right: an autolink whose query holds `^`, `{` and `}`, not allowed in a query (RFC 3986 3.4); Wolfram Alpha takes them, a strict client need not"
      },
      {
        "report": "invalid-character: {",
        "judgement": "right: an autolink whose query holds `^`, `{` and `}`, not allowed in a query (RFC 3986 3.4); Wolfram Alpha takes them, a strict client need not"
      },
      {
        "report": "invalid-character: }",
        "judgement": "right: an autolink whose query holds `^`, `{` and `}`, not allowed in a query (RFC 3986 3.4); Wolfram Alpha takes them, a strict client need not"
      }
    ]
  },
  {
    "from": "mdast-util-to-hast@13.2.2 readme.md:29",
    "language": "markdown",
    "source": "  * [Example: supporting HTML in markdown naïvely](#example-supporting-html-in-markdown-naïvely)\n",
    "reports": [
      {
        "report": "iri: ï",
        "judgement": "right: a non-ASCII character in a fragment: an IRI, not a URI (a slug GitHub writes so)"
      }
    ]
  },
  {
    "from": "prettier@3.10.1 THIRD-PARTY-NOTICES.md:6205",
    "language": "markdown",
    "source": " - Linus Unnebäck <linus@folkdatorn.se> (http://linus.unnebäck.se)\n",
    "reports": [
      {
        "report": "iri: ä",
        "judgement": "right: a non-ASCII host: an IRI, not a URI (as a URI its host is in IDNA form)"
      }
    ]
  },
  {
    "from": "prettier@2.8.8 LICENSE:1703",
    "language": "text",
    "source": ">    You may obtain a copy of the License at\n>\n>        http://www.apache.org/licenses/LICENSE-2.0\n>\n",
    "reports": [],
    "none": "none: the Apache License's own address, a normal URI in a quoted license (plain text)"
  },
  {
    "from": "json-schema-traverse@1.0.0 .github/workflows/publish.yml:15",
    "language": "yaml",
    "source": "    steps:\n      - uses: actions/checkout@v2\n      - uses: actions/setup-node@v1\n        with:\n          node-version: 14\n          registry-url: https://registry.npmjs.org/\n      - run: npm install\n",
    "reports": [],
    "none": "none: a normal registry URL in a GitHub workflow"
  }
];
