import type { ChildProcess } from "node:child_process";
import { describe, expect, it } from "vitest";
import { supervise } from "./supervise.mjs";

// What `npm start` does with the server process, tried on small stand-in processes; the real
// server killed with SIGKILL and coming back is in tests/e2e/server-restarts.spec.ts.

const node = process.execPath;
/** A child that runs `ms` milliseconds and then exits with `code`. */
const runsFor = (ms: number, code: number) => ["-e", `setTimeout(() => process.exit(${code}), ${ms})`];

describe("supervise", () => {
  it("starts a child that stopped again, and gives up with a message after repeated stops within the window", async () => {
    const said: string[] = [];
    let starts = 0;
    const began = Date.now();
    const code = await supervise(node, runsFor(50, 3), {
      stdio: "ignore",
      settle: 0,
      backoff: [20, 40],
      maxCrashes: 4,
      say: (line: string) => said.push(line),
      onChild: () => starts++,
    });
    expect(code).toBe(3);
    expect(starts).toBe(4);
    expect(said.slice(0, 3)).toEqual([
      "The server exited with code 3; starting it again in 0.0 s.",
      "The server exited with code 3; starting it again in 0.0 s.",
      "The server exited with code 3; starting it again in 0.0 s.",
    ]);
    expect(said[3]).toBe(
      "The server exited with code 3, its 4th stop within 60 s; it is not started again. Read the lines above for the cause.",
    );
    expect(Date.now() - began).toBeLessThan(10_000);
  });

  it("does not start again a first run that fails at once (a wrong setting): the server said why", async () => {
    let starts = 0;
    const code = await supervise(node, runsFor(10, 1), { stdio: "ignore", onChild: () => starts++, say: () => {} });
    expect(code).toBe(1);
    expect(starts).toBe(1);
  });

  it("passes SIGTERM on to the child and then starts nothing again", async () => {
    let child: ChildProcess | undefined;
    let starts = 0;
    const done = supervise(node, ["-e", "setInterval(() => {}, 1000)"], {
      stdio: "ignore",
      say: () => {},
      onChild: (started: ChildProcess) => {
        child = started;
        starts++;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.emit("SIGTERM", "SIGTERM");
    expect(await done).toBe(0);
    expect(starts).toBe(1);
    expect(child?.signalCode).toBe("SIGTERM");
  });
});
