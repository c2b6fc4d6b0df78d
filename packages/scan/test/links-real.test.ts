/**
 * The link checker on the judged differences with remark-validate-links (bench/results/links-judged.md):
 * each case is a minimal excerpt of an installed package's README or docs, with the files its links
 * need, and the verdict of what GitHub's page of that repository does with each link. One case (at
 * least) per reason group of the judgement; urilint's actual findings are asserted, links that
 * work on the page included (an empty list where every link works).
 */
import { describe, expect, it } from "vitest";
import { findings, repository } from "./support/link-repo.js";

describe("reported by urilint only, and broken on the page (right)", () => {
  it("all-contributors' emoji links to anchors no page has (fast-check, node-emoji)", () => {
    const root = repository({
      "README.md": [
        "## Contributors ✨",
        "",
        "<table><tr>",
        '<td><a href="https://github.com/dubzzz/fast-check/commits?author=dubzzz" title="Code">💻</a> <a href="#infra-dubzzz" title="Infrastructure">🚇</a> <a href="#plugin-TheSpyder" title="Plugin">🔌</a></td>',
        "</tr></table>",
        "",
        '<a href="#contributors-">back</a>',
        "",
      ].join("\n"),
    });
    // No element has these ids: a click stays where it is. The last link names the heading.
    expect(findings(root, "README.md")).toEqual([
      "missing-anchor [infra-dubzzz] This document has no heading or anchor '#infra-dubzzz' (headings named as GitHub names them)",
      "missing-anchor [plugin-TheSpyder] This document has no heading or anchor '#plugin-TheSpyder' (headings named as GitHub names them)",
    ]);
  });

  it("a table of contents in raw HTML that names a heading by part of its text (fastq)", () => {
    const root = repository({
      "README.md": [
        '  * <a href="#install">Installation</a>',
        '  * <a href="#usage">Usage</a>',
        "",
        "## Install",
        "",
        "## Usage (callback API)",
        "",
        '<a name="pushPromise"></a>',
        "#### queue.push(task) => Promise",
        "",
        "[`push`](#pushPromise)",
        "",
      ].join("\n"),
    });
    // #usage is broken (the heading is #usage-callback-api); #pushPromise works: remark-validate-links
    // reads no <a name> and reports it, wrongly.
    expect(findings(root, "README.md")).toEqual([
      "missing-anchor [usage] This document has no heading or anchor '#usage' (headings named as GitHub names them)",
    ]);
  });

  it("undici's docs: a renamed file, a heading spelled with one hyphen, a heading in another file, a path of the docs site", () => {
    const root = repository({
      "docs/docs/api/Dispatcher.md": [
        "### `Dispatcher.dispatch(options, handler)`",
        "#### Example 1 - Basic GET stream request",
        "#### Example 2 - Stream to Fastify Response",
        "As in [Example 1](/docs/docs/api/Dispatcher.md#example-1-basic-get-stream-request), see [Example 2](/docs/docs/api/Dispatch.md#example-2-stream-to-fastify-response).",
        "Implements [`Dispatcher.dispatch(options, handlers)`](/docs/docs/api/Dispatcher.md#dispatcherdispatchoptions-handlers).",
        "",
      ].join("\n\n"),
      "docs/docs/api/Client.md": "# Class: Client\n\n### `Client.close([callback])`\n",
      "docs/docs/api/api-lifecycle.md": [
        "# Client Lifecycle",
        "### pending",
        "[`Client.close()`](/docs/docs/api/Client.md#clientclosecallback) moves to [**pending**](/docs/docs/api/Client.md#pending).",
        "",
      ].join("\n\n"),
      "docs/docs/api/Fetch.md": "See [`install()`](/docs/api/GlobalInstallation.md).\n",
      "docs/docs/api/GlobalInstallation.md": "# Global Installation\n",
    });
    // GitHub keeps each hyphen of " - " (#example-1---basic-get-stream-request); the file is
    // Dispatcher.md; the heading is `handler`.
    expect(findings(root, "docs/docs/api/Dispatcher.md")).toEqual([
      "missing-anchor [example-1-basic-get-stream-request] 'docs/docs/api/Dispatcher.md' has no heading or anchor '#example-1-basic-get-stream-request' (headings named as GitHub names them); did you mean '#example-1---basic-get-stream-request'?",
      "missing-file [Dispatch.md] This link leads nowhere: 'docs/docs/api/Dispatch.md' does not exist; did you mean '/docs/docs/api/Dispatcher.md#example-2-stream-to-fastify-response'?",
      "missing-anchor [dispatcherdispatchoptions-handlers] 'docs/docs/api/Dispatcher.md' has no heading or anchor '#dispatcherdispatchoptions-handlers' (headings named as GitHub names them); did you mean '#dispatcherdispatchoptions-handler'?",
    ]);
    // The state's heading is in the lifecycle document, not in Client.md.
    expect(findings(root, "docs/docs/api/api-lifecycle.md")).toEqual([
      "missing-anchor [pending] 'docs/docs/api/Client.md' has no heading or anchor '#pending' (headings named as GitHub names them)",
    ]);
    // /docs/api/ is a path of undici's docsify site (which serves docs/ at its root); on GitHub it
    // starts at the repository's root, which has docs/docs/api/.
    expect(findings(root, "docs/docs/api/Fetch.md")).toEqual([
      "missing-file [api/GlobalInstallation.md] This link leads nowhere: 'docs/api/GlobalInstallation.md' does not exist",
    ]);
  });
});

