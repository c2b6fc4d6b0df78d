/**
 * The link checker on real files (temporary repositories): each case is a repository, the
 * document checked, and every finding as "code [the document's text of its range] message". The
 * cases come from the shapes found in the installed packages' READMEs and docs (bench:links) and
 * from the conventions of each site generator's documentation.
 */
import { describe, expect, it } from "vitest";
import { runSync } from "../src/work.js";
import { checkFile, describe as described, findings, repository } from "./support/link-repo.js";
import { linkReaderOf } from "../src/language.js";
import { toOffsetEdits } from "../src/edits.js";
import { applyEdits } from "@urilint/core";

describe("links to files", () => {
  it("finds a missing file, with the nearest name when one is clearly meant", () => {
    const root = repository({
      "README.md": "[a](docs/setup.md) [b](docs/setp.md) [c](docs/nothing-like-it.md) [d](docs/)\n",
      "docs/setup.md": "# Setup\n",
    });
    expect(findings(root, "README.md")).toEqual([
      "missing-file [setp.md] This link leads nowhere: 'docs/setp.md' does not exist; did you mean 'docs/setup.md'?",
      "missing-file [nothing-like-it.md] This link leads nowhere: 'docs/nothing-like-it.md' does not exist",
    ]);
  });

  it("resolves as RFC 3986 5.2 does, from the document's own folder", () => {
    const root = repository({
      "docs/guide/intro.md": "[up](../setup.md) [dots](./../../README.md) [same](intro.md?plain=1) [q](?x=1)\n",
      "docs/setup.md": "",
      "README.md": "",
    });
    expect(findings(root, "docs/guide/intro.md")).toEqual([]);
  });

  it("reads a percent-encoded or spaced name as its file", () => {
    const root = repository({
      "README.md": "[a](my%20notes.md) [b](<my notes.md>) [c](社区.md) [d](%E7%A4%BE%E5%8C%BA.md) [e](my%20note.md)\n",
      "my notes.md": "",
      "社区.md": "",
    });
    expect(findings(root, "README.md")).toEqual([
      "missing-file [my%20note.md] This link leads nowhere: 'my note.md' does not exist; did you mean 'my%20notes.md'?",
    ]);
  });

  it("tells a name that exists only with other letter case", () => {
    const root = repository({
      "README.md": "[a](Docs/Setup.md) [b](docs/setup.md)\n",
      "docs/setup.md": "",
    });
    const { matches, run } = checkFile(root, "README.md");
    const text = run.files.read(`${root}/README.md`) as string;
    expect(described(text, matches)).toEqual([
      "file-case-mismatch [Docs/Setup.md] 'Docs/Setup.md' exists only as 'docs/setup.md': the link works on macOS and Windows, whose file systems ignore letter case, and breaks on Linux and on the web",
    ]);
    // The suggestion writes the names as stored.
    const match = matches[0]!;
    const edits = toOffsetEdits(match, match.findings[0]!.suggestions[0]!.edits)!;
    expect(applyEdits(text, edits)).toBe("[a](docs/setup.md) [b](docs/setup.md)\n");
  });

  it("starts a path from the root at the repository's root, and a nested repository's at its own", () => {
    const root = repository({
      "README.md": "[a](/docs/a.md) [b](/docs/b.md)\n",
      "docs/a.md": "",
      "vendor/lib/.git/HEAD": "",
      "vendor/lib/README.md": "[c](/api.md) [d](/docs/a.md) [e](../../docs/a.md)\n",
      "vendor/lib/api.md": "",
    });
    expect(findings(root, "README.md")).toEqual([
      "missing-file [b.md] This link leads nowhere: 'docs/b.md' does not exist; did you mean '/docs/a.md'?",
    ]);
    // /docs/a.md is not in the nested repository; ../../docs/a.md is outside it: not checked.
    expect(findings(root, "vendor/lib/README.md")).toEqual([
      "missing-file [docs/a.md] This link leads nowhere: 'docs/a.md' does not exist",
    ]);
  });

  it("leaves alone what lies outside the repository, network URIs and templates", () => {
    const root = repository({
      "README.md":
        "[issues](../../issues/new) [web](https://example.com/x.md) [net](//cdn.example.com/x.js) [mail](mailto:a@example.com) [tpl]({{ site.url }}/x.md) [empty]() [top](#top) [hash](#)\n",
    });
    expect(findings(root, "README.md")).toEqual([]);
  });

  it("checks file: URIs of this machine as paths, and no other host's", () => {
    const root = repository({ "README.md": "", "a.md": "" });
    const text = `[a](file://${root}/a.md) [b](file://${root}/b.md) [c](file://server/share/x.md)\n`;
    const { matches } = checkFile(root, "README.md", {}, { text });
    expect(described(text, matches)).toEqual([
      `missing-file [b.md] This link leads nowhere: 'b.md' does not exist; did you mean 'file://${root}/a.md'?`,
    ]);
  });
});

