#!/usr/bin/env node
/**
 * urilint: checks the URIs in a repository's files (see run.ts). A bug ends the run with exit
 * code 2 and one line naming it, never a stack trace (which could quote a file's content), and
 * that line masked and escaped (its message may name a path or quote an argument).
 */
import { useTypeScriptCodeCache } from "@urilint/scan/files";
import { EXIT_USAGE } from "./exit-code.js";
import { maskText } from "./mask.js";
import { printable } from "./printable.js";
import { main } from "./run.js";

// TypeScript's compiler, which a run that reads a script loads, compiled once for later runs.
useTypeScriptCodeCache();

// A reader that stops early (`urilint | head`) is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
});

main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const detail =
      error instanceof Error
        ? printable(maskText(`${error.name}: ${error.message.split("\n")[0] ?? ""}`))
        : "unknown error";
    process.stderr.write(`urilint: internal error (${detail}); please report it\n`);
    process.exitCode = EXIT_USAGE;
  },
);
