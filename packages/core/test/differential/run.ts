/**
 * The differential run: generate references (valid by construction) and mutants of them, ask the
 * core and every oracle, and sort each disagreement into explained (by known differences, checked
 * by repairing the input and asking again) or unexplained.
 * Used by differential.test.ts (fixed seed, CI) and by scripts/differential.mjs (a million cases).
 */
import {
  SeededRandom,
  generateReference,
  mutate,
  mutateHost,
  withHostLiteralNearMiss,
  type GeneratedReference,
} from "../support/generators.js";
import { compare, compareWithGrammar, coreVerdict, type CoreVerdict, type Disagreement } from "./compare.js";
import { applicableDifferences } from "./known-differences.js";
import { LineOracle, type OracleName } from "./oracles.js";

export interface RunOptions {
  readonly seed: number;
  /**
   * How many inputs: half generated references, an eighth mutants, an eighth host mutants, a
   * quarter host literals near the IPv6address grammar.
   */
  readonly cases: number;
  readonly batchSize?: number;
  /** Inputs checked before the generated ones (witnesses of known differences, regressions). */
  readonly extraInputs?: readonly string[];
  readonly onProgress?: (done: number, total: number) => void;
}

export interface Unexplained {
  readonly disagreements: readonly Disagreement[];
  /** The known differences repaired before the disagreements that are left, if any. */
  readonly repairedBy: readonly string[];
  readonly left: readonly Disagreement[];
}

export interface Tally {
  compared: number;
  agreed: number;
  /** Inputs explained, by known difference id (an input explained by two ids counts for both). */
  readonly explained: Map<string, number>;
  explainedInputs: number;
  unexplainedCount: number;
  /** The first unexplained cases (at most KEEP). */
  readonly unexplained: Unexplained[];
}

export type Source = OracleName | "grammar" | "core";

export interface RunSummary {
  readonly seed: number;
  inputs: number;
  coreValid: number;
  generated: number;
  readonly tallies: Record<Source, Tally>;
  /** The known differences that explained each explained input (the witnesses test reads it). */
  readonly explainedBy: Map<string, Set<string>>;
}

/** At most this many unexplained cases are kept per source (the count is exact). */
const KEEP = 200;
/** A case may need several repairs (one per round): an empty userinfo and an empty port, ... */
const MAX_REPAIRS = 6;

interface Item {
  readonly text: string;
  readonly generated: GeneratedReference | undefined;
}

/** The inputs of a run, deterministic in the seed: generated references alternate with mutants. */
export function* inputsFor(seed: number, cases: number): Generator<Item> {
  const random = new SeededRandom(seed);
  for (let i = 0; i < cases; i++) {
    const generated = generateReference(random);
    if (i % 2 === 0) yield { text: generated.text, generated };
    else if (i % 8 === 1) yield { text: mutate(generated.text, random), generated: undefined };
    else if (i % 8 === 5) yield { text: mutateHost(generated, random), generated: undefined };
    else yield { text: withHostLiteralNearMiss(generated, random), generated: undefined };
  }
}

function newTally(): Tally {
  return { compared: 0, agreed: 0, explained: new Map(), explainedInputs: 0, unexplainedCount: 0, unexplained: [] };
}

function addUnexplained(tally: Tally, unexplained: Unexplained): void {
  tally.unexplainedCount++;
  if (tally.unexplained.length < KEEP) tally.unexplained.push(unexplained);
}

interface Pending {
  readonly original: string;
  readonly firstDisagreements: readonly Disagreement[];
  current: string;
  core: CoreVerdict;
  disagreements: Disagreement[];
  readonly repairedBy: string[];
}

/**
 * Resolves the disagreements of one oracle: each round repairs one applicable known difference per
 * case and asks the oracle again, until the case agrees (explained) or nothing applies (unexplained).
 */
async function resolve(oracle: LineOracle, pending: Pending[], tally: Tally, summary: RunSummary): Promise<void> {
  let open = pending;
  for (let round = 0; open.length > 0; round++) {
    const next: Pending[] = [];
    for (const p of open) {
      const [first] = p.disagreements;
      const known = first === undefined ? [] : applicableDifferences(oracle.name, p.current, p.core, first.other!);
      const repaired = known.length > 0 ? known[0]!.repair(p.current, p.core) : p.current;
      if (known.length === 0 || repaired === p.current || round >= MAX_REPAIRS) {
        addUnexplained(tally, {
          disagreements: p.firstDisagreements,
          repairedBy: p.repairedBy,
          left: p.current === p.original ? [] : p.disagreements,
        });
        continue;
      }
      p.repairedBy.push(known[0]!.id);
      p.current = repaired;
      p.core = coreVerdict(repaired).verdict;
      next.push(p);
    }
    if (next.length === 0) return;
    const answers = await oracle.verdicts(next.map((p) => p.current));
    open = [];
    next.forEach((p, i) => {
      p.disagreements = compare(oracle.name, p.current, p.core, answers[i]!);
      if (p.disagreements.length > 0) {
        open.push(p);
        return;
      }
      tally.explainedInputs++;
      let ids = summary.explainedBy.get(p.original);
      if (ids === undefined) summary.explainedBy.set(p.original, (ids = new Set()));
      for (const id of new Set(p.repairedBy)) {
        tally.explained.set(id, (tally.explained.get(id) ?? 0) + 1);
        ids.add(id);
      }
    });
  }
}

