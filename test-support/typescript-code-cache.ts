/**
 * What the tests load in place of packages/scan/src/typescript-code-cache.cts
 * (vitest.config.ts): Vite reads no .cts file, and the tests import TypeScript directly. The cache
 * itself is checked on the built command, in processes of its own (packages/cli/test/start-up.test.ts).
 */
export default {
  use: (): void => undefined,
  start: (): (() => void) => () => undefined,
};
