/**
 * Where a Python value flows, as the core's `StringContext`: up from the value through what passes
 * it on unchanged (parentheses, a list or tuple, `x or "default"`, `a if c else b`, a `%` or
 * `.format()` that fills it in) to the call, keyword, assignment, parameter, dictionary key,
 * comparison or `return` that takes it (not `url += "/x"`: a piece of what `url` holds). Everything
 * in an assertion, in pytest's parameters or in a block that expects an exception is test data: a
 * comparison, checked for leaked secrets only. The walk's frames (frames.ts) stand
 * for the tree above the value; the decision is the core's detector's.
 */
import type { StringContext } from "@urilint/core";
import { argumentRole, holdsTestData } from "./callees.js";
import { Frames, Kind } from "./frames.js";

const PLAIN: StringContext = { kind: "plain" };
/**
 * How far up the climbs go: past it a value is plain and no test data. Real code passes a value
 * through a few wrappers at most; input nested thousands deep would make every climb a long one.
 */
const MAX_CLIMB = 64;
const COMPARISON: StringContext = { kind: "comparison" };

/** The context of the value whose frame is at `value`. */
export function contextOf(frames: Frames, value: number): StringContext {
  if (isTestData(frames, value)) return COMPARISON;
  let child = value;
  const top = Math.max(0, value - MAX_CLIMB);
  for (let parent = value - 1; parent >= top; child = parent, parent--) {
    switch (frames.kind(parent)) {
      case Kind.Parenthesized:
      case Kind.Collection:
      case Kind.BooleanOperator:
        continue;
      case Kind.ConditionalExpression:
        // `a if condition else b`: the condition is the second operand.
        if (frames.index(child) === 1) return PLAIN;
        continue;
      case Kind.BinaryOperator:
        // `"https://%s/x" % host`: the filled-in format goes where the operator's value goes.
        if (frames.operator(parent) === "%" && frames.start(child) === frames.start(parent)) continue;
        return PLAIN;
      case Kind.Attribute: {
        // `"https://{}/x".format(host)`: likewise, through the call of `format`.
        const call = parent - 1;
        if (
          frames.start(child) === frames.start(parent) &&
          frames.kind(call) === Kind.Call &&
          frames.start(call) === frames.start(parent) &&
          frames.callee(call).endsWith(".format")
        ) {
          child = call;
          parent = call;
          continue;
        }
        return PLAIN;
      }
      case Kind.ArgumentList: {
        const argument = frames.index(child);
        if (argument < 0 || frames.kind(parent - 1) !== Kind.Call) return PLAIN;
        const callee = frames.callee(parent - 1);
        return { kind: "sink", callee, argument, role: argumentRole(callee, argument) };
      }
      case Kind.KeywordArgument:
      case Kind.DefaultParameter:
        return named(frames.leadingName(parent));
      case Kind.Assignment:
        return named(frames.target(parent));
      case Kind.Pair: {
        const key = frames.key(parent);
        if (key === undefined || key.start === frames.start(child)) return PLAIN;
        return named(key.name);
      }
      case Kind.ComparisonOperator:
        return COMPARISON;
      case Kind.ReturnStatement:
        return named(enclosingFunctionName(frames, parent));
      default:
        return PLAIN;
    }
  }
  return PLAIN;
}

function named(name: string | undefined): StringContext {
  return name === undefined ? PLAIN : { kind: "named", name };
}

/**
 * Whether the value is test data: inside an `assert`, an assertion's call (`self.assertEqual`),
 * pytest's parameters given in place, or a block that expects an exception (`with
 * pytest.raises(...)`), within the same function. (Parameters given by a table's name:
 * test-tables.ts.)
 */
function isTestData(frames: Frames, value: number): boolean {
  for (let at = value - 1; at >= Math.max(0, value - MAX_CLIMB); at--) {
    switch (frames.kind(at)) {
      case Kind.AssertStatement:
        return true;
      case Kind.Call:
        if (holdsTestData(frames.callee(at))) return true;
        break;
      case Kind.WithStatement:
        if (frames.expectsRaise(at)) return true;
        break;

      case Kind.FunctionDefinition:
      case Kind.ClassDefinition:
      case Kind.Lambda:
        return false;
    }
  }
  return false;
}

/** The name of the function whose `return` is at `at`, if that is a `def` (not a lambda, not a class). */
function enclosingFunctionName(frames: Frames, at: number): string | undefined {
  for (let k = at - 1; k >= Math.max(0, at - MAX_CLIMB); k--) {
    const kind = frames.kind(k);
    if (kind === Kind.FunctionDefinition) return frames.leadingName(k);
    if (kind === Kind.Lambda || kind === Kind.ClassDefinition) return undefined;
  }
  return undefined;
}
