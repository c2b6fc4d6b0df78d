/**
 * Shell input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking script, heredocs and quotes left open, and nesting deeper than a call stack.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { candidatesOf } from "./support/code-languages.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("shell"));

const PIECES = [
  "curl https://a.example/",
  "URL=",
  '"https://$HOST/x"',
  "'it'\\''s'",
  "$'\\x41\\u00e9'",
  "${X:-https://d.example/}",
  "$(",
  ")",
  "`",
  "<<EOF\n",
  "<<-'EOF'\n",
  "EOF\n",
  "\tEOF\n",
  "# https://c.example/ urilint-disable-next-line normalized-case",
  "\n",
  "\r\n",
  "  ",
  "\\\n",
  "~/",
  "[ ",
  " = ",
  " ]",
  "case $x in ",
  "*) ;; esac",
  "f() { ",
  " }",
  "export ",
  "local ",
  '"HTTP://A.example:80/"',
  "$((1+",
  "|",
  ";",
  "&&",
];

const SAMPLE = [
  "#!/usr/bin/env bash",
  "# An installer: see https://docs.example/install.",
  "set -eu",
  "",
  'MIRROR="${MIRROR:-https://dl.example.com/releases}"',
  "VERSION=1.2.3",
  "",
  "download() {",
  '  local url="$MIRROR/v$VERSION/tool.tar.gz"',
  '  curl -fsSL -o /tmp/tool.tar.gz "$url" || wget -qO /tmp/tool.tar.gz "$url"',
  "}",
  "",
  'case "$(uname -s)" in',
  "  Linux*) os=linux ;;",
  "  *) os=other ;;",
  "esac",
  "",
  "cat <<EOF >&2",
  "Installed from https://dl.example.com/ for $os",
  "EOF",
  'git clone --depth 1 https://github.com/example/tool.git "$HOME/.tool"',
  "",
].join("\n");

describe("shell input of any shape", () => {
  fuzzTests("shell", PIECES, SAMPLE);

  it("with parse errors and things left open, still reads what it can", () => {
    for (const source of [
      "curl 'https://a.example/",
      'x="https://a.example/',
      "cat <<EOF\nhttps://a.example/\n",
      "$((",
      "if then fi",
    ])
      expectSoundScan(source, "shell");
    expect(candidatesOf("if [ ; then\ncurl https://a.example/\nfi\n", "shell").map((c) => c.value.text)).toContain(
      "https://a.example/",
    );
  });

  it("nested deeper than a call stack", () => {
    expectSoundScan(`${"$(".repeat(5000)}https://a.example/${")".repeat(5000)}\n`, "shell");
    expectSoundScan(`x=${'"$('.repeat(3000)}echo https://a.example/${')"'.repeat(3000)}\n`, "shell");
  });

  it("with one word of more parts than a call has arguments", () => {
    const [match] = expectSoundScan(`curl https://a.example/${'"a"'.repeat(150_000)}\n`, "shell");
    expect(match?.candidate.value.text.length).toBe(150_018);
  });
});
