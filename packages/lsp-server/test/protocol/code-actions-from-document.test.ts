/**
 * Code actions come from the document, not from the request (issue 34): over real stdio, each
 * client asks the way it really does (../support/client.ts, CAPABILITIES): eglot with the
 * cursor and only the diagnostics under point, ALE with none, Neovim with the whole line's, VS
 * Code with those of the range and their `data`, each with and without `only` kinds. Every one
 * gets the fixes of every finding of the URI under the cursor (and of every URI of a line, for a
 * whole-line request), wherever on the URI the cursor is; and applying any of them leaves no
 * error finding of the code it repaired where it wrote (the server's own diagnostics after the
 * edit say so).
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  CodeActionRequest,
  DocumentDiagnosticRequest,
  type ClientCapabilities,
  type CodeAction,
  type Diagnostic,
  type Position,
  type Range,
} from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, type TestClient } from "../support/client.js";
import { apply, editsOf } from "../support/edits.js";

const URI = "file:///work/src/actions.ts";
const SOURCE = [
  'const api = "HTTP://Example.COM:80/%7euser";',
  'const db = "postgres://admin:hunter2@db.example.com/app";',
  'fetch("https://example.com/a b");',
  'const two = ["https://example.com/a b", "HTTP://example.com/"];',
  "",
].join("\n");

/** The fixes of each line's URI, whatever its findings are under. */
const FIXES: Record<number, string[]> = {
  0: [
    "Lower-case the scheme",
    "Lower-case the host",
    "Remove the default port",
    "Decode the unreserved character",
    "Normalize this URI",
  ],
  1: ["Remove the password"],
  2: ["Percent-encode as %20"],
};

let client: TestClient | undefined;
afterEach(async () => {
  await client?.stop();
  client = undefined;
});

interface Shape {
  readonly name: string;
  readonly capabilities: ClientCapabilities;
  /** The diagnostics the client sends with a request at `range`, from those it was given. */
  readonly sends: (range: Range, all: readonly Diagnostic[]) => Diagnostic[];
}

const before = (a: Position, b: Position): boolean =>
  a.line < b.line || (a.line === b.line && a.character <= b.character);
const contains = (outer: Range, inner: Range): boolean =>
  before(outer.start, inner.start) && before(inner.end, outer.end);
const meets = (a: Range, b: Range): boolean => before(a.start, b.end) && before(b.start, a.end);

const SHAPES: Shape[] = [
  // eglot: only the diagnostics under point.
  {
    name: "eglot",
    capabilities: CAPABILITIES.eglot,
    sends: (range, all) => all.filter((d) => contains(d.range, range)),
  },
  // ALE: none.
  { name: "ALE", capabilities: CAPABILITIES.ale, sends: () => [] },
  // Neovim 0.7: the line's, without their data.
  {
    name: "Neovim",
    capabilities: CAPABILITIES.neovim,
    sends: (range, all) =>
      all
        .filter((d) => d.range.start.line <= range.start.line && d.range.end.line >= range.start.line)
        .map((d) => ({ range: d.range, message: d.message, code: d.code, severity: d.severity, source: d.source })),
  },
  // VS Code: those that meet the range, as it was given them (pulled, with their data).
  {
    name: "VS Code",
    capabilities: CAPABILITIES.vscode,
    sends: (range, all) => all.filter((d) => meets(d.range, range)),
  },
];

async function opened(shape: Shape): Promise<{ client: TestClient; diagnostics: Diagnostic[] }> {
  const started = await startClient({ capabilities: shape.capabilities, configuration: () => ({}) });
  if (shape.capabilities.textDocument?.diagnostic !== undefined) {
    await started.open(URI, "typescript", SOURCE, 1);
    const report = await started.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri: URI } });
    return { client: started, diagnostics: "items" in report ? report.items : [] };
  }
  const published = started.nextDiagnostics(URI, 1);
  await started.open(URI, "typescript", SOURCE, 1);
  return { client: started, diagnostics: (await published).diagnostics };
}

async function actionsAt(
  c: TestClient,
  shape: Shape,
  diagnostics: readonly Diagnostic[],
  range: Range,
  only?: string[],
): Promise<CodeAction[]> {
  return (await c.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: URI },
    range,
    context: { diagnostics: shape.sends(range, diagnostics), ...(only === undefined ? {} : { only }) },
  })) as CodeAction[];
}

