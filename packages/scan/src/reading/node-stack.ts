/**
 * The nodes a walk of a tree-sitter tree is in, from the root down, for the readers whose context
 * climbs from a value to what takes it (Ruby, PHP): each node's kind (a reader's own
 * numbering), range, place among its parent's arguments, and the node itself for the few kinds
 * whose parts are read (a call's callee, an assignment's target). tree-sitter's nodes know no
 * parent cheaply (tree-sitter 0.25 finds one by a search from the root): the walk keeps its own.
 */
import { ArgumentPlaces } from "./argument-places.js";
import type { SyntaxNode } from "./tree-sitter.js";

export class NodeStack {
  readonly #kinds: number[] = [];
  readonly #starts: number[] = [];
  readonly #ends: number[] = [];
  /** The node's place among its parent's arguments (-1: none, or not one). */
  readonly #indexes: number[] = [];
  readonly #nodes: (SyntaxNode | undefined)[] = [];
  /** The places of an argument list's arguments, once one was counted from its children. */
  readonly #places: (ArgumentPlaces | undefined)[] = [];
  /** What a reader read of the node once (a callee's path, a target's name), kept for the next value. */
  readonly #read: (string | undefined)[] = [];
  /** What a reader decided of the node once (whether a call is an assertion), kept for the next value. */
  readonly #decided: (boolean | undefined)[] = [];
  depth = 0;

  push(kind: number, start: number, end: number, index: number, node: SyntaxNode | undefined): void {
    const at = this.depth++;
    this.#kinds[at] = kind;
    this.#starts[at] = start;
    this.#ends[at] = end;
    this.#indexes[at] = index;
    this.#nodes[at] = node;
    this.#places[at] = undefined;
    this.#read[at] = undefined;
    this.#decided[at] = undefined;
  }

  pop(): void {
    this.depth--;
    // Nodes are not kept past their frame: a tree's nodes are no use once it is deleted.
    this.#nodes[this.depth] = undefined;
    this.#places[this.depth] = undefined;
  }

  /** The kind of the node at `at`; `none` above the root. */
  kind(at: number, none = -1): number {
    return at >= 0 && at < this.depth ? (this.#kinds[at] as number) : none;
  }
  start(at: number): number {
    return this.#starts[at] as number;
  }
  end(at: number): number {
    return this.#ends[at] as number;
  }
  index(at: number): number {
    return this.#indexes[at] as number;
  }
  node(at: number): SyntaxNode | undefined {
    return at >= 0 && at < this.depth ? this.#nodes[at] : undefined;
  }

  /** The places of the arguments of the list at `at` (a frame that keeps its node), read once per frame. */
  places(at: number): ArgumentPlaces {
    return (this.#places[at] ??= new ArgumentPlaces(this.#nodes[at] as SyntaxNode));
  }

  /** What `read` gives for the node at `at`, read once per frame. */
  read(at: number, read: (node: SyntaxNode | undefined) => string): string {
    return (this.#read[at] ??= read(this.#nodes[at]));
  }

  /** What `read` has given for the node at `at`, if it was asked already. */
  readAlready(at: number): string | undefined {
    return this.#read[at];
  }

  /** What `decide` gives for the node at `at`, decided once per frame. */
  decide(at: number, decide: (node: SyntaxNode | undefined) => boolean): boolean {
    return (this.#decided[at] ??= decide(this.#nodes[at]));
  }
}
