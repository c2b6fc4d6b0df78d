// TOML: the installed packages hold no TOML file, so the document is a Cargo.lock written from the
// workspace's real lockfile (pnpm-lock.yaml): one [[package]] table per installed package, with
// its name, version, registry source, integrity checksum and dependencies, as Cargo writes them.
// The parser beside the scanner is toml-eslint-parser, the one the scanner reads.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseTOML } from "toml-eslint-parser";
import { parse as parseYaml } from "yaml";
import { REPO_ROOT } from "../lib.js";
import { once, records } from "../real-files.js";

export const language = "toml";
export const source = "a Cargo.lock of the workspace's installed packages (from pnpm-lock.yaml)";
export const parser = { name: "toml-eslint-parser", parse: (text) => parseTOML(text, { tomlVersion: "1.1" }) };

/** `name@version(peers)` or `@scope/name@version`: the name and the version. */
function nameAndVersion(key) {
  const at = key.indexOf("@", 1);
  const version = key.slice(at + 1);
  return { name: key.slice(0, at), version: version.replace(/\(.*$/, "") };
}

const packages = once(() => {
  const lock = parseYaml(readFileSync(join(REPO_ROOT, "pnpm-lock.yaml"), "utf8"));
  return Object.entries(lock.snapshots ?? {}).map(([key, snapshot]) => {
    const { name, version } = nameAndVersion(key);
    const integrity = lock.packages?.[`${name}@${version}`]?.resolution?.integrity ?? "";
    const dependencies = Object.entries({ ...snapshot?.dependencies, ...snapshot?.optionalDependencies }).map(
      ([dependency, range]) => ` ${JSON.stringify(`${dependency} ${String(range).replace(/\(.*$/, "")}`)},`,
    );
    return [
      "[[package]]",
      `name = ${JSON.stringify(name)}`,
      `version = ${JSON.stringify(version)}`,
      'source = "registry+https://registry.npmjs.org/"',
      `checksum = ${JSON.stringify(integrity)}`,
      ...(dependencies.length === 0 ? [] : ["dependencies = [", ...dependencies, "]"]),
      "",
    ].join("\n");
  });
});

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return `version = 4\n\n${records(packages(), target)}`;
}
