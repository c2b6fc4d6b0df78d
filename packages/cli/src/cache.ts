/**
 * `--cache`: each file's result kept by the hash of its content (and its stamp: size and time, which
 * spare reading a file that has not changed; see source.ts), in one file, by default in the user's
 * cache directory (user-cache.ts), outside the repository.
 *
 * A cache is trusted only if this machine's runs wrote it: its first line holds an HMAC-SHA256, with
 * the machine's secret, of the command's version, the resolved settings and everything after that
 * line. A cache committed to a repository, edited, or written by another version or configuration
 * fails it and is ignored (the files are checked again). Even then each entry is checked before use
 * (its shape, types and ranges): a result from the cache is never taken on trust. Files are named in
 * it by an HMAC of their path, so the cache holds no file name.
 *
 * The cache file is written only where nothing else is: `--cache-location` must name a path that is
 * absent, or a regular file that holds a urilint cache or nothing. A symbolic link, a device, a FIFO,
 * a directory or any other file is refused (exit 2): the cache is written beside it and renamed over
 * it, which would replace it. The file is written atomically; a cache that cannot be read is
 * ignored (it is only a cache).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  renameSync,
  unlinkSync,
  writeSync,
  type Stats,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { CATALOGUE, FINDING_CODES, UNUSED_DIRECTIVE_CODE } from "@urilint/core";
import type { CachedResult } from "./check-file.js";
import type { Settings } from "./config.js";
import { UsageError } from "./errors.js";
import { readUpTo, reasonOf, whatIs } from "./file-access.js";
import { shown } from "./printable.js";
import { NOTE_KINDS, type Note, type Problem, type Severity } from "./results.js";
import type { FileStamp } from "./source.js";
import { makeDirectories } from "./user-cache.js";

const FORMAT = "urilint-cache/2";
const HEADER_START = `{"format":"${FORMAT}","mac":"`;
const HEADER_END = `"}\n`;
const MAC_HEX = 64;
/** The first format (0.1.0), a cache too: `{"key":"<sha1>","entries":{...}}`. */
const FIRST_FORMAT = /^\{"key":"[0-9a-f]{40}","entries":\{/;
/** Enough of a file's start to tell either format. */
const HEAD_BYTES = 64;
/** A cache above this is not read (V8's strings end at 512 MB), and one is not written above it. */
const MAX_CACHE_BYTES = 256 * 1024 * 1024;
/** A file with more problems than this is checked again each run rather than kept. */
const MAX_CACHED_PROBLEMS = 10_000;
const WRITE_CHUNK = 64 * 1024;

/** What the whole cache depends on besides the files: the version and the resolved settings. */
export function cacheKey(version: string, settings: Settings): string {
  return `${version}\u0000${JSON.stringify(settings)}`;
}

export class ResultCache {
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly key: string,
    private readonly secret: Buffer,
    private readonly entries: Map<string, CachedResult>,
  ) {}

  /** The cache at `file`; a UsageError when the path holds anything else than a urilint cache. */
  static open(file: string, key: string, secret: Buffer): ResultCache {
    const path = resolve(file);
    const found = inspect(path, true);
    if (typeof found === "string") throw new UsageError(refusal(path, found));
    const entries = found === undefined ? new Map<string, CachedResult>() : trustedEntries(found, key, secret);
    return new ResultCache(path, key, secret, entries);
  }

  get(path: string): CachedResult | undefined {
    return this.entries.get(this.nameOf(path));
  }

  set(path: string, result: CachedResult): void {
    const name = this.nameOf(path);
    if (this.entries.get(name) === result) return;
    if (result.problems.length > MAX_CACHED_PROBLEMS) this.entries.delete(name);
    else this.entries.set(name, result);
    this.changed = true;
  }

  /** Writes the cache if it changed; returns why it could not, if it could not. */
  save(): string | undefined {
    if (!this.changed) return undefined;
    const dir = dirname(this.file);
    const temporary = join(dir, `.${basename(this.file)}.${process.pid}-${randomBytes(6).toString("hex")}.tmp`);
    try {
      makeDirectories(dir);
      writeSigned(temporary, this.key, this.secret, this.entries);
      // The path must still be free for a cache: another program may have put something there.
      const now = inspect(this.file, false);
      if (typeof now === "string") {
        unlinkSync(temporary);
        return refusal(this.file, now);
      }
      renameSync(temporary, this.file);
      return undefined;
    } catch (error) {
      try {
        unlinkSync(temporary);
      } catch {
        // never made
      }
      return `could not write the cache ${shown(this.file)} (${reasonOf(error)})`;
    }
  }

  /** A file's name in the cache: an HMAC of its path, which tells nothing of it without the secret. */
  private nameOf(path: string): string {
    return createHmac("sha256", this.secret).update(`path\u0000${path}`).digest("hex").slice(0, 32);
  }
}

function refusal(path: string, what: string): string {
  return `the cache file ${shown(path)} is ${what}; urilint writes its cache only to a path that is free or holds a urilint cache, and does not replace anything else`;
}

/**
 * What is at `path`: undefined (nothing, or an empty file), the bytes of a urilint cache (when
 * `read`; else an empty buffer), or what else it is, in words.
 */
function inspect(path: string, read: boolean): Buffer | string | undefined {
  let link: Stats;
  try {
    link = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    return `not reachable (${reasonOf(error)})`;
  }
  if (link.isSymbolicLink()) return "a symbolic link";
  if (!link.isFile()) return whatIs(link);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return `not readable (${reasonOf(error)})`;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.ino !== link.ino) return "being replaced by another program";
    // A /proc file says its size is 0 and has content: the first bytes tell.
    const head = Buffer.alloc(HEAD_BYTES);
    const length = readSync(fd, head, 0, head.length, 0);
    if (length === 0) return undefined;
    const start = head.subarray(0, length).toString("latin1");
    if (FIRST_FORMAT.test(start)) return Buffer.alloc(0);
    if (!start.startsWith(HEADER_START)) return "a file that is not a urilint cache";
    if (!read || stat.size > MAX_CACHE_BYTES) return Buffer.alloc(0);
    return readUpTo(fd, stat.size, MAX_CACHE_BYTES) ?? Buffer.alloc(0);
  } catch (error) {
    return `not readable (${reasonOf(error)})`;
  } finally {
    closeSync(fd);
  }
}

