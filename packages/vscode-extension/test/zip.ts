/** Reads the entries of a .vsix (a zip file) from its central directory: enough for tests. */
import { inflateRawSync } from "node:zlib";

export interface ZipEntry {
  readonly name: string;
  read(): Buffer;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;

export function zipEntries(zip: Buffer): ZipEntry[] {
  // The end record is the last 22 bytes when the archive has no comment; search back for it.
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end--;
  if (end < 0) throw new Error("not a zip file");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw new Error("corrupt central directory");
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    entries.push({
      name,
      read() {
        const data = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
        const raw = zip.subarray(data, data + compressedSize);
        return method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
      },
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
