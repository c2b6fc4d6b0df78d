/**
 * Every property test in CI runs with one fixed fast-check seed, so a CI run is reproducible; a
 * developer's run is random unless URILINT_PROPERTY_SEED is set, so new counterexamples still turn
 * up. fast-check prints the seed of any failure, to replay it with URILINT_PROPERTY_SEED.
 */
import fc from "fast-check";

const fixed = process.env.URILINT_PROPERTY_SEED ?? (process.env.CI ? "20261122" : undefined);
if (fixed !== undefined) fc.configureGlobal({ seed: Number(fixed) });
