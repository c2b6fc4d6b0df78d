/**
 * What a JSON string is, decided once for both trees it is read from: the scanner's (the command
 * and the server read the text: scan.ts) and @eslint/json's (the plugin: tree.ts). A string is
 * named by the member it belongs to (`"homepage": "..."`, an array's by the array's member:
 * `"urls": ["..."]`); member names are never values.
 *
 * The documents whose format says more (their dialects: language.ts):
 * - package.json (npm's package.json documentation): `homepage`, `repository`, `bugs` and `funding`
 *   are URLs by format; dependency fields hold npm specs, of which only a tarball URL (`https://`)
 *   and a git URL (`git+https://`, `git://`, `git+ssh://` with a port or none) are URIs: `file:`,
 *   `link:`, `workspace:`, `npm:`, `github:user/repo`, `user/repo`, a version range, and git's
 *   scp-like `git+ssh://git@host:org/repo` are npm's own forms, not URIs; paths, globs and export
 *   maps are module specifiers;
 * - package-lock.json and npm-shrinkwrap.json: `resolved` is a URL by format; versions, `from` and
 *   the dependency maps hold npm specs as above.
 */
import type { StringContext } from "@urilint/core";
import type { Language } from "../../language.js";

/** Member names from the document's root to a value; array indexes are numbers. */
export type JsonPath = readonly (string | number)[];

/** The context of a string of a document of one dialect. */
export interface JsonPolicy {
  context(path: JsonPath, value: string): StringContext;
}

const PLAIN: StringContext = Object.freeze({ kind: "plain" });
const MODULE_SPECIFIER: StringContext = Object.freeze({ kind: "module-specifier" });

/** The policy of a dialect whose format says more than a member's name, or undefined (`named`). */
export function jsonPolicyOf(dialect: Language): JsonPolicy | undefined {
  switch (dialect) {
    case "npm-package":
      return NPM_PACKAGE;
    case "npm-lockfile":
      return NPM_LOCKFILE;
    default:
      return undefined;
  }
}

/** A string named by the member it belongs to, or plain. */
export function namedContext(name: string | undefined): StringContext {
  return name === undefined ? PLAIN : { kind: "named", name };
}

/** The member name a value is stored under: its own, or its array's (`"urls": ["..."]`). */
export function nearestName(path: JsonPath): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === "string") return segment;
  }
  return undefined;
}

/** package.json fields that are URLs. */
const PACKAGE_URL_FIELDS: ReadonlySet<string> = new Set(["homepage", "repository", "bugs", "funding"]);

/** package.json fields whose values are npm specs. */
const DEPENDENCY_FIELDS: ReadonlySet<string> = new Set([
  "dependencies",
  "devDependencies",
  "peerDependencies",
  "optionalDependencies",
  "bundleDependencies",
  "bundledDependencies",
  "overrides",
  "resolutions",
  "pnpm",
  "catalog",
  "catalogs",
]);

/** package.json fields whose strings are paths, globs or export conditions, never URIs. */
const PATH_FIELDS: ReadonlySet<string> = new Set([
  "imports",
  "exports",
  "main",
  "module",
  "types",
  "typings",
  "bin",
  "files",
  "workspaces",
  "browser",
  "directories",
  "man",
  "typesVersions",
]);

const NPM_PACKAGE: JsonPolicy = {
  context(path, value) {
    const field = path[0];
    if (typeof field === "string") {
      if (DEPENDENCY_FIELDS.has(field)) return npmSpecContext(value);
      if (PATH_FIELDS.has(field)) return MODULE_SPECIFIER;
      // "homepage": "...", "bugs": "..." or "bugs": { "url": "..." }, "funding": [{ "url": "..." }].
      const last = path[path.length - 1];
      if (PACKAGE_URL_FIELDS.has(field) && (path.length === 1 || last === "url" || typeof last === "number")) {
        return { kind: "format", field };
      }
    }
    return namedContext(nearestName(path));
  },
};

/** Members of a lockfile whose values are npm specs. */
const LOCKFILE_SPEC_MEMBERS: ReadonlySet<string> = new Set([...DEPENDENCY_FIELDS, "requires", "version", "from"]);

const NPM_LOCKFILE: JsonPolicy = {
  context(path, value) {
    const last = path[path.length - 1];
    if (last === "resolved") return { kind: "format", field: "resolved" };
    if (last === "integrity") return PLAIN;
    // "version": "...", or a dependency map's value: "dependencies": { "x": "^1.0.0" }.
    if (
      (typeof last === "string" && LOCKFILE_SPEC_MEMBERS.has(last)) ||
      (path.length >= 2 &&
        typeof path[path.length - 2] === "string" &&
        DEPENDENCY_FIELDS.has(path[path.length - 2] as string)) ||
      path[path.length - 2] === "requires"
    ) {
      return npmSpecContext(value);
    }
    return namedContext(nearestName(path));
  },
};

/**
 * An npm spec (npm-package-arg's forms): a URI when it is a tarball URL or a git URL that is one;
 * npm's own forms are not URIs.
 */
export function npmSpecContext(spec: string): StringContext {
  if (/^https?:\/\//i.test(spec)) return { kind: "format", field: "dependency" };
  const git = /^git(?:\+(?:ssh|https?|file))?:\/\/([^/?#]*)/i.exec(spec);
  // git's scp-like form in a URL (`git+ssh://git@github.com:org/repo.git`): a host, then ":" and a path, not a port.
  if (git !== null && !/:(?!\d*$)/.test(git[1]!.slice(git[1]!.lastIndexOf("@") + 1))) {
    return { kind: "format", field: "dependency" };
  }
  return MODULE_SPECIFIER;
}
