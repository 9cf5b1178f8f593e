import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as ActionModule from "~/leads/action.server";
import type { LeadActionData } from "~/leads/forms";
import type { LeadPlace } from "~/leads/place.server";
import type { LeadKind } from "~/leads/forms";
import { siteDataRemover } from "./support/site-data";

// Every form's POST, as the server sees it, on a real embedded database: hostile, malformed
// and oversized payloads always get a 4xx and leave nothing stored; a valid one is stored and
// redirected; with the database away the visitor gets a 503 and their input back.

type Action = typeof ActionModule;
type Result = Awaited<ReturnType<Action["handleLeadPost"]>>;

const origin = "http://127.0.0.1:3000";
const places: Record<string, LeadPlace | undefined> = {
  "/nl/contact/": { language: "nl", forms: ["site-contact"], subject: null },
  "/fr/estimation-gratuite/": { language: "fr", forms: ["contact-demand"], subject: null },
  "/nl/te-koop/edegem/woning/1/": { language: "nl", forms: ["contact-me"], subject: null },
  "/nl/projecten/edegem/project/10/": { language: "nl", forms: ["contact-construction"], subject: null },
  "/nl/te-huur/edegem/appartement/2/": { language: "nl", forms: ["rent-application"], subject: null },
  "/de/zu-verkaufen/edegem/haus/1/": { language: "de", forms: ["purchase-offer"], subject: null },
};
const valid: Record<LeadKind, Record<string, string>> = {
  "site-contact": { title: "MR", firstName: "Jan", lastName: "Peeters", email: "jan@example.be", phone: "0475123456" },
  "contact-me": { title: "MS", firstName: "An", lastName: "Claes", email: "an@example.be", phone: "03 455 12 34" },
  "contact-appointment": {
    title: "MR",
    firstName: "Jo",
    lastName: "Maes",
    email: "jo@example.be",
    phone: "0475123456",
  },
  "request-documents": {
    title: "MR",
    firstName: "Jan",
    lastName: "Peeters",
    email: "jan@example.be",
    phone: "0475123456",
  },
  "purchase-offer": {
    title: "MR",
    firstName: "Jan",
    lastName: "Peeters",
    email: "jan@example.be",
    phone: "0475123456",
    street: "Kerkstraat",
    houseNumber: "12",
    zip: "2650",
    city: "Edegem",
    amount: "435000",
    offerDate: "2026-11-22",
    validUntil: "2026-12-06",
    place: "Edegem",
    signerA: "Jan Peeters",
  },
  testimonial: {
    firstName: "Ann",
    lastName: "Peeters",
    email: "ann@example.be",
    rating: "5",
    message: "Vlot verkocht, altijd bereikbaar.",
  },
  "rent-application": {
    title: "MS",
    firstName: "Lies",
    lastName: "Wouters",
    email: "l@example.be",
    phone: "0475123456",
    street: "Kerkstraat",
    houseNumber: "12",
    zip: "2650",
    city: "Edegem",
    adults: "2",
    income: "3800",
  },
  "send-to-friend": { firstName: "Jan", lastName: "Peeters", email: "jan@example.be", friendEmail: "an@example.be" },
  // No salutation: it is optional (issue 14).
  "contact-construction": {
    firstName: "Lies",
    lastName: "Wouters",
    email: "l@example.be",
    phone: "0475123456",
  },
  "contact-demand": {
    title: "MR",
    firstName: "Jan",
    lastName: "Peeters",
    email: "jan@example.be",
    phone: "0475123456",
    street: "Kerkstraat",
    houseNumber: "12",
    zip: "2650",
    city: "Edegem",
    propertyType: "1",
    goal: "sale",
  },
};

let ipCounter = 0;
function post(pathname: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  ipCounter++;
  return new Request(origin + pathname, {
    method: "POST",
    body,
    headers: { "X-Client-IP": `10.1.${ipCounter >> 8}.${ipCounter & 255}`, ...headers },
  });
}

function placeOf(pathname: string): LeadPlace {
  const place = places[pathname];
  if (!place) throw new Error(`no form at ${pathname}`);
  return place;
}

/** A solved captcha, as a visitor without JavaScript sends it: the token and its characters. */
let captcha: () => Record<string, string> = () => ({});
/** A challenge the widget solved, as its payload: a cheap one, as the server checks the signed work whatever its cost. */
let solvedAltcha: () => Promise<string> = () => Promise.resolve("");

