/**
 * Which findings the disable comments of a document silence, as ESLint applies its own: a
 * `disable-line` comment silences its line, a `disable-next-line` comment the line after it ends,
 * and a `disable` comment everything after it until an `enable` comment for the same rules
 * (an `enable` that names no rule enables them all). A finding counts where it starts.
 *
 * A directive that silenced nothing is unused. Only `urilint-` directives are reported unused:
 * an `eslint-` comment is ESLint's to judge, since it may silence other plugins' rules as well.
 */
import type { FindingCode } from "../findings/catalogue.js";
import { covers, type Directive, type Target } from "./directives.js";

/** Anything placed in a document with a finding code: a finding, a diagnostic, a problem. */
export interface Placed {
  readonly start: number;
  readonly code: FindingCode;
}

/** The code the language server and the command give an unused `urilint-` directive. */
export const UNUSED_DIRECTIVE_CODE = "unused-disable-directive";

/** A `urilint-` directive, or one rule or code of it, that silenced nothing. */
export interface UnusedDirective {
  readonly directive: Directive;
  readonly message: string;
}

export interface Suppression<T extends Placed> {
  readonly kept: T[];
  readonly suppressed: T[];
  readonly unused: UnusedDirective[];
}

/**
 * Splits `items` into those kept and those a directive silences. `lineOf` gives the line of a
 * document offset; `directives` may come in any order.
 */
export function applyDirectives<T extends Placed>(
  items: readonly T[],
  directives: readonly Directive[],
  lineOf: (offset: number) => number,
): Suppression<T> {
  const kept: T[] = [];
  const suppressed: T[] = [];
  if (directives.length === 0) return { kept: [...items], suppressed, unused: [] };
  const ordered = [...directives].sort((a, b) => a.start - b.start);
  const blocks = ordered.filter((d) => d.kind === "disable" || d.kind === "enable");
  const byLine = new Map<number, Directive[]>();
  for (const directive of ordered) {
    const line =
      directive.kind === "disable-line"
        ? lineOf(directive.start)
        : directive.kind === "disable-next-line"
          ? lineOf(Math.max(directive.start, directive.end - 1)) + 1
          : undefined;
    if (line === undefined) continue;
    const list = byLine.get(line);
    if (list === undefined) byLine.set(line, [directive]);
    else list.push(directive);
  }
  const used = new Map<Directive, Set<Target | "all">>();
  const use = (directive: Directive, target: Target | "all"): void => {
    let set = used.get(directive);
    if (set === undefined) used.set(directive, (set = new Set()));
    set.add(target);
  };
  for (const item of items) {
    let silenced = false;
    for (const directive of byLine.get(lineOf(item.start)) ?? []) {
      const target = matching(directive, item.code);
      if (target === undefined) continue;
      use(directive, target);
      silenced = true;
    }
    const block = governing(blocks, item);
    if (block !== undefined && block.directive.kind === "disable") {
      use(block.directive, block.target);
      silenced = true;
    }
    (silenced ? suppressed : kept).push(item);
  }
  return { kept, suppressed, unused: unusedDirectives(ordered, used) };
}

/** The target of `directive` that covers `code`: "all" when it names nothing, undefined when none does. */
function matching(directive: Directive, code: FindingCode): Target | "all" | undefined {
  if (directive.all) return "all";
  return directive.targets.find((target) => covers(target, code));
}

/** The last disable or enable comment before `item` that concerns its code, with the target that does. */
function governing(
  blocks: readonly Directive[],
  item: Placed,
): { directive: Directive; target: Target | "all" } | undefined {
  for (let k = blocks.length - 1; k >= 0; k--) {
    const directive = blocks[k]!;
    if (directive.start >= item.start) continue;
    const target = matching(directive, item.code);
    if (target !== undefined) return { directive, target };
  }
  return undefined;
}

function unusedDirectives(
  directives: readonly Directive[],
  used: ReadonlyMap<Directive, ReadonlySet<Target | "all">>,
): UnusedDirective[] {
  const unused: UnusedDirective[] = [];
  for (const directive of directives) {
    if (directive.prefix !== "urilint" || directive.kind === "enable") continue;
    const word = `urilint-${directive.kind}`;
    const seen = used.get(directive);
    if (directive.all) {
      if (seen === undefined)
        unused.push({ directive, message: `Unused ${word} directive (no problems were reported).` });
      continue;
    }
    for (const target of directive.targets) {
      if (seen?.has(target) === true) continue;
      const name = target.code ?? target.rule;
      unused.push({ directive, message: `Unused ${word} directive (no problems were reported from '${name}').` });
    }
    for (const name of directive.unknown) {
      unused.push({
        directive,
        message: `Unused ${word} directive ('${name}' is neither a urilint rule nor a finding code).`,
      });
    }
  }
  return unused;
}
