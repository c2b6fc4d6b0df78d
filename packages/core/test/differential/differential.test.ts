/**
 * Differential test of the core parser against implementations nobody here wrote: uriparser (C)
 * and rfc3986 (Python), both from Debian, plus the generator itself (it knows what it built).
 * CI runs a fixed-seed slice; `node packages/core/scripts/differential.mjs` runs a million cases
 * with a new seed through the same test (URILINT_DIFFERENTIAL_SEED / URILINT_DIFFERENTIAL_CASES).
 * A quarter of the generated inputs are host literals near the IPv6address grammar, and uriparser
 * also reads every enumerated IP literal, IPv4 address and port (support/ip-literal-shapes.ts):
 * random edits alone missed "[1:2:3:4:5:6:7:8::]" in a million cases.
 * Needs: apt-get install -y gcc libc6-dev liburiparser-dev python3 python3-rfc3986
 */
import { beforeAll, describe, expect, test } from "vitest";
import { validate } from "@urilint/core";
import { PORT_EDGES, ipv4Edges, ipv6LiteralInsides } from "../support/ip-literal-shapes.js";
import { compare, coreVerdict } from "./compare.js";
import { KNOWN_DIFFERENCES } from "./known-differences.js";
import { LineOracle, buildUriparserHarness, findRfc3986Python, type OracleVerdict } from "./oracles.js";
import { describeUnexplained, formatSummary, runDifferential, type RunSummary, type Source } from "./run.js";

const SEED = Number(process.env.URILINT_DIFFERENTIAL_SEED ?? 20260401);
const CASES = Number(process.env.URILINT_DIFFERENTIAL_CASES ?? 30000);
const ON_DEMAND =
  process.env.URILINT_DIFFERENTIAL_SEED !== undefined || process.env.URILINT_DIFFERENTIAL_CASES !== undefined;
/** Generous: about 65 µs per case measured here (both oracles), times 15, and never under two minutes. */
const RUN_TIMEOUT = Math.max(120_000, CASES * 1);

/** Inputs that pin corners of the grammar, checked before the generated ones. */
const CORNERS = [
  "",
  "?",
  "#",
  "//",
  "///",
  "a:",
  "x:/",
  "./a:b",
  "1a:b",
  "http://h:/",
  "http://@h",
  "http://a@b@c",
  "http://[::1]",
  "http://[::]",
  "http://[1:2:3:4:5:6:7::]",
  "http://[::1:2:3:4:5:6:7]",
  "http://[1:2:3:4:5:6:7:8]",
  "http://[1:2:3:4:5:6:7:8::]",
  "http://[::ffff:1.2.3.4]",
  "http://[::01.2.3.4]",
  "http://[1::2::3]",
  "http://[v1.x]",
  "http://[V1.x]",
  "http://[v.x]",
  "http://1.2.3.4",
  "http://01.2.3.4",
  "http://1.2.3.256",
  "http://1.2.3",
  "http://h:123456",
  "%",
  "%4",
  "%41",
  "a b",
];

let summary: RunSummary;

