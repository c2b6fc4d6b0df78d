/**
 * What the status bar item shows, as a pure function of the client's state, so every state is
 * unit-tested. The item is visible only when there is something to say: while the server starts
 * or works (a diagnostics pull still running after a short delay), and after it failed.
 */

export type ServerPhase = "starting" | "running" | "stopped" | "failed";

export interface StatusInput {
  readonly phase: ServerPhase;
  /** Requests to the server still unanswered after the delay. */
  readonly busyRequests: number;
}

export interface StatusView {
  readonly visible: boolean;
  readonly text: string;
  readonly tooltip: string;
  readonly command: string | undefined;
  readonly error: boolean;
}

export const SHOW_OUTPUT_COMMAND = "urilint.showOutput";
export const RESTART_COMMAND = "urilint.restartServer";

const HIDDEN: StatusView = { visible: false, text: "", tooltip: "", command: undefined, error: false };

export function statusView(input: StatusInput): StatusView {
  switch (input.phase) {
    case "failed":
      return {
        visible: true,
        text: "$(error) urilint",
        tooltip:
          'The urilint server has stopped after an error. Click to see its output; run "urilint: Restart server" to try again.',
        command: SHOW_OUTPUT_COMMAND,
        error: true,
      };
    case "starting":
      return {
        visible: true,
        text: "$(sync~spin) urilint",
        tooltip: "The urilint server is starting",
        command: SHOW_OUTPUT_COMMAND,
        error: false,
      };
    case "running":
      return input.busyRequests > 0
        ? {
            visible: true,
            text: "$(sync~spin) urilint",
            tooltip: "urilint is checking the URIs in this file",
            command: SHOW_OUTPUT_COMMAND,
            error: false,
          }
        : HIDDEN;
    case "stopped":
      return HIDDEN;
  }
}
