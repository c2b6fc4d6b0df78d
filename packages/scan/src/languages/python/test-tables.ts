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
    const names = new Set<string>();
    const nameOf = (node: SyntaxNode): string => this.#text.slice(node.startIndex, node.endIndex);
    for (const call of this.#decoratorCalls) {
      if (!holdsTestData(pathOf(this.#text, call.childForFieldName("function")))) continue;
      for (const name of call.childForFieldName("arguments")?.descendantsOfType("identifier") ?? [])
        if (name !== null) names.add(nameOf(name));
    }
    if (names.size === 0) return [];
    const tables = new Set<SyntaxNode>();
    // Until no table adds a name: each pass reads the values of the tables found so far.
    for (let grew = true; grew;) {
      grew = false;
      for (const assignment of this.#assignments) {
        const target = assignment.childForFieldName("left");
        if (tables.has(assignment) || target?.type !== "identifier" || !names.has(nameOf(target))) continue;
        tables.add(assignment);
        for (const name of assignment.childForFieldName("right")?.descendantsOfType("identifier") ?? []) {
          if (name === null || names.has(nameOf(name))) continue;
          names.add(nameOf(name));
          grew = true;
        }
      }
    }
    return [...tables].map((node): [number, number] => [node.startIndex, node.endIndex]).sort((a, b) => a[0] - b[0]);
  }
}
