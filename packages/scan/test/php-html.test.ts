/**
 * A PHP template's HTML (the text outside `<?php ... ?>`) is read as an `.html` file is: the same
 * findings, ranges and fixes, moved to where the markup sits in the template; a value that holds
 * PHP is a template (the PHP a hole), never fixed; a document that is all PHP reads no HTML.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { withDisableComment } from "./support/code-languages.js";
import { fixedText, rangesIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("php"));

function candidatesOf(source: string): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(source, "php", (candidate) => found.push(candidate)));
  return found;
}

/** The reports of `source` read as PHP, each as `code: text of its range`. */
function reportsOf(source: string, language: "php" | "html" = "php"): string[] {
  return rangesIn(source, language).map(([code, start, end]) => `${code}: ${source.slice(start, end)}`);
}

/** Markup whose URIs an `.html` file reports: an attribute, a form's action, a script's and a style sheet's string, text, a comment. */
const MARKUP = [
  '<a href="HTTP://Example.com/a/./b">home</a>',
  '<form action="http://Example.com:80/send"></form>',
  '<script src="https://cdn.example.com/%7euser/x.js"></script>',
  '<script>fetch("http://example.com:80/api");</script>',
  "<style>body { background: url(HTTP://img.example.com/bg.png) }</style>",
  "<p>See http://EXAMPLE.com/docs for more.</p>",
  "<!-- moved to HTTPS://Example.org/new -->",
];

describe("a PHP template's HTML", () => {
  it.each(MARKUP)("reports %j as an .html file does, at its place in the template", (markup) => {
    const html = reportsOf(markup, "html");
    expect(html.length).toBeGreaterThan(0);
    const prefix = '<?php $title = "Home"; ?>\n<h1><?= $title ?></h1>\n';
    const template = `${prefix}${markup}\n<?php if ($footer): ?><footer>x</footer><?php endif; ?>\n`;
    const ranges = rangesIn(template, "php");
    expect(ranges).toEqual(
      rangesIn(markup, "html").map(([code, start, end]) => [code, start + prefix.length, end + prefix.length]),
    );
  });

  it("fixes the markup as an .html file is fixed", () => {
    const markup = '<a href="HTTP://Example.com/a/./b">home</a>';
    const prefix = "<?php require 'head.php'; ?>\n";
    expect(fixedText(prefix + markup, "php")).toBe(prefix + fixedText(markup, "html"));
  });

  it("reads the markup between the PHP of a control structure", () => {
    const source = [
      "<ul>",
      "<?php foreach ($links as $link): ?>",
      '  <li><a href="<?= $link ?>">x</a></li>',
      "<?php endforeach; ?>",
      '<?php if ($admin) { ?><a href="HTTP://Admin.example.com/">admin</a><?php } else { ?>',
      '  <a href="http://example.com:80/">home</a>',
      "<?php } ?>",
      "</ul>",
    ].join("\n");
    expect(reportsOf(source)).toEqual(["scheme-case: HTTP", "host-case: A", "default-port: :80"]);
  });

  it("reads a value that holds PHP as a template: the PHP a hole, never fixed", () => {
    const source = '<a href="<?= $base ?>/x/../y">a</a> <a href="HTTP://example.com/?id=<?php echo $id ?>">b</a>';
    const found = candidatesOf(source).filter((candidate) => candidate.spelling === "html-template");
    expect(found.map((candidate) => [candidate.value.text, source.slice(candidate.start, candidate.end)])).toEqual([
      ["x/x/../y", "<?= $base ?>/x/../y"],
      ["HTTP://example.com/?id=x", "HTTP://example.com/?id=<?php echo $id ?>"],
    ]);
    expect(found.map((candidate) => candidate.value.holes)).toEqual([[{ start: 0, end: 1 }], [{ start: 23, end: 24 }]]);
    // Judged as a template, and the fix a normalization would make is not written.
    expect(fixedText(source, "php")).toBe(source);
  });

  it("reads a script that holds PHP: a string with a hole is a template, the other strings as in an .html file", () => {
    const source = '<script>\nconst api = "<?= $api ?>/v1";\nfetch("http://cdn.example.com:80/x.js");\n</script>\n';
    const [template] = candidatesOf(source).filter((candidate) => candidate.spelling === "html-template");
    expect(template?.value.text).toBe("x/v1");
    expect(reportsOf(source)).toEqual(["default-port: :80"]);
  });

  it("never reads PHP as markup, nor a hole as text", () => {
    // The `?>` inside the string ends no PHP; the PHP's `<a href>` is a PHP string, no markup.
    const source = '<?php echo \'<a href="http://example.com:80/">\'; $x = "?>"; ?>\n<p>http://example.com:81/</p>\n';
    const html = candidatesOf(source).filter((candidate) => !candidate.spelling.startsWith("php"));
    expect(html.map((candidate) => source.slice(candidate.start, candidate.end))).toEqual(["http://example.com:81/"]);
  });

  it("silences a finding of the markup with an HTML comment, one of the PHP with a PHP comment", () => {
    const markup = '<ul>\n  <li><a href="HTTP://example.org/">x</a></li>\n</ul>\n';
    expect(withDisableComment(markup, "php", "scheme-case")).toBe(
      '<ul>\n  <!-- urilint-disable-next-line normalized-case -->\n  <li><a href="HTTP://example.org/">x</a></li>\n</ul>\n',
    );
    const php = '<?php\n$home = "HTTP://example.com/";\n?>\n';
    expect(withDisableComment(php + markup, "php", "scheme-case")).toBe(
      '<?php\n// urilint-disable-next-line normalized-case\n$home = "HTTP://example.com/";\n?>\n' + markup,
    );
  });

  it("silences a finding in a template's script as an .html file's", () => {
    const script = '<script>\n  fetch("HTTP://example.com/api");\n</script>\n';
    const template = `<?php $x = 1; ?>\n${script}`;
    // An .html file offers none in a script (no comment written there reads back as a directive):
    // nor does the template.
    expect(withDisableComment(script, "html", "scheme-case")).toBeUndefined();
    expect(withDisableComment(template, "php", "scheme-case")).toBeUndefined();
  });

  it("reads no HTML in a script's #! line, which PHP skips", () => {
    const source = "#!/usr/bin/env -S php -d url=https://example.com:80/\n<?php\necho 1;\n";
    expect(candidatesOf(source)).toEqual([]);
    const template = '#!/usr/bin/env php\n<a href="http://example.com:80/">x</a>\n';
    expect(reportsOf(template)).toEqual(["default-port: :80"]);
  });

  it("reads no HTML for a document that is all PHP", () => {
    const source = '<?php\n$url = "http://example.com:80/";\n?>\n';
    expect(reportsOf(source)).toEqual(["default-port: :80"]);
    expect(candidatesOf(source).map((candidate) => candidate.spelling)).toEqual(["php"]);
  });
});
