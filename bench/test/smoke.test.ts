// Smoke: every benchmark script still runs end to end in its tiny mode (URILINT_BENCH_SMOKE=1: a
// few URIs, one round, small files) and prints its table. Times are never asserted.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const RUN = fileURLToPath(new URL("../src/run.js", import.meta.url));

function smoke(name: string): string {
  const result = spawnSync(process.execPath, [RUN, name], {
    env: { ...process.env, URILINT_BENCH_SMOKE: "1" },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}

/** The rows of the markdown tables in `output` whose first cell is `first`. */
function rowsStartingWith(output: string, first: string): string[][] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("| "))
    .map((line) => line.slice(2, -2).split(" | "))
    .filter((cells) => cells[0] === first);
}

describe("benchmark scripts (smoke mode)", () => {
  it("core: every library on every dataset, with an accept rate and a ratio to urilint", () => {
    const output = smoke("core");
    for (const dataset of ["node_files", "isaacs_files", "kasztp", "userbait", "wpt urltestdata"]) {
      expect(output).toContain(`: ${dataset} (50 URIs`);
    }
    const ours = rowsStartingWith(output, "**urilint tryParse**");
    expect(ours).toHaveLength(5);
    for (const row of ours) expect(row[5]).toBe("1x");
    for (const peer of [
      "Node URL (Ada)",
      "URL.canParse",
      "fast-uri",
      "uri-js",
      "urijs",
      "url-parse",
      "whatwg-url",
      "char loop",
      "floor",
    ]) {
      const rows = rowsStartingWith(output, peer);
      // Node's URL, URL.canParse, whatwg-url and the char loop also run on the IRI dataset.
      expect(rows, peer).toHaveLength(
        ["Node URL (Ada)", "URL.canParse", "whatwg-url", "char loop"].includes(peer) ? 6 : 5,
      );
      for (const row of rows) expect(row[4], peer).toMatch(/^\d+(\.\d+)?%$/);
    }
    expect(rowsStartingWith(output, "**urilint normalize**")).toHaveLength(5);
    // The targets table puts the floor's ratio to Node's URL beside urilint's.
    const targetRows = rowsStartingWith(output, "isaacs_files").filter((row) => row[1]!.endsWith("met"));
    expect(targetRows).toHaveLength(1);
    expect(targetRows[0]![2]).toMatch(/^\d+(\.\d+)?x$/);
    // IRIs: the WPT inputs with non-ASCII, urilint's IRI parse and mapping next to Node's URL.
    expect(output).toMatch(/IRIs \(RFC 3987\): wpt non-ASCII \(\d+ URIs/);
    expect(rowsStartingWith(output, "**urilint tryParseIri**")).toEqual([expect.arrayContaining(["1x"])]);
    for (const peer of ["urilint IRI to URI", "Node URL href", "whatwg-url href"]) {
      expect(
        rowsStartingWith(output, peer).some((row) => /^\d+(\.\d+)?%$/.test(row[4]!)),
        peer,
      ).toBe(true);
    }
    expect(output).toMatch(/Sink \(keeps every result alive\): -?\d+/);
  });

  it("scaling: a time for each length and a growth factor", () => {
    const output = smoke("scaling");
    const rows = rowsStartingWith(output, "**urilint tryParse**");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row[1]).toMatch(/ (µs|ms)$/);
      expect(row[2]).toMatch(/ (µs|ms)$/);
      expect(row[3]).toMatch(/x$/);
    }
  });

  it("growth: a ratio for every adversarial shape and function of the core", () => {
    const output = smoke("growth");
    const rows = rowsStartingWith(output, "'%' storm");
    expect(rows.map((row) => row[2])).toEqual(["validate", "split"]);
    for (const row of rows) expect(row[3]).toMatch(/^[\d.]+x$/);
    expect(rowsStartingWith(output, "many '..' segments").map((row) => row[2])).toEqual(["build(parse)"]);
    expect(rowsStartingWith(output, "a host of many '%FF'").map((row) => row[2])).toEqual(["check"]);
  });

  it("eslint: the plugin's rule time and share next to the baseline", () => {
    const output = smoke("eslint");
    expect(rowsStartingWith(output, "baseline")).toHaveLength(1);
    const withPlugin = rowsStartingWith(output, "baseline + urilint all");
    expect(withPlugin).toHaveLength(1);
    expect(withPlugin[0]![5]).toMatch(/ ms \(.+%\)$/);
    expect(rowsStartingWith(output, "baseline + stand-in rule")).toHaveLength(1);
    // The floor: as many idle rules as `all` turns on, timed like urilint's.
    const idleName = /^\| (baseline \+ \d+ idle rules) \|/m.exec(output)?.[1];
    expect(idleName).toBeDefined();
    const idle = rowsStartingWith(output, idleName!);
    expect(idle).toHaveLength(1);
    expect(idle[0]![5]).toMatch(/ ms \(.+%\)$/);
    // The reading floor: one rule that walks every node of the tree, and takes time doing it.
    const walk = rowsStartingWith(output, "baseline + tree-walk rule");
    expect(walk).toHaveLength(1);
    expect(Number(/^([\d.,]+) ms/.exec(walk[0]![5]!)?.[1]?.replaceAll(",", ""))).toBeGreaterThan(0);
  });

  it("lsp: diagnostics and hover latencies from the built server", () => {
    const output = smoke("lsp");
    for (const measure of [
      "diagnostics after didOpen, cold (first open)",
      "diagnostics from the server's spawn (start-up, initialize, first didOpen)",
      "updated diagnostics after an edit",
    ]) {
      expect(rowsStartingWith(output, `dense: ${measure}`)).toHaveLength(1);
    }
    // Beside the server, TypeScript's parse of the same file, and the ratios to it.
    expect(output).toMatch(/TypeScript's parse of the same file in this process: [\d.,]+ ms/);
    expect(rowsStartingWith(output, "dense: updated diagnostics after an edit")[0]![6]).toMatch(
      /the parse: (met|NOT met)/,
    );
    const hover = output.split("\n").find((line) => line.startsWith("| dense: hover ("));
    expect(hover).toMatch(/\| [\d.,]+ ms \| [\d.,]+ ms \|/);
  });

  it("scan: every language of bench/src/scan-inputs beside its parser, and its growth", () => {
    const output = smoke("scan");
    const languages = readdirSync(fileURLToPath(new URL("../src/scan-inputs", import.meta.url))).filter((f) =>
      f.endsWith(".js"),
    );
    expect(languages.length).toBeGreaterThanOrEqual(3);
    const speed = output.split("\n").filter((line) => /^\| \w+ \| .* \| [\d.]+x \| ([\d.,]+x|–) \|$/.test(line));
    expect(speed).toHaveLength(languages.length);
    // scan (MB/s), scan / parser, the same in CPU, scan / char loop, all
    for (const row of speed)
      expect(row).toMatch(/ ms \([\d.,]+ MB\/s\) \| [\d.,]+x \| ([\d.,]+x|–) \| [\d.,]+x \| [\d.,]+ ms/);
  });

  it("cli: the command beside ripgrep and the parsers, with jobs, cache and shards, and the goals", () => {
    const output = smoke("cli");
    for (const run of [
      "text-like: ripgrep -j1",
      "text-like: urilint --jobs 1",
      "scripts: urilint --jobs 1",
      "all: urilint --jobs 2, cold",
      "all: urilint --jobs 1 --cache, warm",
      "all: urilint --jobs 1 --shard 4/4",
    ]) {
      expect(rowsStartingWith(output, run), run).toHaveLength(1);
    }
    expect(rowsStartingWith(output, "all: urilint --jobs 1, cold")[0]![5]).toMatch(/^[\d.,]+ MB\/s$/);
    const goals = output
      .split("## Goals")[1]!
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| goal") && !line.startsWith("| ---"));
    expect(goals).toHaveLength(7);
    for (const goal of goals) expect(goal).toMatch(/\| (yes|\*\*no\*\*) \|$/);
  }, 120_000);

  it("tree-sitter-floor: each tree-sitter language's parse, the floor walk and the scan", () => {
    const script = fileURLToPath(new URL("../src/tree-sitter-floor.js", import.meta.url));
    const result = spawnSync(process.execPath, [script], {
      env: { ...process.env, URILINT_BENCH_SMOKE: "1" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    for (const language of ["python", "ruby", "php", "hcl", "go", "java"]) {
      const rows = rowsStartingWith(result.stdout, language);
      expect(rows, language).toHaveLength(1);
      // The ratio of the wall clock, then of the CPU (in 10 ms ticks: on 20 KB, any or none).
      expect(rows[0]![4], language).toMatch(/^-?[\d.]+x \(.+x\)$/);
    }
  }, 120_000);

  it("links: the command's link checker beside remark-validate-links on the same files, and what each reports", () => {
    const output = smoke("links");
    for (const run of ["urilint", "urilint, every check", "remark-validate-links"]) {
      const rows = rowsStartingWith(output, run);
      expect(rows, run).toHaveLength(1);
      expect(rows[0]![1], run).toMatch(/^[\d.,]+ ms$/);
    }
    expect(output).toMatch(/^Goal: .*: (met|not met) \(/m);
    expect(output).toMatch(
      /^Reports by file and line: \d+ on both, \d+ by urilint only, \d+ by remark-validate-links only\.$/m,
    );
  }, 120_000);
});
