/**
 * The README's Neovim snippet, as written, in Neovim 0.7 from Debian (`neovim`), headless: the
 * snippet is a new user's whole init.lua, and neovim-driver.lua opens a file of every language it
 * covers and waits for urilint's findings. No Neovim is a failure, not a skip.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assertBuilt } from "../support/client.js";
import { rowsFor } from "./languages.js";
import { editorVersion, runHeadless, expected, makeSandbox, readmeSnippet, seen, transcript } from "./sandbox.js";

const DRIVER = fileURLToPath(new URL("./neovim-driver.lua", import.meta.url));

describe("the README's Neovim snippet", () => {
  it(
    "shows urilint's findings, with the snippet's settings, in every file it covers",
    { timeout: 120_000 },
    async () => {
      const version = editorVersion("nvim", ["neovim"]);
      assertBuilt();
      const rows = rowsFor("neovim");
      const sandbox = makeSandbox(rows, ".config/nvim/init.lua", readmeSnippet("neovim/init.lua"));
      try {
        const output = `${version}\n${await runHeadless(sandbox, "nvim", ["--headless", "-c", `luafile ${DRIVER}`])}`;
        expect(await seen(sandbox, rows), transcript(sandbox, output)).toEqual(expected(rows, "neovim"));
      } finally {
        sandbox.dispose();
      }
    },
  );
});