export async function runDifferential(options: RunOptions): Promise<RunSummary> {
  const batchSize = options.batchSize ?? 2000;
  const summary: RunSummary = {
    seed: options.seed,
    inputs: 0,
    coreValid: 0,
    generated: 0,
    tallies: { uriparser: newTally(), rfc3986: newTally(), grammar: newTally(), core: newTally() },
    explainedBy: new Map(),
  };
  const oracles = [LineOracle.uriparser(), LineOracle.rfc3986()];
  try {
    const extra: Item[] = (options.extraInputs ?? []).map((text) => ({ text, generated: undefined }));
    const total = extra.length + options.cases;
    const stream = inputsFor(options.seed, options.cases);
    for (let done = 0; done < total;) {
      const batch: Item[] = extra.splice(0, batchSize);
      while (batch.length < batchSize) {
        const next = stream.next();
        if (next.done === true) break;
        batch.push(next.value);
      }
      await checkBatch(batch, oracles, summary);
      done += batch.length;
      options.onProgress?.(done, total);
    }
  } finally {
    for (const oracle of oracles) oracle.close();
  }
  return summary;
}

async function checkBatch(batch: readonly Item[], oracles: readonly LineOracle[], summary: RunSummary): Promise<void> {
  const texts = batch.map((item) => item.text);
  const answers = await Promise.all(oracles.map((oracle) => oracle.verdicts(texts)));
  const verdicts = batch.map((item) => {
    const { verdict, inconsistency } = coreVerdict(item.text);
    summary.inputs++;
    if (verdict.valid) summary.coreValid++;
    const core = summary.tallies.core;
    core.compared++;
    if (inconsistency === undefined) core.agreed++;
    else
      addUnexplained(core, {
        disagreements: [
          {
            oracle: "core",
            aspect: "consistency",
            input: item.text,
            core: verdict,
            other: undefined,
            detail: inconsistency,
          },
        ],
        repairedBy: [],
        left: [],
      });
    if (item.generated !== undefined) {
      summary.generated++;
      const grammar = summary.tallies.grammar;
      grammar.compared++;
      const disagreement = compareWithGrammar(item.generated, verdict);
      if (disagreement === undefined) grammar.agreed++;
      else addUnexplained(grammar, { disagreements: [disagreement], repairedBy: [], left: [] });
    }
    return verdict;
  });
  await Promise.all(
    oracles.map((oracle, o) => {
      const tally = summary.tallies[oracle.name];
      const pending: Pending[] = [];
      batch.forEach((item, i) => {
        tally.compared++;
        const disagreements = compare(oracle.name, item.text, verdicts[i]!, answers[o]![i]!);
        if (disagreements.length === 0) {
          tally.agreed++;
          return;
        }
        pending.push({
          original: item.text,
          firstDisagreements: disagreements,
          current: item.text,
          core: verdicts[i]!,
          disagreements,
          repairedBy: [],
        });
      });
      return resolve(oracle, pending, tally, summary);
    }),
  );
}

/** A readable report: counts, explained differences, the first unexplained cases. */
export function formatSummary(summary: RunSummary, maxExamples = 20): string {
  const lines = [
    `seed ${summary.seed}: ${summary.inputs} inputs (${summary.generated} generated valid by construction, the rest mutants ` +
      `and witnesses); the core says valid for ${summary.coreValid}`,
  ];
  for (const [source, tally] of Object.entries(summary.tallies)) {
    const ids = [...tally.explained].map(([id, n]) => `${id} ×${n}`).join(", ");
    lines.push(
      `  ${source}: ${tally.compared} compared, ${tally.agreed} agree, ${tally.explainedInputs} explained` +
        `${ids === "" ? "" : ` (${ids})`}, ${tally.unexplainedCount} UNEXPLAINED`,
    );
    for (const u of tally.unexplained.slice(0, maxExamples)) lines.push(`    ${describeUnexplained(u)}`);
  }
  return lines.join("\n");
}

export function describeUnexplained(u: Unexplained): string {
  const describe = (ds: readonly Disagreement[]): string =>
    `${JSON.stringify(ds[0]?.input)}: ${ds.map((d) => d.detail).join("; ")}`;
  const left = u.left.length === 0 ? "" : `; after repairing ${u.repairedBy.join(", ")}: ${describe(u.left)}`;
  return describe(u.disagreements) + left;
}
