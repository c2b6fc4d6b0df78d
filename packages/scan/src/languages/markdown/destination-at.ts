/**
 * The link destination being typed at an offset of a Markdown document, for completion: the text
 * from just after `](` (or `](<`) of an inline link or image, or after the `]:` of a link
 * reference definition at the start of its line, up to the offset, when nothing between them ends a
 * destination (CommonMark 6.3: white space, unless in `<...>`; `)`; a line break). Written here
 * because the document is being typed: the link is not complete, and no parser reads it as one.
 */
export interface TypedDestination {
  /** Where the destination starts (after any "<"). */
  readonly start: number;
  /** The text typed so far: document[start, offset). */
  readonly typed: string;
}

export function destinationAt(text: string, offset: number): TypedDestination | undefined {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const line = text.slice(lineStart, offset);
  const definition = /^ {0,3}\[[^\]]+\]:[ \t]*(<?)/.exec(line);
  const opener = line.lastIndexOf("](");
  let start: number;
  if (opener !== -1) {
    start = lineStart + opener + 2;
    if (text[start] === "<") start++;
  } else if (definition !== null) {
    start = lineStart + definition[0].length;
  } else {
    return undefined;
  }
  const typed = text.slice(start, offset);
  const bracketed = text[start - 1] === "<";
  if (bracketed ? /[<>\n]/.test(typed) : /[\s()<>]/.test(typed)) return undefined;
  return { start, typed };
}
