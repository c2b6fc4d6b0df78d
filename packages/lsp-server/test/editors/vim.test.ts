/**
 * The README's Vim snippet, as written, in Vim 9 with ALE 3.3 from Debian (`vim`, `vim-ale`): the
 * snippet is a new user's whole ~/.vimrc, and vim-driver.vim opens a file of every language it
 * covers and waits for ALE to show urilint's findings. Vim runs without a terminal
 * (`--not-a-term`); ALE's jobs and timers run as in a terminal. No Vim is a failure, not a skip.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assertBuilt } from "../support/client.js";
import { rowsFor } from "./languages.js";
import { editorVersion, expected, makeSandbox, readmeSnippet, seen, transcript } from "./sandbox.js";

const DRIVER = fileURLToPath(new URL("./vim-driver.vim", import.meta.url));

describe("the README's Vim + ALE snippet", () => {
  it("shows urilint's findings, with the snippet's settings, in every file it covers", { timeout: 120_000 }, async () => {
    const version = editorVersion("vim", ["vim", "vim-ale"]);
    assertBuilt();
    const rows = rowsFor("vim");
    const sandbox = makeSandbox(rows, ".vimrc", readmeSnippet("vim/vimrc"));
    try {
      const run = spawnSync("vim", ["--not-a-term", "-S", DRIVER], {
        cwd: sandbox.project, env: sandbox.env, encoding: "utf8", timeout: 90_000, stdio: ["ignore", "pipe", "pipe"],
      });
      const output = `${version}\nexit ${run.status ?? run.signal}\n${run.stderr}`;
      expect(await seen(sandbox, rows), transcript(sandbox, output)).toEqual(expected(rows, "vim"));
    } finally {
      sandbox.dispose();
    }
  });
});
