/**
 * Candidates in XML (XML 1.0, fifth edition), read with saxes: a streaming parser that checks
 * well-formedness as the specification states it (names, references, comments without `--`,
 * processing instructions to their `?>`, CDATA sections, a document type declaration with its
 * internal subset), without recursion (a document nested a million deep is read like a flat one),
 * at the speed of the fastest forgiving tokenizer measured beside it (htmlparser2's, which reads
 * an internal subset's `]>` as text), with little weight (two small packages, no dependency on a
 * DOM). Chevrotain-based @xml-tools/parser gives every token's offsets but read the same files 4x
 * slower, and @rgrove/parse-xml gives no offsets for attributes.
 *
 * saxes gives each node at the parser's position when it is complete; the node's range is read
 * from there in the text: a start tag's `<` and each attribute value's quotes, a comment's `<!--`
 * and `-->`, a CDATA section's `<![CDATA[` and `]]>`, a processing instruction's `<?` and `?>`.
 * Each is checked against the text, and what does not check out (an unquoted value, which saxes
 * reports and reads anyway) is not read. A document that is not well-formed (one in the middle of
 * an edit) is read on past its errors, as saxes does, so that its other URIs are still checked.
 * The text is given to the parser in slices, with a checkpoint after each. What each node holds
 * is read in reader.ts.
 */
import { SaxesParser } from "saxes";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { Work } from "../../work.js";
import { XmlReader, type XmlAttribute } from "./reader.js";

/** How many characters the parser reads between two checkpoints. */
const SLICE = 1 << 16;

export function* scanXml(text: string, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
  const reader = new XmlReader(text, found, comment);
  const parser = new SaxesParser({ position: true });
  /** Where the next node not yet read starts at the earliest. */
  let cursor = 0;
  let attributes: XmlAttribute[] = [];
  // The errors are saxes's to find; the nodes it goes on reading are checked against the text.
  parser.on("error", () => undefined);
  parser.on("xmldecl", () => {
    cursor = endOf(text, "<?", "?>", cursor);
  });
  parser.on("doctype", () => {
    cursor = Math.max(cursor, parser.position);
  });
  parser.on("processinginstruction", () => {
    const start = text.indexOf("<?", cursor);
    const close = start === -1 ? -1 : text.indexOf("?>", start + 2);
    if (close === -1) return;
    // The data, after the target's name and the white space that follows it (2.6).
    let data = start + 2;
    while (data < close && !isSpace(text.charCodeAt(data))) data++;
    reader.processingInstruction(data, close);
    cursor = close + 2;
  });
  parser.on("comment", () => {
    const start = text.indexOf("<!--", cursor);
    const close = start === -1 ? -1 : text.indexOf("-->", start + 4);
    if (close === -1) return;
    reader.comment(start, close + 3);
    cursor = close + 3;
  });
  parser.on("cdata", () => {
    const start = text.indexOf("<![CDATA[", cursor);
    const close = start === -1 ? -1 : text.indexOf("]]>", start + 9);
    if (close === -1) return;
    reader.text(start + 9, close, "cdata");
    cursor = close + 3;
  });
  parser.on("text", () => {
    // Character data holds no "<": it runs to the next markup, or to the end of the document.
    const markup = text.indexOf("<", cursor);
    const end = markup === -1 ? text.length : markup;
    reader.text(cursor, end, "text");
    cursor = end;
  });
  parser.on("opentagstart", (tag) => {
    const start = text.indexOf("<", cursor);
    attributes = [];
    if (start !== -1 && text.startsWith(tag.name, start + 1)) cursor = start + 1 + tag.name.length;
  });
  parser.on("attribute", ({ name }) => {
    const attribute = attributeAt(text, cursor, parser.position, name);
    if (attribute === undefined) return;
    attributes.push(attribute);
    cursor = attribute.end + 1;
  });
  parser.on("opentag", (tag) => {
    reader.startTag(tag.name, attributes, tag.isSelfClosing);
    cursor = Math.max(cursor, parser.position);
  });
  parser.on("closetag", (tag) => {
    if (tag.isSelfClosing) return;
    reader.endTag();
    cursor = Math.max(cursor, parser.position);
  });
  for (let at = 0; at < text.length;) {
    let stop = Math.min(text.length, at + SLICE);
    // A slice never ends between the two units of a surrogate pair, or of a CR LF.
    const next = text.charCodeAt(stop);
    if (
      stop < text.length &&
      ((next >= 0xdc00 && next <= 0xdfff) || (next === 0x0a && text.charCodeAt(stop - 1) === 0x0d))
    )
      stop++;
    parser.write(text.slice(at, stop));
    at = stop;
    yield;
  }
  parser.close();
}

/** Where the markup that opens with `open` at or after `from` ends (after `close`), or `from`. */
function endOf(text: string, open: string, close: string, from: number): number {
  const start = text.indexOf(open, from);
  const end = start === -1 ? -1 : text.indexOf(close, start + open.length);
  return end === -1 ? from : end + close.length;
}

/**
 * The attribute `name` whose value saxes has just read, its closing quote right before `position`:
 * `S name S? = S? quote value quote` (3.1) from `from`, or undefined when the text is not that.
 */
function attributeAt(text: string, from: number, position: number, name: string): XmlAttribute | undefined {
  const close = position - 1;
  const quote = text[close];
  if (quote !== '"' && quote !== "'") return undefined;
  const open = text.lastIndexOf(quote, close - 1);
  if (open < from) return undefined;
  let k = from;
  while (k < open && isSpace(text.charCodeAt(k))) k++;
  if (!text.startsWith(name, k)) return undefined;
  k += name.length;
  while (k < open && isSpace(text.charCodeAt(k))) k++;
  if (text.charCodeAt(k) !== 0x3d /* = */) return undefined;
  k++;
  while (k < open && isSpace(text.charCodeAt(k))) k++;
  if (k !== open) return undefined;
  return { name, start: open + 1, end: close, quote };
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
