/**
 * Running a work in slices (`runAsync`): a checkpoint gives the event loop a turn when the slice is
 * spent; `TURN` gives it one at once, after what was queued as immediates, so that a first part
 * handed on goes out before the work goes on (were TURN a plain checkpoint, the work would go on
 * first, in the same slice).
 */
import { describe, expect, it } from "vitest";
import { Cancelled, runAsync, runSync, TURN, type Work } from "../src/work.js";

const never = { isCancellationRequested: false };

describe("runAsync", () => {
  it("lets what a hand-off queued as an immediate run before the work goes on after TURN", async () => {
    const events: string[] = [];
    function* work(): Work<string> {
      setImmediate(() => events.push("written"));
      yield TURN;
      events.push("went on");
      return "done";
    }
    expect(await runAsync(work(), never)).toBe("done");
    expect(events).toEqual(["written", "went on"]);
  });

  it("stops a cancelled work at its next checkpoint, TURN included", async () => {
    const token = { isCancellationRequested: false };
    let finished = false;
    function* work(): Work<void> {
      token.isCancellationRequested = true;
      yield TURN;
      finished = true;
    }
    await expect(runAsync(work(), token)).rejects.toBeInstanceOf(Cancelled);
    expect(finished).toBe(false);
  });
});

describe("runSync", () => {
  it("reads TURN as any checkpoint", () => {
    function* work(): Work<number> {
      yield TURN;
      yield;
      return 3;
    }
    expect(runSync(work())).toBe(3);
  });
});
