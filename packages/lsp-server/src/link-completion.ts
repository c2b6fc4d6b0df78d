/**
 * Completion inside a Markdown link destination: the files and folders of the path typed so far,
 * and after "#" the headings and anchors of the file it names, as the link checker (@urilint/scan)
 * resolves and reads them, each replacing the segment or fragment being typed.
 */
import { CompletionItemKind, type CompletionItem } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { languageOf, linkCompletions, type LinkRun } from "@urilint/scan";
import { pathOfUri } from "./workspace-links.js";

const KINDS = {
  file: CompletionItemKind.File,
  folder: CompletionItemKind.Folder,
  anchor: CompletionItemKind.Reference,
};

export function completionsAt(run: LinkRun, document: TextDocument, offset: number): CompletionItem[] {
  const path = pathOfUri(document.uri);
  if (path === undefined) return [];
  const found = linkCompletions(run, path, document.getText(), languageOf(document.languageId, document.uri), offset);
  if (found === undefined) return [];
  const range = { start: document.positionAt(found.start), end: document.positionAt(found.end) };
  return found.items.map((item) => ({
    label: item.label,
    kind: KINDS[item.kind],
    // Folders first, then files, then anchors in the page's order.
    sortText: `${item.kind === "folder" ? 0 : 1}${item.label}`,
    filterText: item.insert,
    textEdit: { range, newText: item.insert },
  }));
}
