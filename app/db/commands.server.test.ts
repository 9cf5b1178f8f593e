import { describe, expect, it } from "vitest";
import { withTargetPassword } from "./commands.server";

describe("db:copy's target password", () => {
  it("comes from PGPASSWORD when the URL names none, so that it stays off the command line", () => {
    expect(withTargetPassword(["postgres://agency@db.example.be:5432/agency"], "s3cret/:@ab%2F")).toEqual([
      "postgres://agency:s3cret%2F%3A%40ab%252F@db.example.be:5432/agency",
    ]);
    const [url = ""] = withTargetPassword(["postgres://agency@db.example.be/agency"], "ab%2Fcd é");
    expect(decodeURIComponent(new URL(url).password)).toBe("ab%2Fcd é");
  });

  it("leaves a URL that names one, a missing PGPASSWORD and wrong arguments as they are", () => {
    const given = ["postgres://agency:own@db.example.be/agency"];
    expect(withTargetPassword(given, "other")).toEqual(given);
    expect(withTargetPassword(["postgres://agency@db.example.be/agency"], undefined)).toEqual([
      "postgres://agency@db.example.be/agency",
    ]);
    expect(withTargetPassword(["not a url"], "x")).toEqual(["not a url"]);
    expect(withTargetPassword([], "x")).toEqual([]);
  });
});
