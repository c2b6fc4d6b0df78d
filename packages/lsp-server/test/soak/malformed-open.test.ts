/**
 * Found by the soak: a didOpen whose text or uri is not a string is stored as is by
 * vscode-languageserver's TextDocuments, and from then on every request on that document fails
 * with InternalError and every diagnostics push logs a TypeError. A malformed notification must
 * leave no trace: the document is refused (or read as empty), and requests on it get a result.
 */
import { afterEach, expect, it } from "vitest";
import { DidChangeConfigurationNotification, ErrorCodes } from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, type TestClient } from "../support/client.js";

let client: TestClient | undefined;
afterEach(async () => {
  if (client !== undefined && client.process.exitCode === null) await client.stop();
  client = undefined;
});

const frame = (message: unknown): Buffer => {
  const body = Buffer.from(JSON.stringify(message), "utf8");
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]);
};

/** The exact notifications: a text that is null, a text that is a number, a uri that is a number. */
const OPENS = [
  { uri: "file:///soak/null-text.ts", languageId: "typescript", version: 1, text: null },
  { uri: "file:///soak/number-text.ts", languageId: 7, version: "x", text: 42 },
  { uri: 5, text: null },
];

it.each([
  ["push (Neovim)", CAPABILITIES.neovim],
  ["pull (VS Code)", CAPABILITIES.vscode],
] as const)(
  "a didOpen with a text or uri that is not a string leaves no broken document behind: %s",
  async (_, capabilities) => {
    client = await startClient({ capabilities, configuration: () => ({}) });
    await client.connection.sendNotification("$/urilintSoakBarrier", {});
    for (const textDocument of OPENS)
      client.process.stdin!.write(frame({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument } }));
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: {} });

    const errors: string[] = [];
    for (const uri of ["file:///soak/null-text.ts", "file:///soak/number-text.ts"]) {
      const position = { line: 0, character: 0 };
      const requests: [string, unknown][] = [
        ["textDocument/hover", { textDocument: { uri }, position }],
        [
          "textDocument/codeAction",
          { textDocument: { uri }, range: { start: position, end: position }, context: { diagnostics: [] } },
        ],
        ["textDocument/documentLink", { textDocument: { uri } }],
        ...(capabilities === CAPABILITIES.vscode
          ? [["textDocument/diagnostic", { textDocument: { uri } }] as [string, unknown]]
          : []),
      ];
      for (const [method, params] of requests) {
        await client.connection.sendRequest(method, params).catch((error: { code: number; message: string }) => {
          if (error.code !== ErrorCodes.InvalidParams) errors.push(`${method} ${uri}: ${error.code} ${error.message}`);
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // the pushes scheduled by the settings change
    expect(errors).toEqual([]);
    expect(client.logs.filter((log) => /failed \(|internal error/.test(log.message)).map((log) => log.message)).toEqual(
      [],
    );
    expect(await client.stop()).toBe(0);
  },
);
