import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonialPost } from "./support/forms";
import type { TestSite } from "./support/server";
import { startSite } from "./support/server";

// A graceful stop (issue 15 point 5): on SIGTERM the server takes no new connection, but a
// visitor whose form is on its way still gets their answer and their lead is stored; then the
// process ends, its database closed.

let site: TestSite;

beforeAll(async () => {
  site = await startSite({ captcha: false });
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** Sends `request` in two halves with `between` run in the pause; resolves with the whole answer. */
function sendInTwoHalves(port: number, request: Buffer, between: () => Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1", async () => {
      const half = request.length - 40;
      socket.write(request.subarray(0, half));
      await between();
      socket.write(request.subarray(half));
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    setTimeout(() => socket.destroy(new Error("no answer within 20 s")), 20_000);
  });
}

describe("a graceful stop", () => {
  it("answers the form on its way when SIGTERM comes, stores its lead, refuses new visitors, then ends", async () => {
    const request = testimonialPost("Een verkoop zonder zorgen, van de eerste tot de laatste dag.", "10.9.3.1");
    let stopped: Promise<void> = Promise.resolve();
    let newVisitor = "";
    const answer = await sendInTwoHalves(site.port, request, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      stopped = site.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Meanwhile a new visitor is not taken.
      newVisitor = await fetch(`${site.origin}/nl/`).then(
        (response) => `answered ${response.status}`,
        () => "refused",
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 303 /);
    expect(newVisitor).toBe("refused");
    await stopped;
    expect(site.running()).toBe(false);
    expect(site.output()).toContain("stopping: answering the requests in flight");
    // The answer's request line is in the log, though request lines are written in blocks.
    const id = /^X-Request-Id: (\S+)/im.exec(answer)?.[1];
    expect(site.output()).toMatch(new RegExp(`"id":"${id}","method":"POST",[^\n]*"status":303`));
    const [row] = await site.query<{ count: number }>(
      "select count(*)::int as count from testimonials where text like 'Een verkoop zonder zorgen%'",
    );
    expect(Number(row?.count)).toBe(1);
  }, 60_000);
});
