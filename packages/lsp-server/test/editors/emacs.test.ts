/**
 * The README's Emacs snippet, as written, in Emacs 28 with eglot 1.9 from Debian (`emacs-nox`,
 * `elpa-eglot`, and the modes `elpa-markdown-mode`, `elpa-yaml-mode`, `elpa-dockerfile-mode`):
 * the snippet is a new user's whole ~/.emacs.d/init.el, Emacs runs in a terminal that tmux gives
 * it (eglot and Flymake start from the command loop, which `--batch` has not), and
 * emacs-driver.el types `C-x C-f` for a file of every language the snippet covers and waits for
 * Flymake to show urilint's findings, then types `C-h .` for the hover and `M-x eglot-code-actions`
 * for a fix, as the README says. No Emacs or tmux is a failure, not a skip.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assertBuilt } from "../support/client.js";
import { rowsFor } from "./languages.js";
import {
  editorVersion,
  expectFeatures,
  expected,
  makeSandbox,
  readmeSnippet,
  seen,
  transcript,
  type Sandbox,
} from "./sandbox.js";

const DRIVER = fileURLToPath(new URL("./emacs-driver.el", import.meta.url));
const PACKAGES = ["emacs-nox", "elpa-eglot", "elpa-markdown-mode", "elpa-yaml-mode", "elpa-dockerfile-mode", "tmux"];

/** `emacs -nw -l DRIVER` in a detached tmux session of its own; returns its exit status. */
function runInTmux(sandbox: Sandbox): string {
  const socket = join(sandbox.root, "tmux.sock");
  const status = join(sandbox.root, "emacs.status");
  const script = [
    `tmux -S '${socket}' new-session -d -x 120 -y 40 -c '${sandbox.project}' "emacs -nw -l '${DRIVER}'; echo \\$? > '${status}'"`,
    `while [ ! -s '${status}' ]; do sleep 0.1; done`,
  ].join(" && ");
  const run = spawnSync("sh", ["-c", script], { env: sandbox.env, encoding: "utf8", timeout: 100_000 });
  spawnSync("tmux", ["-S", socket, "kill-server"], { encoding: "utf8" });
  const exit = existsSync(status) ? readFileSync(status, "utf8").trim() : `none (${run.signal ?? run.status})`;
  return `exit ${exit}\n${run.stderr}`;
}

describe("the README's Emacs + eglot snippet", () => {
  it(
    "shows urilint's findings, with the snippet's settings, in every file it covers; C-h . hovers, eglot-code-actions fixes",
    { timeout: 120_000 },
    async () => {
      const version = editorVersion("emacs", PACKAGES);
      editorVersion("tmux", PACKAGES, "-V");
      assertBuilt();
      const rows = rowsFor("emacs");
      const sandbox = makeSandbox(rows, ".emacs.d/init.el", readmeSnippet("emacs/init.el"));
      try {
        const output = `${version}\n${runInTmux(sandbox)}`;
        expect(await seen(sandbox, rows), transcript(sandbox, output)).toEqual(expected(rows, "emacs"));

        // C-h . showed the hover; M-x eglot-code-actions offered the scheme's fix first, and RET applied it.
        const features = expectFeatures(sandbox, output);
        expect(features["prompt"]).toBe("[eglot] Pick an action (default Lower-case the scheme): ");
      } finally {
        sandbox.dispose();
      }
    },
  );
});
