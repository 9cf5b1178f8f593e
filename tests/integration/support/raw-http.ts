import net from "node:net";

// HTTP/1.1 over a bare socket, for what fetch will not send: chunked bodies at our own pace,
// malformed request lines, duplicate or huge headers, invalid bytes. One request per
// connection (Connection: close), the answer read until the server closes.

export interface RawAnswer {
  /** The status code, or 0 when the connection closed without an answer. */
  status: number;
  headers: Record<string, string[]>;
  /** The body, de-chunked. */
  body: Buffer;
  /** Milliseconds from connecting to the end of the answer. */
  ms: number;
  /** The answer's bytes as received. */
  raw: Buffer;
}

function parse(raw: Buffer, ms: number): RawAnswer {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return { status: 0, headers: {}, body: Buffer.alloc(0), ms, raw };
  const lines = raw.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1] ?? 0);
  const headers: Record<string, string[]> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  let body = raw.subarray(end + 4);
  if (headers["transfer-encoding"]?.some((value) => value.toLowerCase().includes("chunked"))) {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf("\r\n", at);
      if (lineEnd < 0) break;
      const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
      if (!Number.isFinite(size) || size === 0) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status, headers, body, ms, raw };
}

/**
 * Sends `request` (the whole request, head and body, as bytes) and reads the answer.
 * Resolves with status 0 if the server closes without answering; rejects after `timeoutMs`.
 */
export function rawRequest(port: number, request: Buffer | string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closing while we still write) is not a failure.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks), performance.now() - started));
    });
  });
}

/** A request's head: the request line, the headers (each [name, value], repeats allowed), CRLFs. */
export function head(requestLine: string, headers: [string, string][]): string {
  return `${requestLine}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n`;
}

/** A POST with a body of known length, or, `chunked`, sent as one chunk without a length. */
export function post(
  path: string,
  headers: [string, string][],
  body: Buffer | string,
  { chunked = false } = {},
): Buffer {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  return Buffer.concat([
    Buffer.from(
      head(`POST ${path} HTTP/1.1`, [
        ...(headers.some(([name]) => name.toLowerCase() === "host")
          ? []
          : ([["Host", "127.0.0.1"]] as [string, string][])),
        ["Connection", "close"],
        ...headers,
        chunked ? ["Transfer-Encoding", "chunked"] : ["Content-Length", String(bytes.length)],
      ]),
      "latin1",
    ),
    ...(chunked ? [Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n0\r\n\r\n")] : [bytes]),
  ]);
}

export interface StreamResult {
  answer: RawAnswer;
  /** Bytes of body written when the first byte of the answer arrived. */
  sentAtAnswer: number;
  /** Bytes of body written in all (the server may close before we finish). */
  sent: number;
  /** Milliseconds from connecting to the first byte of the answer. */
  answerMs: number;
  /** Whether the connection ended in a reset (an error) rather than the server's orderly close. */
  reset: boolean;
}

export interface ChunkedPace {
  chunkBytes?: number;
  everyMs?: number;
  timeoutMs?: number;
  /**
   * How long the client goes on sending once the answer has begun, as a browser busy with an
   * upload does, whether or not the server has ended its side. Without it, the client stops
   * when the server closes.
   */
  sendAfterAnswerMs?: number;
  /** The body's size declared in Content-Length and sent as it is, instead of in chunks. */
  declared?: boolean;
}

/**
 * A chunked POST sent slowly: `chunkBytes` every `everyMs` until `totalBytes`, stopping as soon
 * as the server answers and closes. Tells how much had been sent when the answer came.
 */
export function chunkedPost(
  port: number,
  path: string,
  headers: [string, string][],
  totalBytes: number,
  { chunkBytes = 64 * 1024, everyMs = 20, timeoutMs = 30_000, sendAfterAnswerMs, declared = false }: ChunkedPace = {},
): Promise<StreamResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let sent = 0;
    let sentAtAnswer = -1;
    let answerMs = -1;
    let reset = false;
    /** The whole body is sent: once the server ends its side, so does the client. */
    let done = false;
    let interval: NodeJS.Timeout | undefined;
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: sendAfterAnswerMs !== undefined }, () => {
      socket.write(
        head(`POST ${path} HTTP/1.1`, [
          ["Host", "127.0.0.1"],
          declared ? ["Content-Length", String(totalBytes)] : ["Transfer-Encoding", "chunked"],
          ...headers,
        ]),
      );
      const chunk = Buffer.alloc(chunkBytes, "a");
      interval = setInterval(() => {
        if (socket.destroyed || !socket.writable) return clearInterval(interval);
        if (
          sendAfterAnswerMs !== undefined &&
          answerMs >= 0 &&
          performance.now() - started > answerMs + sendAfterAnswerMs
        ) {
          clearInterval(interval);
          socket.end();
          return;
        }
        // What the kernel has not taken yet waits: `sent` counts what left, not what is queued here.
        if (socket.writableLength > 0) return;
        if (sent >= totalBytes) {
          clearInterval(interval);
          if (!declared) socket.write("0\r\n\r\n");
          done = true;
          if (socket.readableEnded) socket.end();
          return;
        }
        if (!declared) socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        if (!declared) socket.write("\r\n");
        sent += chunk.length;
      }, everyMs);
    });
    const timer = setTimeout(() => {
      clearInterval(interval);
      socket.destroy();
      reject(new Error(`the server neither answered nor closed within ${timeoutMs} ms (sent ${sent} bytes)`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      if (sentAtAnswer < 0) {
        sentAtAnswer = sent;
        answerMs = performance.now() - started;
      }
      chunks.push(chunk);
    });
    socket.on("end", () => {
      if (done) socket.end();
    });
    socket.on("error", () => {
      reset = true;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      clearInterval(interval);
      resolve({
        answer: parse(Buffer.concat(chunks), performance.now() - started),
        sentAtAnswer,
        sent,
        answerMs,
        reset,
      });
    });
  });
}
