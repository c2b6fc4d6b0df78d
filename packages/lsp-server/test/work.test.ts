import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis.js";
import { DEFAULT_SETTINGS, resolveSettings } from "../src/settings.js";
import { Cancelled, runAsync, runSync, type Work } from "@urilint/scan";

/** Counts how often a scan reaches a checkpoint (where it can be stopped). */
function checkpoints<T>(work: Work<T>): number {
  let count = 0;
  for (;;) {
    const step = work.next();
    if (step.done === true) return count;
    count++;
  }
}

describe("scans stop at checkpoints", () => {
  const resolved = resolveSettings(DEFAULT_SETTINGS);
  const line = 'fetch("HTTP://EXAMPLE.com:80/a");\n';

  it.each(["ts", "json", "markdown", "text"] as const)("a large %s document reaches many checkpoints", (language) => {
    const text = language === "json" ? `[${'"HTTP://EXAMPLE.com:80/a",'.repeat(20_000)}""]` : line.repeat(20_000);
    expect(checkpoints(analyze(text, language, resolved))).toBeGreaterThan(50);
  });

  it("runAsync stops a cancelled scan at its next checkpoint and closes it", async () => {
    let steps = 0;
    let closed = false;
    function* scan(): Work<string> {
      try {
        for (let i = 0; i < 1_000_000; i++) {
          steps++;
          yield;
        }
        return "finished";
      } finally {
        closed = true;
      }
    }
    const token = { isCancellationRequested: false };
    const running = runAsync(scan(), token);
    setTimeout(() => (token.isCancellationRequested = true), 5);
    await expect(running).rejects.toBeInstanceOf(Cancelled);
    expect(steps).toBeLessThan(1_000_000);
    expect(closed).toBe(true);
  });

  it("runAsync and runSync give the same result", async () => {
    const text = line.repeat(200);
    const sync = runSync(analyze(text, "ts", resolved));
    const async = await runAsync(analyze(text, "ts", resolved), { isCancellationRequested: false });
    expect(async.matches.map((m) => m.findings.map((f) => f.code))).toEqual(
      sync.matches.map((m) => m.findings.map((f) => f.code)),
    );
  });
});
