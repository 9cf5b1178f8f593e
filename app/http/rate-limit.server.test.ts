import { afterEach, describe, expect, it, vi } from "vitest";
import { rateLimit } from "./rate-limit.server";

describe("rateLimit", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("allows the limit within the window, refuses the next, and forgets after the window", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z") });
    const limit = rateLimit("test-window", 3, 60_000);
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push(await limit.take("ip:contact"));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limit.take("ip:other-form")).toBe(true);
    vi.advanceTimersByTime(61_000);
    expect(await limit.take("ip:contact")).toBe(true);
  });

  it("says how many attempts are left, and forgets a key on request", async () => {
    const limit = rateLimit("test-left", 5, 60_000);
    expect(await limit.left("owner@example.be")).toBe(5);
    await limit.take("owner@example.be");
    await limit.take("owner@example.be");
    expect(await limit.left("owner@example.be")).toBe(3);
    await limit.forget("owner@example.be");
    expect(await limit.left("owner@example.be")).toBe(5);
  });
});
