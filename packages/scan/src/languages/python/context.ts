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
import { Frames, Kind, NO_TEST_DATA, UNASKED } from "./frames.js";

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
        return named(frames.target(parent, child));
      case Kind.Pair:
        return named(frames.keyOf(parent, child));
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
 * test-tables.ts.) The nearest node above that decides it is found once per node and kept in its
 * frame: the strings of one function climb only as far as the first node another string climbed
 * to, and ask each call's callee once.
 */
function isTestData(frames: Frames, value: number): boolean {
  const found = decidingNode(frames, value - 1);
  if (found === NO_TEST_DATA) return false;
  // As far up as a climb goes (MAX_CLIMB); a node above that decides nothing for this value.
  return found >> 1 >= Math.max(0, value - MAX_CLIMB) && (found & 1) === 1;
}

/**
 * The nearest node at or above `at` that decides whether a value below it is test data, as
 * `2 * its depth + 1` when it says yes, `2 * its depth` when it says no (a function, a class, a
 * lambda), or `NO_TEST_DATA`; recorded in the frames from it down to `at`.
 */
function decidingNode(frames: Frames, at: number): number {
  let above = at;
  let found = NO_TEST_DATA;
  for (; above >= 0; above--) {
    const known = frames.testData(above);
    if (known !== UNASKED) {
      found = known;
      break;
    }
    const says = decides(frames, above);
    if (says !== undefined) {
      found = 2 * above + (says ? 1 : 0);
      break;
    }
  }
  for (let k = Math.max(above, 0); k <= at; k++) frames.setTestData(k, found);
  return found;
}

/** Whether the node at `at` makes the values below it test data (true), keeps them from being so (false), or neither. */
function decides(frames: Frames, at: number): boolean | undefined {
  switch (frames.kind(at)) {
    case Kind.AssertStatement:
      return true;
    case Kind.Call:
      return holdsTestData(frames.callee(at)) ? true : undefined;
    case Kind.WithStatement:
      return frames.expectsRaise(at) ? true : undefined;
    case Kind.FunctionDefinition:
    case Kind.ClassDefinition:
    case Kind.Lambda:
      return false;
    default:
      return undefined;
  }
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
