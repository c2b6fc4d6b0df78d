/** The language server's reports and fix-all edits: its built binary over real stdio, each file opened as an editor opens it. */
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { startClient } from "../../packages/lsp-server/test/support/client.js";
import type { AgreementFile } from "./files.js";
import { unparsed } from "./plugin.js";
import { findingLine, fixLine, type Reports } from "./report.js";
import { EVERY_CHECK_AN_ERROR } from "./settings.js";

/** The languageId VS Code gives a file of this name. */
function languageIdOf(path: string): string {
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  const ids: Record<string, string> = {
    js: "javascript",
    mjs: "javascript",
    cjs: "javascript",
    jsx: "javascriptreact",
    ts: "typescript",
    mts: "typescript",
    cts: "typescript",
    tsx: "typescriptreact",
    json: "json",
    yaml: "yaml",
    yml: "yaml",
    toml: "toml",
    css: "css",
    html: "html",
  };
  return ids[extension] ?? "plaintext";
}

const SEVERITIES = { 1: "error", 2: "warning", 3: "info" } as const;

interface Position {
  readonly line: number;
  readonly character: number;
}
interface TextEdit {
  readonly range: { readonly start: Position; readonly end: Position };
  readonly newText: string;
}
interface WorkspaceEdit {
  readonly changes?: Record<string, TextEdit[]>;
  readonly documentChanges?: readonly ({ readonly edits: readonly TextEdit[] } | object)[];
}
/** An action as a literal, or as the command that applies its edit (for clients without literals). */
interface CodeAction {
  readonly edit?: WorkspaceEdit;
  readonly arguments?: readonly unknown[];
}

/** Offsets and positions of a text, as LSP counts them (UTF-16 units; "\r\n", "\n" and "\r" end a line). */
function positions(text: string): { offsetAt(position: Position): number; positionAt(offset: number): Position } {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\n|\r/g)) starts.push(match.index + match[0].length);
  return {
    offsetAt: (p) => Math.min((starts[p.line] ?? text.length) + p.character, text.length),
    positionAt(offset) {
      let line = 0;
      while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
      return { line, character: offset - starts[line]! };
    },
  };
}

export async function serverReports(dir: string, files: readonly AgreementFile[]): Promise<Reports> {
  const client = await startClient({ initializationOptions: { debounceMs: 0, ...EVERY_CHECK_AN_ERROR } });
  const lines: string[] = [];
  const fixes: string[] = [];
  try {
    for (const file of files) {
      if (unparsed.has(file.path)) continue;
      const uri = pathToFileURL(join(dir, file.path)).href;
      const published = client.nextDiagnostics(uri);
      await client.open(uri, languageIdOf(file.path), file.text);
      const { diagnostics } = await published;
      for (const d of diagnostics) {
        lines.push(
          findingLine(
            file.path,
            d.range.start.line + 1,
            d.range.start.character + 1,
            d.range.end.line + 1,
            d.range.end.character + 1,
            String(d.code),
            SEVERITIES[(d.severity ?? 1) as 1 | 2 | 3],
          ),
        );
      }
      const document = positions(file.text);
      const actions = (await client.connection.sendRequest("textDocument/codeAction", {
        textDocument: { uri },
        range: { start: { line: 0, character: 0 }, end: document.positionAt(file.text.length) },
        context: { diagnostics: [], only: ["source.fixAll.urilint"] },
      })) as CodeAction[] | null;
      for (const action of actions ?? []) {
        const edit = action.edit ?? (action.arguments?.[0] as WorkspaceEdit | undefined);
        const edits: TextEdit[] = [...(edit?.changes?.[uri] ?? [])];
        for (const change of edit?.documentChanges ?? [])
          if ("edits" in change) edits.push(...(change.edits as TextEdit[]));
        for (const edit of edits) {
          fixes.push(
            fixLine(file.path, document.offsetAt(edit.range.start), document.offsetAt(edit.range.end), edit.newText),
          );
        }
      }
      await client.close(uri);
    }
  } finally {
    await client.stop();
  }
  return { lines: lines.sort(), fixes: fixes.sort() };
}
