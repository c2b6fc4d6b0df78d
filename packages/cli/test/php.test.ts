/**
 * PHP files through the command: read by name (`.php`, `.phtml`) or by a `#!` line naming php,
 * their disable comments honoured, their fixes written as valid PHP, their passwords never shown.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOf, PASSWORDS, Project, summary } from "./support/repo.js";

const CLIENT = [
  "<?php",
  "",
  "const BASE_URL = 'HTTP://API.example.com:80/v1';",
  `$db = "postgres://app:${PASSWORDS[0]}@db.example.com/app";`,
  "// urilint-disable-next-line no-plaintext-password",
  `$cache = 'redis://cache:${PASSWORDS[1]}@cache.example.com/0';`,
  "$ch = curl_init(BASE_URL . '/users');",
  "",
].join("\n");

describe("PHP files", () => {
  it("are read by name and by a #! line, with their disable comments", () => {
    const project = new Project({
      "src/client.php": CLIENT,
      "views/page.phtml": "<a href=\"<?= $u ?>\">x</a>\n<?php $home = 'https://Example.com/'; ?>\n",
      // Read as text, it would hold no URI: only a sink makes a host and port one.
      "bin/tool": "#!/usr/bin/env php\n<?php\nfile_get_contents('localhost:8080/x');\n",
    });
    const run = project.expect(["--format", "json"], 1);
    expect(summary(jsonOf(run))).toEqual([
      "bin/tool:3:20 host-port-without-scheme",
      "src/client.php:3:19 scheme-case",
      "src/client.php:3:26 host-case",
      "src/client.php:3:41 default-port",
      "src/client.php:4:23 plaintext-password",
      "views/page.phtml:2:24 host-case",
    ]);
    for (const password of PASSWORDS) expect(run.stdout + run.stderr).not.toContain(password);
  });

  it("get their fixes written as valid PHP, a value of pieces left alone", () => {
    const project = new Project({ "client.php": CLIENT + "$other = 'HTTP://API.example.com:80/' . $path;\n" });
    project.run(["--fix"]);
    const fixed = readFileSync(project.path("client.php"), "utf8");
    expect(fixed).toContain("const BASE_URL = 'http://api.example.com/v1';");
    expect(fixed).toContain("$other = 'HTTP://API.example.com:80/' . $path;");
    expect(
      fixed.replace(
        "const BASE_URL = 'http://api.example.com/v1';",
        "const BASE_URL = 'HTTP://API.example.com:80/v1';",
      ),
    ).toBe(CLIENT + "$other = 'HTTP://API.example.com:80/' . $path;\n");
  });

  it("read a template's HTML as HTML, fix its markup and leave a value that holds PHP alone", () => {
    const template = [
      "<?php $items = load(); ?>",
      '<a href="HTTP://Example.com/docs/">docs</a>',
      "<!-- urilint-disable-next-line -->",
      '<a href="HTTP://Example.com/old/">old</a>',
      '<a href="HTTP://Example.com/<?= $page ?>">page</a>',
      "",
    ].join("\n");
    const project = new Project({ "views/list.php": template });
    expect(summary(jsonOf(project.expect(["--format", "json"], 0)))).toEqual([
      "views/list.php:2:10 scheme-case",
      "views/list.php:2:17 host-case",
      "views/list.php:5:10 scheme-case",
      "views/list.php:5:17 host-case",
    ]);
    project.run(["--fix"]);
    expect(readFileSync(project.path("views/list.php"), "utf8")).toBe(
      template.replace('"HTTP://Example.com/docs/"', '"http://example.com/docs/"'),
    );
  });
});
