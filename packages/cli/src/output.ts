/**
 * Writing a report: chunk by chunk, waiting when the stream asks to (a pipe to a slow reader), so
 * that a report of millions of problems is never held whole in the stream's buffer either.
 */
import { once } from "node:events";

export async function writeChunks(stream: NodeJS.WritableStream, chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) {
    if (!stream.write(chunk)) await once(stream, "drain");
  }
}
