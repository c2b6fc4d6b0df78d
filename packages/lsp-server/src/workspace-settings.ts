/**
 * The settings of the workspace's documents, from wherever the client keeps them: asked per
 * document over `workspace/configuration` from clients that answer it, else pushed by the client
 * in `initializationOptions` and `didChangeConfiguration` (VS Code asks; Neovim and ALE push:
 * test/support/client.ts holds each editor's capabilities). A bad value is logged and shown once, and the key keeps its last good value.
 */
import { MessageType, ShowMessageNotification, type Connection } from "vscode-languageserver";
import { isExcluded } from "./exclude.js";
import { DEFAULT_SETTINGS, checkSettings, resolveSettings, type ResolvedSettings, type Settings } from "./settings.js";

export class WorkspaceSettings {
  readonly #connection: Connection;
  /** Whether the client answers `workspace/configuration` (set at initialize). */
  asksClient = false;
  /** Settings from initializationOptions, then from didChangeConfiguration (clients without workspace/configuration). */
  #initial: Settings = DEFAULT_SETTINGS;
  #pushed: Settings = DEFAULT_SETTINGS;
  /** The workspace's folders, for `exclude` globs and suppressions files. */
  folders: string[] = [];
  /** Bumped on every settings change: part of every pull result id. */
  generation = 0;
  readonly #cache = new Map<string, Promise<ResolvedSettings>>();
  /** The setting problems already reported: each is told once per server, however often it is read. */
  readonly #reported = new Set<string>();

  constructor(connection: Connection) {
    this.#connection = connection;
  }

  /** The settings `initialize` brought. */
  initialize(raw: unknown): void {
    this.#initial = this.#read(raw, DEFAULT_SETTINGS);
    this.#pushed = this.#initial;
  }

  /** Settings a client pushed with `didChangeConfiguration`, over those of `initialize`. */
  push(raw: unknown): void {
    this.#pushed = this.#read(raw, this.#initial);
  }

  /** Every document's settings are read again. */
  changed(): void {
    this.generation++;
    this.#cache.clear();
  }

  /** Forgets a closed document's settings. */
  forget(uri: string): void {
    this.#cache.delete(uri);
  }

  for(uri: string): Promise<ResolvedSettings> {
    let cached = this.#cache.get(uri);
    if (cached === undefined) {
      cached = this.asksClient
        ? this.#connection.workspace.getConfiguration({ scopeUri: uri, section: "urilint" }).then(
            (value: unknown) => resolveSettings(this.#read(value, this.#pushed)),
            () => resolveSettings(this.#pushed),
          )
        : Promise.resolve(resolveSettings(this.#pushed));
      this.#cache.set(uri, cached);
    }
    return cached;
  }

  /** Whether urilint reads the document under these settings. */
  isActive(uri: string, resolved: ResolvedSettings): boolean {
    return resolved.settings.enable && !isExcluded(uri, this.folders, resolved.settings.exclude);
  }

  /** Reads settings over `base`; a bad value is logged and shown once, and the key keeps `base`'s value. */
  #read(raw: unknown, base: Settings): Settings {
    const { settings, problems } = checkSettings(raw, base);
    const fresh = problems.map((problem) => problem.message).filter((message) => !this.#reported.has(message));
    if (fresh.length > 0) {
      for (const message of fresh) {
        this.#reported.add(message);
        this.#connection.console.warn(`urilint: ignored a bad setting: ${message}`);
      }
      const more = fresh.length > 1 ? ` (and ${fresh.length - 1} more: see the urilint log)` : "";
      void this.#connection.sendNotification(ShowMessageNotification.type, {
        type: MessageType.Warning,
        message: `urilint: ignored a bad setting: ${fresh[0]}${more}`,
      });
    }
    return settings;
  }
}
