/**
 * The size limit (the setting `maxFileSize`): a document longer than the limit, in UTF-16 code
 * units, is not scanned, and one note says so. The language server and the command apply the same
 * rule and say it in the same words.
 */

export interface TooLarge {
  /** The document's length in UTF-16 code units, or for a file not read a lower bound (`atLeast`). */
  readonly length: number;
  readonly limit: number;
  readonly atLeast?: true;
}

/** Whether a text of `length` UTF-16 code units is above `limit`: what it is then. */
export function overSizeLimit(length: number, limit: number): TooLarge | undefined {
  return length > limit ? { length, limit } : undefined;
}

/**
 * The UTF-16 length of a UTF-8 file of `bytes` bytes is at least a third of it (three bytes are
 * the most one code unit takes), so a file whose bytes say it is surely above the limit need not
 * be read at all: a 100 MB file is skipped by its size alone.
 */
export function surelyOverSizeLimit(bytes: number, limit: number): TooLarge | undefined {
  const length = Math.ceil(bytes / 3);
  return length > limit ? { length, limit, atLeast: true } : undefined;
}

/** The note, naming the setting as the user writes it ("urilint.maxFileSize", "maxFileSize"). */
export function tooLargeMessage({ length, limit, atLeast }: TooLarge, setting: string): string {
  return `urilint did not check this file: it has ${atLeast === true ? "at least " : ""}${length} characters, above the limit of ${limit} (setting ${setting})`;
}