describe("reported by urilint only, and working on the page (wrong: the package is not the repository)", () => {
  // The corpus is the published package; the repository on GitHub has the files its `files`
  // list leaves out. The same links checked in the repository find nothing.
  const readme = [
    '<img width="500" src="screenshot.png">',
    "",
    "See the [API](/docs/api.md), [tricks](/docs/tricks.md#stop) and the [`/bench`](/bench) directory.",
    "",
  ].join("\n");

  it("in the package: an image and root-relative links to files it does not publish", () => {
    const root = repository({ "README.md": readme, "index.js": "" });
    expect(findings(root, "README.md")).toEqual([
      "missing-file [screenshot.png] This link leads nowhere: 'screenshot.png' does not exist",
      "missing-file [docs/api.md] This link leads nowhere: 'docs/api.md' does not exist",
      "missing-file [docs/tricks.md] This link leads nowhere: 'docs/tricks.md' does not exist",
      "missing-file [bench] This link leads nowhere: 'bench' does not exist",
    ]);
  });

  it("in the repository: the same links lead to its files", () => {
    const root = repository({
      "README.md": readme,
      "index.js": "",
      "screenshot.png": "",
      "docs/api.md": "# API\n",
      "docs/tricks.md": "## Stop\n",
      "bench/index.js": "",
    });
    expect(findings(root, "README.md")).toEqual([]);
  });
});

describe("reported by remark-validate-links only, and working on the page (urilint right not to report)", () => {
  it("anchors of raw HTML: <a name>, <a id>, <small id>, in any letter case (ajv, node-fetch, glob, type-check)", () => {
    const root = repository({
      "README.md": [
        '## <a name="ref"></a>Combining schemas with $ref',
        '##### <a name="api-compileAsync"></a>.compileAsync(Object schema) -&gt; Promise',
        '<a id="fetch-options"></a>',
        "### Options",
        '<a name="type-format" />',
        "## Type Format",
        '<small id="fn-webscale">[1]: In the cases where this module</small>',
        "[a](#ref) [b](#api-compileAsync) [c](#fetch-options) [d](#type-format) deep[1](#fn-webscale)",
        "",
      ].join("\n\n"),
    });
    expect(findings(root, "README.md")).toEqual([]);
  });

  it("fragments written with GitHub's user-content- prefix (table)", () => {
    const root = repository({
      "README.md": [
        "* [Table](#user-content-table)",
        "    * [table](#user-content-table-api-table-1)",
        '<a name="user-content-table"></a>',
        '<a name="table"></a>',
        "# Table",
        '<a name="table-api-table-1"></a>',
        "### table",
        "### getBorderCharacters",
        "Default: `honeywell` [template](#user-content-getbordercharacters) [nowhere](#user-content-nowhere)",
        "",
      ].join("\n\n"),
    });
    expect(findings(root, "README.md")).toEqual([
      "missing-anchor [user-content-nowhere] This document has no heading or anchor '#user-content-nowhere' (headings named as GitHub names them)",
    ]);
  });

  it("a line of a source file (micromatch, picomatch, parse-semver): GitHub shows the file at that line", () => {
    const root = repository({
      "README.md":
        "### [.matcher](index.js#L109)\n\n### [picomatch](lib/picomatch.js#L32)\n\n### [parseSemver](./index.js#L40)\n\n[gone](lib/gone.js#L1)\n",
      "index.js": "",
      "lib/picomatch.js": "",
    });
    // The fragment of a code file is not a heading; the file itself is still checked.
    expect(findings(root, "README.md")).toEqual([
      "missing-file [gone.js] This link leads nowhere: 'lib/gone.js' does not exist",
    ]);
  });

  it("GitHub's pages of the repository and a monorepo's sibling folders, outside the package: not checked", () => {
    const root = repository({
      "README.md": [
        "For bugs, [please create an issue](../../issues/new); [research existing issues first](../../issues).",
        "Consult the table in the project [README.md](../../README.md#library-version-support-status).",
        "-   [Popup origin check (POCD)](../../samples/msal-browser-samples/PocdSample/README.md)",
        "[pac-proxy-agent]: ../pac-proxy-agent",
        "* [@qified/redis](../redis/README.md) with [pac-proxy-agent][]",
        "",
      ].join("\n\n"),
    });
    expect(findings(root, "README.md")).toEqual([]);
  });

  it("checked from the monorepo that holds the package, its siblings are checked", () => {
    const root = repository({
      "README.md": "### Library Version Support Status\n",
      "packages/agent-base/README.md": [
        "[README.md](../../README.md#library-version-support-status) [pac](../pac-proxy-agent) [socks](../socks-proxy-agent)",
        "For bugs, [please create an issue](../../issues/new).",
        "",
      ].join("\n\n"),
      "packages/pac-proxy-agent/README.md": "",
    });
    // Two folders down, ../../issues/new stays in the repository: GitHub shows it as
    // /owner/repo/blob/main/issues/new, a page that does not exist (from the root README it is the
    // issues page).
    expect(findings(root, "packages/agent-base/README.md")).toEqual([
      "missing-file [socks-proxy-agent] This link leads nowhere: 'packages/socks-proxy-agent' does not exist; did you mean '../pac-proxy-agent'?",
      "missing-file [issues/new] This link leads nowhere: 'issues/new' does not exist",
    ]);
  });
});
