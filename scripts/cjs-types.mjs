#!/usr/bin/env node
/**
 * The types of each package's CommonJS entry (`src/*.cts`). Such an entry is `export = api`, the
 * ES module's namespace as a value: its declarations (`.d.cts`, read by TypeScript under node16
 * CommonJS and node10) then carry the values but none of the types, and
 * `import type { Finding } from "@urilint/core"` in a `.cts` file fails (TS2305). This script
 * writes the ES module's types into a namespace merged with the value, between two marker
 * comments in the entry:
 *
 *   node scripts/cjs-types.mjs           # write
 *   node scripts/cjs-types.mjs --check   # exit 1 and name each entry that is not up to date
 *
 * An entry takes part when it has a namespace import of its ES module
 * (`import type * as core from "./index.js" with { "resolution-mode": "import" }`) and
 * `export = <value>`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = fileURLToPath(new URL("..", import.meta.url));
const START = "// cjs-types: start";
const END = "// cjs-types: end";

/**
 * The CommonJS entries of every package (the `require` types of its `exports`, `./dist/x.d.cts`
 * from `src/x.cts`), with the namespace import and the exported value they name.
 */
export function entries() {
  const found = [];
  for (const dir of readdirSync(join(root, "packages"))) {
    const manifestPath = join(root, "packages", dir, "package.json");
    if (!existsSync(manifestPath)) continue;
    const { exports = {} } = JSON.parse(readFileSync(manifestPath, "utf8"));
    for (const target of Object.values(exports)) {
      const types = target?.require?.types;
      if (typeof types !== "string") continue;
      const path = join(root, "packages", dir, types.replace(/^\.\/dist\//, "src/").replace(/\.d\.cts$/, ".cts"));
      const text = readFileSync(path, "utf8");
      const imported =
        /^import type \* as (\w+) from "\.\/([\w-]+)\.js" with \{ "resolution-mode": "import" \};$/m.exec(text);
      const exported = /^export = (\w+);$/m.exec(text);
      if (!imported || !exported) throw new Error(`${path}: no namespace import of its ES module, or no export =`);
      found.push({
        path,
        text,
        namespace: imported[1],
        module: join(dirname(path), `${imported[2]}.ts`),
        value: exported[1],
      });
    }
  }
  return found;
}

/** Every export of `module` that has a type meaning, with its type parameters as written. */
function typeExports(program, module) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(module);
  if (source === undefined) throw new Error(`${module} is not in the program`);
  const exported = new Set(checker.getExportsOfModule(checker.getSymbolAtLocation(source)).map((s) => s.name));
  const types = [];
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!(target.flags & ts.SymbolFlags.Type)) continue;
    const declaration = target.declarations?.find((d) => d.typeParameters !== undefined);
    const parameters = (declaration?.typeParameters ?? []).map((parameter) => ({
      name: parameter.name.text,
      constraint: parameter.constraint && qualified(parameter.constraint, exported),
      default: parameter.default && qualified(parameter.default, exported),
    }));
    types.push({ name: symbol.name, parameters });
  }
  return types.sort((a, b) => a.name.localeCompare(b.name));
}

/** A type parameter's constraint or default: a name the module exports, qualified by the namespace later. */
function qualified(node, exported) {
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && !node.typeArguments) {
    if (exported.has(node.typeName.text)) return { exported: node.typeName.text };
  }
  throw new Error(`cannot write the type parameter bound "${node.getText()}": name an exported type`);
}

/** The namespace block for one entry. */
function block(entry, types) {
  const lines = types.map(({ name, parameters }) => {
    if (parameters.length === 0) return `  type ${name} = ${entry.namespace}.${name};`;
    const bound = (part) => (part ? `${entry.namespace}.${part.exported}` : undefined);
    const declared = parameters
      .map(
        (p) =>
          `${p.name}${p.constraint ? ` extends ${bound(p.constraint)}` : ""}${p.default ? ` = ${bound(p.default)}` : ""}`,
      )
      .join(", ");
    return `  type ${name}<${declared}> = ${entry.namespace}.${name}<${parameters.map((p) => p.name).join(", ")}>;`;
  });
  return [
    START,
    "// The ES module's types, for `import type { ... }` from CommonJS files: an `export =` of a value",
    "// carries none. Written by scripts/cjs-types.mjs from the ES module's exports.",
    `declare namespace ${entry.value} {`,
    ...lines,
    "}",
    END,
  ].join("\n");
}

/** The entry's text with its namespace block written (replacing the old one, or before `export =`). */
function withBlock(entry, written) {
  const at = entry.text.indexOf(START);
  if (at !== -1) {
    const end = entry.text.indexOf(END, at) + END.length;
    return entry.text.slice(0, at) + written + entry.text.slice(end);
  }
  const exportAt = entry.text.search(/^export = \w+;$/m);
  return `${entry.text.slice(0, exportAt)}${written}\n${entry.text.slice(exportAt)}`;
}

/** Each entry, with the text it should have. */
export function expected() {
  const all = entries();
  const program = ts.createProgram(
    all.map((entry) => entry.module),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: ["node"],
    },
  );
  return all.map((entry) => ({ ...entry, wanted: withBlock(entry, block(entry, typeExports(program, entry.module))) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stale = expected().filter((entry) => entry.wanted !== entry.text);
  if (process.argv.includes("--check")) {
    for (const entry of stale)
      console.error(
        `${relative(root, entry.path)}: its types namespace is not up to date (node scripts/cjs-types.mjs)`,
      );
    process.exitCode = stale.length === 0 ? 0 : 1;
  } else {
    for (const entry of stale) writeFileSync(entry.path, entry.wanted);
    console.log(`wrote the types of ${stale.length} CommonJS entries`);
  }
}
