/**
 * A thin `createRule`, with the semantics of typescript-eslint's `RuleCreator`: the docs URL is
 * filled from the rule name, `defaultOptions` are merged into the user's options, and `create`
 * receives them. The types come from `@typescript-eslint/utils` at build time only (`import type`):
 * that package declares a non-optional TypeScript peer, and the published plugin must run in
 * projects without TypeScript, or with a TypeScript it does not support (see the plugin's README.md,
 * "Why TypeScript is not needed at run time").
 */
import type { RuleContext, RuleListener, RuleMetaData, RuleModule } from "@typescript-eslint/utils/ts-eslint";
import { createRequire } from "node:module";
import { docsUrl, type RuleName } from "@urilint/core";

/** The docs links point at the release of this very package (tag `v<version>`). */
const { version } = createRequire(import.meta.url)("../package.json") as { version: string };

export interface UriRuleDocs {
  /** Part of the `recommended` config. */
  readonly recommended: boolean;
  /** The languages it reads, for its page, when not every language the plugin reads. */
  readonly languages?: string;
}

export interface RuleDefinition<Options extends readonly unknown[], MessageIds extends string> {
  readonly name: RuleName;
  readonly meta: Omit<RuleMetaData<MessageIds, UriRuleDocs, Options>, "docs" | "defaultOptions"> & {
    readonly docs: { readonly description: string } & UriRuleDocs;
  };
  readonly defaultOptions: Options;
  create(context: Readonly<RuleContext<MessageIds, Options>>, options: Readonly<Options>): RuleListener;
}

export type UriRuleModule<Options extends readonly unknown[], MessageIds extends string> = RuleModule<
  MessageIds,
  Options,
  UriRuleDocs
> & { readonly name: RuleName };

export function createRule<Options extends readonly unknown[], MessageIds extends string>(
  definition: RuleDefinition<Options, MessageIds>,
): UriRuleModule<Options, MessageIds> {
  const { name, meta, defaultOptions, create } = definition;
  // ESLint hands every file a new options array holding the same configured objects: the merge
  // is kept for the last elements seen rather than redone for every rule of every file.
  let lastGiven: readonly unknown[] = defaultOptions;
  let lastMerged: Options = defaultOptions;
  const optionsOf = (given: readonly unknown[]): Options => {
    if (!sameElements(given, lastGiven)) {
      lastMerged = withDefaults(defaultOptions, given);
      lastGiven = given;
    }
    return lastMerged;
  };
  return {
    name,
    meta: {
      ...meta,
      docs: { ...meta.docs, url: docsUrl(name, undefined, version) },
      defaultOptions,
    },
    defaultOptions,
    create(context) {
      return create(context, optionsOf(context.options));
    },
  };
}

/** Each option object is the default merged with the user's (one level deep, like applyDefault). */
function withDefaults<Options extends readonly unknown[]>(defaults: Options, user: readonly unknown[]): Options {
  // No options, or ESLint's own application of `meta.defaultOptions` (this very array).
  if (user.length === 0 || user === defaults) return defaults;
  return defaults.map((fallback, i) => {
    const given = user[i];
    if (given === undefined) return fallback;
    if (isPlainObject(fallback) && isPlainObject(given)) return { ...fallback, ...given };
    return given;
  }) as unknown as Options;
}

function sameElements(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
