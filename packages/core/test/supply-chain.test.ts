/**
 * Supply chain: each published package depends at run time on exactly what CONTRIBUTING.md's
 * "Runtime dependencies" table names; the lockfile is committed and matches every package.json; pnpm runs
 * no dependency's install script (onlyBuiltDependencies is empty, and every installed package
 * that has one is listed as skipped on purpose); our own packages have no install scripts; and
 * the sources import nothing beyond those dependencies: no network, process or evaluation module.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");

interface Manifest {
  name: string;
  private?: boolean;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  optionalDependencies?: Record<string, string>;
  bundleDependencies?: unknown;
  bundledDependencies?: unknown;
}

const PACKAGE_DIRS = readdirSync(join(ROOT, "packages")).map((dir) => `packages/${dir}`);
const manifests = new Map(PACKAGE_DIRS.map((dir) => [dir, JSON.parse(read(`${dir}/package.json`)) as Manifest]));

/** CONTRIBUTING.md's table: package name -> the dependencies and peer dependencies it names. */
function documentedDependencies(): Map<string, { dependencies: string[]; peers: string[]; optional: string[] }> {
  const guide = read("CONTRIBUTING.md");
  const start = guide.indexOf("\n## Runtime dependencies\n");
  const end = guide.indexOf("\n## ", start + 1);
  const section = guide.slice(start, end === -1 ? undefined : end);
  const table = section.split("\n").filter((line) => line.startsWith("| `"));
  const out = new Map<string, { dependencies: string[]; peers: string[]; optional: string[] }>();
  for (const row of table) {
    const [, name, dependsOn] = row.split("|").map((cell) => cell.trim());
    const names = (text: string): string[] =>
      [...text.matchAll(/`(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)`/g)].map((m) => m[1]!).filter((n) => !n.startsWith("."));
    const parts = dependsOn!.split(";").map((part) => part.trim());
    out.set(names(name!)[0]!, {
      dependencies: parts
        .filter((part) => !part.startsWith("peer") && !part.startsWith("optional"))
        .flatMap(names)
        .sort(),
      optional: parts
        .filter((part) => part.startsWith("optional"))
        .flatMap(names)
        .sort(),
      peers: parts
        .filter((part) => part.startsWith("peer"))
        .flatMap(names)
        .sort(),
    });
  }
  return out;
}

describe("runtime dependencies are the few CONTRIBUTING.md names", () => {
  const documented = documentedDependencies();

  it("the table lists every package of packages/", () => {
    expect([...documented.keys()].sort()).toEqual([...manifests.values()].map((m) => m.name).sort());
  });

  for (const [dir, manifest] of manifests) {
    it(`${manifest.name} (${dir})`, () => {
      const row = documented.get(manifest.name);
      expect(row, "a row in the table").toBeDefined();
      expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(row!.dependencies);
      expect(Object.keys(manifest.peerDependencies ?? {}).sort()).toEqual(row!.peers);
      expect(Object.keys(manifest.optionalDependencies ?? {}).sort()).toEqual(row!.optional);
      expect(manifest.bundleDependencies ?? manifest.bundledDependencies).toBeUndefined();
    });
  }

  it("@urilint/core depends only on tr46 (UTS #46, itself on punycode) and unhomoglyph (data only)", () => {
    expect(documented.get("@urilint/core")).toEqual({ dependencies: ["tr46", "unhomoglyph"], peers: [], optional: [] });
    const dependenciesOf = (name: string): string[] =>
      Object.keys((JSON.parse(read(`packages/core/node_modules/${name}/package.json`)) as Manifest).dependencies ?? {});
    expect(dependenciesOf("tr46")).toEqual(["punycode"]);
    expect(dependenciesOf("unhomoglyph")).toEqual([]);
  });
});