function form(kind: LeadKind, fields: Record<string, string>) {
  return new URLSearchParams({ form: kind, ...captcha(), ...fields });
}

function statusOf(result: Result): number {
  return result instanceof Response ? result.status : (result.init?.status ?? 200);
}

describe("the lead action", () => {
  let dataDir: string;
  let removeData: () => Promise<void>;
  let action: Action;
  let countLeads: () => Promise<number>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "lead-actions-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", undefined);
    // One key throughout: the last test reloads the modules on a PostgreSQL address, which
    // requires it, and its captcha must be signed as this one's.
    vi.stubEnv("SECRET_KEY", "lead-actions-test-key-0123456789abcdef");
    removeData = await siteDataRemover(dataDir);
    action = await import("~/leads/action.server");
    const { getDatabase } = await import("~/db/database.server");
    const { leads } = await import("~/db/schema");
    countLeads = async () => (await (await getDatabase()).db.select().from(leads)).length;
    const { captchaAnswer, newCaptcha } = await import("~/leads/captcha.server");
    const { serverSecret } = await import("~/platform/secrets.server");
    captcha = () => {
      const token = newCaptcha(serverSecret("captcha"));
      return { captchaToken: token, captchaText: captchaAnswer(token, serverSecret("captcha")) ?? "" };
    };
    const { newChallenge } = await import("~/leads/captcha.server");
    const { solveChallenge } = await import("altcha-lib");
    const { deriveKey } = await import("altcha-lib/algorithms/pbkdf2");
    solvedAltcha = async () => {
      const challenge = await newChallenge({ cost: { cost: 10, counter: { min: 50, max: 100 } } });
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    };
  });
  afterAll(() => removeData());

  const submit = (pathname: string, body: BodyInit | null, headers?: Record<string, string>) =>
    action.handleLeadPost(post(pathname, body, headers), new URL(origin + pathname), placeOf(pathname));

  it("stores a valid lead and answers 303 to the form's thank-you page", async () => {
    const result = await submit("/fr/estimation-gratuite/", form("contact-demand", valid["contact-demand"]));
    expect(statusOf(result)).toBe(303);
    expect(result instanceof Response && result.headers.get("Location")).toBe("/fr/merci/estimation-gratuite/");
    expect(await countLeads()).toBe(1);
  });

  it("refuses a post from another site, though its captcha and fields are valid (403)", async () => {
    const before = await countLeads();
    // Each body would be stored from this site: only the cross-site check can refuse it.
    const contact = () => form("site-contact", valid["site-contact"]);
    expect(statusOf(await submit("/nl/contact/", contact(), { Origin: "https://evil.example" }))).toBe(403);
    expect(statusOf(await submit("/nl/contact/", contact(), { "Sec-Fetch-Site": "cross-site" }))).toBe(403);
    expect(await countLeads()).toBe(before);
    const sameSite = { Origin: origin, "Sec-Fetch-Site": "same-origin" };
    expect(statusOf(await submit("/nl/contact/", contact(), sameSite))).toBe(303);
    expect(await countLeads()).toBe(before + 1);
  });

  it("refuses a filled honeypot, another page's form and a broken body", async () => {
    const before = await countLeads();
    const answers = [
      await submit("/nl/contact/", form("site-contact", { ...valid["site-contact"], website: "http://spam.example" })),
      await submit("/nl/contact/", form("contact-demand", valid["contact-demand"])),
      await submit("/nl/contact/", "--x\r\ngarbage", { "Content-Type": "multipart/form-data; boundary=x" }),
      await submit("/nl/contact/", "a".repeat(70_000), {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": "70000",
      }),
    ];
    expect(answers.map(statusOf)).toEqual([400, 400, 400, 413]);
    expect(await countLeads()).toBe(before);
  });

  it("asks for the captcha when it is missing, wrong or already used", async () => {
    const before = await countLeads();
    const errorsOf = (result: Result) => (result as { data: LeadActionData }).data.result?.error;
    const fields = { form: "site-contact", ...valid["site-contact"] };
    expect(errorsOf(await submit("/nl/contact/", new URLSearchParams(fields)))).toEqual({
      captchaText: ["captchaRequired"],
    });
    // A wrong answer spends its picture: the right characters of that picture no longer pass.
    const misread = captcha();
    expect(
      errorsOf(await submit("/nl/contact/", new URLSearchParams({ ...fields, ...misread, captchaText: "WRONG" }))),
    ).toEqual({ captchaText: ["captcha"] });
    expect(errorsOf(await submit("/nl/contact/", new URLSearchParams({ ...fields, ...misread })))).toEqual({
      captchaText: ["captcha"],
    });
    const solved = captcha();
    expect(statusOf(await submit("/nl/contact/", new URLSearchParams({ ...fields, ...solved })))).toBe(303);
    expect(errorsOf(await submit("/nl/contact/", new URLSearchParams({ ...fields, ...solved })))).toEqual({
      captchaText: ["captcha"],
    });
    expect(await countLeads()).toBe(before + 1);
  });

  it("takes a lead whose captcha the widget solved (ALTCHA), once, and refuses the widget's test payload", async () => {
    const before = await countLeads();
    const errorsOf = (result: Result) => (result as { data: LeadActionData }).data.result?.error;
    const fields = { form: "site-contact", ...valid["site-contact"] };
    const altcha = await solvedAltcha();
    expect(statusOf(await submit("/nl/contact/", new URLSearchParams({ ...fields, altcha })))).toBe(303);
    expect(errorsOf(await submit("/nl/contact/", new URLSearchParams({ ...fields, altcha })))).toEqual({
      captchaText: ["captcha"],
    });
    const test = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString("base64");
    expect(errorsOf(await submit("/nl/contact/", new URLSearchParams({ ...fields, altcha: test })))).toEqual({
      captchaText: ["captcha"],
    });
    expect(await countLeads()).toBe(before + 1);
  });

  it("refuses a name that is a link or a message, and stores nothing: the visitor's mail would greet a stranger with it", async () => {
    const errorsOf = (result: Result) => (result as { data: LeadActionData }).data.result?.error;
    const before = await countLeads();
    for (const [firstName = "", lastName = ""] of [
      ["Claim your prize: https://evil.example/p?id=1", "Peeters"],
      ["Ann", "evil.example"],
      ["Ann", "Peeters 0800"],
    ]) {
      const result = await submit(
        "/nl/contact/",
        form("site-contact", { ...valid["site-contact"], firstName, lastName }),
      );
      expect(statusOf(result)).toBe(400);
      expect(Object.values(errorsOf(result) ?? {}).flat()).toContain("name");
    }
    expect(await countLeads()).toBe(before);
    // A name as people write them is taken.
    const taken = await submit(
      "/nl/contact/",
      form("site-contact", { ...valid["site-contact"], firstName: "Jan-Pieter", lastName: "D'Hondt-Van den Bossche" }),
    );
    expect(statusOf(taken)).toBe(303);
  });

  it("stores every lead but mails one mailbox twenty copies a day at most, whoever types it", async () => {
    const { getDatabase } = await import("~/db/database.server");
    const { outbox } = await import("~/db/schema");
    const copies = async () =>
      (await (await getDatabase()).db.select().from(outbox)).filter((row) =>
        row.mail.to.address.toLowerCase().startsWith("mailbox.limit"),
      ).length;
    const before = await countLeads();
    for (let n = 0; n < 22; n++) {
      const email = n % 2 ? `Mailbox.Limit+${n}@example.be` : "mailbox.limit@example.be";
      expect(statusOf(await submit("/nl/contact/", form("site-contact", { ...valid["site-contact"], email })))).toBe(
        303,
      );
    }
    expect(await countLeads()).toBe(before + 22);
    expect(await copies()).toBe(20);
  });

  it("limits one visitor to five submissions of a form in ten minutes", async () => {
    const same = { "X-Client-IP": "192.0.2.77" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(statusOf(await submit("/nl/contact/", form("site-contact", { title: "MR" }), same)));
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("limits a visitor on IPv6 by its /64: a new address of the same block for each post does not start afresh", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const address = { "X-Client-IP": `2001:db8:77:1:${attempt + 1}::${attempt + 7}` };
      statuses.push(statusOf(await submit("/nl/contact/", form("site-contact", { title: "MR" }), address)));
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The next block is someone else.
    const neighbour = { "X-Client-IP": "2001:db8:77:2::1" };
    expect(statusOf(await submit("/nl/contact/", form("site-contact", { title: "MR" }), neighbour))).toBe(400);
  });

  it("answers every malformed or hostile payload with a 4xx and stores nothing", async () => {
    const before = await countLeads();
    const hostile = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.constantFrom(
        "<script>alert(1)</script>",
        "' OR 1=1 --",
        "\r\nBcc: victim@example.com",
        "../../etc/passwd",
        "x".repeat(5_000),
        "\u0000\u202e",
        "",
      ),
    );
    // A valid form with at least one required field replaced by something hostile.
    const payload = fc.record({
      pathname: fc.constantFrom(...Object.keys(places)),
      broken: fc.uniqueArray(fc.constantFrom("title", "firstName", "email", "phone"), { minLength: 1 }),
      value: hostile,
      extra: fc.dictionary(fc.string({ maxLength: 20 }), hostile, { maxKeys: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(payload, async ({ pathname, broken, value, extra }) => {
        const [kind = "site-contact"] = placeOf(pathname).forms;
        const fields: Record<string, string> = { ...extra, ...valid[kind] };
        // Broken means: empty, or a value the field's schema cannot accept.
        const breakers = {
          // The title may be left out, so only a value that is none of the titles breaks it.
          title: `${value}!`,
          firstName: value.trim() === "" ? value : `${"x".repeat(101)}${value}`,
          email: `${value}\u0000@@`,
          phone: `${value}\u0000`,
        };
        for (const name of broken) fields[name] = breakers[name];
        const result = await submit(pathname, form(kind, fields));
        const status = statusOf(result);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await countLeads()).toBe(before);
  });

  it("stores an offer from an address abroad whole, with its country and without a salutation", async () => {
    const before = await countLeads();
    const berlin = {
      ...valid["purchase-offer"],
      title: "",
      firstName: "Jonas",
      lastName: "Becker",
      email: "jonas.becker@example.de",
      phone: "+49 30 1234567",
      street: "Invalidenstraße",
      houseNumber: "117",
      zip: "10115",
      city: "Berlin",
      country: "DE",
      place: "Berlin",
      signerA: "Jonas Becker",
    };
    const result = await submit("/de/zu-verkaufen/edegem/haus/1/", form("purchase-offer", berlin));
    expect(statusOf(result)).toBe(303);
    expect(await countLeads()).toBe(before + 1);
    const { getDatabase } = await import("~/db/database.server");
    const { leads, outbox } = await import("~/db/schema");
    const { desc, eq } = await import("drizzle-orm");
    const db = (await getDatabase()).db;
    const [stored] = await db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(stored).toMatchObject({ kind: "purchase-offer", language: "de" });
    expect(stored?.fields).toMatchObject({
      firstName: "Jonas",
      lastName: "Becker",
      street: "Invalidenstraße",
      houseNumber: "117",
      zip: "10115",
      city: "Berlin",
      country: "DE",
      amount: 435000,
    });
    expect(stored?.fields).not.toHaveProperty("title");
    // Its mails wait in the outbox: one to the buyer, one to the agency.
    expect(
      (
        await db
          .select()
          .from(outbox)
          .where(eq(outbox.leadId, stored?.id ?? 0))
      ).length,
    ).toBeGreaterThan(0);

    // The same address with a postal code that is no German one comes back with its message.
    const wrong = await submit("/de/zu-verkaufen/edegem/haus/1/", form("purchase-offer", { ...berlin, zip: "1234" }));
    expect(statusOf(wrong)).toBe(400);
    expect((wrong as { data: LeadActionData }).data.result?.error).toEqual({ zip: ["zip:DE"] });
    expect(await countLeads()).toBe(before + 1);
  });

  it("refuses an unknown, oversized or repeated country with a 4xx at once, storing nothing", async () => {
    const before = await countLeads();
    const pathname = "/de/zu-verkaufen/edegem/haus/1/";
    const offer = { ...valid["purchase-offer"], zip: "10115", city: "Berlin" };
    const started = Date.now();
    const answers = [
      await submit(pathname, form("purchase-offer", { ...offer, country: "XX" })),
      await submit(pathname, form("purchase-offer", { ...offer, country: "de" })),
      await submit(pathname, form("purchase-offer", { ...offer, country: "DE".repeat(4_000) })),
      await submit(pathname, form("purchase-offer", { ...offer, country: "D".repeat(20_000) })),
      await submit(pathname, form("purchase-offer", { ...offer, country: "DE\u0000<script>" })),
    ];
    const twice = form("purchase-offer", { ...offer, country: "DE" });
    twice.append("country", "BE");
    answers.push(await submit(pathname, twice));
    expect(answers.map(statusOf)).toEqual([400, 400, 400, 413, 400, 400]);
    for (const answer of [answers[0], answers[1], answers[2], answers[4], answers[5]])
      expect((answer as { data: LeadActionData }).data.result?.error).toEqual({ country: ["country"] });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await countLeads()).toBe(before);
  });

  it("refuses a renamed executable as a CV, keeping nothing, and stores a real PDF in the database", async () => {
    const pathname = "/nl/te-huur/edegem/appartement/2/";
    const application = (file: File) => {
      const body = new FormData();
      body.set("form", "rent-application");
      for (const [name, value] of Object.entries(captcha())) body.set(name, value);
      for (const [name, value] of Object.entries(valid["rent-application"])) body.set(name, value);
      body.set("cv", file);
      return body;
    };
    const before = await countLeads();
    const executable = new File([Buffer.from("MZ\x90\x00This program cannot be run in DOS mode")], "cv.pdf", {
      type: "application/pdf",
    });
    const refused = await submit(pathname, application(executable));
    expect(statusOf(refused)).toBe(400);
    expect((refused as { data: LeadActionData }).data.result?.error).toEqual({ cv: ["cvType"] });
    expect(await countLeads()).toBe(before);
    expect(existsSync(path.join(dataDir, "uploads")) ? readdirSync(path.join(dataDir, "uploads")) : []).toEqual([]);

    const pdf = new File([readFileSync("content/feed/documents/4100070-epc.pdf")], "../../Mijn CV.pdf", {
      type: "application/octet-stream",
    });
    expect(statusOf(await submit(pathname, application(pdf)))).toBe(303);
    const { getDatabase } = await import("~/db/database.server");
    const { uploadParts, uploads } = await import("~/db/schema");
    const { uploadPieces } = await import("~/mail/attachments.server");
    const [stored] = await (await getDatabase()).db.select().from(uploads);
    expect(stored).toMatchObject({ originalName: "Mijn CV.pdf", contentType: "application/pdf" });
    expect(stored?.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const storedName = stored?.storedName ?? "";
    expect(Buffer.concat((await uploadPieces((await getDatabase()).db, storedName)) ?? [])).toEqual(
      readFileSync("content/feed/documents/4100070-epc.pdf"),
    );
    // Nothing on this instance's disk: every instance reads the CV from the database.
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);

    // Past the retention period the bytes are deleted and the row says so.
    const { purgeUploads } = await import("~/leads/uploads.server");
    const db = (await getDatabase()).db;
    expect(await purgeUploads(db, 90, new Date(Date.now() + 89 * 24 * 3600 * 1000))).toBe(0);
    expect(await purgeUploads(db, 90, new Date(Date.now() + 91 * 24 * 3600 * 1000))).toBe(1);
    const [purged] = await db.select().from(uploads);
    expect(await uploadPieces(db, storedName)).toBeNull();
    expect(await db.select().from(uploadParts)).toEqual([]);
    expect(purged?.deletedAt).toBeInstanceOf(Date);
  });

  it("gives the visitor's input back with a 503 when the database cannot be reached", async () => {
    vi.resetModules();
    // A PostgreSQL server that is not there: nothing listens on port 9 of this machine.
    vi.stubEnv("DATABASE_URL", "postgres://agency@127.0.0.1:9/agency");
    const broken: Action = await import("~/leads/action.server");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await broken.handleLeadPost(
      post("/nl/contact/", form("site-contact", valid["site-contact"])),
      new URL(`${origin}/nl/contact/`),
      placeOf("/nl/contact/"),
    );
    error.mockRestore();
    expect(statusOf(result)).toBe(503);
    const answer = (result as { data: LeadActionData }).data;
    expect(answer.problem).toBe("unavailable");
    expect(answer.result?.initialValue).toMatchObject({ firstName: "Jan", email: "jan@example.be" });
  });
});
