/**
 * Go, Rust, Java, Kotlin (and Gradle's Kotlin scripts) and C# files through the command: read by their names, their disable comments
 * honoured, their fixes written in their own quoting, a value of pieces left alone, their
 * passwords never shown.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOf, PASSWORDS, Project, summary } from "./support/repo.js";

interface LanguageCase {
  readonly name: string;
  readonly file: string;
  readonly text: string;
  readonly findings: readonly string[];
  /** The line the fixes change, before and after. */
  readonly fixed: readonly [string, string];
}

const CASES: readonly LanguageCase[] = [
  {
    name: "Go",
    file: "client/client.go",
    text: [
      "package client",
      "",
      'const BaseURL = "HTTP://API.example.com:80/v1"',
      "",
      `var db = "postgres://app:${PASSWORDS[0]}@db.example.com/app"`,
      "",
      "// urilint-disable-next-line no-plaintext-password",
      `var cache = "redis://cache:${PASSWORDS[1]}@cache.example.com/0"`,
      "",
      'func f() { http.Get("HTTP://API.example.com:80/" + path) }',
      "",
    ].join("\n"),
    findings: [
      "client/client.go:3:18 scheme-case",
      "client/client.go:3:25 host-case",
      "client/client.go:3:40 default-port",
      "client/client.go:5:26 plaintext-password",
      "client/client.go:10:22 scheme-case",
      "client/client.go:10:29 host-case",
      "client/client.go:10:44 default-port",
    ],
    fixed: ['const BaseURL = "HTTP://API.example.com:80/v1"', 'const BaseURL = "http://api.example.com/v1"'],
  },
  {
    name: "Rust",
    file: "src/client.rs",
    text: [
      'const BASE_URL: &str = "HTTP://API.example.com:80/v1";',
      `const DB: &str = "postgres://app:${PASSWORDS[0]}@db.example.com/app";`,
      "// urilint-disable-next-line no-plaintext-password",
      `const CACHE: &str = r#"redis://cache:${PASSWORDS[1]}@cache.example.com/0"#;`,
      'fn f() { reqwest::get(format!("HTTP://API.example.com:80/{}", path)); }',
      "",
    ].join("\n"),
    findings: [
      "src/client.rs:1:25 scheme-case",
      "src/client.rs:1:32 host-case",
      "src/client.rs:1:47 default-port",
      "src/client.rs:2:34 plaintext-password",
      "src/client.rs:5:32 scheme-case",
      "src/client.rs:5:39 host-case",
      "src/client.rs:5:54 default-port",
    ],
    fixed: [
      'const BASE_URL: &str = "HTTP://API.example.com:80/v1";',
      'const BASE_URL: &str = "http://api.example.com/v1";',
    ],
  },
  {
    name: "Java",
    file: "src/main/java/Client.java",
    text: [
      "class Client {",
      '  static final String BASE_URL = "HTTP://API.example.com:80/v1";',
      '  static final String DB = """',
      `      postgres://app:${PASSWORDS[0]}@db.example.com/app""";`,
      "  // urilint-disable-next-line no-plaintext-password",
      `  static final String CACHE = "redis://cache:${PASSWORDS[1]}@cache.example.com/0";`,
      '  URI f() { return URI.create("HTTP://API.example.com:80/" + path); }',
      "}",
      "",
    ].join("\n"),
    findings: [
      "src/main/java/Client.java:2:35 scheme-case",
      "src/main/java/Client.java:2:42 host-case",
      "src/main/java/Client.java:2:57 default-port",
      "src/main/java/Client.java:4:22 plaintext-password",
      "src/main/java/Client.java:7:32 scheme-case",
      "src/main/java/Client.java:7:39 host-case",
      "src/main/java/Client.java:7:54 default-port",
    ],
    fixed: [
      '  static final String BASE_URL = "HTTP://API.example.com:80/v1";',
      '  static final String BASE_URL = "http://api.example.com/v1";',
    ],
  },
  {
    name: "Kotlin",
    file: "src/main/kotlin/Client.kt",
    text: [
      "class Client {",
      "  companion object {",
      '    const val BASE_URL = "HTTP://API.example.com:80/v1"',
      '    val DB = """',
      `      postgres://app:${PASSWORDS[0]}@db.example.com/app"""`,
      "    // urilint-disable-next-line no-plaintext-password",
      `    val CACHE = "redis://cache:${PASSWORDS[1]}@cache.example.com/0"`,
      "  }",
      '  fun f() = "HTTP://API.example.com:80/$path".toHttpUrl()',
      "}",
      "",
    ].join("\n"),
    findings: [
      "src/main/kotlin/Client.kt:3:27 scheme-case",
      "src/main/kotlin/Client.kt:3:34 host-case",
      "src/main/kotlin/Client.kt:3:49 default-port",
      "src/main/kotlin/Client.kt:5:22 plaintext-password",
      "src/main/kotlin/Client.kt:9:14 scheme-case",
      "src/main/kotlin/Client.kt:9:21 host-case",
      "src/main/kotlin/Client.kt:9:36 default-port",
    ],
    fixed: [
      '    const val BASE_URL = "HTTP://API.example.com:80/v1"',
      '    const val BASE_URL = "http://api.example.com/v1"',
    ],
  },
  {
    name: "Gradle's Kotlin script",
    file: "build.gradle.kts",
    text: [
      "repositories {",
      "  mavenCentral()",
      '  maven("HTTPS://Repo.example.com:443/releases/")',
      `  maven { url = uri("https://ci:${PASSWORDS[0]}@repo.example.com/snapshots/") }`,
      "}",
      "",
    ].join("\n"),
    findings: [
      "build.gradle.kts:3:10 scheme-case",
      "build.gradle.kts:3:18 host-case",
      "build.gradle.kts:3:34 default-port",
      "build.gradle.kts:4:33 plaintext-password",
    ],
    fixed: ['  maven("HTTPS://Repo.example.com:443/releases/")', '  maven("https://repo.example.com/releases/")'],
  },
  {
    name: "C#",
    file: "src/Client.cs",
    text: [
      "class Client {",
      '  const string BaseUrl = "HTTP://API.example.com:80/v1";',
      `  const string Db = @"postgres://app:${PASSWORDS[0]}@db.example.com/app";`,
      "  // urilint-disable-next-line no-plaintext-password",
      `  const string Cache = "redis://cache:${PASSWORDS[1]}@cache.example.com/0";`,
      '  Task F() => client.GetAsync($"HTTP://API.example.com:80/{path}");',
      "}",
      "",
    ].join("\n"),
    findings: [
      "src/Client.cs:2:27 scheme-case",
      "src/Client.cs:2:34 host-case",
      "src/Client.cs:2:49 default-port",
      "src/Client.cs:3:38 plaintext-password",
      "src/Client.cs:6:33 scheme-case",
      "src/Client.cs:6:40 host-case",
      "src/Client.cs:6:55 default-port",
    ],
    fixed: [
      '  const string BaseUrl = "HTTP://API.example.com:80/v1";',
      '  const string BaseUrl = "http://api.example.com/v1";',
    ],
  },
];

describe.each(CASES)("$name files", (c) => {
  it("are read by name, with their disable comments, and no password shown", () => {
    const project = new Project({ [c.file]: c.text });
    const run = project.expect(["--format", "json"], 1);
    expect(summary(jsonOf(run))).toEqual(c.findings);
    for (const password of PASSWORDS) expect(run.stdout + run.stderr).not.toContain(password);
  });

  it("get their fixes written in their own quoting, a value of pieces left alone", () => {
    const project = new Project({ [c.file]: c.text });
    project.run(["--fix"]);
    const fixed = readFileSync(project.path(c.file), "utf8");
    expect(fixed).toBe(c.text.replace(c.fixed[0], c.fixed[1]));
  });
});
