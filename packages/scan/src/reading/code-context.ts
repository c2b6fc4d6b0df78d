/**
 * Where a value of a compiled language flows, as the core's `StringContext`: up from the value
 * through what passes it on unchanged (parentheses, a list, `a ?? "default"`, `c ? a : b`, a
 * format call that fills it in, `"https://a/".into()`) to the call, named argument, assignment,
 * declaration, struct key, comparison, `case` or `return` that takes it (not `url += "/x"`: a piece
 * of what `url` holds). Everything in an assertion is test data: a comparison, checked for leaked
 * secrets only. The walk's frames (code-frames.ts) stand for the tree above the value; the
 * decision is the core's detector's, from the language's own tables (code-syntax.ts).
 */
import type { StringContext } from "@urilint/core";
import type { CodeFrames } from "./code-frames.js";
import { Role, type CodeSyntax } from "./code-syntax.js";

const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };
const MODULE: StringContext = { kind: "module-specifier" };
/**
 * How far up the climbs go: past it a value is plain and no test data. Real code passes a value
 * through a few wrappers at most; input nested thousands deep would make every climb a long one.
 */
const MAX_CLIMB = 64;

/** Binary operators whose operands are compared with each other. */
const COMPARISONS: ReadonlySet<string> = new Set(["==", "!=", "===", "!=="]);
/** Binary operators whose value is one of their operands: `a ?? "default"`, `a || "default"`. */
const ALTERNATIVES: ReadonlySet<string> = new Set(["??", "||", "?:"]);

/** The context of the value whose frame is at `value`. */
export function contextOf(frames: CodeFrames, syntax: CodeSyntax, value: number): StringContext {
  if (isTestData(frames, value)) return COMPARISON;
  let child = value;
  const top = Math.max(0, value - MAX_CLIMB);
  for (let parent = value - 1; parent >= top; child = parent, parent--) {
    switch (frames.role(parent)) {
      case Role.Parenthesized:
      case Role.Collection:
        continue;
      case Role.Argument: {
        const name = frames.name(parent);
        if (name !== undefined) return named(name);
        continue;
      }
      case Role.Conditional:
        if (frames.isCondition(parent, child)) return PLAIN;
        continue;
      case Role.Binary: {
        const operator = frames.operator(parent) ?? "";
        if (COMPARISONS.has(operator)) return COMPARISON;
        if (ALTERNATIVES.has(operator)) continue;
        return PLAIN;
      }
      case Role.Member: {
        // `"https://%s".formatted(host)`, `"https://a/".into()`: the receiver of a call that passes it on.
        // Past Rust's `"https://a/".parse::<Url>` (a generic function, a member too) to the call.
        let call = parent - 1;
        while (frames.role(call) === Role.Member && frames.start(call) === frames.start(parent)) call--;
        if (frames.role(call) !== Role.Call || frames.start(call) !== frames.start(parent)) return PLAIN;
        if (frames.start(child) !== frames.start(parent)) return PLAIN;
        const callee = frames.callee(call);
        // Kotlin's `"https://a/".toHttpUrl()`: the receiver is what the method takes.
        const receiver = syntax.receiverRole?.(callee);
        if (receiver !== undefined) return { kind: "sink", callee, argument: -1, role: receiver };
        if (!syntax.passesThrough(callee, -1)) return PLAIN;
        child = call;
        parent = call;
        continue;
      }
      case Role.Call: {
        // Java's `"https://%s".formatted(host)`: the receiver is the call's own child.
        if (frames.start(child) === frames.start(parent) && syntax.passesThrough(frames.callee(parent), -1)) continue;
        return PLAIN;
      }
      case Role.Arguments:
      case Role.TokenTree: {
        const argument = frames.index(child);
        const call = parent - 1;
        if (argument < 0 || frames.role(call) !== Role.Call) return PLAIN;
        const callee = frames.callee(call);
        if (syntax.passesThrough(callee, argument)) {
          child = call;
          parent = call;
          continue;
        }
        return { kind: "sink", callee, argument, role: syntax.argumentRole(callee, argument) };
      }
      case Role.NamedArgument:
      case Role.Declarator:
      case Role.FieldInit:
      case Role.Assignment:
        // The key, target or name itself (`m["url"] = x`, `{"url": x}`) is no value of it.
        if (frames.start(child) === frames.start(parent)) return PLAIN;
        return named(frames.name(parent));
      case Role.CaseLabel:
        return frames.isCaseValue(parent, child) ? COMPARISON : PLAIN;
      case Role.Parameters:
        return named(frames.parameterBefore(parent, child));
      case Role.Import:
        return MODULE;
      case Role.Return:
        return named(enclosingFunctionName(frames, parent));
      case Role.Function:
        // A value a member holds itself is what it gives: C#'s `string Url { get; } = "https://a/"`.
        return named(frames.name(parent));
      default:
        return PLAIN;
    }
  }
  return PLAIN;
}

function named(name: string | undefined): StringContext {
  return name === undefined ? PLAIN : { kind: "named", name };
}

/** Whether the value is inside an assertion's call, within the same function, at most `MAX_CLIMB` frames up. */
function isTestData(frames: CodeFrames, value: number): boolean {
  return frames.testDataCall(value - 1) >= Math.max(0, value - MAX_CLIMB);
}

/** The name of the function whose `return` is at `at`, if that is a named function (not a lambda). */
function enclosingFunctionName(frames: CodeFrames, at: number): string | undefined {
  for (let k = at - 1; k >= Math.max(0, at - MAX_CLIMB); k--) {
    const role = frames.role(k);
    if (role === Role.Function) return frames.name(k);
    if (role === Role.Lambda || role === Role.Class) return undefined;
  }
  return undefined;
}
