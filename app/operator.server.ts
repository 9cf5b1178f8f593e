import { createHash } from "node:crypto";
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { importCommand, syncCommand } from "~/catalog/commands.server";
import { backupCommand, copyCommand } from "~/db/commands.server";
import {
  closeDatabase,
  databaseOptions,
  describeDatabase,
  embeddedDatabaseExists,
  embeddedHolder,
  getDatabase,
} from "~/db/database.server";
import { testimonialsCommand } from "~/leads/testimonials-command.server";
import { ownersCommand } from "~/owners/owners-command.server";
import type { Command, CommandContext } from "~/platform/command";
import type { Env } from "~/platform/env.server";
import { env, EnvError } from "~/platform/env.server";
import { log } from "~/platform/log.server";

// The operator's commands never need the site stopped (docs/decisions/027-commands-while-serving.md).
// On PostgreSQL each command runs in its own process. The embedded database serves one process,
// the site's: there the server listens on a Unix socket in the data folder (0700, so only the
// site's own user reaches it), and a command started while the site runs hands its arguments to
// the server, which runs the same function and streams its output back, line by line.

export const commands = {
  import: importCommand,
  sync: syncCommand,
  owners: ownersCommand,
  testimonials: testimonialsCommand,
  "db:backup": backupCommand,
  "db:copy": copyCommand,
} satisfies Record<string, Command>;

export type CommandName = keyof typeof commands;

const isCommand = (name: unknown): name is CommandName => typeof name === "string" && Object.hasOwn(commands, name);

/**
 * The settings a command reads from the environment. When the site runs the command, its own
 * settings are the ones used: the operator's, when set, must be the same, or the command would
 * quietly do something else than asked (sync the demo over the real catalog).
 */
const settingsRead: Partial<Record<CommandName, (keyof Env)[]>> = {
  sync: ["LISTING_SOURCE", "LISTING_FEED_URL", "OMNICASA_URL", "OMNICASA_CUSTOMER_NAME", "OMNICASA_CUSTOMER_PASSWORD"],
};

/** A setting's value as it travels to the server: a digest, so that no password or token does. */
function fingerprint(name: keyof Env): string {
  return createHash("sha256")
    .update(String(env()[name] ?? ""))
    .digest("hex");
}

/** The operator's own settings for the command, those set in their environment. */
function settingsSent(name: CommandName): Record<string, string> {
  const names = (settingsRead[name] ?? []).filter((setting) => process.env[setting]);
  return Object.fromEntries(names.map((setting) => [setting, fingerprint(setting)]));
}

/** The names of the operator's settings that differ from this process's. */
function differingSettings(name: CommandName, settings: unknown): string[] {
  if (typeof settings !== "object" || settings === null) return [];
  const sent = settings as Record<string, unknown>;
  return (settingsRead[name] ?? []).filter((setting) => setting in sent && sent[setting] !== fingerprint(setting));
}

/** Where the server takes commands. */
function socketPath(): string {
  return path.join(env().DATA_DIR, "operator.sock");
}

/** A request's first line may not be longer: arguments are short, a feed travels as a path or URL. */
const maxRequestBytes = 64 * 1024;

type Line = { out: string } | { err: string } | { exit: number };