describe("passwords", () => {
  it("never shows one: a file URI with a userinfo is not checked, a network URI never", () => {
    const root = repository({ "README.md": "", "a.md": "" });
    const text = `[a](file://reader:hunter2@localhost${root}/b.md) [b](https://u:hunter2@example.com/x.md) [c](b.md)\n`;
    const { matches } = checkFile(root, "README.md", {}, { text });
    const shown = JSON.stringify(matches.flatMap((match) => match.findings));
    expect(shown).not.toContain("hunter2");
    expect(matches.flatMap((match) => match.findings.map((f) => f.code))).toEqual(["missing-file"]);
  });
});

describe("malformed targets, each with its reason", () => {
  it("names an e-mail address, a host name, a scheme without a host, a link in a link", () => {
    const root = repository({
      "README.md":
        "[a](security@example.com) [b](git.k8s.io/community) [c](https:) [d](<[#465](https://x.example/)>) [e](<(https://developer.example.org/x)>) [f](www.example.com)\n",
    });
    expect(findings(root, "README.md")).toEqual([
      "malformed-link [security@example.com] This link leads nowhere: 'security@example.com' is an e-mail address, and a link to one starts with 'mailto:'",
      "malformed-link [git.k8s.io/community] This link leads nowhere: 'git.k8s.io' is a host name, and a link to it needs a scheme: 'https://git.k8s.io/...'",
      "malformed-link [https:] This link leads nowhere: 'https:' is followed by no host: a web address is written 'https://' and a host name",
      "malformed-link [[#465](https://x.example/)] This link leads nowhere: it holds Markdown link syntax ('[...](...)'), a link written inside another link's destination",
      "malformed-link [(https://developer.example.org/x)] This link leads nowhere: it is written in a second pair of parentheses, which are part of it: it reads as a relative path that starts with '('",
      "malformed-link [www.example.com] This link leads nowhere: 'www.example.com' is a host name, and a link to it needs a scheme: 'https://www.example.com'",
    ]);
  });

  it("reads a name like a host or an address as the file it names when that file exists", () => {
    const root = repository({
      "README.md": "[a](example.com) [b](team@example.org)\n",
      "example.com": "",
      "team@example.org": "",
    });
    expect(findings(root, "README.md")).toEqual([]);
  });

  it("repairs: mailto: and https:// before, the parentheses off", () => {
    const root = repository({ "README.md": "[a](team@example.org) [b](github.com/x/y) [c](<(https://x.example/)>)\n" });
    const { matches, run } = checkFile(root, "README.md");
    let text = run.files.read(`${root}/README.md`) as string;
    const edits = matches.flatMap((match) => toOffsetEdits(match, match.findings[0]!.suggestions[0]!.edits)!);
    text = applyEdits(
      text,
      edits.sort((a, b) => a.start - b.start),
    );
    expect(text).toBe("[a](mailto:team@example.org) [b](https://github.com/x/y) [c](<https://x.example/>)\n");
  });
});

