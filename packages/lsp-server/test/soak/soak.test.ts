/**
 * Soak: the built server over stdio under a seeded random session of thousands of operations
 * (open, incremental and full edits, hovers at random positions, code actions, links, diagnostic
 * pulls, cancellations, settings changes both pushed and answered, hostile JSON-RPC written as raw
 * bytes, unknown methods, a 10 MB document and a document of one 100 000-character line, close).
 * The server must answer every request with a result or an expected error, never crash or log an
 * internal error, keep its copy of every document in step with the client's (its diagnostics at
 * the end equal the language service's on the client's text), and exit with 0. A second test
 * opens and closes 10 MB documents over and over: the memory they took is given back (the server's
 * heap after a full collection, read through a probe preloaded into it: heap-probe.mjs).
 *
 * CI runs a fixed seed; `node scripts/reliability/lsp-soak.mjs` runs a new seed with more operations.
 * Knobs: URILINT_SOAK_SEED, URILINT_SOAK_OPERATIONS (per session), URILINT_SOAK_CYCLES,
 * URILINT_SOAK_SMALL_CYCLES, URILINT_SOAK_EDITS, URILINT_SOAK_BIG (the 10 MB documents' language id: plaintext by default;
 * typescript or markdown on demand, whose parsers (TypeScript's, micromark) take seconds and a gigabyte on 10 MB).
 */
