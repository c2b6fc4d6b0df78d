import { CATALOGUE, renderMessage, type Category, type FindingCode, type Severity } from "./catalogue.js";
import type { Location } from "../model.js";

/** A replacement of [start, end) of the URI text by `text`. Offsets are UTF-16, into the URI. */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** `text` with `edits` (in order, not overlapping) applied: a URI's, or a document's (offsets alike). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = "";
  let at = 0;
  for (const edit of edits) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

/** A repair a user may choose; its title never holds a secret. */
export interface Suggestion {
  readonly title: string;
  readonly edits: readonly TextEdit[];
}

/**
 * One problem in one URI: what (code, message), where (UTF-16 span into the URI text, and the
 * component), and how to repair it when a repair is certain.
 */
export interface Finding {
  readonly code: FindingCode;
  readonly message: string;
  readonly start: number;
  readonly end: number;
  readonly component: Location;
  readonly category: Category;
  readonly severity: Severity;
  /** The values the message template was filled with; never a secret. */
  readonly data: Readonly<Record<string, string>>;
  /** An edit that keeps the URI equivalent, safe to apply without asking (`eslint --fix`). */
  readonly fix?: TextEdit | undefined;
  readonly suggestions: readonly Suggestion[];
}

export interface FindingInit {
  readonly start: number;
  readonly end: number;
  readonly component: Location;
  readonly data?: Readonly<Record<string, string>>;
  readonly fix?: TextEdit;
  readonly suggestions?: readonly Suggestion[];
}

const NO_DATA: Readonly<Record<string, string>> = Object.freeze({});

/** Builds a finding from the catalogue, so its message, category and severity are the catalogue's. */
export function createFinding(code: FindingCode, init: FindingInit): Finding {
  const entry = CATALOGUE[code];
  const data = init.data ?? NO_DATA;
  return {
    code,
    message: renderMessage(entry.message, data),
    start: init.start,
    end: init.end,
    component: init.component,
    category: entry.category,
    severity: entry.severity,
    data,
    fix: init.fix,
    suggestions: init.suggestions ?? [],
  };
}
