/**
 * zsh's own syntax, read with the bash grammar: where the grammar's recovery from an error pairs
 * quotes wrongly (a string across lines), the lines of that string after its first are read again
 * on their own (recovery.ts), so that the comments and commands there are read as they are written.
 * The snippets are cut from ohmyzsh/ohmyzsh at 830a5bcf (MIT), each naming its file and line.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { candidatesOf, keptFindings } from "./support/code-languages.js";
import { urisOf } from "./support/documents.js";

beforeAll(() => prepareLanguage("shell"));

/** Each URI the detector took, as [its text in the document, what it is in]. */
function readIn(source: string): [string, string][] {
  return urisOf(source, "shell").matches.map(({ candidate: c }) => [source.slice(c.start, c.end), c.site.in]);
}

/** plugins/emacs/emacs.plugin.zsh:14: nested `${${...}}` with flags, and quotes inside it. */
const NESTED_FLAGS = 'is-at-least 24 "${${(Az)"$(emacsclient --version 2>/dev/null)"}[2]}" || return 0\n';

describe("zsh's own syntax", () => {
  it("reads the comments after a line whose quotes the grammar paired wrongly (emacs.plugin.zsh:14)", () => {
    const source = [
      NESTED_FLAGS.trimEnd(),
      "",
      "# Handle $0 according to the standard:",
      "# https://zdharma-continuum.github.io/Zsh-100-Commits-Club/Zsh-Plugin-Standard.html",
      '0="${${ZERO:-${0:#$ZSH_ARGZERO}}:-${(%):-%N}}"',
      "",
    ].join("\n");
    expect(readIn(source)).toEqual([
      ["https://zdharma-continuum.github.io/Zsh-100-Commits-Club/Zsh-Plugin-Standard.html", "comment"],
    ]);
  });

  it("reads a command's URI after such a line, with its finding at its place, and a disable comment there", () => {
    const source = `${NESTED_FLAGS}# urilint-disable-next-line\ncurl HTTP://a.example/x\ncurl http://b.example:80/\n`;
    expect(keptFindings(source, "shell")).toEqual(["default-port: :80"]);
    const comments: string[] = [];
    runSync(
      scanDocument(
        source,
        "shell",
        () => undefined,
        (comment) => comments.push(comment.text),
      ),
    );
    expect(comments).toEqual([" urilint-disable-next-line"]);
  });

  it("reads the comments after a message whose parameter flags the grammar took for quotes (cli.zsh:420)", () => {
    const source = [
      '    echo >&2 "Usage: ${(j: :)${(s.::.)0#_}} <plugin>"',
      "    return 1",
      "  fi",
      "",
      "  local readme",
      '  for readme in "$ZSH_CUSTOM/plugins/$1/README.md" "$ZSH/plugins/$1/README.md"; do',
      '    if [[ -f "$readme" ]]; then',
      "      # If being piped, just cat the README",
      "      if [[ ! -t 1 ]]; then",
      '        cat "$readme"',
      "        return $?",
      "      fi",
      "",
      "      # Enrich the README display depending on the tools we have",
      "      # - glow: https://github.com/charmbracelet/glow",
      "      # - bat: https://github.com/sharkdp/bat",
      "",
    ].join("\n");
    expect(readIn(source)).toEqual([
      ["https://github.com/charmbracelet/glow", "comment"],
      ["https://github.com/sharkdp/bat", "comment"],
    ]);
  });

  it("reads the commands after an arithmetic test the grammar cannot read (adben.zsh-theme:70, `${+name}`)", () => {
    const source = [
      "ps1_fortune() {",
      "  if (( ${+commands[fortune]} )); then",
      "    fortune",
      "  fi",
      "}",
      "",
      "# Obtain a command tip",
      "ps1_command_tip() {",
      "  {",
      "    if (( ${+commands[wget]} )); then",
      "      command wget -qO- https://www.commandlinefu.com/commands/random/plaintext",
      "    elif (( ${+commands[curl]} )); then",
      "      command curl -fsL https://www.commandlinefu.com/commands/random/plaintext",
      "    fi",
      "  } | sed '1d;/^$/d'",
      "}",
      "",
    ].join("\n");
    expect(
      urisOf(source, "shell").matches.map(({ candidate }) => [candidate.value.text, candidate.site.context]),
    ).toEqual([
      [
        "https://www.commandlinefu.com/commands/random/plaintext",
        { kind: "sink", callee: "wget", argument: 1, role: "other" },
      ],
      [
        "https://www.commandlinefu.com/commands/random/plaintext",
        { kind: "sink", callee: "curl", argument: 1, role: "uri" },
      ],
    ]);
  });

  it("keeps the reading of a script the grammar reads without error: a string across lines is one word", () => {
    const source = 'echo "a\n# not a comment: https://a.example/x\nb"\n';
    expect(candidatesOf(source, "shell").map((c) => source.slice(c.start, c.end))).toEqual([
      "a\n# not a comment: https://a.example/x\nb",
    ]);
  });
});
