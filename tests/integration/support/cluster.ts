import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { freePort } from "../../../scripts/lib/bootstrap.mjs";

// `npm run start:cluster` as an operator starts it, on a free port of 127.0.0.1, for the
// cluster test and the fault run: its output kept, its instances named by pid as it starts them.

const root = path.resolve(import.meta.dirname, "../../..");
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

export interface TestCluster {
  origin: string;
  port: number;
  /** The primary's and the instances' stdout and stderr so far. */
  output(): string;
  /** The pid of every instance started so far, the first ones first. */
  instances(): number[];
  /** True when /readyz says 200. */
  ready(): Promise<boolean>;
  /** Resolves with the primary's exit code. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not ended within 20 s. */
  stop(): Promise<void>;
}

export async function startCluster(instances: number, env: Record<string, string>): Promise<TestCluster> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const primary: ChildProcess = spawn(
    path.join(root, "node_modules/.bin/node"),
    ["scripts/start-cluster.mjs", "--instances", String(instances)],
    {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: "127.0.0.1", ...env },
      stdio: "pipe",
    },
  );
  let output = "";
  primary.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => primary.on("exit", resolve));
  const cluster: TestCluster = {
    origin,
    port,
    output: () => output,
    instances: () => [...output.matchAll(/Instance (\d+) started/g)].map((match) => Number(match[1])),
    ready: () => get(`${origin}/readyz`).then((answer) => answer.status === 200),
    exited,
    async stop() {
      if (primary.exitCode !== null) return;
      primary.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      if (primary.exitCode === null) primary.kill("SIGKILL");
    },
  };
  const up = await until(
    async () => (output.match(/is ready at/g) ?? []).length >= instances && (await cluster.ready()),
    120_000,
  );
  if (!up) {
    await cluster.stop();
    throw new Error(`The cluster did not become ready:\n${output.slice(-3000)}`);
  }
  return cluster;
}

/**
 * One GET on a connection of its own (a kept one may lead to an instance that was killed),
 * within 5 s.
 */
export function get(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { "User-Agent": browser } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
      })
      .on("error", reject)
      .setTimeout(5_000, function (this: http.ClientRequest) {
        this.destroy(new Error(`${url}: no answer within 5 s`));
      });
  });
}

/** Asks `check` every 250 ms until it says true (a throw counts as not yet), for at most `ms`. */
export async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