describe("the lockfile", () => {
  it("is committed", () => {
    const tracked = execFileSync("git", ["ls-files", "--error-unmatch", "pnpm-lock.yaml"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(tracked.trim()).toBe("pnpm-lock.yaml");
  });

  it("matches the dependencies of every package (the specifiers pnpm recorded)", () => {
    const lock = read("pnpm-lock.yaml");
    for (const [dir, manifest] of manifests) {
      if (lock.includes(`\n  ${dir}: {}\n`)) {
        expect(manifest.dependencies ?? {}, `${dir}: the lockfile records no dependencies`).toEqual({});
        continue;
      }
      const start = lock.indexOf(`\n  ${dir}:\n`);
      expect(start, `${dir} is an importer of the lockfile`).toBeGreaterThan(0);
      const block = lock.slice(start + 1, lock.indexOf("\n\n", start + 1));
      const recorded = (kind: string): Record<string, string> => {
        const at = block.indexOf(`\n    ${kind}:\n`);
        if (at < 0) return {};
        const out: Record<string, string> = {};
        const lines = block.slice(at + kind.length + 7).split("\n");
        for (let i = 0; i < lines.length && lines[i]!.startsWith("      "); i++) {
          const name = /^ {6}'?([^':]+(?::[^':]+)?)'?:$/.exec(lines[i]!)?.[1];
          const specifier = /^ {8}specifier: (.+)$/.exec(lines[i + 1] ?? "")?.[1];
          if (name !== undefined && specifier !== undefined) out[name] = specifier.replace(/^'|'$/g, "");
        }
        return out;
      };
      // pnpm installs peer dependencies too (autoInstallPeers) and records them with the others;
      // not the optional ones.
      const required = Object.entries(manifest.peerDependencies ?? {}).filter(
        ([name]) => manifest.peerDependenciesMeta?.[name]?.optional !== true,
      );
      expect(recorded("dependencies"), `${dir} dependencies`).toEqual({
        ...Object.fromEntries(required),
        ...manifest.dependencies,
      });
    }
  });
});

describe("installing runs no dependency's scripts", () => {
  const workspace = read("pnpm-workspace.yaml");
  const listed = (key: string): string[] | undefined => {
    const inline = new RegExp(`^${key}:\\s*\\[\\s*\\]\\s*$`, "m").exec(workspace);
    if (inline !== null) return [];
    const block = new RegExp(`^${key}:\\n((?:\\s+- .+\\n?)*)`, "m").exec(workspace);
    return block?.[1]!
      .split("\n")
      .map((line) =>
        line
          .replace(/^\s*- /, "")
          .replace(/^["']|["']$/g, "")
          .trim(),
      )
      .filter(Boolean);
  };

  it("pnpm-workspace.yaml allows no build scripts (onlyBuiltDependencies is empty)", () => {
    expect(listed("onlyBuiltDependencies")).toEqual([]);
  });

  it("every installed package with an install script is one the workspace skips on purpose", () => {
    const skipped = new Set(listed("ignoredBuiltDependencies") ?? []);
    const store = join(ROOT, "node_modules", ".pnpm");
    const withScripts = new Set<string>();
    for (const entry of readdirSync(store)) {
      const modules = join(store, entry, "node_modules");
      let names: string[];
      try {
        names = readdirSync(modules).flatMap((name) =>
          name.startsWith("@") ? readdirSync(join(modules, name)).map((n) => `${name}/${n}`) : [name],
        );
      } catch {
        continue;
      }
      for (const name of names) {
        let manifest: Manifest & { gypfile?: boolean };
        try {
          manifest = JSON.parse(readFileSync(join(modules, name, "package.json"), "utf8")) as Manifest;
        } catch {
          continue;
        }
        const scripts = manifest.scripts ?? {};
        if (scripts["preinstall"] ?? scripts["install"] ?? scripts["postinstall"] ?? manifest.gypfile)
          withScripts.add(manifest.name);
      }
    }
    expect(
      [...withScripts].filter((name) => !skipped.has(name)),
      "install scripts that are neither allowed nor skipped on purpose",
    ).toEqual([]);
  });

  it("our own packages have no install or prepare scripts", () => {
    const lifecycle = ["preinstall", "install", "postinstall", "prepare", "prepublish"];
    const root = JSON.parse(read("package.json")) as Manifest;
    for (const manifest of [root, ...manifests.values()]) {
      expect(
        Object.keys(manifest.scripts ?? {}).filter((script) => lifecycle.includes(script)),
        manifest.name,
      ).toEqual([]);
    }
  });
});

describe("the sources reach no network and run no code", () => {
  /** Node modules a package's sources may import, and why. */
  const BUILTINS: Record<string, string[]> = {
    "@urilint/core": [],
    // To load tree-sitter's WebAssembly runtime and grammars from their package's folder
    // (reading/tree-sitter.ts and its runtime loader), and the link checker's read-only view of a
    // working tree the front-ends share (links/disk-files.ts): checked below.
    "@urilint/scan": ["node:fs", "node:fs/promises", "node:module", "node:path", "node:url"],
    // createRequire, to read its own package.json; the rule no-broken-link finds the repository's
    // root (link-files.ts), and reads the files its links lead to through @urilint/scan's view.
    "eslint-plugin-urilint": ["node:module", "node:fs", "node:path"],
    // To read its own package.json, and each workspace folder's bulk suppressions file (its path from the folder's file: URI);
    // to read the transport the editor names: --socket=<port> on 127.0.0.1 and --pipe=<name>, as vscode-languageserver
    // connects to them (net), messages up to the longest string (buffer), console.* formatted for the client's log (util).
    "@urilint/lsp-server": ["node:fs", "node:path", "node:url", "node:net", "node:buffer", "node:util"],
    "urilint-vscode": ["vscode"], // the editor's API, provided by the extension host
    // The command reads files and writes fixes (fs, path, crypto for content hashes), runs git's
    // read-only subcommands to list and read files (child_process, git.ts only), checks in worker
    // threads of its own module (worker_threads, os for the number of cores), parses its options
    // (util), reads its own package.json (module: createRequire).
    urilint: [
      "node:fs",
      "node:path",
      "node:crypto",
      "node:child_process",
      "node:worker_threads",
      "node:os",
      "node:util",
      "node:module",
    ],
  };
  const filesOf = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? filesOf(`${dir}/${entry.name}`)
        : entry.name.endsWith(".ts")
          ? [`${dir}/${entry.name}`]
          : [],
    );

  for (const [dir, manifest] of manifests) {
    it(`${manifest.name} imports only its dependencies (types aside) and never calls fetch, eval or Function`, () => {
      const allowed = new Set([
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
        ...BUILTINS[manifest.name]!,
      ]);
      const unexpected: string[] = [];
      for (const file of filesOf(`${dir}/src`)) {
        const text = read(file);
        for (const match of text.matchAll(
          /^(import|export)(\s+type)?[^;]*?from\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)|\brequire\(\s*"([^"]+)"\s*\)/gms,
        )) {
          const specifier = match[3] ?? match[4] ?? match[5]!;
          if (specifier.startsWith(".") || match[2] !== undefined) continue; // relative, or erased at build time
          const name = specifier.startsWith("@")
            ? specifier.split("/").slice(0, 2).join("/")
            : specifier.split("/")[0]!;
          if (!allowed.has(name)) unexpected.push(`${file}: ${specifier}`);
        }
        for (const call of text.matchAll(/\b(fetch|eval|Function)\s*\(/g)) {
          const line = text.slice(text.lastIndexOf("\n", call.index) + 1, text.indexOf("\n", call.index));
          if (!/^\s*(\*|\/\/)/.test(line) && !/["'`].*\b(fetch|eval|Function)\s*\(.*["'`]/.test(line))
            unexpected.push(`${file}: ${line.trim()}`);
        }
      }
      expect(unexpected).toEqual([]);
    });
  }

  it("@urilint/scan reads no file but tree-sitter's grammars and, for the link checker, a working tree", () => {
    const readers = filesOf("packages/scan/src").filter((file) =>
      /^(import|export)[^;]*?from\s+"node:(fs|fs\/promises|module|url)"|\brequire\(\s*"node:(fs|fs\/promises|module|url)"\s*\)/m.test(
        read(file),
      ),
    );
    expect(
      readers.every((file) => /\/reading\/tree-sitter[\w-]*\.c?ts$|\/links\/disk-files\.ts$/.test(file)),
      readers.join(", "),
    ).toBe(true);
  });
});

describe("untrusted workspaces", () => {
  it("the VS Code extension reads `urilint.ignore` (regular expressions) from user settings only", () => {
    const manifest = JSON.parse(read("packages/vscode-extension/package.json")) as {
      capabilities: { untrustedWorkspaces: { supported: boolean | string; restrictedConfigurations?: string[] } };
    };
    expect(manifest.capabilities.untrustedWorkspaces.supported).toBe(true);
    expect(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations).toContain("urilint.ignore");
  });
});
