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
