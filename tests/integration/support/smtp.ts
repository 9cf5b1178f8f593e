import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server process on 127.0.0.1 (the smtp-server package), keeping every message it
// accepts. It can be stopped and started again on the same port, as a mail server going down.

export interface TestMailbox {
  url: string;
  messages: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function testMailbox(): Promise<TestMailbox> {
  const messages: string[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const mailbox: TestMailbox = {
    url: "",
    messages,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        // No reverse DNS lookup of 127.0.0.1 for each connection: it waits on a resolver here.
        disableReverseLookup: true,
        // Stopping cuts the connections still open (a sender's kept one) after 0.1 s, as a
        // server going down does, rather than serving them 30 s more.
        closeTimeout: 100,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            messages.push(Buffer.concat(chunks).toString("utf8"));
            callback();
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, "127.0.0.1", resolve));
      port = (listening.server.address() as AddressInfo).port;
      mailbox.url = `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  await mailbox.start();
  return mailbox;
}
