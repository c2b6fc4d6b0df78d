/**
 * PHP input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking file, heredocs left open, nesting far deeper than a call stack, and a 10 MB file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("php"));

const PIECES = [
  "<?php\n",
  "?>",
  "$x = 'https://a.example/';",
  "'it\\'s'",
  '"{$host}/x"',
  '"$a->b[1]"',
  "<<<EOS\n",
  "<<<'EOS'\n",
  "EOS;\n",
  "  EOS",
  "// https://c.example/ urilint-disable-next-line normalized-case\n",
  "# x\n",
  "/* ",
  " */",
  "\n",
  "\r\n",
  "  ",
  " . ",
  " ?? ",
  "curl_init(",
  "'url' => ",
  ")",
  "(",
  "[",
  "]",
  "{",
  "}",
  ", ",
  '"\\u{1F600}\\xC3\\101"',
  "function f($u = 'http://u.example/') {",
  "$this->assertSame(",
  '"HTTP://A.example:80/"',
  "`",
  "<a href='https://html.example/'>",
  // A template's HTML, with PHP in its values and between its tags.
  '<a href="HTTP://h.example/<?= $x ?>/y">',
  "<?= $base ?>",
  "<script>fetch('http://s.example:80/",
  "</script>",
  "<style>a{background:url(",
  "<!-- https://m.example/ -->",
  "<?php if ($a): ?>",
  "&amp;",
];

const SAMPLE = `<?php
// A client: see https://docs.example/api.
namespace App;

use GuzzleHttp\\Client;

const BASE_URL = 'https://api.example.com/v1'; # the API

function fetch(string $path, string $token = ''): string
{
    $client = new Client(['base_uri' => BASE_URL, 'headers' => ['Authorization' => "Bearer {$token}"]]);
    return (string) $client->request('GET', BASE_URL . '/' . $path)->getBody();
}

$help = <<<EOS
    See https://help.example/ for {$more}
    EOS;

final class FetchTest extends TestCase
{
    public function testFetch(): void
    {
        $this->assertSame('https://a.example/', fetch('x'));
    }
}
?>
<p>Done: <a href="https://html.example/">here</a></p>
`;

describe("PHP input of any shape", () => {
  fuzzTests("php", PIECES, SAMPLE);

  it("with parse errors, still reads what it can", () => {
    for (const source of [
      "<?php $x = 'https://a.example/",
      "<?php $x = <<<EOS\n  https://a.example/\n",
      '<?php "{$',
      "<?php /*",
      "<?php \\",
      "\u0000\ufffd",
      "<?php",
    ])
      expectSoundScan(source, "php");
    const found = expectSoundScan("<?php $x = [1, 2\n$u = curl_init('HTTP://A.example/');\n", "php");
    expect(found.map((match) => match.candidate.value.text)).toEqual(["HTTP://A.example/"]);
  });

  it("nested far deeper than a call stack", { timeout: 180_000 }, () => {
    const depth = 50_000;
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
      ["f(", ")"],
    ] as const) {
      expectSoundScan(`<?php $x = ${open.repeat(depth)}'https://deep.example/'${close.repeat(depth)};\n`, "php");
    }
    const chain = `<?php $x = ${"'https://a.example/' . ".repeat(depth)}'/end';\n`;
    const [match] = expectSoundScan(chain, "php");
    expect(match?.candidate.value.text.length).toBe(depth * 18 + 4);
  });

  it("of 10 MB", () => {
    const unit = "// See https://docs.example/.\nfunction f() {\n  curl_init('https://api.example/v1/' . $path);\n}\n";
    const source = "<?php\n" + unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length));
    let count = 0;
    runSync(scanDocument(source, "php", (_candidate: Candidate) => count++));
    expect(count).toBe(((source.length - 6) / unit.length) * 2);
    // A 10 MB parse takes seconds on a loaded machine: no timing here, only room for it.
  }, 180_000);
});
