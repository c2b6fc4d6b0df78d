/**
 * The files a fresh Node process loads while it runs `script` (an ES module's text): every module
 * it imports (a loader hook, registered before the script runs, writes each URL to stderr) and
 * every module it requires (`require.cache` when the script ends). For tests of what a built
 * package loads on first use: checked by the modules loaded, never by timing.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const MARK = "loaded-module:";

const HOOK = `export async function load(url, context, next) { process._rawDebug(${JSON.stringify(MARK)} + url); return next(url, context); }`;
const REGISTER = `import { register } from "node:module"; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOK)}`)});`;

export function modulesLoadedBy(script: string): string[] {
  const wrapped = `${script}
    const { createRequire } = await import("node:module");
    process._rawDebug(${JSON.stringify(MARK)} + JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));`;
  const result = spawnSync(
    process.execPath,
    ["--import", `data:text/javascript,${encodeURIComponent(REGISTER)}`, "--input-type=module", "-e", wrapped],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  const lines = result.stderr
    .split("\n")
    .filter((line) => line.startsWith(MARK))
    .map((line) => line.slice(MARK.length));
  const required = JSON.parse(lines.pop() ?? "[]") as string[];
  return [
    ...new Set([...lines.filter((url) => url.startsWith("file:")).map((url) => fileURLToPath(url)), ...required]),
  ];
}
