// scratch (not committed)
import { spawn } from "node:child_process";
import { createProtocolConnection, DidOpenTextDocumentNotification, DidCloseTextDocumentNotification, InitializedNotification, InitializeRequest, PublishDiagnosticsNotification, ShutdownRequest, ExitNotification, StreamMessageReader, StreamMessageWriter } from "vscode-languageserver-protocol/node";
const T = [
  (i) => `export const endpoint${i} = "https://api.example.com/v1/items/${i}?page=${i % 7}&sort=asc#top";`,
  (i) => `function total${i}(a: number, b: number): number { return a * ${i} + b; }`,
  (i) => `const response${i} = await fetch("http://exa mple.com/search?q=${i}%zz");`,
  (i) => `// Item ${i}: see the notes above; nothing here is a URI, only prose and numbers ${i * 3}.`,
  (i) => `const db${i} = { url: "postgres://app:s3cret${i}@db${i}.internal:5432/orders" };`,
  (i) => `interface Shape${i} { id: number; name: string; tags: readonly string[] }`,
  (i) => `const page${i} = new URL("HTTP://Example.COM:80/a/./b/../c/%7euser${i}");`,
  (i) => `const label${i} = "og:title"; const route${i} = "/users/:id/${i}";`,
  (i) => `client.get(\`https://\${tenant}.example.com/a/${i}?v=\${version}\`);`,
  (i) => `const link${i} = { href: "mailto:someone${i}@example.com?subject=Hello%20there" };`,
];
const text = Array.from({ length: 10000 }, (_, i) => T[i % 10](i)).join("\n");
const child = spawn(process.execPath, [...(process.env.SERVER_ARGS ? process.env.SERVER_ARGS.split(" ") : []), "/work/main/packages/lsp-server/dist/bin.js", "--stdio"], { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, LSPTRACE: process.env.LSPTRACE ?? "" } });
const c = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
let waiting; c.onNotification(PublishDiagnosticsNotification.type, (p) => { const at = performance.now(); if (waiting && p.uri === waiting.uri) { waiting.resolve(at); waiting = undefined; } });
c.onRequest(() => null); c.listen();
await c.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } }, initializationOptions: { debounceMs: 0 }, workspaceFolders: null });
await c.sendNotification(InitializedNotification.type, {});
const times = [];
for (let k = 0; k < +(process.env.N ?? 8); k++) {
  const uri = `file:///b/d${k}.ts`;
  const p = new Promise((resolve) => (waiting = { uri, resolve }));
  const sent = performance.now();
  if (process.env.LSPTRACE) process.stderr.write(`--- client sends\n`);
  await c.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: "typescript", version: 1, text } });
  times.push((await p) - sent);
  if (process.env.LSPTRACE) process.stderr.write(`--- client got ${times.at(-1).toFixed(1)}\n`);
  await c.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
}
console.log(times.map((t) => t.toFixed(0)).join(" "));
await c.sendRequest(ShutdownRequest.type); await c.sendNotification(ExitNotification.type);