import { afterEach, describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import {
  CancellationTokenSource,
  CodeActionRequest,
  DidChangeConfigurationNotification,
  DocumentDiagnosticRequest,
  DocumentLinkRequest,
  ErrorCodes,
  HoverRequest,
  LSPErrorCodes,
  type ClientCapabilities,
  type Diagnostic,
  type Position,
  type Range,
  type TextDocumentContentChangeEvent,
} from "vscode-languageserver-protocol/node";
import { languageOf, runSync } from "@urilint/scan";
import { analyze } from "../../src/analysis.js";
import { toDiagnostics } from "../../src/diagnostics.js";
import { DEFAULT_SETTINGS, readSettings, resolveSettings } from "../../src/settings.js";
import { CAPABILITIES, startClient, type TestClient } from "../support/client.js";
import {
  documentText,
  LANGUAGES,
  largeText,
  longLineText,
  HEAP_PROBE_ARGUMENTS,
  heapOf,
  malformedFrame,
  Random,
  randomSettings,
  uriLike,
} from "./session.js";

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

const SEED = envInt("URILINT_SOAK_SEED", 20_250_707);
const OPERATIONS = envInt("URILINT_SOAK_OPERATIONS", 2_500);
const CYCLES = envInt("URILINT_SOAK_CYCLES", 3);
const SMALL_CYCLES = envInt("URILINT_SOAK_SMALL_CYCLES", 45);
const EDITS = envInt("URILINT_SOAK_EDITS", 60);
const BIG_LANGUAGE = process.env["URILINT_SOAK_BIG"] ?? "plaintext";
/** The lines the 10 MB documents are made of: a BIG_LANGUAGE that names none of ours stops the run. */
const BIG_LINES = LANGUAGES.find((language) => language.languageId === BIG_LANGUAGE)?.lines;
if (BIG_LINES === undefined) {
  throw new Error(`URILINT_SOAK_BIG must be one of ${LANGUAGES.map((language) => language.languageId).join(", ")}`);
}
const TEN_MB = 10 * 1024 * 1024;
/**
 * The languages of the memory test's 1 MB documents: all but the scripts and Markdown, whose parses
 * (TypeScript's, micromark's) take seconds there.
 */
const SMALL_LANGUAGES = LANGUAGES.filter(
  (language) => language.lines !== "typescript" && language.lines !== "markdown",
).map((language) => language.languageId);
/** Long enough for the operations; the on-demand script raises it with the counts. */
const TIMEOUT = 60_000 + OPERATIONS * 40;

/** Errors a request may get: the client cancelled, the document changed, or the request was bad. */
const EXPECTED_ERRORS = new Set<number>([
  LSPErrorCodes.RequestCancelled,
  LSPErrorCodes.ContentModified,
  LSPErrorCodes.ServerCancelled,
  ErrorCodes.InvalidParams,
  ErrorCodes.MethodNotFound,
]);

interface OpenDocument {
  readonly uri: string;
  readonly lines: (typeof LANGUAGES)[number]["lines"];
  mirror: TextDocument;
  /** The last diagnostics the server gave for it, fed back into code action requests. */
  diagnostics: Diagnostic[];
}

interface Failure {
  readonly operation: number;
  readonly method: string;
  readonly params: string;
  readonly error: string;
}

let client: TestClient | undefined;
afterEach(async () => {
  if (client !== undefined && client.process.exitCode === null) await client.stop();
  client = undefined;
});

/** Text for a report: the first 300 characters of a value's JSON. */
const brief = (value: unknown): string => (JSON.stringify(value) ?? String(value)).slice(0, 300);

class Session {
  readonly failures: Failure[] = [];
  readonly rawIds: string[] = [];
  readonly counts: Record<string, number> = {};
  private readonly open = new Map<string, OpenDocument>();
  private pending: Promise<unknown>[] = [];
  private operation = 0;
  private nextDocument = 0;
  /** The value the client answers workspace/configuration with. */
  settings: unknown = {};

  constructor(
    private readonly c: TestClient,
    private readonly r: Random,
    private readonly pull: boolean,
  ) {}

  private request(
    method: string,
    params: unknown,
    token?: CancellationTokenSource,
    onResult?: (result: unknown) => void,
  ): void {
    const operation = this.operation;
    const sent =
      token === undefined
        ? this.c.connection.sendRequest(method, params)
        : this.c.connection.sendRequest(method, params, token.token);
    this.pending.push(
      sent.then(onResult, (error: { code?: number; message?: string }) => {
        if (error.code === undefined || !EXPECTED_ERRORS.has(error.code)) {
          this.failures.push({ operation, method, params: brief(params), error: `${error.code}: ${error.message}` });
        }
      }),
    );
  }

  private randomDocument(): OpenDocument | undefined {
    const all = [...this.open.values()];
    return all.length === 0 ? undefined : this.r.pick(all);
  }

  /** A position in the document, or now and then one past its end or absurd. */
  private position(document: TextDocument): Position {
    const r = this.r;
    if (r.chance(0.05))
      return r.pick([
        { line: -1, character: 0 },
        { line: 2 ** 31, character: 2 ** 31 },
        { line: 0, character: -5 },
      ]);
    const line = r.int(document.lineCount + 1);
    const lineText = document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
    return { line, character: r.int(lineText.length + 3) };
  }

  private range(document: TextDocument): Range {
    const start = this.position(document);
    if (this.r.chance(0.5)) {
      const offset = document.offsetAt(start);
      return { start, end: document.positionAt(offset + this.r.int(40)) };
    }
    return { start, end: this.position(document) }; // possibly before start
  }

  async openDocument(languageId: string, text: string): Promise<OpenDocument> {
    const language = LANGUAGES.find((l) => l.languageId === languageId) ?? LANGUAGES[0]!;
    const uri = `file:///soak/doc-${this.nextDocument++}.${language.extension}`;
    const document: OpenDocument = {
      uri,
      lines: language.lines,
      mirror: TextDocument.create(uri, languageId, 1, text),
      diagnostics: [],
    };
    this.open.set(uri, document);
    await this.c.open(uri, languageId, text, 1);
    return document;
  }

  private async change(document: OpenDocument, changes: TextDocumentContentChangeEvent[]): Promise<void> {
    const version = document.mirror.version + 1;
    document.mirror = TextDocument.update(document.mirror, changes, version);
    await this.c.change(document.uri, version, changes);
  }

  /** Remembers published diagnostics, to send them back in code action contexts. */
  recordPublished(): void {
    for (const params of this.c.published.splice(0)) {
      const document = this.open.get(params.uri);
      if (document !== undefined) document.diagnostics = params.diagnostics;
    }
  }

  async step(): Promise<void> {
    const r = this.r;
    this.operation++;
    const document = this.randomDocument();
    const kind = r.weighted({
      open: this.open.size < 10 ? 6 : 0,
      close: 3,
      incremental: 20,
      full: 4,
      hover: 25,
      codeAction: 12,
      link: 4,
      pullDiagnostics: this.pull ? 6 : 0,
      cancel: 6,
      settings: 3,
      raw: 4,
      wrongParams: 3,
      unknown: 2,
    });
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
    if (document === undefined && !["open", "settings", "raw", "wrongParams", "unknown"].includes(kind)) {
      await this.openDocument(r.pick(LANGUAGES).languageId, "");
      return;
    }
    const uri = document?.uri ?? "file:///soak/none.ts";
    switch (kind) {
      case "open": {
        const language = r.pick(LANGUAGES);
        await this.openDocument(language.languageId, documentText(r, language.lines, 1 + r.int(60)));
        break;
      }
      case "close":
        this.open.delete(uri);
        await this.c.close(uri);
        break;
      case "incremental": {
        const changes: TextDocumentContentChangeEvent[] = [];
        for (let n = 1 + (r.chance(0.2) ? r.int(3) : 0); n > 0; n--) {
          const text = r.pick([uriLike(r), "\n", '"', "", "`", "'", "\r\n", documentText(r, document!.lines, 1)]);
          changes.push({ range: this.range(document!.mirror), text });
        }
        await this.change(document!, changes);
        break;
      }
      case "full":
        await this.change(document!, [{ text: documentText(r, document!.lines, r.int(40)) }]);
        break;
      case "hover":
        this.request(HoverRequest.method, { textDocument: { uri }, position: this.position(document!.mirror) });
        break;
      case "codeAction": {
        const diagnostics = r.chance(0.8)
          ? document!.diagnostics.slice(0, 5)
          : [{ range: "x" }, null, { code: 3, range: this.range(document!.mirror) }];
        const only = r.pick([undefined, ["quickfix"], ["source.fixAll.urilint"], ["source"], ["refactor"], [7]]);
        this.request(CodeActionRequest.method, {
          textDocument: { uri },
          range: this.range(document!.mirror),
          context: { diagnostics, only },
        });
        break;
      }
      case "link":
        this.request(DocumentLinkRequest.method, { textDocument: { uri } });
        break;
      case "pullDiagnostics":
        this.request(
          DocumentDiagnosticRequest.method,
          { textDocument: { uri }, previousResultId: r.chance(0.3) ? "0:1" : undefined },
          undefined,
          (result) => {
            const items = (result as { items?: Diagnostic[] }).items;
            if (items !== undefined && this.open.has(uri)) document!.diagnostics = items;
          },
        );
        break;
      case "cancel": {
        const source = new CancellationTokenSource();
        const method = r.pick([
          HoverRequest.method,
          CodeActionRequest.method,
          this.pull ? DocumentDiagnosticRequest.method : DocumentLinkRequest.method,
        ]);
        const range = this.range(document!.mirror);
        this.request(
          method,
          { textDocument: { uri }, position: range.start, range, context: { diagnostics: [] } },
          source,
        );
        if (r.chance(0.5)) source.cancel();
        else setTimeout(() => source.cancel(), r.int(20));
        break;
      }
      case "settings":
        this.settings = randomSettings(r);
        // A client with workspace/configuration is asked back; the others read the pushed value.
        await this.c.connection.sendNotification(DidChangeConfigurationNotification.type, {
          settings: this.pull ? null : this.settings,
        });
        break;
      case "raw": {
        // Everything the client queued is written first, so the raw frame never splits one of its messages.
        await this.c.connection.sendNotification("$/urilintSoakBarrier", {});
        const frame = malformedFrame(r, document?.uri);
        if (frame.id !== undefined) this.rawIds.push(frame.id);
        this.c.process.stdin!.write(frame.bytes);
        break;
      }
      case "wrongParams": {
        const method = r.pick([
          HoverRequest.method,
          CodeActionRequest.method,
          DocumentLinkRequest.method,
          DocumentDiagnosticRequest.method,
          "workspace/executeCommand",
        ]);
        const params = r.pick<unknown>([
          {},
          { textDocument: { uri: 42 } },
          { textDocument: { uri }, position: "start" },
          { textDocument: { uri }, range: { start: 1, end: 2 } },
          { textDocument: { uri }, position: { line: 0.5, character: 1 } },
          { command: "urilint.applyEdit", arguments: [7] },
        ]);
        this.request(method, params);
        break;
      }
      case "unknown":
        this.request(`urilint/${r.pick(["nope", "explain", "$"])}`, { uri });
        await this.c.connection.sendNotification(`urilint/unknown-${r.int(3)}`, [1, 2, 3]);
        break;
    }
    if (this.pending.length > 32 || r.chance(0.1)) await this.settle();
  }

  async settle(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
    this.recordPublished();
  }

  documents(): OpenDocument[] {
    return [...this.open.values()];
  }
}

/** The language service's diagnostics for the client's copy of a document, with default settings. */
function expectedDiagnostics(document: TextDocument): Diagnostic[] {
  const resolved = resolveSettings(readSettings({}, DEFAULT_SETTINGS));
  const analysis = runSync(analyze(document.getText(), languageOf(document.languageId, document.uri), resolved));
  return toDiagnostics(document, analysis, resolved);
}

async function runSession(capabilities: ClientCapabilities, pull: boolean, seed: number): Promise<void> {
  const r = new Random(seed);
  // The client answers workspace/configuration with the session's current settings.
  const current: { session?: Session } = {};
  client = await startClient({ capabilities, configuration: () => current.session?.settings ?? {} });
  const c = client;
  const session = new Session(c, r, pull);
  current.session = session;

  // The 10 MB document and the one-line document join the session a third and half way through.
  for (let i = 0; i < OPERATIONS; i++) {
    if (i === Math.floor(OPERATIONS / 3)) {
      await session.openDocument(BIG_LANGUAGE, largeText(r, BIG_LINES, TEN_MB));
    }
    if (i === Math.floor(OPERATIONS / 2)) await session.openDocument("typescript", longLineText(r, 100_000));
    await session.step();
  }
  await session.settle();

  // Back to the default settings; then every open document is checked against the client's copy.
  session.settings = {};
  await c.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: pull ? null : {} });
  for (const document of session.documents()) {
    let diagnostics: Diagnostic[];
    if (pull) {
      const report = await c.connection.sendRequest(DocumentDiagnosticRequest.type, {
        textDocument: { uri: document.uri },
      });
      diagnostics = (report as { items: Diagnostic[] }).items;
    } else {
      // The same text as a new version: its diagnostics are computed with the settings now in force.
      const version = document.mirror.version + 1;
      const published = c.nextDiagnostics(document.uri, version);
      document.mirror = TextDocument.update(document.mirror, [], version);
      await c.change(document.uri, version, [{ text: document.mirror.getText() }]);
      diagnostics = (await published).diagnostics;
    }
    expect(diagnostics, `${document.uri} (${document.mirror.getText().length} characters)`).toEqual(
      expectedDiagnostics(document.mirror),
    );
  }

  // Still answering: a hover on a fresh document.
  const last = await session.openDocument("typescript", 'fetch("HTTP://example.com/");\n');
  const hover = await c.connection.sendRequest(HoverRequest.type, {
    textDocument: { uri: last.uri },
    position: { line: 0, character: 10 },
  });
  expect(hover).not.toBeNull();

  console.log(
    `soak (${pull ? "pull" : "push"}, seed ${seed}): ${OPERATIONS} operations ${JSON.stringify(session.counts)}, ${session.rawIds.length} raw requests`,
  );
  expect(session.failures, "requests answered with an unexpected error").toEqual([]);
  // Every raw request with an id got an answer (a result or an error) on the wire.
  const stdout = c.stdout();
  expect(
    session.rawIds.filter((id) => !stdout.includes(`"id":"${id}"`)),
    "raw requests never answered",
  ).toEqual([]);
  expect(c.logs.filter((log) => /internal error|failed \(/.test(log.message)).map((log) => log.message)).toEqual([]);
  expect(c.process.exitCode).toBeNull();
  expect(await c.stop()).toBe(0);
}

