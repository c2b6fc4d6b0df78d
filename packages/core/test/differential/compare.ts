/**
 * What the core says about one input, and how it is compared with another implementation's answer.
 * A disagreement is either explained by one entry of KNOWN_DIFFERENCES or a test failure.
 */
import { parse, split, tryParse, validate, type ComponentSpans } from "@urilint/core";
import type { GeneratedReference } from "../support/generators.js";
import type { OracleComponents, OracleName, OracleVerdict } from "./oracles.js";

export const COMPONENT_NAMES = ["scheme", "userInfo", "host", "port", "path", "query", "fragment"] as const;
export type ComponentKey = (typeof COMPONENT_NAMES)[number];

export type CoreVerdict =
  | {
      readonly valid: true;
      readonly components: OracleComponents;
      readonly spans: ComponentSpans;
      readonly hostKind: "ipv4" | "ipv6" | "ipvfuture" | "reg-name" | undefined;
    }
  | {
      readonly valid: false;
      /** The finding codes, for the report. */
      readonly codes: readonly string[];
      /** The lenient split (Appendix B plus the authority policy) of the invalid input. */
      readonly components: OracleComponents;
    };

/** Where a disagreement lies. */
export type Aspect = "validity" | ComponentKey | "hostKind" | "consistency";

export interface Disagreement {
  readonly oracle: OracleName | "grammar" | "core";
  readonly aspect: Aspect;
  readonly input: string;
  readonly core: CoreVerdict;
  readonly other: OracleVerdict | undefined;
  /** What each side said, for the report. */
  readonly detail: string;
}

/**
 * The core's answer, through every entry point that must agree: validate, tryParse, parse. A
 * disagreement among them is returned as a "consistency" disagreement of the core with itself.
 */
export function coreVerdict(input: string): { verdict: CoreVerdict; inconsistency: string | undefined } {
  const issues = validate(input);
  const result = tryParse(input);
  let thrown: unknown;
  try {
    parse(input);
  } catch (error) {
    thrown = error;
  }
  const valid = issues.length === 0;
  let inconsistency: string | undefined;
  if (result.ok !== valid)
    inconsistency = `validate says ${valid ? "valid" : "invalid"}, tryParse says ok=${result.ok}`;
  else if ((thrown === undefined) !== valid)
    inconsistency = `validate says ${valid ? "valid" : "invalid"}, parse ${thrown === undefined ? "did not throw" : "threw"}`;
  if (result.ok && valid) {
    const uri = result.uri;
    return {
      verdict: {
        valid: true,
        components: {
          scheme: uri.scheme,
          userInfo: uri.userInfo,
          host: uri.host,
          port: uri.port,
          path: uri.path,
          query: uri.query,
          fragment: uri.fragment,
        },
        spans: uri.spans,
        hostKind: uri.hostKind,
      },
      inconsistency,
    };
  }
  return {
    verdict: { valid: false, codes: issues.map((issue) => issue.code), components: split(input).components },
    inconsistency,
  };
}

const show = (value: string | undefined): string => (value === undefined ? "absent" : JSON.stringify(value));

/**
 * Every point where the core and an oracle disagree: validity, or else each component and the
 * host kind. Empty when they agree.
 */
export function compare(oracle: OracleName, input: string, core: CoreVerdict, other: OracleVerdict): Disagreement[] {
  const disagree = (aspect: Aspect, detail: string): Disagreement => ({ oracle, aspect, input, core, other, detail });
  if (core.valid !== other.valid) {
    const coreSide = core.valid ? "valid" : `invalid (${core.codes.join(", ")})`;
    const otherSide = other.valid ? "valid" : `invalid (${other.detail})`;
    return [disagree("validity", `core: ${coreSide}; ${oracle}: ${otherSide}`)];
  }
  if (!core.valid || !other.valid) return [];
  const found: Disagreement[] = [];
  for (const name of COMPONENT_NAMES) {
    if (core.components[name] !== other.components[name]) {
      found.push(
        disagree(name, `${name}: core ${show(core.components[name])}, ${oracle} ${show(other.components[name])}`),
      );
    }
  }
  if (other.hostKind !== "unknown" && core.hostKind !== other.hostKind) {
    found.push(
      disagree("hostKind", `host kind: core ${core.hostKind ?? "none"}, ${oracle} ${other.hostKind ?? "none"}`),
    );
  }
  return found;
}

/** The generator knows what it built: the core must read exactly that. */
export function compareWithGrammar(generated: GeneratedReference, core: CoreVerdict): Disagreement | undefined {
  const disagree = (aspect: Aspect, detail: string): Disagreement => ({
    oracle: "grammar",
    aspect,
    input: generated.text,
    core,
    other: undefined,
    detail,
  });
  if (!core.valid)
    return disagree(
      "validity",
      `core: invalid (${core.codes.join(", ")}); grammar: a ${generated.rule} with ${generated.pathRule}`,
    );
  for (const name of COMPONENT_NAMES) {
    if (core.components[name] !== generated.components[name]) {
      return disagree(
        name,
        `${name}: core ${show(core.components[name])}, grammar ${show(generated.components[name])}`,
      );
    }
  }
  if (core.hostKind !== generated.hostKind) {
    return disagree("hostKind", `host kind: core ${core.hostKind ?? "none"}, grammar ${generated.hostKind ?? "none"}`);
  }
  return undefined;
}
