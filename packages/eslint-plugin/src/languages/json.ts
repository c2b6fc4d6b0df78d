/**
 * Strings of JSON, JSONC and JSON5 files (the `@eslint/json` tree): member values and array
 * elements, never member names. A value is named by its member (`"homepage": "..."`); in
 * package.json, the fields npm defines as URLs are URIs by format, and the fields that hold
 * dependency specifiers or paths are module specifiers.
 */
import type { StringContext } from "@urilint/core";
import { mapLiteral } from "../text/literal-map.js";
import { SourceString } from "../text/source-string.js";
import { isNode, type AnyNode, type StringSite } from "./site.js";

/** package.json fields that are URLs (npm's package.json documentation). */
const PACKAGE_URL_FIELDS: ReadonlySet<string> = new Set(["homepage", "repository", "bugs", "funding"]);

/** package.json fields whose strings are dependency specifiers, paths or globs, never URIs. */
const PACKAGE_SPECIFIER_FIELDS: ReadonlySet<string> = new Set([
  "dependencies",
  "devDependencies",
  "peerDependencies",
  "optionalDependencies",
  "bundleDependencies",
  "bundledDependencies",
  "overrides",
  "resolutions",
  "pnpm",
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
  "catalog",
  "catalogs",
]);

interface Frame {
  readonly node: AnyNode;
  /** Member names from the document root to this node; array indexes are numbers. */
  readonly path: readonly (string | number)[];
}

export function jsonSites(document: AnyNode, text: string, filename: string): StringSite[] {
  const packageJson = /(^|[\\/])package\.json$/.test(filename);
  const sites: StringSite[] = [];
  const stack: Frame[] = isNode(document.body) ? [{ node: document.body, path: [] }] : [];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    switch (node.type) {
      case "Object":
        for (const member of asNodes(node.members)) {
          const name = memberName(member.name);
          if (name !== undefined && isNode(member.value)) stack.push({ node: member.value, path: [...path, name] });
        }
        break;
      case "Array":
        asNodes(node.elements).forEach((element, index) => {
          if (isNode(element.value)) stack.push({ node: element.value, path: [...path, index] });
        });
        break;
      case "String": {
        const site = stringSite(node, path, text, packageJson);
        if (site !== undefined) sites.push(site);
        break;
      }
    }
  }
  return sites;
}

function asNodes(value: unknown): AnyNode[] {
  return Array.isArray(value) ? value.filter(isNode) : [];
}

function memberName(name: unknown): string | undefined {
  if (!isNode(name)) return undefined;
  if (name.type === "String" && typeof name.value === "string") return name.value;
  if (name.type === "Identifier" && typeof name.name === "string") return name.name;
  return undefined;
}

function stringSite(
  node: AnyNode,
  path: readonly (string | number)[],
  text: string,
  packageJson: boolean,
): StringSite | undefined {
  const range = node.range;
  if (range === undefined || typeof node.value !== "string") return undefined;
  const [start, end] = range;
  const map = mapLiteral(text, start + 1, end - 1, node.value, text[start] === "'" ? "json5-single" : "json");
  const string = new SourceString([{ kind: "literal", map, role: "fixed", range }]);
  const name = nearestName(path);
  return { string, context: contextOf(path, name, packageJson), name };
}

/** The member name a value is stored under: its own, or its array's (`"urls": ["..."]`). */
function nearestName(path: readonly (string | number)[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === "string") return segment;
  }
  return undefined;
}

function contextOf(path: readonly (string | number)[], name: string | undefined, packageJson: boolean): StringContext {
  if (packageJson && typeof path[0] === "string") {
    const field = path[0];
    if (PACKAGE_SPECIFIER_FIELDS.has(field)) return { kind: "module-specifier" };
    // "homepage": "...", "bugs": "..." or "bugs": { "url": "..." }, "funding": [{ "url": "..." }].
    const last = path[path.length - 1];
    if (PACKAGE_URL_FIELDS.has(field) && (path.length === 1 || last === "url" || typeof last === "number")) {
      return { kind: "format", field };
    }
  }
  return name === undefined ? { kind: "plain" } : { kind: "named", name };
}
