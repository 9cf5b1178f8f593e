// Keeps a server process running: what `npm start` runs (docs/decisions/019-data-safety.md).
// A child that exits on its own, or is killed, is started again after a short wait that grows
// with each crash; after too many crashes within a minute it gives up with a clear message.
// SIGINT and SIGTERM are passed to the child, and then nothing is restarted. A first start that
// ends with an error code within `settle` ms (a wrong variable, a broken content file) is not
// tried again: the server said why, and trying again would only repeat it. When `parent` is
// given and this process's parent is no longer that one (npm 11, killed, leaves its script
// running, adopted by init), the child is stopped as on SIGTERM: an operator who killed
// `npm start` believes the site stopped, and may restore a backup into its database folder.
import { spawn } from "node:child_process";

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{
 *   cwd?: string,
 *   env?: NodeJS.ProcessEnv,
 *   stdio?: import("node:child_process").StdioOptions,
 *   maxCrashes?: number,
 *   window?: number,
 *   backoff?: number[],
 *   settle?: number,
 *   say?: (line: string) => void,
 *   parent?: number,
 *   onChild?: (child: import("node:child_process").ChildProcess) => void,
 * }} options
 * @returns {Promise<number>} the exit code to end with
 */
export function supervise(command, args, options = {}) {
  const {
    maxCrashes = 5,
    window = 60_000,
    backoff = [500, 1_000, 2_000, 4_000],
    settle = 10_000,
    say = (line) => console.error(line),
    onChild = () => {},
  } = options;
  /** @type {number[]} */
  let crashes = [];
  let stopping = false;
  /** @type {import("node:child_process").ChildProcess | null} */
  let child = null;
  /** @type {NodeJS.Timeout | null} */
  let waiting = null;
  let starts = 0;

  return new Promise((resolve) => {
    const stop = (/** @type {NodeJS.Signals} */ signal) => {
      stopping = true;
      if (waiting) {
        clearTimeout(waiting);
        waiting = null;
        finish(0);
      } else child?.kill(signal);
    };
    const signals = /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM"]);
    for (const signal of signals) process.on(signal, stop);
    // Looked at every second; unref'd, so that it never keeps this process alive by itself.
    const orphaned =
      options.parent === undefined
        ? null
        : setInterval(() => {
            if (process.ppid === options.parent || stopping) return;
            say(`The process that started this one (${options.parent}) is gone; stopping the server.`);
            stop("SIGTERM");
          }, 1_000).unref();
    const finish = (/** @type {number} */ code) => {
      for (const signal of signals) process.off(signal, stop);
      if (orphaned) clearInterval(orphaned);
      resolve(code);
    };

    const start = () => {
      waiting = null;
      starts++;
      const startedAt = Date.now();
      child = spawn(command, args, { stdio: options.stdio ?? "inherit", cwd: options.cwd, env: options.env });
      onChild(child);
      child.on("exit", (code, signal) => {
        child = null;
        if (stopping) return finish(code ?? 0);
        const now = Date.now();
        if (starts === 1 && code !== null && code !== 0 && now - startedAt < settle) return finish(code);
        crashes = [...crashes.filter((at) => now - at < window), now];
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        if (crashes.length >= maxCrashes) {
          say(
            `The server ${how}, its ${crashes.length}th stop within ${Math.round(window / 1000)} s; ` +
              "it is not started again. Read the lines above for the cause.",
          );
          return finish(typeof code === "number" && code !== 0 ? code : 1);
        }
        const delay = backoff[Math.min(crashes.length - 1, backoff.length - 1)] ?? 1_000;
        say(`The server ${how}; starting it again in ${(delay / 1000).toFixed(1)} s.`);
        waiting = setTimeout(start, delay);
      });
    };
    start();
  });
}