describe("fragments", () => {
  it("finds GitHub's heading slugs, in any letter case and with user-content-", () => {
    const root = repository({
      "README.md": [
        "# Title",
        "## Install it",
        "## server.port",
        "## Install it",
        "[a](#install-it) [b](#install-it-1) [c](#serverport) [d](#Install-It) [e](#user-content-install-it) [f](#instal-it) [g](#server-port)",
        "",
      ].join("\n\n"),
    });
    expect(findings(root, "README.md")).toEqual([
      "missing-anchor [instal-it] This document has no heading or anchor '#instal-it' (headings named as GitHub names them); did you mean '#install-it'?",
      "missing-anchor [server-port] This document has no heading or anchor '#server-port' (headings named as GitHub names them); did you mean '#serverport'?",
    ]);
  });

  it("compares percent-encoded fragments decoded", () => {
    const root = repository({
      "README.md": "## 社区\n\n[a](#%E7%A4%BE%E5%8C%BA) [b](#社区) [c](#%E7%A4%BE)\n",
    });
    expect(findings(root, "README.md")).toEqual([
      "missing-anchor [%E7%A4%BE] This document has no heading or anchor '#社' (headings named as GitHub names them); did you mean '#社区'?",
    ]);
  });

  it("finds <a name>, id and the anchors of raw HTML, which a heading after them may not be", () => {
    const root = repository({
      "README.md": [
        '## <a name="ref"></a>Combining schemas',
        '<a name="type-format" />\n## Type Format',
        '<small id="fn-webscale">[1]: note</small>',
        "[a](#ref) [b](#type-format) [c](#fn-webscale) [d](#combining-schemas) [e](#nowhere)",
        '<a href="#usage">Usage</a> <img src="screenshot.png"> <a href="#ref">ok</a>',
        "",
      ].join("\n\n"),
    });
    expect(findings(root, "README.md")).toEqual([
      "missing-anchor [nowhere] This document has no heading or anchor '#nowhere' (headings named as GitHub names them)",
      "missing-anchor [usage] This document has no heading or anchor '#usage' (headings named as GitHub names them)",
      "missing-file [screenshot.png] This link leads nowhere: 'screenshot.png' does not exist",
    ]);
  });

  it("checks the headings of another file, its folder's README, and not a code file's lines", () => {
    const root = repository({
      "README.md":
        "[a](docs/setup.md#usage) [b](docs/setup.md#usge) [c](docs/#usage) [d](docs#nope) [e](index.js#L109) [f](docs/page.html#main) [g](docs/page.html#mian)\n",
      "docs/setup.md": "# Setup\n\nUsage\n-----\n",
      "docs/README.md": "## Usage\n",
      "docs/page.html": '<main id="main"><a name="x"></a></main>',
      "index.js": "",
    });
    expect(findings(root, "README.md")).toEqual([
      "missing-anchor [usge] 'docs/setup.md' has no heading or anchor '#usge' (headings named as GitHub names them); did you mean '#usage'?",
      "missing-anchor [nope] 'docs/README.md' has no heading or anchor '#nope' (headings named as GitHub names them)",
      "missing-anchor [mian] 'docs/page.html' has no heading or anchor '#mian' (headings named as GitHub names them); did you mean '#main'?",
    ]);
  });

  it("leaves footnotes, code and front matter alone", () => {
    const root = repository({
      "README.md": "---\nlink: x.md\n---\n\nText[^1].\n\n[^1]: note.md\n\n`[a](nope.md)`\n\n```\n[b](nope.md)\n```\n",
    });
    expect(findings(root, "README.md")).toEqual([]);
  });
});

