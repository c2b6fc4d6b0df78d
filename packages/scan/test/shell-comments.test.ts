/**
 * Shell comments: read as prose (their URIs by content; never the `#!` line), given to the
 * directive sink so that `# urilint-disable-next-line` works, and the comment that silences a
 * finding written only where the shell reads it as a comment of its own line.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { candidatesOf, keptFindings, withDisableComment } from "./support/code-languages.js";

beforeAll(() => prepareLanguage("shell"));

describe("comments", () => {
  it("are read as prose, the #! line not at all, a # inside a word no comment", () => {
    const source = [
      "#!/usr/bin/env -S bash https://not.a.comment/",
      "# see https://docs.example/a",
      "curl https://a.example/#frag # and https://c.example/x",
      "",
    ].join("\n");
    expect(candidatesOf(source, "shell").map((c) => [c.value.text, c.site.in])).toEqual([
      ["https://docs.example/a", "comment"],
      ["https://a.example/#frag", "string"],
      ["https://c.example/x", "comment"],
    ]);
  });

  it("give their text to the comment sink", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        "#!/bin/sh\necho '# not a comment' # a comment\n",
        "shell",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([JSON.stringify({ text: " a comment", start: 33, end: 44, block: false })]);
  });
});

describe("disable directives", () => {
  const password = "DB_URL='postgres://admin:Sup3rSecret@db.example/app'";

  it("silence the finding of the next line, or of their own", () => {
    expect(keptFindings(`${password}\n`, "shell")).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`# urilint-disable-next-line no-plaintext-password\n${password}\n`, "shell")).toEqual([]);
    expect(keptFindings(`${password}  # urilint-disable-line no-plaintext-password\n`, "shell")).toEqual([]);
  });

  it("are not read from a word or a heredoc", () => {
    expect(keptFindings(`echo "# urilint-disable-next-line no-plaintext-password"\n${password}\n`, "shell")).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
    expect(
      keptFindings(
        "cat <<'EOF'\n# urilint-disable-next-line no-plaintext-password\npostgres://admin:Sup3rSecret@db.example/app\nEOF\n",
        "shell",
      ),
    ).toEqual(["plaintext-password: Sup3rSecret"]);
  });
});

describe("the comment that silences a finding", () => {
  it("goes on a line of its own, indented like the finding's, and silences it", () => {
    const text = "main() {\r\n  curl HTTP://a.example/\r\n}\r\n";
    const fixed = withDisableComment(text, "shell", "scheme-case");
    expect(fixed).toBe(
      "main() {\r\n  # urilint-disable-next-line normalized-case\r\n  curl HTTP://a.example/\r\n}\r\n",
    );
    expect(keptFindings(fixed as string, "shell")).toEqual([]);
  });

  it("is not offered after a line continued by a backslash, in a word begun above, or in a heredoc", () => {
    expect(withDisableComment("curl -fsSL \\\n  HTTP://a.example/\n", "shell", "scheme-case")).toBeUndefined();
    expect(
      withDisableComment('curl "https://a.example/\\\n%7e"\n', "shell", "unreserved-percent-encoded"),
    ).toBeUndefined();
    expect(withDisableComment("cat <<EOF\nsee HTTP://a.example/\nEOF\n", "shell", "scheme-case")).toBeUndefined();
  });
});
