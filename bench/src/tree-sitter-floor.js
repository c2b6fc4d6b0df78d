// The floor under a tree-sitter language's scan (issue 37: scan ≤ 1.5x the grammar alone): the
// grammar's parse, and the same parse followed by a walk of the tree with the scan's own walk
// (walkTree) and the scan's own marks that reads nothing: it enters every node that holds a mark,
// down to the language's strings and comments, which it does not enter (the scan reads them, and
// mostly does not go inside). What that walk adds to the parse is the least any scan of the same
// shape adds; if it is above 0.5x of the parse, 1.5x is out of reach on this runtime. It is a
// little under the scan's own walk: an argument list's unmarked children before its last mark
// (which the scan gives their places), an f-string's fields and Ruby's heredoc bodies (marked
// by the reader as it goes) are not visited. The same floor is timed with the node walk
// (walkNodes: the same visits, fewer calls into the runtime, a `Node` for each node entered).
//
//   cd bench && node --expose-gc src/tree-sitter-floor.js [python,ruby,php,hcl,go,java,shell]
//
// Median of URILINT_BENCH_ROUNDS (7) rounds after a warm-up call, the parse, the floor and the scan
// interleaved in each round, on the scan bench's documents of each language (scan-inputs/, each file a document); wall
// clock and the main thread's own CPU time (/proc/thread-self/stat, 10 ms ticks; 0 where there is
// no such file), which other processes on a shared machine disturb less. URILINT_BENCH_SMOKE=1:
// one round on 20 KB (the test that the script still runs).
import { existsSync, readFileSync } from "node:fs";
import { prepareLanguage, runSync, scanDocument } from "@urilint/scan";
import { SMOKE, collect, flat, fmt, now, table, threadCpu } from "./lib.js";
// The scan's own walk and marks, from the built package (not part of its public API).
import { Grammar, walkNodes, walkTree } from "../../packages/scan/dist/reading/tree-sitter.js";
import { Marks } from "../../packages/scan/dist/reading/marks.js";

const HCL = { package: "@tree-sitter-grammars/tree-sitter-hcl", language: "HCL" };

/** Each language's grammar, its scan's marks, and the nodes its scan reads without entering. */
const LANGUAGES = {
  python: { grammar: ["tree-sitter-python.wasm"], marks: /["'#]/g, leaves: ["string", "comment"] },
  ruby: {
    grammar: ["tree-sitter-ruby.wasm"],
    marks: /["'%#`]|<<|^=begin/gm,
    leaves: [
      ...["comment", "string", "heredoc_body", "character", "string_array", "bare_string", "regex", "subshell"],
      ...["simple_symbol", "delimited_symbol", "symbol_array", "hash_key_symbol", "uninterpreted"],
    ],
  },
  php: {
    grammar: ["tree-sitter-php.wasm"],
    marks: /["'`#]|\/[/*]|<<</g,
    leaves: ["comment", "string", "encapsed_string", "heredoc", "nowdoc", "shell_command_expression", "text"],
  },
  hcl: {
    grammar: ["tree-sitter-hcl.wasm", HCL],
    marks: /["#/<]/g,
    leaves: ["comment", "quoted_template", "string_lit", "heredoc_template"],
  },
  go: {
    grammar: ["tree-sitter-go.wasm"],
    marks: /["`/]/g,
    leaves: ["comment", "interpreted_string_literal", "raw_string_literal"],
  },
  shell: {
    grammar: ["tree-sitter-bash.wasm"],
    marks: /[:%@#\\\u0080-\uffff]/g,
    leaves: [
      "comment",
      "command_name",
      "string",
      "raw_string",
      "ansi_c_string",
      "word",
      "concatenation",
      "heredoc_body",
    ],
  },
  java: {
    grammar: ["tree-sitter-java.wasm"],
    marks: /["/]/g,
    leaves: ["line_comment", "block_comment", "string_literal"],
  },
};

const ROUNDS = SMOKE ? 1 : Number(process.env.URILINT_BENCH_ROUNDS ?? 7);
const asked = (process.argv[2] ?? Object.keys(LANGUAGES).join(",")).split(",");

/** Medians (wall, thread CPU) of each function over the rounds, interleaved, after one warm-up call each. */
function timeTogether(fns) {
  const names = Object.keys(fns);
  for (const name of names) fns[name]();
  const wall = Object.fromEntries(names.map((name) => [name, []]));
  const cpu = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) {
      collect();
      const cpuStart = threadCpu();
      const start = now();
      fns[name]();
      wall[name].push(now() - start);
      cpu[name].push(threadCpu() - cpuStart);
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return Object.fromEntries(names.map((name) => [name, { wall: median(wall[name]), cpu: median(cpu[name]) }]));
}

const rows = [];
for (const language of asked) {
  const spec = LANGUAGES[language];
  if (spec === undefined) throw new Error(`no floor for ${language}: one of ${Object.keys(LANGUAGES).join(", ")}`);
  const input = await import(`./scan-inputs/${language}.js`);
  await prepareLanguage(input.language);
  const grammar = new Grammar(...spec.grammar);
  await grammar.prepare();
  const leaves = grammar.kinds(Object.fromEntries(spec.leaves.map((type) => [type, 1])));
  const visitor = { enter: (cursor, _end, marked) => marked && leaves[cursor.nodeTypeId] !== 1, leave() {} };
  // Each file a document of its own, as the command and bench:scan read them (URILINT_BENCH_JOINED=1: one joined document).
  const texts = (
    SMOKE ? [input.grow(20_000)] : process.env.URILINT_BENCH_JOINED === "1" ? [input.document()] : input.documents()
  ).map(flat);
  const onEach = (fn) => () => {
    for (const text of texts) fn(text);
  };
  const floorWith = (walk) =>
    onEach((text) => {
      const tree = grammar.parse(text);
      try {
        runSync(walk(tree, visitor, new Marks(text, spec.marks)));
      } finally {
        tree.delete();
      }
    });
  const times = timeTogether({
    parse: onEach((text) => grammar.parse(text).delete()),
    floor: floorWith(walkTree),
    nodes: floorWith(walkNodes),
    scan: onEach((text) => runSync(scanDocument(text, input.language, () => {}))),
  });
  const ratio = (name, clock) => `${fmt(times[name][clock] / times.parse[clock])}x`;
  const walkOnly = (clock, floor = "floor") =>
    `${fmt((times[floor][clock] - times.parse[clock]) / times.parse[clock])}x`;
  rows.push([
    language,
    `${fmt(texts.reduce((sum, text) => sum + text.length, 0) / 1e6)} M (${texts.length} documents)`,
    `${fmt(times.parse.wall)} ms (${fmt(times.parse.cpu)} ms)`,
    `${fmt(times.floor.wall)} ms (${fmt(times.floor.cpu)} ms)`,
    `${walkOnly("wall")} (${walkOnly("cpu")})`,
    `${walkOnly("wall", "nodes")} (${walkOnly("cpu", "nodes")})`,
    `${fmt(times.scan.wall)} ms (${fmt(times.scan.cpu)} ms)`,
    `${ratio("scan", "wall")} (${ratio("scan", "cpu")})`,
  ]);
}
const load = existsSync("/proc/loadavg")
  ? readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
  : "unknown";
console.log(`Median of ${ROUNDS} rounds, wall clock (in brackets: the main thread's CPU); load average ${load}`);
console.log(
  table(
    [
      "language",
      "size",
      "parse",
      "parse + floor walk",
      "floor walk / parse",
      "node walk / parse",
      "scan",
      "scan / parse",
    ],
    rows,
  ),
);
