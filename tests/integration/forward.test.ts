import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

// A command hands itself to the site that holds the embedded database (app/operator.server.ts).
// Here this test process plays the site: the lock names it, and a socket of its own answers.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("a command forwarded to the site", () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "forward-"));
    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    writeFileSync(path.join(dataDir, "db", "agency.lock"), `${process.pid} site`);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function testimonials() {
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const run = spawn(path.resolve("node_modules/.bin/node"), ["node_modules/.bin/tsx", "scripts/testimonials.ts"], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      });
      let stdout = "";
      let stderr = "";
      run.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      run.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      run.on("exit", (status) => resolve({ status, stdout, stderr }));
    });
  }

  it("says only that the site stopped, without a stack, when the site goes while running it", async () => {
    // The site takes the connection and is killed before it has read the command: a socket closed
    // with bytes unread resets its peer's (ECONNRESET), as the operator's probe saw.
    const site = net.createServer({ pauseOnConnect: true }, (socket) => setTimeout(() => socket.destroy(), 300));
    await new Promise<void>((resolve) => site.listen(path.join(dataDir, "operator.sock"), resolve));
    try {
      const result = await testimonials();
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe("The site stopped before the command finished; see its log.");
    } finally {
      site.close();
    }
  }, 30_000);

  it("says the site did not take the command when it could not be reached", async () => {
    const result = await testimonials();
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The embedded database is in use by process ${process.pid}, the running site, which did not take the command (ENOENT). ` +
        "A site started before this version takes none: restart it once, or set DATABASE_URL to use a PostgreSQL server.",
    );
  }, 30_000);
});
