/**
 * The command, step by step as ESLint's: options (options.ts), then for a check (check.ts) the
 * configuration, the files, the checking, a formatter chosen by name and the exit code. Errors the
 * user can fix are exit 2 with one message; they are thrown as UsageError or ConfigError and caught
 * here. The check's modules (and TypeScript's parser behind them, most of the start-up time) are
 * loaded only for a check: `--help`, `--version`, `explain` and a usage error answer at once.
 */
import { loadConfig } from "./config.js";
import { ConfigError, UsageError } from "./errors.js";
import { EXIT_CLEAN, EXIT_USAGE } from "./exit-code.js";
import { explain } from "./explain.js";
import { EXPLAIN_USAGE, parseOptions, USAGE } from "./options.js";
import { printable } from "./printable.js";
import { VERSION } from "./version.js";

export interface Io {
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}

/** Runs the command; resolves to the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  try {
    const options = parseOptions(argv);
    switch (options.command) {
      case "help":
        io.stdout.write(USAGE);
        return EXIT_CLEAN;
      case "explain-help":
        io.stdout.write(EXPLAIN_USAGE);
        return EXIT_CLEAN;
      case "version":
        io.stdout.write(`${VERSION}\n`);
        return EXIT_CLEAN;
      case "explain": {
        const { output, exitCode } = explain(options.uris, options.json);
        io.stdout.write(output);
        return exitCode;
      }
      case "check": {
        const config = loadConfig(io.cwd, options.config);
        const { check } = await import("./check.js");
        return await check(options, config, io);
      }
    }
  } catch (error) {
    // The messages quote values masked; what a terminal would act on is escaped here once more.
    if (error instanceof UsageError) {
      io.stderr.write(`urilint: ${printable(error.message)}\nRun "urilint --help" for the options.\n`);
      return EXIT_USAGE;
    }
    if (error instanceof ConfigError) {
      io.stderr.write(
        `urilint: bad configuration:\n${error.message
          .split("\n")
          .map((line) => `  ${printable(line)}`)
          .join("\n")}\n`,
      );
      return EXIT_USAGE;
    }
    throw error;
  }
}