const fixesOf = (actions: CodeAction[]): string[] =>
  actions
    .filter((a) => a.kind === "quickfix" && a.edit !== undefined && !a.title.startsWith("Disable "))
    .map((a) => a.title);

/** Every character of the URI on `line` (between the quotes after `from`). */
function uriColumns(line: number, from = 0): number[] {
  const text = SOURCE.split("\n")[line]!;
  const open = text.indexOf('"', from);
  const close = text.indexOf('"', open + 1);
  return Array.from({ length: close - open - 1 }, (_, i) => open + 1 + i);
}

describe("code actions come from the document, whatever diagnostics the client sends", () => {
  it.each(SHAPES)("$name: the cursor anywhere on a URI gets the fixes of all its findings", async (shape) => {
    const session = await opened(shape);
    client = session.client;
    for (const [line, expected] of Object.entries(FIXES).map(([l, f]) => [Number(l), f] as const)) {
      for (const character of uriColumns(line)) {
        const cursor = { start: { line, character }, end: { line, character } };
        for (const only of [undefined, ["quickfix"]]) {
          const fixes = fixesOf(await actionsAt(session.client, shape, session.diagnostics, cursor, only));
          expect(new Set(fixes), `line ${line}, column ${character}, only ${JSON.stringify(only)}`).toEqual(
            new Set(expected),
          );
        }
        const source = await actionsAt(session.client, shape, session.diagnostics, cursor, ["source"]);
        expect(source.every((a) => a.kind === "source.fixAll.urilint")).toBe(true);
      }
    }
  });

  it.each(SHAPES)("$name: a whole-line request gets the fixes of every URI of the line", async (shape) => {
    const session = await opened(shape);
    client = session.client;
    const text = SOURCE.split("\n")[3]!;
    const line = { start: { line: 3, character: 0 }, end: { line: 3, character: text.length } };
    const fixes = fixesOf(await actionsAt(session.client, shape, session.diagnostics, line));
    expect(new Set(fixes)).toEqual(new Set(["Percent-encode as %20", "Lower-case the scheme"]));
    // A cursor on one of them gets that one's (and Neovim, which sends the line's diagnostics, the line's).
    const second = uriColumns(3, text.indexOf(","))[3]!;
    const cursor = { start: { line: 3, character: second }, end: { line: 3, character: second } };
    expect(new Set(fixesOf(await actionsAt(session.client, shape, session.diagnostics, cursor)))).toEqual(
      new Set(shape.name === "Neovim" ? ["Percent-encode as %20", "Lower-case the scheme"] : ["Lower-case the scheme"]),
    );
  });

  it("puts the fix of what the cursor is on first, as the default of a client's prompt", async () => {
    const shape = SHAPES[0]!;
    const session = await opened(shape);
    client = session.client;
    const port = SOURCE.indexOf(":80");
    const cursor = { start: { line: 0, character: port + 1 }, end: { line: 0, character: port + 1 } };
    const actions = await actionsAt(session.client, shape, session.diagnostics, cursor);
    expect(actions[0]).toMatchObject({ title: "Remove the default port", isPreferred: true });
  });

  it("offers no fix after which what it repairs is still broken", async () => {
    const shape = SHAPES[0]!;
    const session = await opened(shape);
    client = session.client;
    let version = 1;
    for (const line of [0, 1, 2, 3]) {
      const text = SOURCE.split("\n")[line]!;
      const whole = { start: { line, character: 0 }, end: { line, character: text.length } };
      for (const action of await actionsAt(session.client, shape, session.diagnostics, whole)) {
        if (action.edit === undefined || action.title.startsWith("Disable ")) continue;
        const edits = editsOf(action.edit, URI);
        const fixed = apply(SOURCE, edits);
        version++;
        const published = session.client.nextDiagnostics(URI, version);
        await session.client.change(URI, version, [{ text: fixed }]);
        const after = (await published).diagnostics;
        // No error at the line that is of a code the finding repaired was of, where the edit wrote.
        const repaired = new Set(
          session.diagnostics.filter((d) => d.range.start.line === line && d.severity === 1).map((d) => d.code),
        );
        const left = after.filter(
          (d) =>
            d.severity === 1 &&
            d.code !== "plaintext-password" &&
            repaired.has(d.code) &&
            edits.some((e) => e.range.start.line === d.range.start.line && meets(e.range, d.range)),
        );
        expect(left, `${action.title} on line ${line}`).toEqual([]);
      }
    }
  });
});
