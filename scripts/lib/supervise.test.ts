import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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

  it("stops the child as on SIGTERM when the process that started the supervisor goes away (npm killed)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "supervise-parent-"));
    const file = (name: string) => path.join(dir, name);
    const isRunning = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    // The server stand-in notes that it was asked to stop; the supervisor notes the pids.
    const server = `process.on("SIGTERM", () => { require("fs").writeFileSync(${JSON.stringify(file("stopped"))}, "SIGTERM"); process.exit(0); }); setInterval(() => {}, 1000);`;
    const supervisor =
      `import { writeFileSync } from "node:fs"; import { supervise } from ${JSON.stringify(path.join(import.meta.dirname, "supervise.mjs"))};` +
      `const code = await supervise(process.execPath, ["-e", ${JSON.stringify(server)}], { stdio: "ignore", say: () => {}, parent: process.ppid,` +
      ` onChild: (child) => writeFileSync(${JSON.stringify(file("pids"))}, process.pid + " " + child.pid) }); process.exit(code);`;
    // The parent (npm's place) starts the supervisor, waits for its server, and exits.
    const parent =
      `const started = require("child_process").spawn(process.execPath, ["--input-type=module", "-e", ${JSON.stringify(supervisor)}], { stdio: "ignore" });` +
      `started.unref(); const wait = setInterval(() => { if (require("fs").existsSync(${JSON.stringify(file("pids"))})) { clearInterval(wait); process.exit(0); } }, 50);`;
    try {
      const exited = new Promise((resolve) => spawn(node, ["-e", parent], { stdio: "ignore" }).on("exit", resolve));
      expect(await exited).toBe(0);
      const [supervisorPid = 0, serverPid = 0] = readFileSync(file("pids"), "utf8").split(" ").map(Number);
      const began = Date.now();
      while ((isRunning(serverPid) || isRunning(supervisorPid)) && Date.now() - began < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(isRunning(serverPid)).toBe(false);
      expect(isRunning(supervisorPid)).toBe(false);
      expect(existsSync(file("stopped"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 15_000);
});
