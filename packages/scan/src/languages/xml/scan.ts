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
 * reports and reads anyway) is not read. Until saxes reports an error, the text read is
 * well-formed and a node's end is where the parser stands (no search for it); after one, every end
 * is searched for in the text. A document that is not well-formed (one in the middle of an edit)
 * is read on past its errors, as saxes does, so that its other URIs are still checked.
 * The text is given to the parser in slices, with a checkpoint after each. What each node holds
 * is read in reader.ts.
 */
import { SaxesParser } from "saxes";
import type { Candidate, CommentSink, ValueAdmission } from "../../candidate.js";
import type { Work } from "../../work.js";
import { XmlReader, type XmlAttribute } from "./reader.js";

/** How many characters the parser reads between two checkpoints. */
const SLICE = 1 << 16;

const enum Char {
  Quote = 0x22,
  Apostrophe = 0x27,
  Less = 0x3c,
  Equals = 0x3d,
}

export function* scanXml(
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
  admits?: ValueAdmission,
): Work<void> {
  const parser = new ScanParser(text, new XmlReader(text, found, comment, admits));
  for (let at = 0; at < text.length;) {
    let stop = Math.min(text.length, at + SLICE);
    // A slice never ends between the two units of a surrogate pair, or of a CR LF.
    const next = text.charCodeAt(stop);
    if (
      stop < text.length &&
      ((next >= 0xdc00 && next <= 0xdfff) || (next === 0x0a && text.charCodeAt(stop - 1) === 0x0d))
    )
      stop++;
    parser.read(text.slice(at, stop));
    at = stop;
    yield;
  }
  parser.read(undefined);
}

/**
 * The parser of one scan, which holds the scan's place in the text. Its handlers are functions of
 * the class, the same for every scan, that read the parser running (saxes calls some of them
 * without `this`): V8 compiles saxes's calls to a handler for the function it sees there, and a
 * closure made per scan was garbage after it, so each full garbage collection threw that code
 * away ("weak objects" in `--trace-deopt`). Steps of two scans may alternate, never overlap.
 */
class ScanParser extends SaxesParser {
  /** The parser whose `read` is running. */
  static #running: ScanParser | undefined;

  readonly #text: string;
  readonly #reader: XmlReader;
  /** Where the next node not yet read starts at the earliest. */
  #cursor = 0;
  /** The attributes of the start tag being read: the first `#attributeCount` (the array is reused). */
  readonly #attributes: XmlAttribute[] = [];
  #attributeCount = 0;
  /**
   * No error so far: the text read is well-formed, so a node ends where the parser stands when it
   * reports it (a comment's `-->` right before it, a text's `<` the last character read) and no
   * search for its end is needed. After an error, every end is searched for in the text.
   */
  #wellFormed = true;

