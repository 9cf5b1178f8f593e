import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./scroll";

describe("throttle (spec §9: scroll handler at most every 100 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per interval, and once after a burst", () => {
    const run = vi.fn();
    const throttled = throttle(run, 100);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    for (let tick = 0; tick < 9; tick++) {
      vi.advanceTimersByTime(10);
      throttled();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
