// Packages the extension for real (esbuild + vsce) and checks what a user would install.
import { fork } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageExtension } from "../scripts/package.mjs";
import { zipEntries, type ZipEntry } from "./zip.js";

let work: string;
let entries: ZipEntry[];
const read = (name: string): Buffer => {
  const entry = entries.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is not in the .vsix`);
  return entry.read();
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "urilint-vsix-"));
  const vsix = await packageExtension(join(work, "urilint-vscode.vsix"));
  entries = zipEntries(await readFile(vsix));
}, 180_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** Modules a bundle still loads at run time: `require("x")` calls esbuild left in place. */
function requiredModules(bundle: string): string[] {
  return [...new Set([...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!))];
}

const isBuiltin = (name: string) => name.startsWith("node:") || builtinModules.includes(name.split("/")[0]!);
/** Loaded by typescript only under a debugger, inside try/catch (ts.sys.tryEnableSourceMapsForHost). */
const OPTIONAL_IN_SERVER = ["source-map-support"];

describe("the .vsix", () => {
  it("holds the client and server bundles and the marketplace files, and nothing else", () => {
    const names = entries.map((e) => e.name).sort();
    for (const name of [
      "extension/dist/client.cjs",
      "extension/dist/server.cjs",
      "extension/package.json",
      "extension/readme.md",
      "extension/changelog.md",
      "extension/LICENSE.txt",
      "extension/images/icon.png",
      "extension.vsixmanifest",
    ]) {
      expect(names).toContain(name);
    }
    expect(names.filter((n) => /node_modules|\/src\/|\/e2e\/|\/test\/|\.map$|\.ts$/.test(n))).toEqual([]);
  });

  it("ships the tree-sitter runtime and every grammar the scanner's languages load, beside the server", () => {
    const names = entries.map((e) => e.name);
    expect(names).toContain("extension/dist/wasm/tree-sitter.wasm");
    for (const grammar of ["python", "go", "rust", "java", "kotlin", "c-sharp", "ruby", "php", "bash"])
      expect(names).toContain(`extension/dist/wasm/tree-sitter-${grammar}.wasm`);
    // HCL's grammar, from its own package (one grammar reads every HCL file: the Terraform one is not shipped).
    expect(names).toContain("extension/dist/wasm/tree-sitter-hcl.wasm");
    expect(names).not.toContain("extension/dist/wasm/tree-sitter-terraform.wasm");
    expect(names.filter((n) => n.endsWith(".wasm") && !n.startsWith("extension/dist/wasm/"))).toEqual([]);
  });

  it("declares the bundled client as its entry point", () => {
    const manifest = JSON.parse(read("extension/package.json").toString("utf8"));
    expect(manifest.main).toBe("./dist/client.cjs");
  });

  it("links the README's screenshots to this package's folder in the repository", () => {
    const readme = read("extension/readme.md").toString("utf8");
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(images).toEqual([
      "https://github.com/urilint/urilint/raw/HEAD/packages/vscode-extension/images/hover.png",
      "https://github.com/urilint/urilint/raw/HEAD/packages/vscode-extension/images/quick-fix.png",
    ]);
    for (const image of images)
      expect(entries.map((e) => e.name)).toContain(`extension/${image!.split("/packages/vscode-extension/")[1]}`);
  });

  it("has a client that loads only vscode and Node built-ins", () => {
    const modules = requiredModules(read("extension/dist/client.cjs").toString("utf8"));
    expect(modules).toContain("vscode");
    expect(modules.filter((m) => m !== "vscode" && !isBuiltin(m))).toEqual([]);
  });

  it("has a server that loads only Node built-ins (typescript and the core are inside)", () => {
    const modules = requiredModules(read("extension/dist/server.cjs").toString("utf8"));
    expect(modules.filter((m) => !isBuiltin(m) && !OPTIONAL_IN_SERVER.includes(m))).toEqual([]);
  });

  it("has a server that answers initialize over node IPC, alone in an empty folder", async () => {
    // Nothing to resolve from: no node_modules anywhere above a fresh temporary folder.
    const alone = await mkdtemp(join(tmpdir(), "urilint-server-alone-"));
    const server = join(alone, "server.cjs");
    await writeFile(server, read("extension/dist/server.cjs"));
    const child = fork(server, ["--node-ipc"], { cwd: alone, stdio: ["ignore", "pipe", "pipe", "ipc"] });
    try {
      const initialized = new Promise<{ capabilities?: Record<string, unknown> }>((resolve, reject) => {
        child.on("message", (message: { id?: number; result?: { capabilities?: Record<string, unknown> } }) => {
          if (message.id === 1) resolve(message.result ?? {});
        });
        child.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
      });
      child.send({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null },
      });
      const result = await initialized;
      expect(result.capabilities).toHaveProperty("hoverProvider");
      expect(result.capabilities).toHaveProperty("codeActionProvider");
    } finally {
      child.kill();
      await rm(alone, { recursive: true, force: true });
    }
  });
});
