/**
 * The base protocol's framing, read so that a bad frame never leaves the server deaf. A message is
 * header lines ("Name: value", each ended by a line break), an empty line, then as many bytes of
 * JSON as its Content-Length says (LSP "Base Protocol"). vscode-jsonrpc's reader stops making
 * sense of the stream after any fault (a missing, non-numeric, negative or wrong Content-Length):
 * it reports the error, which nothing in vscode-languageserver listens to, and from then on reads
 * bodies as headers, so the server answers nothing more.
 *
 * This reader resynchronises instead, as clangd and LSP4J do: after a fault it reports the fault
 * (`onError`, one line, never the bytes: they may hold a user's password) and skips to the next
 * "Content-Length" header, and every well-framed message after that is read. A length that is too
 * short shows as a body that is not JSON; one that is too long, as the next message's header line
 * inside the body, which no JSON text can hold (a raw line break cannot be in a JSON string, and
 * "Content-Length" outside one is no JSON token): either way the next message is read from its
 * header on. Written by hand: small, and specified by the LSP and RFC 9112 (for header lines).
 */
import { constants } from "node:buffer";
import type { Readable } from "node:stream";
import { AbstractMessageReader, Disposable, type DataCallback, type Message } from "vscode-languageserver/node";

/** Where the next message starts after a fault: the name every client writes its length under. */
const HEADER_NAME = Buffer.from("Content-Length", "ascii");
/** A header block longer than this is no header block (a line of 8 KB is already far more than any client sends). */
const MAX_HEADER_BYTES = 8192;
/** The most bytes a body may have: it must fit in one string to be parsed. */
const MAX_BODY_BYTES = constants.MAX_STRING_LENGTH;
/** A buffer that grew larger than this for one large message is let go once empty. */
const KEEP_BUFFER_BYTES = 1 << 20;
const CR = 0x0d;
const LF = 0x0a;

/** RFC 9110 5.1: field-name = token; 5.6.2: tchar. */
const HEADER_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[ \t]*(.*?)[ \t]*$/;

/** The bytes received and not read yet, in one buffer that grows by doubling. */
class ByteQueue {
  #bytes = Buffer.alloc(0);
  #start = 0;
  #end = 0;

  /** The pending bytes (a view, not a copy: valid until the next append or drop). */
  view(): Buffer {
    return this.#bytes.subarray(this.#start, this.#end);
  }

