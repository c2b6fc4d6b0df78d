/**
 * HCL documents over the protocol, under each languageId HashiCorp's VS Code extensions give them
 * (`terraform`, `terraform-vars`, `hcl`): the server reads them with HCL's scanner (its grammar
 * prepared on the first one), a quoted template's escapes and its disable comments honoured, a
 * module's valid source unreported, and diagnostics, quick fixes and links land on the source
 * spelling; a password is never shown.
 */
import { afterEach, describe, expect, it } from "vitest";
import { CodeActionRequest, DocumentLinkRequest, type CodeAction } from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, type TestClient } from "../support/client.js";
import { apply, editsOf } from "../support/edits.js";

let client: TestClient | undefined;
afterEach(async () => {
  await client?.stop();
  client = undefined;
});

const TEXT = [
  "# docs: https://docs.example.com/",
  'module "vpc" {',
  '  source = "git::https://example.com/vpc.git//modules/vpc?ref=v1.2.0"',
  "}",
  "locals {",
  "  # urilint-disable-next-line no-plaintext-password",
  '  db_url = "postgres://app:Pw4Html9@db.example.com/app"',
  '  api_url = "HTTP://Example.com:80/caf\\u00e9"',
  '  other = "postgres://app:Pw4Html9@db.example.com/app"',
  "}",
  "",
].join("\n");

describe.each([
  ["terraform", "file:///work/infra/main.tf"],
  ["terraform-vars", "file:///work/infra/prod.tfvars"],
  ["hcl", "file:///work/live/terragrunt.hcl"],
])("%s documents", (languageId, uri) => {
  it("get diagnostics, quick fixes and links on the source spelling", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    const published = client.nextDiagnostics(uri, 1);
    await client.open(uri, languageId, TEXT, 1);
    const { diagnostics } = await published;
    expect(
      diagnostics.map(
        (d) => `${String(d.code)} ${d.range.start.line}:${d.range.start.character}-${d.range.end.character}`,
      ),
    ).toEqual([
      "scheme-case 7:13-17",
      "host-case 7:20-21",
      "default-port 7:31-34",
      "iri 7:38-44",
      "plaintext-password 8:26-34",
    ]);

    const first = diagnostics[0]!;
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: first.range,
      context: { diagnostics: [first] },
    })) as CodeAction[];
    const fix = actions.find((a) => a.title === "Lower-case the scheme")!;
    expect(apply(TEXT, editsOf(fix.edit, uri)).split("\n")[7]).toBe('  api_url = "http://Example.com:80/caf\\u00e9"');

    const links = await client.connection.sendRequest(DocumentLinkRequest.type, { textDocument: { uri } });
    expect(links?.map((l) => l.target)).toEqual([
      "https://docs.example.com/",
      "https://example.com/vpc.git//modules/vpc?ref=v1.2.0",
    ]);
    expect(client.stdout()).not.toContain("Pw4Html9");
  });
});
