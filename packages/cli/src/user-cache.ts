/**
 * urilint's own directory in the user's cache ($XDG_CACHE_HOME/urilint, else ~/.cache/urilint, as
 * the XDG Base Directory specification says), outside any repository: what a repository holds
 * cannot be planted there. It keeps the caches of `--cache` (one per working directory) and the
 * secret that signs them: 32 random bytes made on first use, in a file only this user can read.
 * A cache signed with another key, or not signed, is not one of this machine's runs.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join } from "node:path";
import { reasonOf } from "./file-access.js";

const SECRET_FILE = "secret";
const SECRET_BYTES = 32;

/** Why the cache cannot be used in this run (said in one line on stderr; the run goes on without it). */
export class CacheUnavailable extends Error {
  override readonly name = "CacheUnavailable";
}

/** $XDG_CACHE_HOME/urilint (when it is absolute, as the specification requires), else ~/.cache/urilint. */
export function userCacheDir(env: NodeJS.ProcessEnv): string {
  const xdg = env["XDG_CACHE_HOME"];
  const base = xdg !== undefined && isAbsolute(xdg) ? xdg : join(env["HOME"] || homedir(), ".cache");
  return join(base, "urilint");
}

/** The default cache of the runs in `cwd`: named by a hash of its real path, in the user's cache. */
export function defaultCacheFile(env: NodeJS.ProcessEnv, cwd: string): string {
  const id = createHash("sha256").update(realpathSync.native(cwd)).digest("hex").slice(0, 32);
  return join(userCacheDir(env), "caches", `${id}.json`);
}

/**
 * `mkdir -p`, one level at a time from the deepest one that exists: Node's own recursive mkdir
 * never returns under /proc. Made for this user only (0700).
 */
export function makeDirectories(dir: string): void {
  const missing: string[] = [];
  for (let at = dir; !exists(at); at = dirname(at)) {
    if (dirname(at) === at) break;
    missing.push(at);
  }
  for (let i = missing.length - 1; i >= 0; i--) mkdirSync(missing[i] as string, { mode: 0o700 });
}

/** The machine's secret (see above), made if there is none yet. Throws CacheUnavailable. */
export function machineSecret(env: NodeJS.ProcessEnv): Buffer {
  const dir = userCacheDir(env);
  const file = join(dir, SECRET_FILE);
  try {
    makeDirectories(dir);
    return readSecret(file) ?? makeSecret(file);
  } catch (error) {
    if (error instanceof CacheUnavailable) throw error;
    throw new CacheUnavailable(`urilint could not keep its key in its cache directory (${reasonOf(error)})`);
  }
}

/** The secret in `file`, or undefined when there is no file yet. */
function readSecret(file: string): Buffer | undefined {
  let fd: number;
  try {
    if (!lstatSync(file).isFile()) throw new CacheUnavailable(foreign("it is not a regular file"));
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size !== SECRET_BYTES * 2) throw new CacheUnavailable(foreign("it is not urilint's"));
    // Owners and modes as POSIX has them (Windows reports neither).
    if (process.platform !== "win32") {
      if (stat.uid !== process.getuid?.()) throw new CacheUnavailable(foreign("another user owns it"));
      if ((stat.mode & 0o077) !== 0) throw new CacheUnavailable(foreign("other users can read or write it"));
    }
    const text = Buffer.alloc(SECRET_BYTES * 2);
    if (readSync(fd, text, 0, text.length, 0) !== text.length || !/^[0-9a-f]+$/.test(text.toString("latin1")))
      throw new CacheUnavailable(foreign("it is not urilint's"));
    return Buffer.from(text.toString("latin1"), "hex");
  } finally {
    closeSync(fd);
  }
}

function makeSecret(file: string): Buffer {
  const secret = randomBytes(SECRET_BYTES);
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  try {
    writeSync(fd, secret.toString("hex"));
  } finally {
    closeSync(fd);
  }
  try {
    // A link, not a rename, which would replace a key another run made meanwhile: two runs
    // starting at once end with one key (EEXIST: the other run's is the key).
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readSecret(file) as Buffer;
}

function foreign(why: string): string {
  return `urilint does not use the key file in its cache directory: ${why}; delete it to make a new one`;
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
