/**
 * The findings of international text in a valid IRI-reference: `iri` when it is an IRI but not a
 * URI (RFC 3987), with the URI form (3.1) as its repair; `invalid-idna` when an international
 * host has no ASCII form (UTS #46, RFC 5891-5893, RFC 1035 lengths); `mixed-script-host` and
 * `confusable-host` for host labels that can pass for other names (UTS #39).
 */
import { confusableLabel } from "../iri/confusable.js";
import { idnaHost, isInternationalHost, labelsOf } from "../iri/idna.js";
import { uriFormOf } from "../iri/mapping.js";
import { nonAsciiSpan } from "../iri/parse.js";
import type { Span } from "../model.js";
import type { UriReference } from "../uri-reference.js";
import type { FindingCode } from "./catalogue.js";
import { createFinding, type Finding, type TextEdit } from "./finding.js";
import { HIDDEN } from "./password.js";
import { passwordSpan } from "./security.js";
import { shown } from "./shown.js";

/** `iri` for a valid IRI that is not a URI and whose host has an ASCII form; undefined otherwise. */
export function iriFinding(iri: UriReference): Finding | undefined {
  const text = iri.input;
  const span = nonAsciiSpan(text);
  if (span === undefined) return undefined;
  const form = uriFormOf(iri);
  if (!form.ok) return undefined; // invalid-idna says why; there is no URI form to offer
  const edit = differingPart(text, form.uri);
  return createFinding("iri", {
    ...span,
    component: "reference",
    data: { uri: shown(withoutPassword(form.uri)) },
    suggestions: [{ title: "Write the URI form (RFC 3987 3.1)", edits: [edit] }],
  });
}

/** The one edit that turns `from` into `to`: the part between their common prefix and suffix. */
function differingPart(from: string, to: string): TextEdit {
  let prefix = 0;
  while (prefix < from.length && prefix < to.length && from.charCodeAt(prefix) === to.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < from.length - prefix &&
    suffix < to.length - prefix &&
    from.charCodeAt(from.length - 1 - suffix) === to.charCodeAt(to.length - 1 - suffix)
  )
    suffix++;
  return { start: prefix, end: from.length - suffix, text: to.slice(prefix, to.length - suffix) };
}

function withoutPassword(uri: string): string {
  const password = passwordSpan(uri);
  if (password === undefined || password.start === password.end) return uri;
  return uri.slice(0, password.start) + HIDDEN + uri.slice(password.end);
}

/** The findings of an international reg-name: invalid IDNA, or labels that can pass for others. */
export function internationalHostFindings(iri: UriReference, wants: (code: FindingCode) => boolean): Finding[] {
  const host = iri.spans.host;
  if (host === undefined || iri.hostKind !== "reg-name") return [];
  const text = iri.input;
  const written = text.slice(host.start, host.end);
  if (!isInternationalHost(written)) return [];
  const result = idnaHost(written);
  if (!result.ok) {
    if (!wants("invalid-idna")) return [];
    const { reason, start, end } = result.problem;
    return [
      createFinding("invalid-idna", {
        start: host.start + start,
        end: host.start + end,
        component: "host",
        data: { reason },
      }),
    ];
  }
  if (!wants("mixed-script-host") && !wants("confusable-host")) return [];
  const findings: Finding[] = [];
  const unicodeLabels = result.unicode.split(".");
  const asciiLabels = result.ascii.split(".");
  const spans = labelSpans(text, host, unicodeLabels.length);
  for (let i = 0; i < unicodeLabels.length; i++) {
    const label = unicodeLabels[i]!;
    const confusable = confusableLabel(label);
    if (confusable === undefined) continue;
    const at = { ...spans[i]!, component: "host" as const };
    const ascii = asciiLabels[i] ?? label;
    if (confusable.kind === "mixed-script" && wants("mixed-script-host")) {
      findings.push(
        createFinding("mixed-script-host", {
          ...at,
          data: { label: shown(label), scripts: listed(confusable.scripts), ascii },
        }),
      );
    } else if (confusable.kind === "whole-script" && wants("confusable-host")) {
      findings.push(
        createFinding("confusable-host", {
          ...at,
          data: { label: shown(label), script: confusable.script, lookalike: confusable.lookalike, ascii },
        }),
      );
    }
  }
  return findings;
}

/**
 * The span of each label as written. When mapping changed the number of labels (a full stop that
 * UTS #46 maps to "."), every label is given the whole host.
 */
function labelSpans(text: string, host: Span, count: number): Span[] {
  const labels = labelsOf(text.slice(host.start, host.end));
  if (labels.length !== count) return Array.from({ length: count }, () => host);
  return labels.map((label) => ({ start: host.start + label.start, end: host.start + label.end }));
}

/** "Cyrillic and Latin", "Cyrillic, Greek and Latin". */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]!}`;
}
