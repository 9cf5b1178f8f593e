import { spawn } from "node:child_process";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:http2";
import { type AddressInfo, createConnection } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTlsProxy } from "./tls-proxy.mjs";

// The audit's second measure (decision 046) is only worth its column if the browser really
// meets TLS and HTTP/2 there, and the site behind gets what OPERATIONS.md's proxy sends it.
describe("the TLS proxy the audit measures through", () => {
  const seen: IncomingHttpHeaders[] = [];
  const site = createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader("Content-Type", "text/html");
    response.end("<p>Welkom</p>");
  });
  let proxy: { origin: string; stop: () => void };

  beforeAll(async () => {
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    proxy = await startTlsProxy(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  });
  afterAll(() => {
    proxy?.stop();
    site.close();
  });

  it("answers over TLS with HTTP/2 and tells the site the visitor came over https", async () => {
    const client = connect(proxy.origin, { rejectUnauthorized: false });
    try {
      const protocol = await new Promise<string | false | undefined>((resolve, reject) => {
        client.once("connect", (session) => resolve(session.alpnProtocol));
        client.once("error", reject);
      });
      const { status, body } = await new Promise<{ status: unknown; body: string }>((resolve, reject) => {
        const stream = client.request({ ":path": "/nl/contact/" });
        let status: unknown;
        let body = "";
        stream.on("response", (headers) => (status = headers[":status"]));
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (body += chunk));
        stream.on("end", () => resolve({ status, body }));
        stream.on("error", reject);
      });
      expect(protocol).toBe("h2");
      expect(status).toBe(200);
      expect(body).toBe("<p>Welkom</p>");
      expect(seen.at(-1)?.["x-forwarded-proto"]).toBe("https");
      expect(seen.at(-1)?.host).toBe(new URL(proxy.origin).host);
    } finally {
      client.close();
    }
  }, 30_000);

  it("goes with a script that dies without stopping it, workers and port included", async () => {
    // A script that starts the proxy, then fails (as the audit did once, on a missing Chromium).
    const dies = [
      `import { startTlsProxy } from ${JSON.stringify(new URL("./tls-proxy.mjs", import.meta.url).href)};`,
      'const proxy = await startTlsProxy("http://127.0.0.1:9");',
      "console.log(proxy.origin);",
      'throw new Error("the script dies");',
    ].join("\n");
    const child = spawn(process.execPath, ["--input-type=module", "-e", dies], { stdio: ["ignore", "pipe", "ignore"] });
    let printed = "";
    child.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    await new Promise((resolve) => child.once("exit", resolve));
    const port = Number(new URL(printed.trim()).port);
    const listening = () =>
      new Promise<boolean>((resolve) => {
        const socket = createConnection(port, "127.0.0.1");
        socket.once("connect", () => {
          socket.destroy();
          resolve(true);
        });
        socket.once("error", () => resolve(false));
      });
    // nginx's master stops its workers on the signal; give it a moment.
    const until = Date.now() + 5_000;
    while ((await listening()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listening()).toBe(false);
  }, 30_000);
});
