import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { safeError } from "./log.server";

describe("safeError", () => {
  it("keeps a failed query's kind, code and place, never the values it carried", () => {
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "leads" ("fields") values ($1)\nparams: {"firstName":"Jan","email":"jan@example.be"}',
      ),
      { code: "23505" },
    );
    const logged = JSON.stringify(safeError(new Error("A lead could not be stored", { cause: failed })));
    expect(logged).not.toContain("jan@example.be");
    expect(logged).not.toContain("Jan");
    expect(logged).toContain("params: [redacted]");
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain("log.server.test.ts");
  });
});

describe("requestLog", () => {
  it(
    "keeps each line whole when the instances of a cluster write to one standard output",
    { timeout: 60_000 },
    async () => {
      // Three processes share one pipe (a real one, to `cat`), as `npm run start:cluster`'s
      // instances share its output when it is piped to a log collector; each writes 50,000
      // request lines as fast as it can, then exits. Writes of over 4 KB broke about 200 lines.
      const logger = JSON.stringify(path.resolve("app/platform/log.server.ts"));
      const instance = `import(${logger}).then(({ requestLog }) => { for (let n = 0; n < 50000; n++) requestLog.info({ id: "47c81e36-3606-4a40-8dfd-1f7e2d87ebb9", method: "GET", path: "/nl/te-koop/ranst/:token/4104213/", status: 200, ms: n }, "request"); })`;
      const node = JSON.stringify(process.execPath);
      const script = JSON.stringify(instance);
      const cluster = spawn(
        "sh",
        ["-c", `(for i in 1 2 3; do ${node} --input-type=module -e ${script} & done; wait) | cat`],
        {
          env: { ...process.env, LOG_LEVEL: "info" },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      let output = "";
      cluster.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
      await new Promise((resolve) => cluster.on("close", resolve));
      const lines = output.split("\n").filter(Boolean);
      const whole = lines.filter((line) => {
        try {
          return (JSON.parse(line) as { msg?: string }).msg === "request";
        } catch {
          return false;
        }
      });
      expect(lines).toHaveLength(150_000);
      expect(whole).toHaveLength(150_000);
    },
  );
});