describe("sites", () => {
  it("VitePress: srcDir, clean URLs, .html and .md links, index pages, public/, its slugs and {#id}", () => {
    const root = repository({
      "docs/.vitepress/config.ts": 'export default { srcDir: "src", base: "/repo/" };\n',
      "docs/src/index.md": "# Home\n",
      "docs/src/guide/index.md": "# Guide\n\n## server.port\n\n## Custom {#my-anchor}\n",
      "docs/src/guide/start.md": [
        "[a](/guide/) [b](/guide/start) [c](./start.html) [d](../guide/index.md) [e](/logo.png) [f](/repo/guide/)",
        "[g](./#server-port) [h](/guide/#my-anchor) [i](/guide/#serverport) [j](/guide/nope) [k](nope.md)",
        "",
      ].join("\n"),
      "docs/src/public/logo.png": "",
      "README.md": "[l](docs/src/guide/index.md#serverport) [m](docs/src/guide/index.md#server-port)\n",
    });
    expect(findings(root, "docs/src/guide/start.md")).toEqual([
      "missing-anchor [serverport] 'docs/src/guide/index.md' has no heading or anchor '#serverport' (headings named as VitePress names them); did you mean '#server-port'?",
      "missing-file [/guide/nope] This link leads nowhere: the page '/guide/nope' of the VitePress site does not exist",
      "missing-file [nope.md] This link leads nowhere: 'docs/src/guide/nope.md' does not exist",
    ]);
    // The README is shown by GitHub; the page it links to is the site's, with the site's slugs.
    expect(findings(root, "README.md")).toEqual([
      "missing-anchor [serverport] 'docs/src/guide/index.md' has no heading or anchor '#serverport' (headings named as VitePress names them); did you mean '#server-port'?",
    ]);
    // Read as GitHub, the same links are the ones GitHub breaks.
    expect(findings(root, "docs/src/guide/start.md", { site: "github" })).toContain(
      "missing-file [guide/start] This link leads nowhere: 'guide/start' does not exist",
    );
  });

  it("Docusaurus: docs under /docs, number prefixes, folder pages, src/pages, static/, blog unchecked", () => {
    const root = repository({
      "website/docusaurus.config.js":
        'module.exports = { baseUrl: "/", presets: [["classic", { docs: { routeBasePath: "docs" } }]] };\n',
      "website/docs/01-intro.md": "# Intro\n\n## Heading {#custom}\n",
      "website/docs/guides/guides.md": "# Guides\n",
      "website/docs/guides/02-deploy.mdx": "# Deploy\n",
      "website/src/pages/about.md": "# About\n",
      "website/static/img/logo.svg": "",
      "website/docs/api/index.md": [
        "[a](/docs/intro) [b](/docs/guides) [c](/docs/guides/deploy) [d](/about) [e](/img/logo.svg) [f](/blog/2020/01/01/post)",
        "[g](../01-intro.md#custom) [h](/docs/intro#custom) [i](/docs/intro#heading-custom) [j](/docs/nope)",
        "",
      ].join("\n"),
    });
    expect(findings(root, "website/docs/api/index.md")).toEqual([
      "missing-anchor [heading-custom] 'website/docs/01-intro.md' has no heading or anchor '#heading-custom' (headings named as Docusaurus names them)",
      "missing-file [/docs/nope] This link leads nowhere: the page '/docs/nope' of the Docusaurus site does not exist",
    ]);
  });

  it("mdBook: src/, .html for .md, README as index.html, its slugs", () => {
    const root = repository({
      "book.toml": '[book]\nsrc = "src"\n',
      "src/README.md": "# Intro\n",
      "src/chapter/a.md": "# A\n\n## The `foo` function\n\n## Über\n\n## Über\n",
      "src/chapter/b.md":
        "[a](a.html) [b](a.md#the-foo-function) [c](../index.html) [d](a.html#Über-1) [e](a.html#uber) [f](c.html)\n",
    });
    expect(findings(root, "src/chapter/b.md")).toEqual([
      "missing-anchor [uber] 'src/chapter/a.md' has no heading or anchor '#uber' (headings named as mdBook names them); did you mean '#Über'?",
      "missing-file [c.html] This link leads nowhere: 'src/chapter/c.html' does not exist",
    ]);
  });

  it("MkDocs: docs_dir, directory URLs, README as index, Python-Markdown's slugs", () => {
    const root = repository({
      "mkdocs.yml": "site_name: x\ndocs_dir: site\nsite_url: https://example.com/proj/\n",
      "site/index.md": "# Home\n",
      "site/user-guide/setup.md": "# Setup\n\n## Étape un\n\n## Étape un\n\n## 社区\n",
      "site/user-guide/README.md": "# Guide\n",
      "site/about.md":
        "[a](user-guide/setup.md#etape-un_1) [b](user-guide/#guide) [c](../user-guide/) [d](user-guide/setup.md#_1) [e](user-guide/setup.md#étape-un)\n",
    });
    expect(findings(root, "site/about.md")).toEqual([
      "missing-anchor [étape-un] 'site/user-guide/setup.md' has no heading or anchor '#étape-un' (headings named as MkDocs names them); did you mean '#etape-un'?",
    ]);
  });

  it("is chosen in the settings, with its root and base", () => {
    const root = repository({
      "content/guide.md": "# Guide\n",
      "content/page.md": "[a](/base/guide) [b](/guide.html) [c](/nope)\n",
    });
    expect(findings(root, "content/page.md", { site: "vitepress", siteRoot: "content", siteBase: "/base/" })).toEqual([
      "missing-file [/nope] This link leads nowhere: the page '/nope' of the VitePress site does not exist",
    ]);
  });
});

