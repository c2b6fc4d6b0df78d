/**
 * Terraform's built-in functions (the language's functions reference) whose value is one of their
 * arguments, or is made from it, so that a URI written there flows into the place the call's value
 * goes (`endpoint = try(var.endpoint, "https://...")` is `endpoint`'s):
 *
 * - any argument: `coalesce`, `try` (the first that is set, or that evaluates), `coalescelist`,
 *   `concat`, `compact`, `distinct`, `flatten`, `reverse`, `sort`, `tolist`, `toset`, `tostring`,
 *   `sensitive`, `nonsensitive`, `one` (a list's items, or the value itself);
 * - the first: `format` and `formatlist` (the specification, whose verbs `%s` the core reads as
 *   holes), `trimsuffix`, `trimprefix`, `trimspace`, `trim`, `chomp`, `lower` (the string, less a
 *   part or in lower case), `element` (a list's item);
 * - the third: `lookup`'s default (`lookup(var.urls, "prod", "https://...")`; the key is none);
 * - the second: `join`'s list, whose items are joined into the value, and Terragrunt's `get_env`'s
 *   default (`get_env("API_URL", "https://...")`; the variable's name is none).
 *
 * And the arguments that are searched for, not values: `startswith`'s, `endswith`'s and
 * `strcontains`' second, `replace`'s second, `regex`'s and `regexall`'s first. Any other function's
 * argument (`file`, `templatefile`, `urlencode`, `base64encode`, a provider's function) is read by
 * its content alone. A call to Terraform 1.8's `core::` namespace is the built-in's.
 */

/** What an argument is to the call's value: passed on, searched for, or neither (undefined). */
export type ArgumentFlow = "passes" | "pattern" | undefined;

const ANY = -1;

const PASSING: Readonly<Record<string, number>> = {
  coalesce: ANY,
  try: ANY,
  coalescelist: ANY,
  concat: ANY,
  compact: ANY,
  distinct: ANY,
  flatten: ANY,
  reverse: ANY,
  sort: ANY,
  tolist: ANY,
  toset: ANY,
  tostring: ANY,
  sensitive: ANY,
  nonsensitive: ANY,
  one: ANY,
  format: 0,
  formatlist: 0,
  trimsuffix: 0,
  trimprefix: 0,
  trimspace: 0,
  trim: 0,
  chomp: 0,
  lower: 0,
  element: 0,
  lookup: 2,
  join: 1,
  get_env: 1,
};

const SEARCHED: Readonly<Record<string, number>> = {
  startswith: 1,
  endswith: 1,
  strcontains: 1,
  replace: 1,
  regex: 0,
  regexall: 0,
};

/**
 * What argument `index` of a call to `name` is to the call's value; `expanded`: the last argument
 * is a list expanded into arguments (`coalesce(local.urls...)`), after which places are unknown.
 */
export function argumentFlow(name: string, index: number, expanded: boolean): ArgumentFlow {
  const builtin = name.startsWith("core::") ? name.slice("core::".length) : name;
  if (!Object.prototype.hasOwnProperty.call(PASSING, builtin)) {
    const searched = Object.prototype.hasOwnProperty.call(SEARCHED, builtin) ? SEARCHED[builtin] : undefined;
    return searched === index && !expanded ? "pattern" : undefined;
  }
  const passing = PASSING[builtin] as number;
  if (passing === ANY) return "passes";
  return passing === index && !expanded ? "passes" : undefined;
}
