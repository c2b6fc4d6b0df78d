import { describe, expect, it } from "vitest";
import { RESTART_COMMAND, SHOW_OUTPUT_COMMAND, statusView, type ServerPhase } from "../src/status-model.js";

const cases: { phase: ServerPhase; busy: number; visible: boolean; spinning?: boolean; error?: boolean }[] = [
  { phase: "starting", busy: 0, visible: true, spinning: true },
  { phase: "running", busy: 0, visible: false },
  { phase: "running", busy: 1, visible: true, spinning: true },
  { phase: "running", busy: 3, visible: true, spinning: true },
  { phase: "stopped", busy: 0, visible: false },
  { phase: "failed", busy: 0, visible: true, error: true },
];

describe("statusView", () => {
  it.each(cases)(
    "$phase with $busy pending requests: visible=$visible",
    ({ phase, busy, visible, spinning, error }) => {
      const view = statusView({ phase, busyRequests: busy });
      expect(view.visible).toBe(visible);
      if (!visible) return;
      expect(view.text.includes("~spin")).toBe(Boolean(spinning));
      expect(view.error).toBe(Boolean(error));
      expect(view.command).toBe(SHOW_OUTPUT_COMMAND);
    },
  );

  it("tells how to recover from a failure", () => {
    expect(statusView({ phase: "failed", busyRequests: 0 }).tooltip).toMatch(/Restart server/);
    expect(RESTART_COMMAND).toBe("urilint.restartServer");
  });
});
