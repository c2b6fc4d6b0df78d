/**
 * The configuration: the core's settings (the same keys and meanings as the ESLint plugin's
 * `settings.urilint` and the language server's `urilint.*`), from `urilint.config.json` or the
 * `"urilint"` key of package.json, whichever the nearest directory from here up to the
 * repository's root holds (both in one directory is an error: one of them would be ignored).
 * `--config <file>` names the file instead. Every problem is a ConfigError naming the file and key;
 * a key or value that holds a password is named masked (mask.ts), and a file that is not JSON is
 * never quoted (`-c /etc/shadow` would print a line of it): only where it stops being JSON is said.
 * Only a regular file is read (a FIFO or /dev/stdin would wait forever), and no more than
 * MAX_CONFIG_BYTES of it.
 */
import { closeSync, existsSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { defaultSettings, validateSettings, type SettingValues } from "@urilint/core";
import { ConfigError } from "./errors.js";
import { isRefused, openRegularFile, readUpTo, reasonOf } from "./file-access.js";
import { NotJson, parseJson } from "./json-text.js";
import { maskValue } from "./mask.js";
import { printable, shown as shownValue } from "./printable.js";

export const CONFIG_FILE = "urilint.config.json";

/** Far above any configuration or package.json. */
const MAX_CONFIG_BYTES = 32 * 1024 * 1024;

/** The settings the command reads: the core's list for the reader "cli", every key but `enable`. */
export type Settings = Omit<SettingValues, "enable">;

export const DEFAULT_SETTINGS = defaultSettings("cli") as unknown as Settings;

export interface Config {
  readonly settings: Settings;
  /** The file the settings came from, if any. */
  readonly file?: string;
  /** What `exclude` patterns are relative to: the config file's directory, else the working directory. */
  readonly baseDir: string;
}

export function loadConfig(cwd: string, explicit: string | undefined): Config {
  if (explicit !== undefined) {
    const file = resolve(cwd, explicit);
    if (!existsSync(file)) throw new ConfigError(`--config: ${shownValue(explicit)} does not exist`);
    return fromFile(file, cwd);
  }
  for (let dir = cwd; ; dir = dirname(dir)) {
    const found = configIn(dir, cwd);
    if (found !== undefined) return found;
    // The repository's root is as far as a configuration is looked for.
    if (existsSync(join(dir, ".git")) || dirname(dir) === dir) return { settings: DEFAULT_SETTINGS, baseDir: cwd };
  }
}

function configIn(dir: string, cwd: string): Config | undefined {
  const file = join(dir, CONFIG_FILE);
  const manifest = join(dir, "package.json");
  const hasFile = isFile(file);
  const inManifest = isFile(manifest) && Object.prototype.hasOwnProperty.call(readJson(manifest, cwd), "urilint");
  if (hasFile && inManifest) {
    throw new ConfigError(
      `${shown(file, cwd)} and the "urilint" key of ${shown(manifest, cwd)} both configure urilint; keep one of them`,
    );
  }
  if (hasFile) return fromFile(file, cwd);
  if (inManifest)
    return fromSettings(
      (readJson(manifest, cwd) as Record<string, unknown>)["urilint"],
      manifest,
      `${shown(manifest, cwd)} "urilint"`,
    );
  return undefined;
}

function fromFile(file: string, cwd: string): Config {
  if (file.endsWith("package.json")) {
    const manifest = readJson(file, cwd) as Record<string, unknown>;
    return fromSettings(manifest["urilint"] ?? {}, file, `${shown(file, cwd)} "urilint"`);
  }
  return fromSettings(readJson(file, cwd), file, shown(file, cwd));
}

function fromSettings(raw: unknown, file: string, prefix: string): Config {
  const { values, problems } = validateSettings(raw, { reader: "cli", prefix });
  if (problems.length > 0) {
    // The messages name keys: they are taken from a copy with every key masked (the core masks the
    // values it quotes; masking them here would change what they mean, a regular expression's say).
    const masked = validateSettings(maskedCopy(raw), { reader: "cli", prefix }).problems;
    const messages =
      masked.length > 0
        ? masked.map((problem) => printable(problem.message))
        : [`${prefix}: a value is not valid, and it holds a password, so it is not shown`];
    throw new ConfigError(messages.join("\n"));
  }
  return { settings: { ...DEFAULT_SETTINGS, ...values } as Settings, file, baseDir: dirname(file) };
}

/** A copy of parsed JSON with each key masked; a stack, not recursion (JSON may be deep). */
function maskedCopy(value: unknown): unknown {
  const copy = (item: unknown): unknown => (Array.isArray(item) ? [] : isObject(item) ? {} : item);
  const root = copy(value);
  const stack: [unknown, unknown][] = [[value, root]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [from, to] = next;
    if (Array.isArray(from)) {
      for (const item of from) {
        const made = copy(item);
        (to as unknown[]).push(made);
        stack.push([item, made]);
      }
    } else if (isObject(from)) {
      for (const [key, item] of Object.entries(from)) {
        const made = copy(item);
        (to as Record<string, unknown>)[maskValue(key)] = made;
        stack.push([item, made]);
      }
    }
  }
  return root;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readJson(file: string, cwd: string): unknown {
  let text: string;
  try {
    const opened = openRegularFile(file, undefined);
    if (isRefused(opened)) throw new ConfigError(`${shown(file, cwd)}: cannot be read: it is ${opened.reason}`);
    try {
      const bytes = readUpTo(opened.fd, opened.stat.size, MAX_CONFIG_BYTES);
      if (bytes === undefined)
        throw new ConfigError(`${shown(file, cwd)}: cannot be read: it is larger than ${MAX_CONFIG_BYTES} bytes`);
      text = bytes.toString("utf8");
    } finally {
      closeSync(opened.fd);
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${shown(file, cwd)}: cannot be read (${reasonOf(error)})`);
  }
  try {
    return parseJson(text);
  } catch (error) {
    throw new ConfigError(`${shown(file, cwd)}: ${error instanceof NotJson ? error.message : "not valid JSON"}`);
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file as messages name it: relative to the working directory, masked. */
function shown(file: string, cwd: string): string {
  const path = relative(cwd, file);
  return maskValue(path === "" ? file : path.split("\\").join("/"));
}
