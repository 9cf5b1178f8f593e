import pino from "pino";

// The server's one logger: JSON lines on standard output, one object per event, with the
// request's id where there is one (server/index.js). Personal data never goes in: no names,
// addresses, phone numbers, form fields or IP addresses; a lead is named by its id and form.

// The level is read here, before the environment is checked (app/env.server.ts refuses a
// wrong LOG_LEVEL by name), so a wrong one falls back to "info" rather than throwing first.
const level = process.env.LOG_LEVEL ?? "info";

const common = {
  level: level in pino.levels.values || level === "silent" ? level : "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
};

export const log = pino({
  ...common,
  // Every `err` is logged by safeError (below): never a failed query's parameters.
  serializers: { err: (error: unknown) => safeError(error) },
  // A field that could carry a visitor's words or credentials is blanked even when passed by mistake.
  redact: {
    paths: ["fields", "email", "phone", "password", "ip", "*.fields", "*.email", "*.password", "headers.cookie"],
    censor: "[redacted]",
  },
});

/**
 * The line of each answered request (server/index.js), the most of what the server writes: its
 * id, method, path, status and time, nothing personal, so without the redaction. The lines are
 * written a few kilobytes at a time, or after 200 ms, rather than each on its own (decision
 * 049); what is left is written when the process exits. Errors and warnings go through `log`, at once.
 * A write holds whole lines and at most 4,096 bytes (PIPE_BUF): the instances of a cluster share
 * one standard output, and a pipe keeps a write that size from mixing with another's.
 */
const requestLines = pino.destination({ dest: 1, sync: true, minLength: 3072, maxWrite: 4096, periodicFlush: 200 });
export const requestLog = pino(common, requestLines);
process.on("exit", () => requestLines.flushSync());

/**
 * An error as it may be logged (the logger's serializer for `err`): its kind, code and stack,
 * with what a query carried left out (a failed insert's message lists the lead's values as its
 * parameters).
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) {
    const status = (error as { status?: unknown } | null)?.status;
    return { type: typeof error, ...(typeof status === "number" ? { status } : {}) };
  }
  const clean = (text: string) => text.replace(/params:[\s\S]*/i, "params: [redacted]").slice(0, 500);
  const cause = error.cause instanceof Error ? safeError(error.cause) : undefined;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: clean(error.message),
    ...(typeof code === "string" ? { code } : {}),
    // Only the frames: the message above them may run over several lines.
    stack: error.stack
      ?.split("\n")
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8)
      .join("\n"),
    ...(cause ? { cause } : {}),
  };
}
