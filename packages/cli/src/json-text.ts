/**
 * JSON that a user wrote, parsed without ever quoting it back: V8's message for text that is not
 * JSON quotes a slice of it ("root:x:0:0" is not valid JSON), which could hold a password (`-c
 * /etc/shadow`). Only where the text stops being JSON is said.
 */

/** The parsed value, or a NotJson error that says only where. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, "")) as unknown;
  } catch (error) {
    throw new NotJson(`not valid JSON${whereJsonStops(error, text.replace(/^\uFEFF/, ""))}`);
  }
}

export class NotJson extends Error {
  override readonly name = "NotJson";
}

/** " (at line L, column C)" from V8's "at position N", or " (it ends too early)"; else nothing. */
function whereJsonStops(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : "";
  if (/^Unexpected end of JSON input/.test(message)) return " (it ends too early)";
  const position = /at position (\d+)/.exec(message);
  if (position === null) return "";
  const offset = Number(position[1]);
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return ` (at line ${line}, column ${offset - before.lastIndexOf("\n")})`;
}
