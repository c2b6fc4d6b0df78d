/**
 * Soak: large scripts opened and closed in parallel while their analysis runs. Ten 700 KB
 * TypeScript documents are opened at once; all are closed as soon as the first of them has its
 * diagnostics (the others' analyses still queued or running), five times over. Nothing may go on
 * working for a closed document or keep any of it: the server's heap after a full collection (read
 * through the probe preloaded into it, heap-probe.mjs) stays where it was before the first round.
 * When the server still had a quick first look, its continuation started the full analysis of a
 * closed document and kept its syntax tree and memo for good: from 39 MB, 431 MB after the first
 * round and 1.8 GB after the fifth (push), 116 MB and 399 MB (pull).
 */
import { afterEach, describe, expect, it } from "vitest";
import { DocumentDiagnosticRequest, HoverRequest, type ClientCapabilities } from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, type TestClient } from "../support/client.js";
import { HEAP_PROBE_ARGUMENTS, heapOf } from "./session.js";

const DOCUMENTS = 10;
const ROUNDS = 5;
const LENGTH = 700_000;

let client: TestClient | undefined;
afterEach(async () => {
  if (client !== undefined && client.process.exitCode === null) await client.stop();
  client = undefined;
});

/** A script of LENGTH characters with a URI finding on every line. */
function script(seed: string): string {
  let text = "";
  for (let i = 0; text.length < LENGTH; i++)
    text += `export const u${i} = fetch("HTTP://Example.COM:80/${seed}/a/./b/${i}?q=${i % 97}");\n`;
  return text;
}

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function soak(capabilities: ClientCapabilities, pull: boolean): Promise<void> {
  client = await startClient({
    capabilities,
    configuration: () => ({}),
    // V8 frees dead buffers on a background thread after a full collection, and counts them in
    // `external` until then (tens of MB after the large messages here): swept at once, the
    // reading is what is alive.
    nodeArguments: [...HEAP_PROBE_ARGUMENTS, "--no-concurrent-array-buffer-sweeping"],
  });
  const c = client;
  const pid = c.process.pid!;
  /** Resolves when the server clears the document's diagnostics (it does as the document closes). */
  const cleared = async (uri: string): Promise<void> => {
    while ((await c.nextDiagnostics(uri)).diagnostics.length > 0);
  };

  /** Opens the documents at once, closes them all once the first has its diagnostics, and waits until the server has read the closes. */
  const round = async (name: string, count: number): Promise<void> => {
    const uris = Array.from({ length: count }, (_, n) => `file:///soak/${name}-${n}.ts`);
    const texts = uris.map((_, n) => script(`${name}-${n}`));
    const first = pull ? undefined : c.nextDiagnostics(uris[0]!, 1);
    await Promise.all(uris.map((uri, n) => c.open(uri, "typescript", texts[n]!, 1)));
    if (pull) {
      // Every document pulled at once: the first answered, the others' analyses still running.
      const pulls = uris.map((uri) =>
        c.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri } }).catch(() => undefined),
      );
      const report = (await pulls[0]) as { items?: unknown[] } | undefined;
      expect(report?.items?.length).toBeGreaterThan(0);
      await Promise.all(uris.map((uri) => c.close(uri)));
      await Promise.all(pulls);
    } else {
      expect((await first!).diagnostics.length).toBeGreaterThan(0);
      const closed = uris.map(cleared);
      await Promise.all(uris.map((uri) => c.close(uri)));
      await Promise.all(closed);
    }
    // Answered only after every close before it has been handled.
    expect(
      await c.connection.sendRequest(HoverRequest.type, {
        textDocument: { uri: uris[0]! },
        position: { line: 0, character: 30 },
      }),
    ).toBeNull();
  };

  // The first large script loads what the server loads on first use: the heap is read after it.
  await round("warm-up", 1);
  const start = await heapOf(pid);
  const heap: number[] = [];
  for (let n = 0; n < ROUNDS; n++) {
    await round(`round-${n}`, DOCUMENTS);
    heap.push(await heapOf(pid));
  }
  console.log(
    `soak, ${DOCUMENTS} documents of ${LENGTH} characters closed while their analyses run (${pull ? "pull" : "push"}): heap after a full collection ${mb(start)} at the start, after each round ${heap.map(mb).join(", ")}`,
  );
  // One 700 KB script kept with its syntax tree and memo costs about 27 MB: a single one kept in
  // any round would take a reading past 1.5 times the start (about 35 MB).
  for (const [n, reading] of heap.entries())
    expect(reading, `heap after round ${n + 1}: ${mb(reading)}, from ${mb(start)}`).toBeLessThan(start * 1.5);
  expect(await c.stop()).toBe(0);
}

describe("soak: large documents closed while their analysis runs", () => {
  it("push diagnostics (Neovim): the heap stays where it was", async () => {
    await soak(CAPABILITIES.neovim, false);
  }, 300_000);

  it("pull diagnostics (VS Code): the heap stays where it was", async () => {
    await soak(CAPABILITIES.vscode, true);
  }, 300_000);
});
