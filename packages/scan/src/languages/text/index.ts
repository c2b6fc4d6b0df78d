/** The reader of plain text: URIs delimited as RFC 3986 Appendix C describes. */
import type { LanguageReader } from "../../language.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found) =>
    scanProse(text, 0, text.length, (match) => found(proseCandidate(match, "prose", "plain", ""))),
};
