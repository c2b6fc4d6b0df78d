/**
 * The compilers themselves, as the judges of what a literal means: each source (one literal, or an
 * expression of literals) with the value its language's own compiler gives it, recorded in
 * support/compiled/<language>.json so that the tests need no compiler. A source the compiler
 * rejects is recorded as null. Recorded (again) with the compiler on the PATH:
 *   URILINT_RECORD=go npx vitest run packages/scan/test/go-literals.test.ts
 * which records every source the tests ask for that is not recorded yet (URILINT_RECORD=go! records
 * them all anew). A test that asks for a source not recorded fails and says so.
 *
 * Values are UTF-16 strings; bytes that are no UTF-8 text (Go's "\xff", Rust's b"\xff") are
 * recorded as `{ bytes: hex }`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type CompiledValue = string | { readonly bytes: string } | null;

interface Recording {
  compiler: string;
  values: Record<string, CompiledValue>;
}

/** How a language's compiler is asked: a program that prints the values of `sources` as JSON lines. */
interface Compiler {
  readonly version: readonly string[];
  /** Runs the sources in `dir`; returns one JSON value per source, or throws when any is rejected. */
  run(dir: string, sources: readonly string[]): CompiledValue[];
}

const COMPILERS: Readonly<Record<string, Compiler>> = {
  csharp: {
    // Mono's compiler: C# up to 7 (no raw string literals, no `@$"`; those are checked against the specification).
    version: ["mcs", "--version"],
    run(dir, sources) {
      // Each value's UTF-16 code units, one line each (C#'s own strings, lone surrogates included).
      const program = [
        "using System;",
        "using System.Collections.Generic;",
        "class Values {",
        "  static void Main() {",
        "    string[] values = {",
        ...sources.map((source) => `      ${source},`),
        "    };",
        "    foreach (var v in values) {",
        "      var units = new List<string>();",
        "      foreach (var unit in v) units.Add(((int)unit).ToString());",
        '      Console.WriteLine(string.Join(",", units));',
        "    }",
        "  }",
        "}",
      ].join("\n");
      writeFileSync(join(dir, "Values.cs"), program);
      execFileSync("mcs", [`-out:${join(dir, "Values.exe")}`, join(dir, "Values.cs")], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      const output = execFileSync("mono", [join(dir, "Values.exe")], { encoding: "utf8" });
      return output
        .split("\n")
        .slice(0, sources.length)
        .map((line) => (line === "" ? "" : String.fromCharCode(...line.split(",").map(Number))));
    },
  },
  java: {
    version: ["java", "-version"],
    run(dir, sources) {
      // Each value's UTF-16 code units, one line each (Java's own strings, lone surrogates included).
      const program = [
        "public class Values {",
        "  public static void main(String[] args) {",
        "    String[] values = {",
        ...sources.map((source) => `      ${source},`),
        "    };",
        "    StringBuilder out = new StringBuilder();",
        "    for (String v : values) {",
        '      for (int i = 0; i < v.length(); i++) out.append(i == 0 ? "" : ",").append((int) v.charAt(i));',
        "      out.append('\\n');",
        "    }",
        "    System.out.print(out);",
        "  }",
        "}",
      ].join("\n");
      writeFileSync(join(dir, "Values.java"), program);
      const output = execFileSync("java", ["-Dfile.encoding=UTF-8", join(dir, "Values.java")], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      return output
        .split("\n")
        .slice(0, sources.length)
        .map((line) => (line === "" ? "" : String.fromCharCode(...line.split(",").map(Number))));
    },
  },
  kotlin: {
    // kotlinc 1.3 (Debian's): no trailing comma in a call, so the sources are joined. Its version
    // line follows the JVM's warnings.
    version: ["sh", "-c", "kotlinc -version 2>&1 | grep kotlinc"],
    run(dir, sources) {
      // Each value's UTF-16 code units, one line each (Kotlin's strings are Java's).
      const program = [
        "fun main() {",
        "  val values = arrayOf<String>(",
        sources.map((source) => `    ${source}`).join(",\n"),
        "  )",
        "  val out = StringBuilder()",
        "  for (v in values) {",
        '    for (i in 0 until v.length) out.append(if (i == 0) "" else ",").append(v[i].toInt())',
        "    out.append('\\n')",
        "  }",
        "  print(out)",
        "}",
      ].join("\n");
      writeFileSync(join(dir, "Values.kt"), program);
      execFileSync("kotlinc", [join(dir, "Values.kt"), "-include-runtime", "-d", join(dir, "values.jar")], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      const output = execFileSync("java", ["-jar", join(dir, "values.jar")], { encoding: "utf8" });
      return output
        .split("\n")
        .slice(0, sources.length)
        .map((line) => (line === "" ? "" : String.fromCharCode(...line.split(",").map(Number))));
    },
  },
  rust: {
    version: ["rustc", "--version"],
    run(dir, sources) {
      // Each literal's bytes, whatever its type (&str, &[u8; N], &CStr), as hex.
      const program = [
        "use std::ffi::CStr;",
        "trait Bytes { fn bytes_of(&self) -> Vec<u8>; }",
        "impl Bytes for str { fn bytes_of(&self) -> Vec<u8> { self.as_bytes().to_vec() } }",
        "impl<const N: usize> Bytes for [u8; N] { fn bytes_of(&self) -> Vec<u8> { self.to_vec() } }",
        "impl Bytes for CStr { fn bytes_of(&self) -> Vec<u8> { self.to_bytes().to_vec() } }",
        "fn main() {",
        "    let values: Vec<Vec<u8>> = vec![",
        ...sources.map((source) => `        (${source}).bytes_of(),`),
        "    ];",
        '    for v in values { println!("{}", v.iter().map(|b| format!("{:02x}", b)).collect::<String>()); }',
        "}",
      ].join("\n");
      writeFileSync(join(dir, "main.rs"), program);
      execFileSync("rustc", ["--edition", "2021", "-A", "warnings", "-o", join(dir, "main"), join(dir, "main.rs")], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      const output = execFileSync(join(dir, "main"), { encoding: "utf8" });
      return output
        .split("\n")
        .slice(0, sources.length)
        .map((line) => {
          const bytes = Buffer.from(line, "hex");
          try {
            return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
          } catch {
            return { bytes: line };
          }
        });
    },
  },
  shell: {
    // bash itself: each source is a command whose output is the value (`printf '%s' WORD`, a heredoc's `cat`).
    version: ["bash", "--version"],
    run(dir, sources) {
      const script = sources.map((source) => `(\n${source}\n) | od -An -v -tx1 | tr -d ' \\n'; echo`).join("\n");
      writeFileSync(join(dir, "values.sh"), `${script}\n`);
      const output = execFileSync("bash", [join(dir, "values.sh")], {
        encoding: "utf8",
        env: { PATH: process.env["PATH"] ?? "", LC_ALL: "C.UTF-8" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      return output
        .split("\n")
        .slice(0, sources.length)
        .map((line) => {
          try {
            return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(line, "hex"));
          } catch {
            return { bytes: line };
          }
        });
    },
  },
  go: {
    version: ["go", "version"],
    run(dir, sources) {
      const program = [
        "package main",
        'import ("encoding/hex"; "encoding/json"; "os"; "unicode/utf8")',
        "var values = []string{",
        ...sources.map((source) => `\t${source},`),
        "}",
        "func main() {",
        "\tout := make([]any, len(values))",
        "\tfor i, v := range values {",
        '\t\tif utf8.ValidString(v) { out[i] = v } else { out[i] = map[string]string{"bytes": hex.EncodeToString([]byte(v))} }',
        "\t}",
        "\tjson.NewEncoder(os.Stdout).Encode(out)",
        "}",
      ].join("\n");
      writeFileSync(join(dir, "main.go"), program);
      const output = execFileSync("go", ["run", "main.go"], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, GOCACHE: join(dir, "cache"), GO111MODULE: "off" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      return JSON.parse(output) as CompiledValue[];
    },
  },
};

const FILE = (language: string): URL => new URL(`./compiled/${language}.json`, import.meta.url);

function load(language: string): Recording {
  const file = FILE(language);
  if (!existsSync(file)) return { compiler: "", values: {} };
  return JSON.parse(readFileSync(file, "utf8")) as Recording;
}

/** The values `language`'s compiler gives `sources`, from the recording (recording first when asked). */
export function compiledValues(language: string, sources: readonly string[]): CompiledValue[] {
  const asked = process.env["URILINT_RECORD"];
  let recording = load(language);
  if (asked === language || asked === `${language}!`) {
    if (asked.endsWith("!")) recording = { compiler: "", values: {} };
    const missing = [...new Set(sources)].filter((source) => !(source in recording.values));
    if (missing.length > 0) {
      record(language, recording, missing);
      writeFileSync(FILE(language), `${JSON.stringify(recording, null, 2)}\n`);
    }
  }
  return sources.map((source) => {
    if (!(source in recording.values))
      throw new Error(
        `${language}: ${source} is not recorded; record it: URILINT_RECORD=${language} (see compiled.ts)`,
      );
    return recording.values[source] as CompiledValue;
  });
}

function record(language: string, recording: Recording, sources: readonly string[]): void {
  const compiler = COMPILERS[language];
  if (compiler === undefined) throw new Error(`no compiler is known for ${language}`);
  const version = spawnSync(compiler.version[0] as string, compiler.version.slice(1), { encoding: "utf8" });
  recording.compiler = `${version.stdout}${version.stderr}`.trim().split("\n")[0] ?? "";
  const dir = mkdtempSync(join(tmpdir(), `urilint-${language}-`));
  try {
    // Every source at once; where the compiler rejects the batch, each half alone, down to the rejected sources.
    const batches: (readonly string[])[] = [sources];
    while (batches.length > 0) {
      const batch = batches.pop() as readonly string[];
      let values: CompiledValue[] | undefined;
      try {
        values = compiler.run(dir, batch);
      } catch {
        values = undefined;
      }
      if (values !== undefined) batch.forEach((source, i) => (recording.values[source] = values[i] ?? null));
      else if (batch.length === 1) recording.values[batch[0] as string] = null;
      else batches.push(batch.slice(0, batch.length >> 1), batch.slice(batch.length >> 1));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