describe("differential: core vs uriparser and rfc3986", () => {
  test("the independent implementations are installed (apt packages named on failure)", () => {
    expect(buildUriparserHarness()).toMatch(/uriparser-harness/);
    expect(findRfc3986Python()).toBe("/usr/bin/python3");
  });

  beforeAll(async () => {
    const started = performance.now();
    summary = await runDifferential({
      seed: SEED,
      cases: CASES,
      extraInputs: [...CORNERS, ...KNOWN_DIFFERENCES.map((known) => known.witness)],
      onProgress: ON_DEMAND
        ? (done, total) => {
            if (done % 100_000 < 2000 || done === total) process.stderr.write(`  ${done}/${total}\n`);
          }
        : undefined,
    });
    if (ON_DEMAND) {
      console.log(`${formatSummary(summary)}\n  took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }, RUN_TIMEOUT);

  const agreement = (source: Source): void => {
    const tally = summary.tallies[source];
    expect(tally.compared).toBeGreaterThan(0);
    expect(
      tally.unexplainedCount,
      `seed ${SEED}, ${tally.unexplainedCount} unexplained:\n${tally.unexplained.slice(0, 20).map(describeUnexplained).join("\n")}`,
    ).toBe(0);
  };

  test(`uriparser agrees on validity, components and host kind (seed ${SEED}, ${CASES} cases)`, () => {
    agreement("uriparser");
    // uriparser is exact: no known difference is needed, and none is listed.
    expect(summary.tallies.uriparser.explainedInputs).toBe(0);
  });

  test("rfc3986 agrees except for its listed, RFC-justified differences", () => {
    agreement("rfc3986");
  });

  test("the core reads every generated reference as valid, with the components the grammar built", () => {
    agreement("grammar");
    expect(summary.tallies.grammar.compared).toBe(Math.ceil(CASES / 2));
  });

  test("validate, tryParse and parse agree with each other on every input", () => {
    agreement("core");
  });

  test("the inputs cover both sides: many valid, many invalid", () => {
    expect(summary.coreValid).toBeGreaterThan(summary.inputs * 0.4);
    expect(summary.inputs - summary.coreValid).toBeGreaterThan(summary.inputs * 0.15);
  });

  test.each(KNOWN_DIFFERENCES.map((known) => [known.id, known] as const))(
    "known difference %s is real: its witness shows it",
    (_id, known) => {
      expect(known.reason).toMatch(/RFC \d+ [\d.]+/);
      expect(summary.explainedBy.get(known.witness), `witness ${JSON.stringify(known.witness)}`).toContain(known.id);
    },
  );

  test("the comparison is not blind: a wrong answer is a disagreement", async () => {
    const oracle = LineOracle.uriparser();
    try {
      const [answer] = await oracle.verdicts(["http://example.com/a?b#c"]);
      for (const wrong of ["http://example.com/a?b#d", "http://example.com/a?b", "http://example.com:/a?b#c", "a b"]) {
        expect(compare("uriparser", wrong, coreVerdict(wrong).verdict, answer!), wrong).not.toEqual([]);
      }
    } finally {
      oracle.close();
    }
  });
});

describe("differential: uriparser on every enumerated IP literal, IPv4 address and port", () => {
  const inputs = [
    ...ipv6LiteralInsides().map((inside) => `http://[${inside}]/`),
    ...[...ipv4Edges()].map((host) => `http://${host}/`),
    ...PORT_EDGES.flatMap((port) => [`http://h:${port}/`, `http://1.2.3.4:${port}/`, `http://[::1]:${port}/`]),
  ];
  let answers: OracleVerdict[];

  beforeAll(async () => {
    const oracle = LineOracle.uriparser();
    try {
      answers = await oracle.verdicts(inputs);
    } finally {
      oracle.close();
    }
  }, RUN_TIMEOUT);

  test(`uriparser agrees on validity, components and host kind (${inputs.length} inputs)`, () => {
    const disagreements = inputs.flatMap((input, i) =>
      compare("uriparser", input, coreVerdict(input).verdict, answers[i]!),
    );
    expect(disagreements.map((d) => `${JSON.stringify(d.input)}: ${d.detail}`)).toEqual([]);
  });

  test("eight pieces and then '::': the core's finding starts at uriparser's error position", () => {
    const wrong: string[] = [];
    let compared = 0;
    inputs.forEach((input, i) => {
      const finding = validate(input)[0];
      const answer = answers[i]!;
      if (finding?.data["reason"] !== "an IPv6 address of eight pieces has no room for '::'" || answer.valid) return;
      compared++;
      const errorPos = Number(/^err: (-?\d+)$/.exec(answer.detail)?.[1]);
      if (finding.start !== errorPos) wrong.push(`${input}: the core at ${finding.start}, uriparser at ${errorPos}`);
    });
    expect(compared).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