/** The entries of a cache whose signature is this machine's for `key`, each checked; none otherwise. */
function trustedEntries(bytes: Buffer, key: string, secret: Buffer): Map<string, CachedResult> {
  const entries = new Map<string, CachedResult>();
  const headerLength = HEADER_START.length + MAC_HEX + HEADER_END.length;
  if (bytes.length < headerLength) return entries;
  const mac = bytes.subarray(HEADER_START.length, HEADER_START.length + MAC_HEX).toString("latin1");
  if (
    !/^[0-9a-f]{64}$/.test(mac) ||
    bytes.subarray(headerLength - HEADER_END.length, headerLength).toString("latin1") !== HEADER_END
  )
    return entries;
  const body = bytes.subarray(headerLength);
  const expected = createHmac("sha256", secret).update(key).update("\n").update(body).digest();
  if (!timingSafeEqual(expected, Buffer.from(mac, "hex"))) return entries;
  let stored: unknown;
  try {
    stored = JSON.parse(body.toString("utf8"));
  } catch {
    return entries;
  }
  if (!isRecord(stored)) return entries;
  for (const [name, value] of Object.entries(stored)) {
    const result = /^[0-9a-f]{32}$/.test(name) ? cachedResultOf(value) : undefined;
    if (result !== undefined) entries.set(name, result);
  }
  return entries;
}

/** Writes the header with a blank signature, the entries (signed as they go), then the signature. */
function writeSigned(path: string, key: string, secret: Buffer, entries: ReadonlyMap<string, CachedResult>): void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    const mac = createHmac("sha256", secret).update(key).update("\n");
    let offset = 0;
    const write = (text: string, signed: boolean): void => {
      const bytes = Buffer.from(text, "utf8");
      for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done, offset + done);
      offset += bytes.length;
      if (signed) mac.update(bytes);
    };
    write(`${HEADER_START}${"0".repeat(MAC_HEX)}${HEADER_END}`, false);
    let pending = "{";
    let first = true;
    for (const [name, result] of entries) {
      const entry = `${first ? "" : ","}${JSON.stringify(name)}:${JSON.stringify(result)}`;
      // What cannot be read back is not written: the cache stops short of its limit.
      if (offset + pending.length + entry.length * 3 + 1 > MAX_CACHE_BYTES) break;
      pending += entry;
      first = false;
      if (pending.length >= WRITE_CHUNK) {
        write(pending, true);
        pending = "";
      }
    }
    write(`${pending}}`, true);
    const signature = Buffer.from(mac.digest("hex"), "latin1");
    writeSync(fd, signature, 0, signature.length, HEADER_START.length);
  } finally {
    closeSync(fd);
  }
}

