/**
 * The places of a call's arguments among its positional ones, for a walk that enters only the
 * children of an argument list that hold a mark (Ruby's, PHP's): a value's sink is the argument
 * it is (`link_to name, "/home"`: the second), and entering every argument before it, marked or
 * not, to count it costs calls into the runtime for each (its kind, its end) and a visit. Instead
 * an argument is counted from the list's children, read once per list and only when the text
 * before the argument is more than the list's opening: the first argument, the commonest place
 * of a value, is counted from the text alone.
 */
import type { SyntaxNode } from "./tree-sitter.js";

/** Whether document[from, to) is white space only (space, tab, line break, carriage return). */
function blank(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}

/**
 * Whether the argument that starts at `start` is the first child of the argument list that starts
 * at `listStart`: nothing but the list's opening parenthesis, if it has one, and white space
 * before it.
 */
export function startsList(text: string, listStart: number, start: number): boolean {
  if (start === listStart) return true;
  return text.charCodeAt(listStart) === 0x28 && start > listStart && blank(text, listStart + 1, start);
}

/** One argument list's children, counted in document order as the walk meets its arguments. */
export class ArgumentPlaces {
  readonly #children: readonly (SyntaxNode | null)[];
  /** The next child to count, and how many positional arguments came before it. */
  #next = 0;
  #count = 0;

  constructor(list: SyntaxNode) {
    this.#children = list.children;
  }

  /**
   * The place of `argument` (a child of the list, after those asked before) among the positional
   * ones, the children `positional` says are; -1 for a child not found.
   */
  placeOf(argument: SyntaxNode, positional: (child: SyntaxNode) => boolean): number {
    const children = this.#children;
    while (this.#next < children.length) {
      const child = children[this.#next++];
      if (child === null || child === undefined) continue;
      if (child.id === argument.id) return this.#count++;
      if (positional(child)) this.#count++;
    }
    return -1;
  }
}
