/**
 * Ruby files through the command: read by name (`.rb`, `Gemfile`, `.gemspec`, `.rake`) or by a
 * `#!` line naming ruby, their disable comments honoured, their fixes written as valid Ruby, their
 * passwords never shown.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOf, PASSWORDS, Project, summary } from "./support/repo.js";

const CLIENT = [
  'require "net/http"',
  "",
  'BASE_URL = "HTTP://API.example.com:80/v1"',
  `DB = "postgres://app:${PASSWORDS[0]}@db.example.com/app"`,
  "# urilint-disable-next-line no-plaintext-password",
  `CACHE = "redis://cache:${PASSWORDS[1]}@cache.example.com/0"`,
  'Net::HTTP.get_response(URI(BASE_URL + "/users"))',
  "",
].join("\n");

describe("Ruby files", () => {
  it("are read by name and by a #! line, with their disable comments", () => {
    const project = new Project({
      "lib/client.rb": CLIENT,
      Gemfile: "source 'https://RubyGems.org'\n",
      "app.gemspec": 'Gem::Specification.new { |s| s.homepage = "https://Example.com/" }\n',
      "tasks/release.rake": 'task(:x) { URI("localhost:8080/x") }\n',
      // Read as text, it would hold no URI: only a sink makes a host and port one.
      "bin/tool": '#!/usr/bin/env ruby\nURI.parse("localhost:8080/x")\n',
    });
    const run = project.expect(["--format", "json"], 1);
    expect(summary(jsonOf(run))).toEqual([
      "Gemfile:1:17 host-case",
      "app.gemspec:1:52 host-case",
      "bin/tool:2:12 host-port-without-scheme",
      "lib/client.rb:3:13 scheme-case",
      "lib/client.rb:3:20 host-case",
      "lib/client.rb:3:35 default-port",
      "lib/client.rb:4:22 plaintext-password",
      "tasks/release.rake:1:17 host-port-without-scheme",
    ]);
    for (const password of PASSWORDS) expect(run.stdout + run.stderr).not.toContain(password);
  });

  it("get their fixes written as valid Ruby, a value of pieces left alone", () => {
    const project = new Project({ "client.rb": CLIENT + 'OTHER = "HTTP://API.example.com:80/#{path}"\n' });
    project.run(["--fix"]);
    const fixed = readFileSync(project.path("client.rb"), "utf8");
    expect(fixed).toContain('BASE_URL = "http://api.example.com/v1"');
    expect(fixed).toContain('OTHER = "HTTP://API.example.com:80/#{path}"');
    expect(fixed.replace('BASE_URL = "http://api.example.com/v1"', 'BASE_URL = "HTTP://API.example.com:80/v1"')).toBe(
      CLIENT + 'OTHER = "HTTP://API.example.com:80/#{path}"\n',
    );
  });
});
