/**
 * What a string of JavaScript or TypeScript flows into, decided once for every tree it is read
 * from: TypeScript's (the command and the server parse with it) and ESTree (ESLint gives the plugin
 * its own). Each tree has an adapter that names how a node holds its child, in the words of
 * `Relation`, and nothing else; the decisions are all here, so the plugin, the server and the
 * command give a string the same context.
 *
 * The policy, and why (the rule docs say the same to users):
 * - a string, an untagged template and a chain of `+` are each one value; a template's `${...}`
 *   and an operand of `+` that is not a literal are holes;
 * - an object key, a directive, a type and a module specifier are not values a program uses as a
 *   URI; module specifiers are left to the core (it never takes one);
 * - the arguments of a test assertion (`expect(...)`, `assert.equal(...)`, up to the nearest
 *   function) are test data: deliberately broken URIs live there, and are not reported;
 * - a `return` gives its value the name of its function (`function apiUrl() { return "..." }`);
 * - a tagged template is judged by its text alone (the tag decides what it means), and never fixed
 *   (a tag may read the raw spelling).
 */
import { isAssertionCallee, type StringContext } from "@urilint/core";

/** How a node holds its child, in the policy's words. */
export type Relation =
  /** Parentheses, `as`, `satisfies`, `!`, `<T>x`, `await`, optional chains, a JSX expression container: the value passes on. */
  | { readonly kind: "wrapper" }
  /** An element of an array literal: the value passes on (a list of URIs is a list of URIs). */
  | { readonly kind: "array-element" }
  /** The condition of `?:`: tested, not used. */
  | { readonly kind: "condition" }
  /** A branch of `?:`. */
  | { readonly kind: "branch" }
  /** An operand of `||`, `??`, `&&`. */
  | { readonly kind: "logical-operand" }
  /** An element of a comma expression; only the last is its value. */
  | { readonly kind: "sequence-element"; readonly last: boolean }
  /** An argument of a call or `new`, at `index`; `callee` is the dotted path as written. */
  | { readonly kind: "argument"; readonly callee: string; readonly index: number }
  /** The source of `import(...)`, an import or export, `require` in TypeScript's `import x = require()`, an import type. */
  | { readonly kind: "module-source" }
  /** The value of a property, class field, variable, parameter default or enum member named `name`. */
  | { readonly kind: "named-value"; readonly name: string | undefined }
  /** A key of an object or class member, an enum member's name. */
  | { readonly kind: "key" }
  /** The right-hand side of `=`, assigned to `target` (a dotted path). */
  | { readonly kind: "assigned"; readonly target: string }
  /** The value of a JSX attribute. */
  | { readonly kind: "jsx-attribute"; readonly element: string | undefined; readonly name: string }
  /** An operand of a binary operator other than `+` (a `+` chain is one value) and the logical ones. */
  | { readonly kind: "operand"; readonly operator: string }
  /** The test of a `case`. */
  | { readonly kind: "case-test" }
  /** The value a `return` gives back from function `name`. */
  | { readonly kind: "returned"; readonly name: string | undefined }
  /** The expression body of an arrow function named `name`. */
  | { readonly kind: "arrow-body"; readonly name: string | undefined }
  /** A directive (`"use strict"`). */
  | { readonly kind: "directive" }
  /** A literal type (`type Api = "https://..."`). */
  | { readonly kind: "type" }
  /** Anything else. */
  | { readonly kind: "other" };

/** What a policy needs of a tree: parents, how each holds its child, and where functions start. */
export interface ScriptSyntax<Node> {
  parent(node: Node): Node | undefined;
  relation(parent: Node, child: Node): Relation;
  /** Whether `node` is a function (declaration, expression, arrow, method, accessor). */
  isFunction(node: Node): boolean;
  /** Whether `node` is a call or a `new`: the only parents of which a child can be an argument. */
  isCall(node: Node): boolean;
}

const PLAIN: StringContext = Object.freeze({ kind: "plain" });
const COMPARISON: StringContext = Object.freeze({ kind: "comparison" });
const MODULE_SPECIFIER: StringContext = Object.freeze({ kind: "module-specifier" });
const COMPARISON_OPERATORS: ReadonlySet<string> = new Set(["===", "!==", "==", "!="]);

/** How far the search for a string's context climbs through wrappers. */
const MAX_DEPTH = 32;

/**
 * The context of the value `node` holds (a string, a template or a `+` chain's root), or undefined
 * where it is not a value a program uses (a key, a directive).
 */
export function contextOf<Node>(syntax: ScriptSyntax<Node>, node: Node): StringContext | undefined {
  let child = node;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const parent = syntax.parent(child);
    if (parent === undefined) return PLAIN;
    const relation = syntax.relation(parent, child);
    switch (relation.kind) {
      case "wrapper":
      case "array-element":
      case "branch":
      case "logical-operand":
        child = parent;
        continue;
      case "sequence-element":
        if (!relation.last) return PLAIN;
        child = parent;
        continue;
      case "condition":
      case "type":
      case "other":
        return PLAIN;
      case "argument":
        return { kind: "sink", callee: relation.callee, argument: relation.index };
      case "module-source":
        return MODULE_SPECIFIER;
      case "named-value":
      case "returned":
      case "arrow-body":
        return named(relation.name);
      case "assigned":
        return { kind: "assignment", target: relation.target };
      case "jsx-attribute":
        return { kind: "attribute", element: relation.element, name: relation.name };
      case "operand":
        return COMPARISON_OPERATORS.has(relation.operator) ? COMPARISON : PLAIN;
      case "case-test":
        return COMPARISON;
      case "key":
      case "directive":
        return undefined;
    }
  }
  return PLAIN;
}

/** Whether `node` sits in the arguments of a test assertion, up to the nearest function. */
export function insideAssertion<Node>(syntax: ScriptSyntax<Node>, node: Node): boolean {
  let child = node;
  for (let parent = syntax.parent(child); parent !== undefined; child = parent, parent = syntax.parent(child)) {
    if (syntax.isFunction(parent)) return false;
    // Only a call's relation is read: the others cost a name or a path each, and mean nothing here.
    if (!syntax.isCall(parent)) continue;
    const relation = syntax.relation(parent, child);
    if (relation.kind === "argument" && isAssertionCallee(relation.callee)) return true;
  }
  return false;
}

/** The name a value is stored under (`databaseUrl`, `config.apiUrl` → apiUrl), for a suggestion's words. */
export function storedUnder(context: StringContext): string | undefined {
  if (context.kind === "named") return context.name;
  return context.kind === "assignment" ? context.target.slice(context.target.lastIndexOf(".") + 1) : undefined;
}

function named(name: string | undefined): StringContext {
  return name === undefined ? PLAIN : { kind: "named", name };
}
