/**
 * A language's answers about the callees it meets, remembered per callee: a document calls a few
 * callees many times (`it`, `expect`, `$this->assertSame`, `$client->request`), and the context of
 * each of their values asks again. Each table is emptied when it holds `LIMIT` callees, so that a
 * server reading many documents keeps it bounded.
 */
import type { ArgumentRole } from "@urilint/core";

const LIMIT = 4096;
/** The arguments whose role is remembered: a call's first few. */
const REMEMBERED_ARGUMENTS = 8;

export interface CalleeAnswers {
  /** What positional argument `argument` of a call to `callee` is. */
  argumentRole(callee: string, argument: number): ArgumentRole;
  /** Whether a call's arguments, and everything in them, are test data. */
  isAssertion(callee: string): boolean;
}

/** `roleOf` and `assertionOf`, each answer computed once per callee (and argument). */
export function rememberedAnswers(
  roleOf: (callee: string, argument: number) => ArgumentRole,
  assertionOf: (callee: string) => boolean,
): CalleeAnswers {
  const roles = new Map<string, ArgumentRole[]>();
  const assertions = new Map<string, boolean>();
  return {
    argumentRole(callee, argument) {
      if (argument >= REMEMBERED_ARGUMENTS) return roleOf(callee, argument);
      const known = roles.get(callee) ?? remember(roles, callee, []);
      return (known[argument] ??= roleOf(callee, argument));
    },
    isAssertion: (callee) => assertions.get(callee) ?? remember(assertions, callee, assertionOf(callee)),
  };
}

function remember<V>(table: Map<string, V>, key: string, value: V): V {
  if (table.size >= LIMIT) table.clear();
  table.set(key, value);
  return value;
}
