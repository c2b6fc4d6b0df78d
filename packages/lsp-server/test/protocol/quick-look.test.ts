/**
 * A large script's first diagnostics come from a quick look at its tokens: the first part of the
 * document as soon as it is read, then the whole look; the full analysis's replace them. Push
 * clients get all three; pull clients get the first part as an "estimate" report followed by a
 * refresh request, whose pull gets the full analysis. The final diagnostics are the language
 * service's full analysis of the document, to the character.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DocumentDiagnosticRequest, type FullDocumentDiagnosticReport } from "vscode-languageserver-protocol/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { runSync } from "@urilint/scan";
import { analyze } from "../../src/analysis.js";
import { toDiagnostics } from "../../src/diagnostics.js";
import { DEFAULT_SETTINGS, resolveSettings } from "../../src/settings.js";
import { CAPABILITIES, startClient, waitFor, type TestClient } from "../support/client.js";

const URI = "file:///work/large.ts";

/** About 150 K characters; a few literals whose context only the parser gets right (a ternary in a call). */
function largeScript(): string {
  const lines: string[] = [];
  for (let i = 0; i < 2_000; i++) {
    lines.push(`export const endpoint${i} = "HTTP://api.example.com:80/v1/items/${i}";`);
    lines.push(`const picked${i} = f(flag ? "http://a.example.com:80/x${i}" : other) + "https://B.example.com/${i}";`);
  }
  return `${lines.join("\n")}\n`;
}

const expected = (text: string) => {
  const resolved = resolveSettings(DEFAULT_SETTINGS);
  const document = TextDocument.create(URI, "typescript", 1, text);
  return JSON.parse(JSON.stringify(toDiagnostics(document, runSync(analyze(text, "ts", resolved)), resolved)));
};

let client: TestClient | undefined;
afterEach(async () => {
  await client?.stop();
  client = undefined;
});

describe("the quick first look at a large script", () => {
  it("pushes the first part, then the whole look, then the full analysis, which is the language service's", async () => {
    const text = largeScript();
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.open(URI, "typescript", text, 1);
    await waitFor(() => client!.published.filter((p) => p.uri === URI).length >= 3);
    const [part, whole, last, ...more] = client.published.filter((p) => p.uri === URI);
    expect(more).toEqual([]);
    expect(last!.diagnostics).toEqual(expected(text));
    const final = new Set(last!.diagnostics.map((d) => JSON.stringify(d)));
    // The first part: the top of the document alone (the lines of its first 16 K characters, and a few more).
    const lastLine = Math.max(...part!.diagnostics.map((d) => d.range.end.line));
    expect(part!.diagnostics.length).toBeGreaterThan(200);
    expect(lastLine).toBeLessThan(300);
    expect(part!.diagnostics.every((d) => final.has(JSON.stringify(d)))).toBe(true);
    // The whole look found the same URIs; it differs only where the parser knows better.
    expect(whole!.diagnostics.length).toBeGreaterThan(4_000);
    const shared = whole!.diagnostics.filter((d) => final.has(JSON.stringify(d)));
    expect(shared.length / last!.diagnostics.length).toBeGreaterThan(0.9);
  });

  it("answers the first pull with the estimate, asks for a refresh, and answers the next pull with the full analysis", async () => {
    const text = largeScript();
    client = await startClient({ capabilities: CAPABILITIES.vscode });
    await client.open(URI, "typescript", text, 1);
    const first = (await client.connection.sendRequest(DocumentDiagnosticRequest.type, {
      textDocument: { uri: URI },
    })) as FullDocumentDiagnosticReport;
    expect(first.resultId).toMatch(/:estimate$/);
    // The first part of the quick look: the top of the document.
    expect(first.items.length).toBeGreaterThan(200);
    expect(Math.max(...first.items.map((d) => d.range.end.line))).toBeLessThan(300);
    await waitFor(() => client!.refreshRequests > 0);
    const second = (await client.connection.sendRequest(DocumentDiagnosticRequest.type, {
      textDocument: { uri: URI },
      previousResultId: first.resultId,
    })) as FullDocumentDiagnosticReport;
    expect(second.kind).toBe("full");
    expect(second.resultId).not.toMatch(/estimate/);
    expect(second.items).toEqual(expected(text));
    expect(client.published).toEqual([]);
  });

  it("gives clients that cannot be asked to refresh the full analysis at once", async () => {
    const text = largeScript();
    client = await startClient({
      capabilities: {
        ...CAPABILITIES.vscode,
        workspace: { ...CAPABILITIES.vscode.workspace, diagnostics: { refreshSupport: false } },
      },
    });
    await client.open(URI, "typescript", text, 1);
    const report = (await client.connection.sendRequest(DocumentDiagnosticRequest.type, {
      textDocument: { uri: URI },
    })) as FullDocumentDiagnosticReport;
    expect(report.resultId).not.toMatch(/estimate/);
    expect(report.items).toEqual(expected(text));
  });
});
