// A code point's UTS #46 status as this mode sees it (UseSTD3ASCIIRules off, nontransitional):
// "valid", "ignored", "disallowed", or "mapped:<text>". statusNow asks tr46; statusIn13 reads a
// row of Unicode 13.0's IdnaMappingTable.txt. Shared by the conformance test and the script that
// lists the code points whose status changed (scripts/idna-status-changes.mjs).

const MAP_ONLY = {
  checkBidi: false,
  checkJoiners: false,
  checkHyphens: false,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
};

/** tr46's status for one character, read from what it does to "x" + the character. */
export function statusNow(tr46, char) {
  const result = tr46.toUnicode(`x${char}`, MAP_ONLY);
  if (result.error && tr46.toUnicode("x", MAP_ONLY).error === false) {
    // A combining mark is valid after "x"; only a disallowed character fails there.
    return "disallowed";
  }
  if (result.domain === "x") return "ignored";
  if (result.domain === `x${char}`.normalize("NFC")) return "valid";
  return `mapped:${result.domain.slice(1)}`;
}

/** The same for a row of the 13.0 table: STD3 statuses as with UseSTD3ASCIIRules off, deviations kept (nontransitional). */
export function statusIn13(status, mapped) {
  switch (status) {
    case "valid":
    case "deviation":
    case "disallowed_STD3_valid":
      return "valid";
    case "ignored":
      return "ignored";
    case "mapped":
    case "disallowed_STD3_mapped":
      return `mapped:${mapped.normalize("NFC")}`;
    default:
      return "disallowed";
  }
}