const SEVERITIES: ReadonlySet<string> = new Set<Severity>(["error", "warning", "info", "hint"]);
const CODES: ReadonlySet<string> = new Set<string>([...FINDING_CODES, UNUSED_DIRECTIVE_CODE]);
const CACHED_NOTE_KINDS: ReadonlySet<string> = new Set(NOTE_KINDS.filter((kind) => kind !== "not-written"));
const MAX_MESSAGE = 10_000;

/** A cached result with every field checked and only the known fields kept; undefined if any is wrong. */
function cachedResultOf(value: unknown): CachedResult | undefined {
  if (!isRecord(value) || typeof value["hash"] !== "string" || !/^[0-9a-f]{40}$/.test(value["hash"])) return undefined;
  const problems = value["problems"];
  if (!Array.isArray(problems) || problems.length > MAX_CACHED_PROBLEMS) return undefined;
  const checked: Problem[] = [];
  for (const problem of problems) {
    const valid = problemOf(problem);
    if (valid === undefined) return undefined;
    checked.push(valid);
  }
  let stamp: FileStamp | undefined;
  if (value["stamp"] !== undefined) {
    stamp = stampOf(value["stamp"]);
    if (stamp === undefined) return undefined;
  }
  let note: Note | undefined;
  if (value["note"] !== undefined) {
    note = noteOf(value["note"]);
    if (note === undefined) return undefined;
  }
  return {
    hash: value["hash"],
    problems: checked,
    ...(stamp === undefined ? {} : { stamp }),
    ...(note === undefined ? {} : { note }),
  };
}

function problemOf(value: unknown): Problem | undefined {
  if (!isRecord(value)) return undefined;
  const { code, severity, message, line, column, endLine, endColumn, fixable, fingerprint } = value;
  if (typeof code !== "string" || !CODES.has(code)) return undefined;
  if (typeof severity !== "string" || !SEVERITIES.has(severity)) return undefined;
  if (typeof message !== "string" || message.length > MAX_MESSAGE) return undefined;
  if (![line, column, endLine, endColumn].every(isPosition)) return undefined;
  const [l, c, el, ec] = [line, column, endLine, endColumn] as number[];
  if ((el as number) < (l as number) || (el === l && (ec as number) < (c as number))) return undefined;
  if (typeof fixable !== "boolean") return undefined;
  if (typeof fingerprint !== "string" || !/^[0-9a-f]{32}:[1-9]\d{0,9}$/.test(fingerprint)) return undefined;
  const findingCode = code as Problem["code"];
  return {
    code: findingCode,
    // The rule is the catalogue's, not the cache's.
    rule: findingCode === UNUSED_DIRECTIVE_CODE ? undefined : CATALOGUE[findingCode].rule,
    severity: severity as Severity,
    message,
    line: l as number,
    column: c as number,
    endLine: el as number,
    endColumn: ec as number,
    fixable,
    fingerprint,
  };
}

function stampOf(value: unknown): FileStamp | undefined {
  if (!isRecord(value)) return undefined;
  const { size, mtimeMs } = value;
  if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0) return undefined;
  if (typeof mtimeMs !== "number" || !Number.isFinite(mtimeMs)) return undefined;
  return { size, mtimeMs };
}

function noteOf(value: unknown): Note | undefined {
  if (!isRecord(value)) return undefined;
  const { kind, message } = value;
  if (typeof kind !== "string" || !CACHED_NOTE_KINDS.has(kind)) return undefined;
  if (typeof message !== "string" || message.length > MAX_MESSAGE) return undefined;
  return { kind: kind as Note["kind"], message };
}

function isPosition(value: unknown): boolean {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
