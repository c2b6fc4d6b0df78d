/**
 * The README's Vim snippet, as written, in Vim 9 with ALE 3.3 from Debian (`vim`, `vim-ale`): the
 * snippet is a new user's whole ~/.vimrc, and vim-driver.vim opens a file of every language it
 * covers and waits for ALE to show urilint's findings, then runs :ALEHover and :ALECodeAction. Vim runs without a terminal
 * (`--not-a-term`); ALE's jobs and timers run as in a terminal. No Vim is a failure, not a skip.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assertBuilt } from "../support/client.js";
import { rowsFor } from "./languages.js";
import {
  editorVersion,
  expectFeatures,
  runHeadless,
  expected,
  makeSandbox,
  readmeSnippet,
  seen,
  transcript,
} from "./sandbox.js";

const DRIVER = fileURLToPath(new URL("./vim-driver.vim", import.meta.url));

describe("the README's Vim + ALE snippet", () => {
  it(
    "shows urilint's findings, with the snippet's settings, in every file it covers; :ALEHover hovers, :ALECodeAction fixes",
    { timeout: 120_000 },
    async () => {
      const version = editorVersion("vim", ["vim", "vim-ale"]);
      assertBuilt();
      const rows = rowsFor("vim");
      const sandbox = makeSandbox(rows, ".vimrc", readmeSnippet("vim/vimrc"));
      try {
        const output = `${version}\n${await runHeadless(sandbox, "vim", ["--not-a-term", "-S", DRIVER], /Press ENTER or type command to continue/)}`;
        expect(await seen(sandbox, rows), transcript(sandbox, output)).toEqual(expected(rows, "vim"));
        // :ALEHover showed the hover in the preview window; :ALECodeAction's first fix, chosen with 1<CR>, applied.
        expectFeatures(sandbox, output);
      } finally {
        sandbox.dispose();
      }
    },
  );
});
