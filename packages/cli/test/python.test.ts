/**
 * Python files through the command: read by name (`.py`, `.pyi`) or by a `#!` line naming python,
 * their disable comments honoured, their fixes written as valid Python, their passwords never shown.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOf, PASSWORDS, Project, summary } from "./support/repo.js";

const CLIENT = [
  "import requests",
  "",
  'BASE_URL = "HTTP://API.example.com:80/v1"',
  `DB = "postgres://app:${PASSWORDS[0]}@db.example.com/app"`,
  "# urilint-disable-next-line no-plaintext-password",
  `CACHE = "redis://cache:${PASSWORDS[1]}@cache.example.com/0"`,
  'requests.get(BASE_URL + "/users", timeout=3)',
  "",
].join("\n");

describe("Python files", () => {
  it("are read by name and by a #! line, with their disable comments", () => {
    const project = new Project({
      "app/client.py": CLIENT,
      "app/stubs.pyi": 'URL: str = "https://Example.com/"\n',
      // Read as text, it would hold no URI: only a sink makes a host and port one.
      "bin/tool": `#!/usr/bin/env python3\nimport requests\nrequests.get("localhost:8080/x")\n`,
      "bin/notes": "not a script: https://example.com:443/\n",
    });
    const run = project.expect(["--format", "json"], 1);
    expect(summary(jsonOf(run))).toEqual([
      "app/client.py:3:13 scheme-case",
      "app/client.py:3:20 host-case",
      "app/client.py:3:35 default-port",
      "app/client.py:4:22 plaintext-password",
      "app/stubs.pyi:1:21 host-case",
      // A file without a #! line is plain text; the one that names python3 is Python.
      "bin/notes:1:34 default-port",
      "bin/tool:3:15 host-port-without-scheme",
    ]);
    for (const password of PASSWORDS) expect(run.stdout + run.stderr).not.toContain(password);
  });

  it("get their fixes written as valid Python, a value of pieces left alone", () => {
    const project = new Project({
      "client.py": CLIENT + 'OTHER = "HTTP://API.example.com:80/" + path\n',
    });
    project.run(["--fix"]);
    const fixed = readFileSync(project.path("client.py"), "utf8");
    expect(fixed).toContain('BASE_URL = "http://api.example.com/v1"');
    expect(fixed).toContain('OTHER = "HTTP://API.example.com:80/" + path');
    expect(fixed.replace('BASE_URL = "http://api.example.com/v1"', 'BASE_URL = "HTTP://API.example.com:80/v1"')).toBe(
      CLIENT + 'OTHER = "HTTP://API.example.com:80/" + path\n',
    );
  });
});