  append(chunk: Buffer): void {
    const length = this.#end - this.#start;
    if (this.#end + chunk.length > this.#bytes.length) {
      const needed = length + chunk.length;
      if (needed <= this.#bytes.length / 2) {
        this.#bytes.copy(this.#bytes, 0, this.#start, this.#end);
      } else {
        const bigger = Buffer.allocUnsafe(Math.max(needed, this.#bytes.length * 2, 4096));
        this.#bytes.copy(bigger, 0, this.#start, this.#end);
        this.#bytes = bigger;
      }
      this.#start = 0;
      this.#end = length;
    }
    chunk.copy(this.#bytes, this.#end);
    this.#end += chunk.length;
  }

  drop(count: number): void {
    this.#start += count;
    if (this.#start < this.#end) return;
    this.#start = this.#end = 0;
    if (this.#bytes.length > KEEP_BUFFER_BYTES) this.#bytes = Buffer.alloc(0);
  }
}

/** What a header block says: the body's length, or why it is no valid header. */
type Header = { readonly length: number } | { readonly fault: string };

/**
 * Reads a header block (its lines, without the empty line that ends it). Lines end in LF with an
 * optional CR before it: RFC 9112 2.2 lets a recipient take a bare LF as a line end, and editors'
 * clients written by hand sometimes send one.
 */
function readHeader(block: string): Header {
  let length: number | undefined;
  for (const rawLine of block.split("\n")) {
    const line = rawLine.endsWith("\r") ? rawLine.slice(0, -1) : rawLine;
    const match = HEADER_LINE.exec(line);
    if (match === null) return { fault: "a header line is not 'Name: value'" };
    if (match[1]!.toLowerCase() !== "content-length") continue; // Content-Type and others: UTF-8 JSON it is
    const value = match[2]!;
    if (!/^[0-9]+$/.test(value)) return { fault: "its Content-Length is not a number of bytes" };
    const declared = Number(value);
    if (declared > MAX_BODY_BYTES) return { fault: "its Content-Length is larger than any message can be" };
    if (length !== undefined && length !== declared) return { fault: "it has two different Content-Length headers" };
    length = declared;
  }
  return length === undefined ? { fault: "it has no Content-Length header" } : { length };
}

/** The index just after the empty line that ends the header block at the start of `bytes`, or -1. */
function headerEnd(bytes: Buffer): number {
  for (let lf = bytes.indexOf(LF); lf >= 0; lf = bytes.indexOf(LF, lf + 1)) {
    if (bytes[lf + 1] === LF) return lf + 2;
    if (bytes[lf + 1] === CR && bytes[lf + 2] === LF) return lf + 3;
  }
  return -1;
}

/**
 * Where in bytes[from, ...) a header line "Content-Length: <digits>" followed by a line break
 * starts: a sign that the body being read holds the next message. `pending` when one may start at
 * `at` but its line is not complete yet.
 */
function headerLineIn(bytes: Buffer, from: number): { found: number } | { pending: number } {
  for (let at = bytes.indexOf(HEADER_NAME, from); at >= 0; at = bytes.indexOf(HEADER_NAME, at + 1)) {
    let i = at + HEADER_NAME.length;
    if (i >= bytes.length) return { pending: at };
    if (bytes[i++] !== 0x3a) continue; // ":"
    while (bytes[i] === 0x20 || bytes[i] === 0x09) i++;
    const digits = i;
    while (bytes[i]! >= 0x30 && bytes[i]! <= 0x39) i++;
    while (bytes[i] === 0x20 || bytes[i] === 0x09) i++;
    if (bytes[i] === CR) i++;
    if (i >= bytes.length) return { pending: at };
    if (i > digits && bytes[i] === LF) return { found: at };
  }
  return { pending: Math.max(from, bytes.length - HEADER_NAME.length) };
}

/** A MessageReader of framed JSON-RPC messages from a byte stream (stdin, a socket, a pipe) that recovers from framing faults. */
export class FramedMessageReader extends AbstractMessageReader {
  readonly #stream: Readable;
  readonly #queue = new ByteQueue();
  #callback: DataCallback | undefined;
  /** The current message's header length and body length, once its header is read. */
  #frame: { header: number; body: number; scanned: number } | undefined;
  /** After a fault: looking for the next message's header. */
  #resyncing = false;
  #closed = false;

  constructor(stream: Readable) {
    super();
    this.#stream = stream;
  }

  listen(callback: DataCallback): Disposable {
    this.#callback = callback;
    const onData = (chunk: Buffer): void => {
      this.#queue.append(chunk);
      this.#read();
    };
    const onError = (error: Error): void => this.fireError(error);
    const onClose = (): void => {
      if (this.#closed) return;
      this.#closed = true;
      this.fireClose();
    };
    this.#stream.on("data", onData);
    this.#stream.on("error", onError);
    this.#stream.on("end", onClose);
    this.#stream.on("close", onClose);
    return Disposable.create(() => {
      this.#stream.off("data", onData);
      this.#stream.off("error", onError);
      this.#stream.off("end", onClose);
      this.#stream.off("close", onClose);
    });
  }

  /** Reads every whole message in the queue. */
  #read(): void {
    for (;;) {
      const bytes = this.#queue.view();
      if (this.#resyncing) {
        const next = bytes.indexOf(HEADER_NAME);
        if (next < 0) {
          // The end may hold the start of the name: it is kept.
          this.#queue.drop(Math.max(0, bytes.length - (HEADER_NAME.length - 1)));
          return;
        }
        this.#queue.drop(next);
        this.#resyncing = false;
        continue;
      }
      if (this.#frame === undefined) {
        // RFC 9112 2.2: empty lines before a message are ignored.
        let blank = 0;
        while (bytes[blank] === CR || bytes[blank] === LF) blank++;
        if (blank > 0) {
          this.#queue.drop(blank);
          continue;
        }
        if (bytes.length === 0) return;
        const end = headerEnd(bytes);
        if (end < 0 || end > MAX_HEADER_BYTES) {
          if (end < 0 && bytes.length <= MAX_HEADER_BYTES) return; // the rest of the header is on its way
          this.#fault("its header does not end within 8 KB");
          continue;
        }
        const header = readHeader(bytes.toString("latin1", 0, end).replace(/\r?\n\r?\n$/, ""));
        if ("fault" in header) {
          this.#fault(header.fault);
          continue;
        }
        this.#frame = { header: end, body: header.length, scanned: end };
      }
      const frame = this.#frame;
      const frameEnd = frame.header + frame.body;
      if (bytes.length < frameEnd) {
        const next = headerLineIn(bytes, frame.scanned);
        if ("found" in next) {
          this.#skipTo(next.found, "its Content-Length is longer than the message (the next header came first)");
          continue;
        }
        frame.scanned = next.pending;
        return;
      }
      this.#frame = undefined;
      let message: unknown;
      try {
        message = JSON.parse(bytes.toString("utf8", frame.header, frameEnd));
      } catch {
        // Too long by fewer bytes than a header line: the next header starts inside the body.
        const next = bytes.indexOf(HEADER_NAME, frame.header);
        if (next >= 0 && next < frameEnd) {
          this.#skipTo(next, "its Content-Length is longer than the message (the next header came first)");
          continue;
        }
        // Not JSON, or cut short by a Content-Length that is too short: what is left of it is
        // skipped with it, up to the next header.
        this.#queue.drop(frameEnd);
        this.#resyncing = true;
        this.fireError(
          new Error(
            `a message of ${frame.body} bytes is not JSON (or its Content-Length is too short); reading on from the next message`,
          ),
        );
        continue;
      }
      this.#queue.drop(frameEnd);
      try {
        this.#callback?.(message as Message);
      } catch (error) {
        // A handler that throws must not stop the reading of the messages after it.
        this.fireError(error);
      }
    }
  }

  /** A frame that cannot be read: its first byte is dropped, and the next header looked for from there. */
  #fault(reason: string): void {
    this.#frame = undefined;
    this.#queue.drop(1);
    this.#resyncing = true;
    this.fireError(new Error(`a message could not be read: ${reason}; reading on from the next message`));
  }

  /** A frame that lied about its length: reading goes on at the next message's header, at `offset`. */
  #skipTo(offset: number, reason: string): void {
    this.#frame = undefined;
    this.#queue.drop(offset);
    this.fireError(new Error(`a message could not be read: ${reason}; reading on from the next message`));
  }
}
