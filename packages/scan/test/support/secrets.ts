/** Passwords in a scanned document: reported at their exact range, and never written in a message or a fix's title. */
import { expect } from "vitest";
import type { Language } from "../../src/language.js";
import { rangesIn, urisOf } from "./documents.js";

/** `password` (as spelled in `document`) is reported as plaintext-password, and no finding's words hold it or its value. */
export function expectPasswordReportedNotEchoed(
  document: string,
  password: string,
  language: Language,
  value = password,
): void {
  const start = document.indexOf(password);
  expect(rangesIn(document, language)).toContainEqual(["plaintext-password", start, start + password.length]);
  for (const match of urisOf(document, language).matches) {
    for (const finding of match.findings) {
      const shown = [finding.message, ...(finding.suggestions ?? []).map((s) => s.title)].join("\n");
      expect(shown).not.toContain(password);
      expect(shown).not.toContain(value);
    }
  }
}