describe("bounded", () => {
  it("stops at the limit of files and folders read, and says where once", () => {
    const root = repository({
      "README.md": "[a](a/x.md) [b](b/y.md) [c](c/z.md) [d](d/w.md)\n",
      "a/x.md": "",
      "b/y.md": "",
      "c/z.md": "",
      "d/w.md": "",
    });
    const { matches, run } = checkFile(root, "README.md", {}, { limit: 4 });
    const text = run.files.read(`${root}/README.md`) as string;
    expect(described(text, matches)).toEqual([
      "links-not-checked [c/z.md] The links from here on were not checked: this run has read 4 files and folders, its limit (setting maxLinkTargets)",
    ]);
    expect(run.files.asked).toBe(4);
    // Once a run: the next document's links are not checked, and not said again.
    const next = checkFile(root, "README.md", {}, { run, text: "[e](d/w.md)\n" });
    expect(next.matches).toEqual([]);
  });

  it("reads each folder and file once, however many links lead there", () => {
    const root = repository({
      "a.md": "[x](docs/t.md#one) [y](docs/t.md#two) [z](docs/t.md)\n",
      "b.md": "[x](docs/t.md#one)\n",
      "docs/t.md": "# One\n\n# Two\n",
    });
    const first = checkFile(root, "a.md");
    const asked = first.run.files.asked;
    checkFile(root, "b.md", {}, { run: first.run });
    expect(first.run.files.asked).toBe(asked + 1); // b.md itself, read for its text
  });
});

describe("the link readers", () => {
  it("give Markdown destinations at micromark's ranges, without <> and with escapes decoded", () => {
    const text = '[a](<my file.md> "t") [b](x\\(1\\).md)\n\n[ref]: <r.md>\n\n![i](img.png)\n';
    const read = runSync(linkReaderOf("markdown")!.readLinks(text, "markdown"));
    expect(read.links.map((link) => [text.slice(link.start, link.end), link.value.text])).toEqual(
      [
        ["my file.md", "my file.md"],
        ["x\\(1\\).md", "x(1).md"],
        ["img.png", "img.png"],
        ["r.md", "r.md"],
      ].sort((a, b) => text.indexOf(a[0]!) - text.indexOf(b[0]!)),
    );
  });

  it("give HTML's href, src, srcset and anchors, decoded", () => {
    const text =
      '<a href=" a&amp;b.html ">x</a><img src="i.png" srcset="s1.png 1x, s2.png 2x"><p id="main"><a name="n"></a>';
    const read = runSync(linkReaderOf("html")!.readLinks(text, "html"));
    expect(read.links.map((link) => link.value.text)).toEqual(["a&b.html", "i.png", "s1.png", "s2.png"]);
    expect([...read.anchors("github")].sort()).toEqual(["main", "n"]);
  });
});

describe("links to the repository by its full address", () => {
  it("checks the files and headings of the branch checked out, from package.json or .git/config", () => {
    const files = {
      "docs/a.md": "## Usage\n",
      "README.md": [
        "[a](https://github.com/Owner/Repo/blob/main/docs/a.md#usage)",
        "[b](https://github.com/owner/repo/blob/main/docs/b.md)",
        "[c](https://github.com/owner/repo/tree/dev/docs/)",
        "[d](https://github.com/owner/repo/blob/v1.0.0/docs/gone.md)",
        "[e](https://github.com/other/repo/blob/main/docs/gone.md)",
        "[f](https://github.com/owner/repo/blob/main/docs/a.md#nope)",
        "",
      ].join("\n"),
    };
    const expected = [
      "missing-file [b.md] This link leads nowhere: 'docs/b.md' does not exist; did you mean 'https://github.com/owner/repo/blob/main/docs/a.md'?",
      "missing-anchor [nope] 'docs/a.md' has no heading or anchor '#nope' (headings named as GitHub names them)",
    ];
    const manifest = repository({ ...files, "package.json": '{ "repository": "github:owner/repo" }' });
    expect(findings(manifest, "README.md")).toEqual(expected);
    const git = repository({
      ...files,
      ".git/config": '[core]\n\tbare = false\n[remote "origin"]\n\turl = git@github.com:owner/repo.git\n',
      ".git/HEAD": "ref: refs/heads/dev\n",
    });
    expect(findings(git, "README.md")).toEqual(expected);
    // Without an address, a URL is a network URI, never fetched.
    expect(findings(repository(files), "README.md")).toEqual([]);
  });
});

describe("the destination being typed", () => {
  it.each([
    ["[a](docs/se|", "docs/se"],
    ["![i](<my fi|", "my fi"],
    ["[ref]: ../gu|", "../gu"],
    ["[a](b) and [c](#ins|", "#ins"],
    ["[a](docs/ x|", undefined],
    ["[a](b) more|", undefined],
    ["plain text|", undefined],
  ])("%s", (line, typed) => {
    const text = `# T\n\n${line.replace("|", "")}`;
    const at = linkReaderOf("markdown")!.destinationAt!(text, text.length);
    expect(at?.typed).toBe(typed);
  });
});
