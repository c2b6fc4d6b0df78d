/**
 * The CommonJS entry: `require("urilint")` gives the same module as `import` (Node >= 20.19 loads
 * the ESM build with `require()`). The types are imported in "import" mode, so that consumers that
 * resolve as node16 CommonJS read them without requiring an ES module.
 */
import type * as urilint from "./index.js" with { "resolution-mode": "import" };

const api: typeof urilint = require("./index.js") as typeof urilint;
// cjs-types: start
// The ES module's types, for `import type { ... }` from CommonJS files: an `export =` of a value
// carries none. Written by scripts/cjs-types.mjs from the ES module's exports.
declare namespace api {
  type Counts = urilint.Counts;
  type FileResult = urilint.FileResult;
  type FormatContext = urilint.FormatContext;
  type FormatName = urilint.FormatName;
  type Formatter = urilint.Formatter;
  type Io = urilint.Io;
  type Note = urilint.Note;
  type NoteKind = urilint.NoteKind;
  type Problem = urilint.Problem;
  type Report = urilint.Report;
  type Severity = urilint.Severity;
}
// cjs-types: end
export = api;
