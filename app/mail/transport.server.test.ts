import net from "node:net";
import { describe, expect, it } from "vitest";
import { smtpSender } from "./transport.server";

// A mail server that takes the connection and then says nothing: the attempt fails within its
// timeouts (10 s for the greeting), well within the outbox's 2-minute claim on the row.

describe("smtpSender", () => {
  it("gives up on a mail server that never greets within seconds, not minutes", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    try {
      const sending = smtpSender(`smtp://127.0.0.1:${port}`).send(
        {
          from: { name: "Immo", address: "info@example.be" },
          to: { name: "Els", address: "els@example.be" },
          replyTo: { name: "Immo", address: "info@example.be" },
          subject: "Uw bezoek",
          html: "<p>Tot dan.</p>",
          text: "Tot dan.",
        },
        "<test-silent@example.be>",
      );
      await expect(sending).rejects.toThrow(/greeting|timeout/i);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      silent.close();
    }
  }, 30_000);
});
