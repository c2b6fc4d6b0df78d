/**
 * Diagnostics over the protocol, against the built server: pushed to clients without pull support
 * (versioned, cleared on close), pulled by clients that advertise it (result ids, unchanged
 * reports, a refresh after a settings change), with full and incremental text changes.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  DidChangeConfigurationNotification,
  DocumentDiagnosticRequest,
  HoverRequest,
  type DocumentDiagnosticReport,
  type FullDocumentDiagnosticReport,
} from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, waitFor, type TestClient } from "../support/client.js";

const URI = "file:///work/example.ts";
const SOURCE = 'const api = "HTTP://example.com:80/a";\n';

let client: TestClient | undefined;
afterEach(async () => {
  await client?.stop();
  client = undefined;
});

function codes(diagnostics: readonly { code?: number | string | undefined }[]): (string | number | undefined)[] {
  return diagnostics.map((d) => d.code);
}

describe("push diagnostics (clients without textDocument.diagnostic)", () => {
  it("publishes the findings with code, source, docs link and exact ranges, for the version it saw", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    expect(client.initializeResult.capabilities.diagnosticProvider).toBeUndefined();
    const published = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", SOURCE, 1);
    const { diagnostics, version } = await published;
    expect(version).toBe(1);
    expect(codes(diagnostics)).toEqual(["scheme-case", "default-port"]);
    const [scheme, port] = diagnostics;
    expect(scheme).toMatchObject({
      source: "urilint",
      severity: 2,
      range: { start: { line: 0, character: 13 }, end: { line: 0, character: 17 } },
      codeDescription: { href: expect.stringMatching(/normalized-case\.md#scheme-case$/) },
    });
    const at = SOURCE.indexOf(":80");
    expect(port!.range).toEqual({ start: { line: 0, character: at }, end: { line: 0, character: at + 3 } });
  });

  it("follows incremental changes, and clears the diagnostics on close", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.open(URI, "typescript", SOURCE, 1);
    await client.nextDiagnostics(URI, 1);
    // Replace "HTTP" by "http" (an incremental change): the scheme finding goes away.
    const second = client.nextDiagnostics(URI, 2);
    await client.change(URI, 2, [
      { range: { start: { line: 0, character: 13 }, end: { line: 0, character: 17 } }, text: "http" },
    ]);
    expect(codes((await second).diagnostics)).toEqual(["default-port"]);
    // Insert a line above: the remaining finding moves down with it.
    const third = client.nextDiagnostics(URI, 3);
    await client.change(URI, 3, [
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: "// header\n" },
    ]);
    expect((await third).diagnostics[0]!.range.start).toEqual({ line: 1, character: SOURCE.indexOf(":80") });
    const cleared = client.nextDiagnostics(URI);
    await client.close(URI);
    expect((await cleared).diagnostics).toEqual([]);
  });

  it("takes full-text changes (as Vim's ALE sends them)", async () => {
    client = await startClient({ capabilities: CAPABILITIES.ale });
    await client.open(URI, "typescript", SOURCE, 1);
    await client.nextDiagnostics(URI, 1);
    const next = client.nextDiagnostics(URI, 2);
    await client.change(URI, 2, [{ text: 'fetch("https://EXAMPLE.com/");\n' }]);
    const { diagnostics } = await next;
    expect(codes(diagnostics)).toEqual(["host-case"]);
    expect(diagnostics[0]!.range.start).toEqual({ line: 0, character: 15 });
  });

  it("publishes only for the latest of quick successive versions", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim, initializationOptions: { debounceMs: 300 } });
    const latest = client.nextDiagnostics(URI, 4);
    await client.open(URI, "typescript", SOURCE, 1);
    for (const version of [2, 3, 4]) await client.change(URI, version, [{ text: `fetch("HTTP://v${version}.com/");` }]);
    const { diagnostics } = await latest;
    expect(codes(diagnostics)).toEqual(["scheme-case"]);
    expect(client.published.filter((p) => p.uri === URI).map((p) => p.version)).toEqual([4]);
  });

  it("reports a file above the size limit with one informational diagnostic", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim, initializationOptions: { maxFileSize: 20 } });
    const published = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", SOURCE, 1);
    const { diagnostics } = await published;
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 3, code: "file-too-large", source: "urilint" });
  });
});

describe("pull diagnostics (clients with textDocument.diagnostic)", () => {
  async function pull(c: TestClient, previousResultId?: string): Promise<DocumentDiagnosticReport> {
    return c.connection.sendRequest(DocumentDiagnosticRequest.type, {
      textDocument: { uri: URI },
      ...(previousResultId === undefined ? {} : { previousResultId }),
    });
  }

  it("answers with a full report and a result id, then 'unchanged' for the same id, and never pushes", async () => {
    client = await startClient({
      capabilities: CAPABILITIES.vscode,
      configuration: () => ({}),
    });
    expect(client.initializeResult.capabilities.diagnosticProvider).toMatchObject({ interFileDependencies: false });
    await client.open(URI, "typescript", SOURCE, 1);
    const first = (await pull(client)) as FullDocumentDiagnosticReport;
    expect(first.kind).toBe("full");
    expect(codes(first.items)).toEqual(["scheme-case", "default-port"]);
    expect(first.resultId).toEqual(expect.any(String));
    const second = await pull(client, first.resultId);
    expect(second).toEqual({ kind: "unchanged", resultId: first.resultId });

    await client.change(URI, 2, [
      { range: { start: { line: 0, character: 13 }, end: { line: 0, character: 17 } }, text: "http" },
    ]);
    const third = (await pull(client, first.resultId)) as FullDocumentDiagnosticReport;
    expect(third.kind).toBe("full");
    expect(third.resultId).not.toBe(first.resultId);
    expect(codes(third.items)).toEqual(["default-port"]);

    // A request after every notification has been handled: nothing was pushed meanwhile.
    await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: URI },
      position: { line: 0, character: 0 },
    });
    expect(client.published).toEqual([]);
  });

  it("asks the client to refresh after a settings change, and reports with the new settings", async () => {
    let severity = "warning";
    client = await startClient({
      capabilities: CAPABILITIES.vscode,
      configuration: () => ({ severity: { "default-port": severity } }),
    });
    await client.open(URI, "typescript", SOURCE, 1);
    const first = (await pull(client)) as FullDocumentDiagnosticReport;
    expect(first.items.find((d) => d.code === "default-port")?.severity).toBe(2);

    severity = "error";
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    await waitFor(() => client!.refreshRequests > 0);
    const second = (await pull(client, first.resultId)) as FullDocumentDiagnosticReport;
    expect(second.kind).toBe("full");
    expect(second.items.find((d) => d.code === "default-port")?.severity).toBe(1);
  });
});

describe("IRIs, international hosts and zone identifiers over the protocol", () => {
  const IRI_URI = "file:///work/iri.ts";
  const IRI_SOURCE = [
    'fetch("https://bücher.de/straße");',
    'fetch("https://\u0430pple.com/");',
    'fetch("http://xn--abc-.example/");',
    'fetch("http://[fe80::1%25eth0]/");',
    "",
  ].join("\n");

  it("reports iri, mixed-script-host, invalid-idna with the catalogue's codes and words, and zone identifiers per settings", async () => {
    // Neovim does not answer workspace/configuration: the settings come with didChangeConfiguration.
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    const published = client.nextDiagnostics(IRI_URI, 1);
    await client.open(IRI_URI, "typescript", IRI_SOURCE, 1);
    const { diagnostics } = await published;
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.severity])).toEqual([
      ["iri", 0, 2],
      ["iri", 1, 2],
      ["mixed-script-host", 1, 1],
      ["invalid-idna", 2, 1],
      ["invalid-ip-literal", 3, 1],
    ]);
    expect(diagnostics[0]!.message).toBe(
      "This is an IRI (RFC 3987), not a URI; as a URI, with the host in ASCII (IDNA) and other non-ASCII characters percent-encoded, it is https://xn--bcher-kva.de/stra%C3%9Fe",
    );
    expect(diagnostics[0]!.codeDescription?.href).toMatch(/no-iri\.md#iri$/);

    const next = client.nextDiagnostics(IRI_URI);
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { urilint: { zoneIdentifiers: true } },
    });
    expect(codes((await next).diagnostics)).toEqual(["iri", "iri", "mixed-script-host", "invalid-idna"]);
  });

  it("accepts IRIs silently when the check is off", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { urilint: { checks: { "no-iri": false } } },
    });
    const published = client.nextDiagnostics(IRI_URI, 1);
    await client.open(IRI_URI, "typescript", 'fetch("https://bücher.de/straße");\n', 1);
    expect((await published).diagnostics).toEqual([]);
  });
});
