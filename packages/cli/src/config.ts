/**
 * The configuration: the core's settings (the same keys and meanings as the ESLint plugin's
 * `settings.urilint` and the language server's `urilint.*`), from `urilint.config.json` or the
 * `"urilint"` key of package.json, whichever the nearest directory from here up to the
 * repository's root holds (both in one directory is an error: one of them would be ignored).
 * `--config <file>` names the file instead. Every problem is a ConfigError naming the file and key.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { defaultSettings, validateSettings, type SettingValues } from "@urilint/core";
import { ConfigError } from "./errors.js";

export const CONFIG_FILE = "urilint.config.json";

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
    if (!existsSync(file)) throw new ConfigError(`--config: ${explicit} does not exist`);
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
  if (problems.length > 0) throw new ConfigError(problems.map((problem) => problem.message).join("\n"));
  return { settings: { ...DEFAULT_SETTINGS, ...values } as Settings, file, baseDir: dirname(file) };
}

function readJson(file: string, cwd: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ConfigError(`${shown(file, cwd)}: cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, "")) as unknown;
  } catch (error) {
    // V8 quotes a slice of the text after its reason ("..." is not valid JSON): it could hold a password.
    const reason = error instanceof Error ? error.message.replace(/,? ".*" is not valid JSON$/s, "") : "";
    throw new ConfigError(`${shown(file, cwd)}: not valid JSON (${reason})`);
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function shown(file: string, cwd: string): string {
  const path = relative(cwd, file);
  return path === "" ? file : path.split("\\").join("/");
}
