/**
 * The dotted path of a callee as written, read from a tree-sitter tree by the node types a
 * language names: `http.Get`, `reqwest.Client.new().get` (Rust's `::` is a `.` here, as the
 * core's paths are written), `new Request.Builder().url`; a part that is no name is "?".
 */
import type { SyntaxNode } from "./tree-sitter.js";

/** How a language writes the parts of a path. */
export interface PathShape {
  /** Node types that are a name, read as written. */
  readonly names: ReadonlySet<string>;
  /** Member accesses: node type → [the object's field, the member's field]. */
  readonly members: Readonly<Record<string, readonly [string, string]>>;
  /** Calls: node type → the callee's field; the call is a step of the path (`f()`). */
  readonly calls: Readonly<Record<string, string>>;
  /** Method calls written as one node (Java's `a.b(x)`): node type → [the object's field, the name's field]. */
  readonly methodCalls?: Readonly<Record<string, readonly [string, string]>>;
  /** Object creations (`new Uri(x)`): node type → the type's field; the creation is a step (`Uri()`). */
  readonly creations?: Readonly<Record<string, string>>;
  /** Nodes that stand for their one named child (parentheses, generic arguments). */
  readonly wrappers?: ReadonlySet<string>;
  /**
   * The wrappers a member's name may be (C#'s generic name: `GetAsync<T>` is `GetAsync`); without
   * them a member's name is read as it is, its type unasked (a call into the runtime per segment).
   */
  readonly memberNameWrappers?: ReadonlySet<string>;
}

/** How deep a path is followed before the rest is "?". */
const MAX_PATH = 16;

/** The dotted path of `expression`. */
export function pathOf(text: string, expression: SyntaxNode | null, shape: PathShape): string {
  // The segments are read from the last to the first: each goes before those read (no array to join).
  let path: string | undefined;
  let node = expression;
  let suffix = "";
  for (let depth = 0; node !== null && depth < MAX_PATH; depth++) {
    const type = node.type;
    if (shape.names.has(type)) return prepend(text.slice(node.startIndex, node.endIndex) + suffix, path);
    const member = shape.members[type];
    if (member !== undefined) {
      const name = unwrapped(node.childForFieldName(member[1]), shape);
      path = prepend((name === null ? "?" : text.slice(name.startIndex, name.endIndex)) + suffix, path);
      suffix = "";
      node = node.childForFieldName(member[0]);
      // `a::b` with no path (`::b`): the name alone.
      if (node === null) return path;
      continue;
    }
    const call = shape.calls[type];
    if (call !== undefined) {
      suffix = "()" + suffix;
      node = node.childForFieldName(call);
      continue;
    }
    const method = shape.methodCalls?.[type];
    if (method !== undefined) {
      const name = node.childForFieldName(method[1]);
      path = prepend((name === null ? "?" : text.slice(name.startIndex, name.endIndex)) + "()" + suffix, path);
      suffix = "";
      node = node.childForFieldName(method[0]);
      if (node === null) return path;
      continue;
    }
    const creation = shape.creations?.[type];
    if (creation !== undefined) {
      suffix = "()" + suffix;
      node = node.childForFieldName(creation);
      continue;
    }
    if (shape.wrappers?.has(type) === true && node.namedChildCount >= 1) {
      node = node.namedChild(0);
      continue;
    }
    break;
  }
  return prepend("?" + suffix, path);
}

/** `segment`, then the segments after it. */
function prepend(segment: string, path: string | undefined): string {
  return path === undefined ? segment : segment + "." + path;
}

/** `node`, or the one named child of a wrapper (a generic name's name: C#'s `GetAsync<T>` is `GetAsync`). */
function unwrapped(node: SyntaxNode | null, shape: PathShape): SyntaxNode | null {
  const wrappers = shape.memberNameWrappers;
  return node !== null && wrappers !== undefined && wrappers.has(node.type) && node.namedChildCount >= 1
    ? node.namedChild(0)
    : node;
}

/** The last segment of a dotted path, without a call's `()`. */
export function lastSegment(path: string): string {
  const segment = path.slice(path.lastIndexOf(".") + 1);
  return segment.endsWith("()") ? segment.slice(0, -2) : segment;
}

/**
 * A table of callees by path, matched whole or by a suffix that starts a segment (`R().Get`
 * matches `client.R().Get`), so that a receiver named anything still meets its method's entry.
 */
export class CalleeTable<T> {
  readonly #entries = new Map<string, T>();

  add(callees: readonly string[], value: T): this {
    for (const callee of callees) this.#entries.set(callee, value);
    return this;
  }

  get(callee: string): T | undefined {
    const exact = this.#entries.get(callee);
    if (exact !== undefined) return exact;
    for (let dot = callee.indexOf("."); dot !== -1; dot = callee.indexOf(".", dot + 1)) {
      const found = this.#entries.get(callee.slice(dot + 1));
      if (found !== undefined) return found;
    }
    return undefined;
  }
}