describe("soak: a random session of thousands of operations", () => {
  it(
    `pull diagnostics, settings answered over workspace/configuration (VS Code), seed ${SEED}`,
    async () => {
      await runSession(CAPABILITIES.vscode, true, SEED);
    },
    TIMEOUT,
  );

  it(
    `push diagnostics, settings pushed by didChangeConfiguration (Neovim), seed ${SEED + 1}`,
    async () => {
      await runSession(CAPABILITIES.neovim, false, SEED + 1);
    },
    TIMEOUT,
  );
});

describe("soak: memory", () => {
  it(
    `gives back the memory of closed documents: ${CYCLES} of 10 MB, then ${SMALL_CYCLES} of 1 MB`,
    async () => {
      const r = new Random(SEED + 2);
      client = await startClient({
        capabilities: CAPABILITIES.neovim,
        initializationOptions: { maxFileSize: 2 * TEN_MB },
        nodeArguments: HEAP_PROBE_ARGUMENTS,
      });
      const c = client;
      const pid = c.process.pid!;
      /** Opens a document, waits for its analysis, hovers, edits it, waits again, and closes it. */
      const cycle = async (n: number, languageId: string, length: number): Promise<void> => {
        const language = LANGUAGES.find((l) => l.languageId === languageId)!;
        const uri = `file:///soak/memory-${n}.${language.extension}`;
        let published = c.nextDiagnostics(uri, 1);
        await c.open(uri, languageId, largeText(r, language.lines, length), 1);
        expect((await published).diagnostics.length, uri).toBeGreaterThan(0); // analyzed, not skipped
        await c.connection.sendRequest(HoverRequest.type, {
          textDocument: { uri },
          position: { line: 3, character: 12 },
        });
        published = c.nextDiagnostics(uri, 2);
        await c.change(uri, 2, [
          {
            range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } },
            text: "<https://EXAMPLE.com:443/>\n",
          },
        ]);
        await published;
        published = c.nextDiagnostics(uri);
        await c.close(uri);
        expect((await published).diagnostics).toEqual([]);
      };

      // The server loads a language's module, and the core its international data (tr46 and the
      // confusables), on first use: a document of each language, and one with international hosts,
      // come first, so that the start holds them too. They are as long as the smaller documents
      // below: css-tree's parser keeps its token buffers at the size of the longest source it has
      // read (16 bytes a character in typed arrays), a high-water mark reached here rather than counted as growth.
      for (const [n, languageId] of [BIG_LANGUAGE, ...SMALL_LANGUAGES].entries())
        await cycle(2000 + n, languageId, 2 ** 20);
      const international = "file:///soak/international.txt";
      const warmed = c.nextDiagnostics(international, 1);
      await c.open(
        international,
        "plaintext",
        "http://bücher.example/ http://асе.example/ http://xn--bcher-kva.example/\n",
        1,
      );
      expect((await warmed).diagnostics.length).toBeGreaterThan(0);
      const closed = c.nextDiagnostics(international);
      await c.close(international);
      await closed;
      const start = await heapOf(pid);
      const big: number[] = [];
      for (let n = 0; n < CYCLES; n++) {
        await cycle(n, BIG_LANGUAGE, TEN_MB);
        big.push(await heapOf(pid));
      }
      // Many smaller documents: a document kept after its close would raise the heap by its text
      // at least (and by about 20 times that with its analysis).
      const small: number[] = [];
      for (let n = 0; n < SMALL_CYCLES; n++) {
        await cycle(1000 + n, r.pick(SMALL_LANGUAGES), 2 ** 20);
        small.push(await heapOf(pid));
      }
      const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;
      console.log(
        `soak memory, heap after a full collection: start ${mb(start)}; after each 10 MB document ${big.map(mb).join(", ")}; after each 1 MB document ${small.map(mb).join(", ")}`,
      );

      // Every reading follows a full collection, so what is left is what the server holds, give or
      // take a few MB of compiled code and buffers: the floors of the first and last third are
      // compared. A closed document kept by anything would raise the floor by its text, 1 MB, each
      // time; a cache keyed by slices of the documents' texts raised it by 4.5 MB over 45 documents.
      const third = Math.floor(SMALL_CYCLES / 3);
      const floorGrowth = Math.min(...small.slice(-third)) - Math.min(...small.slice(0, third));
      expect(floorGrowth, "growth of the heap's floor over the 1 MB documents").toBeLessThan(3 * 2 ** 20);
      // The 10 MB documents are gone too: a kept one would raise every later reading by 10 MB, the
      // floor of the last third included. (Right after a close the engine may still hold the last
      // text a regular expression ran on, one document of up to 2 MB, until the next one runs: a
      // single reading swings by that much, the floor does not.)
      const lastFloor = Math.min(...small.slice(-third));
      expect(lastFloor - start, "heap left after closing everything").toBeLessThan(TEN_MB / 2);
      expect(await c.stop()).toBe(0);
    },
    60_000 + CYCLES * 20_000 + SMALL_CYCLES * 1_000,
  );

  it(
    `keeps no old text of a document edited ${EDITS} times`,
    async () => {
      const r = new Random(SEED + 3);
      client = await startClient({ capabilities: CAPABILITIES.neovim, nodeArguments: HEAP_PROBE_ARGUMENTS });
      const c = client;
      const pid = c.process.pid!;
      // The analysis of an edit reuses what the last one found (per statement, per literal): a
      // reused result must not hold on to the text it was read from, or every version stays alive.
      for (const languageId of ["typescript", "markdown"]) {
        // Markdown is parsed anew on every edit (micromark reads about a MB a second): a quarter of the size.
        const size = languageId === "markdown" ? 2 ** 18 : 2 ** 20;
        const language = LANGUAGES.find((l) => l.languageId === languageId)!;
        const uri = `file:///soak/edited.${language.extension}`;
        let published = c.nextDiagnostics(uri, 1);
        await c.open(uri, languageId, largeText(r, language.lines, size), 1);
        await published;
        // A large script's first diagnostics come from a quick look at its top, well before its full
        // analysis: the edits start once that is there (a hover waits for it), so that the first
        // readings hold the same memory of the document as the last.
        await c.connection.sendRequest(HoverRequest.type, {
          textDocument: { uri },
          position: { line: 0, character: 0 },
        });
        const heap: number[] = [];
        for (let version = 2; version <= EDITS + 1; version++) {
          const line = r.int(2_000);
          published = c.nextDiagnostics(uri, version);
          await c.change(uri, version, [
            {
              range: { start: { line, character: 0 }, end: { line, character: 0 } },
              text: `${uriLike(r).replace(/[\n\r]/g, "")}\n`,
            },
          ]);
          await published;
          heap.push(await heapOf(pid));
        }
        const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;
        console.log(`soak memory, ${languageId} edited: heap after each edit ${heap.map(mb).join(", ")}`);
        // A kept version would add a whole text each time it is kept: the floors of the first and
        // the last third of the readings are compared (a full parse now and then lets TypeScript's
        // old texts go, so its readings go up and down by a few versions).
        const third = Math.floor(EDITS / 3);
        const floorGrowth = Math.min(...heap.slice(-third)) - Math.min(...heap.slice(0, third));
        expect(floorGrowth, `growth of the heap's floor over ${EDITS} edits of ${languageId}`).toBeLessThan(4 * size);
        published = c.nextDiagnostics(uri);
        await c.close(uri);
        await published;
      }
      expect(await c.stop()).toBe(0);
    },
    60_000 + EDITS * 2_000,
  );
});
