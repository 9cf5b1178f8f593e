import pino from "pino";

// The server's one logger: JSON lines on standard output, one object per event, with the
// request's id where there is one (server/index.js). Personal data never goes in: no names,
// addresses, phone numbers, form fields or IP addresses; a lead is named by its id and form.

// The level is read here, before the environment is checked (app/env.server.ts refuses a
// wrong LOG_LEVEL by name), so a wrong one falls back to "info" rather than throwing first.
const level = process.env.LOG_LEVEL ?? "info";

export const log = pino({
  level: level in pino.levels.values || level === "silent" ? level : "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  // A field that could carry a visitor's words or credentials is blanked even when passed by mistake.
  redact: {
    paths: ["fields", "email", "phone", "password", "ip", "*.fields", "*.email", "*.password", "headers.cookie"],
    censor: "[redacted]",
  },
});
