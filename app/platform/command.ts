// An operator's command (`npm run import`, `sync`, `owners`, `testimonials`): the same function
// runs in the command's own process or, while the site holds the embedded database, inside the
// server, which streams its output back (app/operator.server.ts, docs/decisions/027-commands-while-serving.md).

export interface CommandContext {
  /** A line for standard output. */
  out(line: string): void;
  /** A line for standard error. */
  err(line: string): void;
  /** Where the operator typed the command: relative file names are taken from there. */
  cwd: string;
}

/** Runs with the command line's arguments and answers the exit code. */
export type Command = (args: string[], context: CommandContext) => Promise<number>;
