/**
 * Writing a report: chunk by chunk, waiting when the stream asks to (a pipe to a slow reader), so
 * that a report of millions of problems is never held whole in the stream's buffer either.
 */
export async function writeChunks(stream: NodeJS.WritableStream, chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) {
    if (!stream.write(chunk)) await new Promise<void>((resolve) => stream.once("drain", resolve));
  }
}
