/**
 * The safe fixes of a document: every normalization finding that has a fix (RFC 3986 6.2.2 and
 * 6.2.3: the URI stays equivalent), spelled into the document. A secret is never removed here:
 * that changes what the URI means and is only ever offered as a suggestion. A finding a disable
 * comment silences is not fixed, as ESLint fixes only what it reports. The server's "fix all" and
 * the command's `--fix` apply exactly these edits (the core's `applyEdits` applies them to a text:
 * they come in order), the edits ESLint's `--fix` applies.
 */
import type { Finding } from "@urilint/core";
import { disjoint, toOffsetEdits, type OffsetEdit } from "./edits.js";
import type { UriMatch } from "./matches.js";

/** The document edits of the safe fixes of `findings` (those reported: `reportedFindings`), in document order, none overlapping another. */
export function safeFixEdits(
  findings: readonly { readonly match: UriMatch; readonly finding: Finding }[],
): OffsetEdit[] {
  const edits: OffsetEdit[] = [];
  for (const { match, finding } of findings) {
    if (!isSafeFix(finding)) continue;
    const mapped = toOffsetEdits(match, [finding.fix]);
    if (mapped !== undefined) for (const edit of mapped) edits.push(edit);
  }
  return disjoint(edits);
}

/** Whether a finding's fix is safe to apply without asking: a normalization's. */
export function isSafeFix(finding: Finding): finding is Finding & { readonly fix: NonNullable<Finding["fix"]> } {
  return finding.category === "normalization" && finding.fix !== undefined;
}
