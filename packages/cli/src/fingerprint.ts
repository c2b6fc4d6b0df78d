/**
 * Fingerprints that keep a finding's identity across runs (SARIF `partialFingerprints`, so code
 * scanning does not reopen an alert when lines move): a hash of the finding's code, the file's path
 * and the URI with its password masked, and the how-many-th such finding of the file it is. Never
 * the password itself, hashed or not: a hash of a short secret can be reversed by trying.
 */
import { createHash } from "node:crypto";
import { passwordSpan } from "@urilint/core";

export function maskedUri(uri: string): string {
  const span = passwordSpan(uri);
  return span === undefined ? uri : `${uri.slice(0, span.start)}***${uri.slice(span.end)}`;
}

/** Counts equal (code, path, masked URI) triples within a file, so that repeated URIs stay distinct. */
export class Fingerprints {
  private readonly seen = new Map<string, number>();

  constructor(private readonly path: string) {}

  next(code: string, uri: string): string {
    const key = `${code}\u0000${this.path}\u0000${maskedUri(uri)}`;
    const occurrence = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, occurrence);
    return `${createHash("sha256").update(key).digest("hex").slice(0, 32)}:${occurrence}`;
  }
}
