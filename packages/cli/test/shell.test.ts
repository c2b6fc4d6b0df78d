/**
 * Shell scripts through the command: read by name (`.sh`, `.bash`, `.zsh`, `.bashrc`), by a `#!`
 * line naming a shell or by a zsh completion function's `#compdef` line, their disable comments honoured, their fixes written as valid shell,
 * their passwords never shown.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOf, PASSWORDS, Project, summary } from "./support/repo.js";

const INSTALL = [
  "#!/bin/sh",
  "BASE_URL=HTTP://API.example.com:80/v1",
  `DB='postgres://app:${PASSWORDS[0]}@db.example.com/app'`,
  "# urilint-disable-next-line no-plaintext-password",
  `CACHE="redis://cache:${PASSWORDS[1]}@cache.example.com/0"`,
  'curl -fsSL "$BASE_URL/users"',
  "",
].join("\n");

describe("shell scripts", () => {
  it("are read by name and by a #! line, with their disable comments", () => {
    const project = new Project({
      "scripts/install.sh": INSTALL,
      "tools/env.bash": "export MIRROR='https://Mirror.example.com/'\n",
      "home/.zshrc": 'export ZSH_THEME_URL="https://Themes.example.com/"\n',
      "bin/tool": "#!/usr/bin/env bash\ncurl 'HTTP://a.example.com/x'\n",
      "bin/other": "#!/usr/bin/env dash\nwget https://Other.example.com/\n",
      // A zsh completion function, by its first line; read as text, it would hold no URI.
      "plugins/x/_x": "#compdef x\n_x() {\n  curl localhost:8080/x\n}\n",
    });
    const run = project.expect(["--format", "json"], 1);
    expect(summary(jsonOf(run))).toEqual([
      "bin/other:2:14 host-case",
      "bin/tool:2:7 scheme-case",
      "home/.zshrc:1:31 host-case",
      "plugins/x/_x:3:8 host-port-without-scheme",
      "scripts/install.sh:2:10 scheme-case",
      "scripts/install.sh:2:17 host-case",
      "scripts/install.sh:2:32 default-port",
      "scripts/install.sh:3:20 plaintext-password",
      "tools/env.bash:1:24 host-case",
    ]);
    for (const password of PASSWORDS) expect(run.stdout + run.stderr).not.toContain(password);
  });

  it("get their fixes written as valid shell, a word of pieces left alone", () => {
    const project = new Project({ "install.sh": INSTALL + 'OTHER="HTTP://API.example.com:80/$path"\n' });
    project.run(["--fix"]);
    const fixed = readFileSync(project.path("install.sh"), "utf8");
    expect(fixed).toContain("BASE_URL=http://api.example.com/v1");
    expect(fixed.replace("BASE_URL=http://api.example.com/v1", "BASE_URL=HTTP://API.example.com:80/v1")).toBe(
      INSTALL + 'OTHER="HTTP://API.example.com:80/$path"\n',
    );
  });
});