  constructor(text: string, reader: XmlReader) {
    super({ position: true });
    this.#text = text;
    this.#reader = reader;
    // The errors are saxes's to find; after one, the nodes it goes on reading are searched for in the text.
    this.on("error", ScanParser.#error);
    this.on("xmldecl", ScanParser.#xmlDeclaration);
    this.on("doctype", ScanParser.#doctype);
    this.on("processinginstruction", ScanParser.#processingInstruction);
    this.on("comment", ScanParser.#comment);
    this.on("cdata", ScanParser.#cdata);
    this.on("text", ScanParser.#characterData);
    this.on("opentagstart", ScanParser.#openTagStart);
    this.on("attribute", ScanParser.#attribute);
    this.on("opentag", ScanParser.#openTag);
    this.on("closetag", ScanParser.#closeTag);
  }

  /** Reads the next slice of the text, or the end of the text (undefined). */
  read(slice: string | undefined): void {
    const outer = ScanParser.#running;
    ScanParser.#running = this;
    try {
      if (slice === undefined) this.close();
      else this.write(slice);
    } finally {
      ScanParser.#running = outer;
    }
  }

  static #error(): void {
    ScanParser.#running!.#wellFormed = false;
  }

  static #xmlDeclaration(): void {
    const scan = ScanParser.#running!;
    scan.#cursor = endOf(scan.#text, "<?", "?>", scan.#cursor);
  }

  static #doctype(): void {
    const scan = ScanParser.#running!;
    scan.#cursor = Math.max(scan.#cursor, scan.position);
  }

  static #processingInstruction(): void {
    const scan = ScanParser.#running!;
    const text = scan.#text;
    const start = text.indexOf("<?", scan.#cursor);
    const close = start === -1 ? -1 : text.indexOf("?>", start + 2);
    if (close === -1) return;
    // The data, after the target's name and the white space that follows it (2.6).
    let data = start + 2;
    while (data < close && !isSpace(text.charCodeAt(data))) data++;
    scan.#reader.processingInstruction(data, close);
    scan.#cursor = close + 2;
  }

  static #comment(): void {
    const scan = ScanParser.#running!;
    const text = scan.#text;
    const cursor = scan.#cursor;
    const start = text.startsWith("<!--", cursor) ? cursor : text.indexOf("<!--", cursor);
    if (start === -1) return;
    // Well-formed, the comment holds no "--" (2.5): its first "-->" is the one the parser just read.
    const last = scan.position - 3;
    const close =
      scan.#wellFormed && last >= start + 4 && text.startsWith("-->", last) ? last : text.indexOf("-->", start + 4);
    if (close === -1) return;
    scan.#reader.comment(start, close + 3);
    scan.#cursor = close + 3;
  }

  static #cdata(): void {
    const scan = ScanParser.#running!;
    const text = scan.#text;
    const start = text.indexOf("<![CDATA[", scan.#cursor);
    const close = start === -1 ? -1 : text.indexOf("]]>", start + 9);
    if (close === -1) return;
    scan.#reader.text(start + 9, close, "cdata");
    scan.#cursor = close + 3;
  }

  static #characterData(): void {
    const scan = ScanParser.#running!;
    // Character data holds no "<": it runs to the next markup, or to the end of the document.
    // Well-formed, that is the "<" the parser has just read (it reports the text there).
    const text = scan.#text;
    const cursor = scan.#cursor;
    let end = scan.position - 1;
    if (!(scan.#wellFormed && end >= cursor && text.charCodeAt(end) === Char.Less)) {
      const markup = text.indexOf("<", cursor);
      end = markup === -1 ? text.length : markup;
    }
    scan.#reader.text(cursor, end, "text");
    scan.#cursor = end;
  }

  static #openTagStart(tag: { readonly name: string }): void {
    const scan = ScanParser.#running!;
    const text = scan.#text;
    const cursor = scan.#cursor;
    // After character data the cursor is on the tag's "<".
    const start = text.charCodeAt(cursor) === Char.Less ? cursor : text.indexOf("<", cursor);
    scan.#attributeCount = 0;
    if (start !== -1 && text.startsWith(tag.name, start + 1)) scan.#cursor = start + 1 + tag.name.length;
  }

  static #attribute({ name }: { readonly name: string }): void {
    const scan = ScanParser.#running!;
    const attribute = attributeAt(scan.#text, scan.#cursor, scan.position, name, scan.#wellFormed);
    if (attribute === undefined) return;
    scan.#attributes[scan.#attributeCount++] = attribute;
    scan.#cursor = attribute.end + 1;
  }

  static #openTag(tag: { readonly name: string; readonly isSelfClosing: boolean }): void {
    const scan = ScanParser.#running!;
    scan.#reader.startTag(tag.name, scan.#attributes, scan.#attributeCount, tag.isSelfClosing);
    scan.#cursor = Math.max(scan.#cursor, scan.position);
  }

  static #closeTag(tag: { readonly isSelfClosing: boolean }): void {
    const scan = ScanParser.#running!;
    if (tag.isSelfClosing) return;
    scan.#reader.endTag();
    scan.#cursor = Math.max(scan.#cursor, scan.position);
  }
}

/**
 * One parser (and its reader) kept for the life of the process, in the middle of an element, so
 * that its open tags are kept too: V8 holds the hidden classes of an object's fields only while
 * some object has them, and a full garbage collection between two scans, every parser and tag
 * then garbage, threw away the optimized code of saxes and of the reader (see KEPT_ALIVE in
 * text-map.ts). Exported, so that the module holds it.
 */
export const KEPT_ALIVE = keptParser('<kept a="b"><kept/>');

function keptParser(text: string): ScanParser {
  const parser = new ScanParser(text, new XmlReader(text, () => {}, undefined));
  parser.read(text);
  return parser;
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
 * The value holds no quote of its kind (saxes ended it at the first); in a document not
 * well-formed so far, that is checked too.
 */
function attributeAt(
  text: string,
  from: number,
  position: number,
  name: string,
  wellFormed: boolean,
): XmlAttribute | undefined {
  const close = position - 1;
  const quote = text.charCodeAt(close);
  if (quote !== Char.Quote && quote !== Char.Apostrophe) return undefined;
  let k = from;
  while (k < close && isSpace(text.charCodeAt(k))) k++;
  if (!text.startsWith(name, k)) return undefined;
  k += name.length;
  while (k < close && isSpace(text.charCodeAt(k))) k++;
  if (text.charCodeAt(k) !== Char.Equals) return undefined;
  k++;
  while (k < close && isSpace(text.charCodeAt(k))) k++;
  if (k >= close || text.charCodeAt(k) !== quote) return undefined;
  if (!wellFormed) for (let j = k + 1; j < close; j++) if (text.charCodeAt(j) === quote) return undefined;
  return { name, start: k + 1, end: close, quote: quote === Char.Quote ? '"' : "'" };
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
