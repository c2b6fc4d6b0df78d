/**
 * fast-check settings of the property tests: a fixed seed in CI so a run is reproducible; set
 * URILINT_PROPERTY_SEED (and URILINT_PROPERTY_RUNS to scale the run counts) to explore further.
 * On failure fast-check prints the seed and the shrunk counterexample.
 */
import type fc from "fast-check";

const SEED = process.env.URILINT_PROPERTY_SEED === undefined ? 20260401 : Number(process.env.URILINT_PROPERTY_SEED);
const SCALE = Number(process.env.URILINT_PROPERTY_RUNS ?? 1);

export function settings(numRuns: number): fc.Parameters<unknown> {
  return { seed: SEED, numRuns: Math.max(1, Math.round(numRuns * SCALE)) };
}