async function runHere(name: CommandName, args: string[], context: CommandContext): Promise<number> {
  try {
    return await commands[name](args, context);
  } catch (error) {
    context.err(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** Runs one request line's command, sending its output and then its exit code. */
function answer(text: string, send: (line: Line) => void, end: () => void): void {
  let request: { command?: unknown; args?: unknown; cwd?: unknown; settings?: unknown } = {};
  try {
    request = JSON.parse(text) as typeof request;
  } catch {
    // Not JSON: answered below as no command.
  }
  const { command, args, cwd, settings } = request;
  if (!isCommand(command) || !Array.isArray(args) || !args.every((arg) => typeof arg === "string")) {
    send({ err: "Not a command this server knows." });
    send({ exit: 2 });
    end();
    return;
  }
  // The arguments stay out of the log: an owner's password, a feed URL's token may be among them.
  log.info({ command }, "operator command");
  const differing = differingSettings(command, settings);
  if (differing.length > 0) {
    send({
      err:
        `${differing.join(", ")} in your environment differ from the running site's, and the site runs the command with ` +
        `its own settings (LISTING_SOURCE=${env().LISTING_SOURCE}): nothing was run. To change them, set them in the ` +
        "site's environment and restart the site; to run with the site's, leave them out of the command.",
    });
    send({ exit: 2 });
    end();
    return;
  }
  const context: CommandContext = {
    out: (line) => send({ out: line }),
    err: (line) => send({ err: line }),
    cwd: typeof cwd === "string" && path.isAbsolute(cwd) ? cwd : process.cwd(),
  };
  void runHere(command, args, context).then((exit) => {
    send({ exit });
    end();
  });
}

/** The server's side: takes commands while it holds the embedded database. */
export async function serveCommands(): Promise<net.Server | null> {
  const { kind } = await getDatabase();
  if (kind !== "pglite") return null;
  const file = socketPath();
  // This process holds the database, so a socket left here belongs to a process that is gone.
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    const send = (line: Line) => socket.writable && socket.write(`${JSON.stringify(line)}\n`);
    socket.on("error", () => socket.destroy());
    // A request line that does not come within the minute is not coming.
    socket.setTimeout(60_000, () => socket.destroy());
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("utf8");
      const end = received.indexOf("\n");
      if (end === -1) {
        if (received.length > maxRequestBytes) socket.destroy();
        return;
      }
      socket.off("data", onData);
      // The command may work for minutes without a word: the connection waits for it.
      socket.setTimeout(0);
      answer(received.slice(0, end), send, () => socket.end());
    };
    socket.on("data", onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => {
      server.off("error", reject);
      resolve();
    });
  });
  chmodSync(file, 0o600);
  server.unref();
  const close = () => rmSync(file, { force: true });
  process.once("exit", close);
  return server;
}

/** Sends a command to the server that holds the database, printing what it answers. */
function forward(owner: number, name: CommandName, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath());
    let connected = false;
    let exit: number | null = null;
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify({ command: name, args, cwd, settings: settingsSent(name) })}\n`);
      createInterface({ input: socket })
        .on("line", (text) => {
          const line = JSON.parse(text) as Line;
          if ("out" in line) console.log(line.out);
          else if ("err" in line) console.error(line.err);
          else exit = line.exit;
        })
        // readline passes on the socket's error (a site killed mid-command resets it), which
        // unheard would end this process with a stack: the close below says what happened.
        .on("error", () => {});
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // Once connected, the site took the command: a lost connection is said on close.
      if (connected) return;
      console.error(
        `The embedded database is in use by process ${owner}, the running site, which did not take the command (${error.code ?? error.message}). ` +
          "A site started before this version takes none: restart it once, or set DATABASE_URL to use a PostgreSQL server.",
      );
      resolve(1);
    });
    socket.on("close", () => {
      if (connected && exit === null) console.error("The site stopped before the command finished; see its log.");
      resolve(exit ?? 1);
    });
  });
}

/**
 * A command-line script's whole body: the command runs in the site's process when the site
 * holds the embedded database, and here otherwise.
 */
export async function runCommand(name: CommandName, args: string[]): Promise<number> {
  const cwd = process.env.INIT_CWD ?? process.cwd();
  try {
    const owner = embeddedHolder();
    if (owner?.role === "command") {
      console.error(
        `The embedded database (${describeDatabase()}) is held by command process ${owner.pid}: nothing was run. ` +
          "Run this command again once that one has finished.",
      );
      return 1;
    }
    if (owner !== null) {
      console.log(`The site (process ${owner.pid}) holds the database (${describeDatabase()}); it runs the command.`);
      return await forward(owner.pid, name, args, cwd);
    }
    // A mistyped DATA_DIR would otherwise get a new, empty database, and the command's answer
    // ("no testimonials are waiting") would look like the site's.
    if (!databaseOptions().url && !embeddedDatabaseExists()) {
      console.error(
        `There is no database in ${databaseOptions().dataDir}: nothing was run, and nothing was made there. ` +
          "Check DATA_DIR; for a new site, start it once with npm start, or run npm run db:migrate, which makes it.",
      );
      return 1;
    }
    console.log(`Database: ${describeDatabase()}`);
    return await runHere(name, args, { out: console.log, err: console.error, cwd });
  } catch (error) {
    // A wrong variable is the operator's to fix: its message says which, a stack would not.
    if (!(error instanceof EnvError)) throw error;
    console.error(`The command cannot run. ${error.message}`);
    return 1;
  } finally {
    await closeDatabase();
  }
}
