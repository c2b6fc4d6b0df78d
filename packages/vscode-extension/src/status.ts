/** The status bar item: shown while the server starts or works, and after it failed. */
import * as vscode from "vscode";
import { statusView, type ServerPhase } from "./status-model.js";

/** Requests answered faster than this never flash the item. */
const BUSY_DELAY_MS = 300;

export class StatusItem implements vscode.Disposable {
  readonly #item = vscode.window.createStatusBarItem("urilint.status", vscode.StatusBarAlignment.Right, 100);
  #phase: ServerPhase = "stopped";
  #busyRequests = 0;

  constructor() {
    this.#item.name = "urilint";
  }

  get phase(): ServerPhase {
    return this.#phase;
  }

  setPhase(phase: ServerPhase): void {
    this.#phase = phase;
    if (phase !== "running") this.#busyRequests = 0;
    this.#render();
  }

  /** Counts `request` as work in progress if it is still pending after the delay. */
  track<T>(request: Promise<T>): Promise<T> {
    let counted = false;
    const timer = setTimeout(() => {
      counted = true;
      this.#busyRequests++;
      this.#render();
    }, BUSY_DELAY_MS);
    const settle = (): void => {
      clearTimeout(timer);
      if (!counted) return;
      this.#busyRequests = Math.max(0, this.#busyRequests - 1);
      this.#render();
    };
    request.then(settle, settle);
    return request;
  }

  #render(): void {
    const view = statusView({ phase: this.#phase, busyRequests: this.#busyRequests });
    if (!view.visible) {
      this.#item.hide();
      return;
    }
    this.#item.text = view.text;
    this.#item.tooltip = view.tooltip;
    this.#item.command = view.command;
    this.#item.backgroundColor = view.error ? new vscode.ThemeColor("statusBarItem.errorBackground") : undefined;
    this.#item.show();
  }

  dispose(): void {
    this.#item.dispose();
  }
}
