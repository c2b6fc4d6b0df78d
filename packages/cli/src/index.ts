/**
 * urilint, the command, as a module: `main(argv, io)` runs it and resolves to the exit code; the
 * formatters are pure functions of a report.
 */
export { main, type Io } from "./run.js";
export { FORMATTERS, FORMAT_NAMES, type Formatter, type FormatName, type FormatContext } from "./formatters/index.js";
export type { Report, FileResult, Problem, Note, NoteKind, Severity, Counts } from "./results.js";
export { countsOf } from "./results.js";
export { partition } from "./shard.js";
export { VERSION } from "./version.js";
