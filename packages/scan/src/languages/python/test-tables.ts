/**
 * pytest's parameter tables: `URLS = [...]` at a module's or a class's top, used as
 * `@pytest.mark.parametrize("url", URLS)` (or `[*URLS, *MORE]`, `params=URLS`) further down. What
 * is assigned to such a name, or to a name its value is made of (`ALL = URLS + MORE`), is test
 * data. The walk records the top-level assignments and the decorators' calls it passes; the
 * tables are known once it has passed them all.
 */
import type { SyntaxNode } from "../../reading/tree-sitter.js";
import { holdsTestData } from "./callees.js";
import { pathOf } from "./frames.js";

export class TestTables {
  readonly #text: string;
  readonly #assignments: SyntaxNode[] = [];
  readonly #decoratorCalls: SyntaxNode[] = [];

  constructor(text: string) {
    this.#text = text;
  }

  /** Whether `text` may hold a table at all: most files name no pytest parameters. */
  static mayHold(text: string): boolean {
    return text.includes("parametrize") || text.includes("fixture");
  }

  assignment(node: SyntaxNode): void {
    this.#assignments.push(node);
  }

  decoratorCall(node: SyntaxNode): void {
    this.#decoratorCalls.push(node);
  }

  /** The document ranges of the assignments whose values are test data, in document order. */
  ranges(): [number, number][] {
    // Only a name a top assignment stores a value under can make a table: the assignments by it.
    const byName = new Map<string, SyntaxNode[]>();
    for (const assignment of this.#assignments) {
      const target = assignment.childForFieldName("left");
      if (target?.type !== "identifier") continue;
      const name = this.#nameOf(target);
      const same = byName.get(name);
      if (same === undefined) byName.set(name, [assignment]);
      else same.push(assignment);
    }
    if (byName.size === 0) return [];
    const names = new Set<string>();
    const found: string[] = [];
    /** The names of `byName` that `node` holds as identifiers (not yet found), to `names` and `found`. */
    const read = (node: SyntaxNode | null): void => {
      if (node === null) return;
      // An identifier's text is the node's text too: a node whose text holds no name left is not searched.
      const text = this.#text.slice(node.startIndex, node.endIndex);
      let some = false;
      for (const name of byName.keys()) some ||= !names.has(name) && text.includes(name);
      if (!some) return;
      for (const identifier of node.descendantsOfType("identifier")) {
        if (identifier === null) continue;
        const name = this.#nameOf(identifier);
        if (!byName.has(name) || names.has(name)) continue;
        names.add(name);
        found.push(name);
      }
    };
    for (const call of this.#decoratorCalls) {
      if (holdsTestData(pathOf(this.#text, call.childForFieldName("function"))))
        read(call.childForFieldName("arguments"));
    }
    const tables: [number, number][] = [];
    // Each table's value may name more tables (`ALL = URLS + MORE`).
    for (let name = found.pop(); name !== undefined; name = found.pop()) {
      for (const assignment of byName.get(name) as SyntaxNode[]) {
        tables.push([assignment.startIndex, assignment.endIndex]);
        read(assignment.childForFieldName("right"));
      }
    }
    return tables.sort((a, b) => a[0] - b[0]);
  }

  #nameOf(node: SyntaxNode): string {
    return this.#text.slice(node.startIndex, node.endIndex);
  }
}
