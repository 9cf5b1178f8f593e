import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as ActionModule from "~/leads/action.server";
import type { LeadActionData } from "~/leads/forms";
import type { LeadPlace } from "~/leads/place.server";
import type * as RouteModule from "~/routes/visit-confirmation";
import type * as CalendarModule from "~/routes/visit-calendar";
import type { OutgoingMail } from "~/db/schema";
import { siteContent } from "./support/content";
import { mailsAsSent, sentTo } from "./support/mails-as-sent";
import { siteDataRemover } from "./support/site-data";

// A visit request and a send-to-friend, as the server sees them, on a real embedded database
// (docs/decisions/018-abuse-friend-mail-and-visit-holds.md): a visit holds its place until the
// visitor confirms it by POST from the page their mail links to; a friend's mail carries no
// words of the sender's, and one sender can mail ten friends a day.
//
// The captcha is switched off in this copy of the site's settings: it has its own tests, and
// these are about what happens after it.

const origin = "http://127.0.0.1:3000";
const propertyId = 4100017;
const momentId = 990_001;
const inAWeek = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
const visitor = { title: "MS", firstName: "Els", lastName: "Claes", email: "els@example.be", phone: "0475123456" };

let ipCounter = 0;
function post(pathname: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  ipCounter++;
  return new Request(origin + pathname, {
    method: "POST",
    body,
    headers: { "X-Client-IP": `10.9.${ipCounter >> 8}.${ipCounter & 255}`, ...headers },
  });
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } | null }).init?.status ?? 200;
}

/** What a loader or action threw or returned, as a status. */
async function settle(run: () => Promise<unknown>): Promise<number> {
  try {
    return statusOf(await run());
  } catch (thrown) {
    return statusOf(thrown);
  }
}

describe("visit holds and send to a friend, through the forms' action", () => {
  let dataDir: string;
  let removeData: () => Promise<void>;
  let action: typeof ActionModule;
  let route: typeof RouteModule;
  let calendar: typeof CalendarModule;
  let place: LeadPlace;
  let pathname: string;
  let outbox: () => Promise<OutgoingMail[]>;
  let expire: () => Promise<void>;

  beforeAll(async () => {
    let contentDir: string;
    ({ dataDir, contentDir } = siteContent("visit-holds-", { captcha: false }));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("CONTENT_DIR", contentDir);
    vi.stubEnv("DATABASE_URL", undefined);
    removeData = await siteDataRemover(dataDir);

    // One property of the demo feed, in its four languages, with one moment of two places next week.
    const { getDatabase } = await import("~/db/database.server");
    const { importFeed } = await import("~/catalog/import.server");
    const feed = JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8"));
    const mine = (entry: { ID: number }) => entry.ID === propertyId;
    const { db } = await getDatabase();
    await importFeed(
      db,
      {
        ...feed,
        PropertyList: feed.PropertyList.filter(mine),
        Properties: feed.Properties.filter(mine).map((record: object) => ({
          ...record,
          VisitMoments: [{ ID: momentId, Date: inAWeek, Start: "10:00", End: "12:00", Capacity: 2 }],
        })),
        Projects: [],
      },
      { source: "demo" },
    );
    const { getCatalog } = await import("~/catalog/catalog.server");
    const card = (await getCatalog()).views.nl.properties.find((property) => property.id === propertyId);
    if (!card) throw new Error("the property was not imported");
    pathname = card.path;
    place = { language: "nl", forms: ["contact-appointment", "send-to-friend"], subject: { kind: "property", card } };

    action = await import("~/leads/action.server");
    route = await import("~/routes/visit-confirmation");
    calendar = await import("~/routes/visit-calendar");
    const schema = await import("~/db/schema");
    const { sql } = await import("drizzle-orm");
    // As mailed: a visit's confirmation link is not kept in its row once the mail is sent.
    outbox = () => mailsAsSent(db);
    // The clock moved on past every hold's time.
    expire = async () => {
      await db.update(schema.visitBookings).set({ expiresAt: sql`now() - interval '1 minute'` });
    };
  });
  afterAll(() => removeData());

  const submit = (fields: Record<string, string>, headers?: Record<string, string>) =>
    action.handleLeadPost(post(pathname, new URLSearchParams(fields), headers), new URL(origin + pathname), place);
  const book = (email: string, headers?: Record<string, string>) =>
    submit({ form: "contact-appointment", ...visitor, email, moment: String(momentId) }, headers);

  /** The confirmation link in the last mail to this address. */
  async function linkFor(email: string): Promise<URL> {
    const mail = (await outbox()).findLast((entry) => entry.to.address === email);
    const link = mail?.text.match(/https?:\/\/\S+\/nl\/bezoek-bevestigen\/[\w-]+\//)?.[0];
    if (!link) throw new Error(`no confirmation link mailed to ${email}`);
    return new URL(link);
  }
  const token = (link: URL) => link.pathname.split("/").at(-2) ?? "";
  const open = (link: URL) =>
    route.loader({ request: new Request(link), url: link, params: { token: token(link) }, context: {} } as never);
  const calendarOf = (link: URL) => {
    const file = new URL("visit.ics", link);
    return calendar.loader({
      request: new Request(file),
      url: file,
      params: { token: token(link) },
      context: {},
    } as never);
  };
  const confirm = (link: URL, headers: Record<string, string> = {}, body = "confirm=yes") =>
    route.action({
      request: new Request(link, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      }),
      url: link,
      params: { token: token(link) },
      context: {},
    } as never);

  it("holds a place and mails only the visitor a link; opening it confirms nothing; its button does, once", async () => {
    const booked = await book("els@example.be");
    expect(statusOf(booked)).toBe(303);
    expect(booked instanceof Response && booked.headers.get("Location")).toBe("/nl/bedankt/contact-appointment/");
    // Only the visitor hears of it so far, and is asked to confirm.
    const first = await outbox();
    expect(first.map((mail) => mail.to.address)).toEqual(["els@example.be"]);
    expect(first[0]?.subject).toBe("Bevestig uw bezoek aan Lageweg 26, Hemiksem");
    expect(first[0]?.text).toContain("We houden uw plaats 30 minuten voor u vast.");

    // A link followed by GET (a mail scanner, a preview) shows the hold, and confirms nothing.
    const link = await linkFor("els@example.be");
    for (let visit = 0; visit < 3; visit++) {
      const page = (await open(link)) as { data: { status: string }; init: { status: number; headers: object } };
      expect(page.data.status).toBe("pending");
      expect(page.init.status).toBe(200);
      expect(page.init.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    }
    expect(await outbox()).toHaveLength(1);
    // No calendar file for a visit not yet confirmed.
    expect((await calendarOf(link)).status).toBe(404);

    // The button's POST confirms: the agency gets its mail, saying the visitor confirmed, and the
    // visitor theirs, with the day, the time and the address, and the visit for their calendar.
    const confirmed = await confirm(link);
    expect(statusOf(confirmed)).toBe(303);
    expect(confirmed instanceof Response && confirmed.headers.get("Location")).toBe(link.pathname);
    const agency = (await outbox()).filter((mail) => mail.to.address === "leads@immozuidrand.be");
    expect(agency).toHaveLength(1);
    expect(agency[0]?.replyTo.address).toBe("els@example.be");
    expect(agency[0]?.text).toContain("De bezoeker heeft dit bezoek bevestigd");
    const visit = (await outbox()).filter((mail) => mail.to.address === "els@example.be").at(-1);
    expect(visit?.subject).toBe("Uw bezoek aan Lageweg 26, Hemiksem is bevestigd");
    expect(visit?.text).toContain("Lageweg 26 bus 4, 2620 Hemiksem");
    expect(visit?.text).toContain("van 10:00 tot 12:00 (Belgische tijd)");
    expect(visit?.attachments?.map((file) => file.filename)).toEqual(["bezoek.ics"]);
    const page = (await open(link)) as { data: { status: string; visit: { calendar: string } } };
    expect(page.data.status).toBe("confirmed");
    // The page offers the same calendar file as the mail.
    expect(page.data.visit.calendar).toBe(`${link.pathname}visit.ics`);
    const file = await calendarOf(link);
    expect(file.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    const ics = await file.text();
    expect(ics).toContain("LOCATION:Lageweg 26 bus 4\\, 2620 Hemiksem\r\n");
    expect(ics.match(/^UID:.*$/m)?.[0]).toBe(
      Buffer.from(visit?.attachments?.[0]?.path.split(",")[1] ?? "", "base64")
        .toString()
        .match(/^UID:.*$/m)?.[0],
    );
    // A second press, or a reload of the answer, sends nothing more.
    expect(statusOf(await confirm(link))).toBe(303);
    expect(await outbox()).toHaveLength(3);
  });

  it("refuses a forged link, an expired one and a confirmation from another site with a 4xx", async () => {
    expect(statusOf(await book("jan@example.be"))).toBe(303);
    const link = await linkFor("jan@example.be");
    const before = await outbox();

    const forged = new URL(link.pathname.replace(/\/[\w-]+\/$/, "/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/"), origin);
    expect(await settle(() => open(forged))).toBe(404);
    expect(await settle(() => confirm(forged))).toBe(404);
    expect(await settle(() => open(new URL("/nl/bezoek-bevestigen/..%2F..%2Fetc/", origin)))).toBe(404);

    expect(await settle(() => confirm(link, { Origin: "https://evil.example" }))).toBe(403);
    expect(await settle(() => confirm(link, { "Content-Type": "text/plain" }))).toBe(415);
    expect(await settle(() => confirm(link, {}, `confirm=${"x".repeat(5_000)}`))).toBe(413);
    expect(((await open(link)) as { data: { status: string } }).data.status).toBe("pending");

    await expire();
    expect(await settle(() => open(link))).toBe(410);
    expect(await settle(() => confirm(link))).toBe(410);
    expect(await outbox()).toEqual(before);
  });

  it("frees an expired hold's place for the next visitor, and refuses a booking while the places are held", async () => {
    // Of the two places, Els's confirmed visit keeps one for good; a request nobody confirms holds the other.
    expect(statusOf(await book("a@example.be"))).toBe(303);
    const full = await book("b@example.be");
    expect(statusOf(full)).toBe(409);
    expect((full as { data: LeadActionData }).data.problem).toBe("full");
    await expire();
    expect(statusOf(await book("b@example.be"))).toBe(303);
    expect(statusOf(await book("c@example.be"))).toBe(409);
  });

  it("holds one place per visitor and property: their next request replaces the hold, and takes no second place", async () => {
    // Els's confirmed visit keeps one place of two. A stranger's made-up addresses, each from a
    // new address of one IPv6 block, once held a place each; now each replaces the one before.
    await expire();
    const stranger = (n: number) => ({ "X-Client-IP": `2001:db8:5:6::${n}` });
    expect(statusOf(await book("made-up-1@example.invalid", stranger(1)))).toBe(303);
    const first = await linkFor("made-up-1@example.invalid");
    expect(statusOf(await book("made-up-2@example.invalid", stranger(2)))).toBe(303);
    expect(statusOf(await book("made-up-3@example.invalid", stranger(3)))).toBe(303);
    // The first link says a later request took its place, and confirms nothing; the last one holds the place.
    const replaced = (await open(first)) as { data: { status: string }; init: { status: number } };
    expect([replaced.init.status, replaced.data.status]).toEqual([410, "replaced"]);
    const refused = (await confirm(first)) as { data: { problem: string }; init: { status: number } };
    expect([refused.init.status, refused.data.problem]).toEqual([410, "replaced"]);
    const last = (await open(await linkFor("made-up-3@example.invalid"))) as { data: { status: string } };
    expect(last.data.status).toBe("pending");
    // Someone else meets a full moment, as before: the stranger's last hold is theirs to confirm.
    expect(statusOf(await book("d@example.be"))).toBe(409);
  });

  it("keeps a visit's confirmation link only as its hash once the mail is sent", async () => {
    await expire();
    expect(statusOf(await book("link@example.be", { "X-Client-IP": "198.51.100.90" }))).toBe(303);
    const { getDatabase } = await import("~/db/database.server");
    const { db } = await getDatabase();
    const [sent] = await sentTo(db, "link@example.be", 1);
    const link = sent?.text.match(/\/nl\/bezoek-bevestigen\/([\w-]+)\//)?.[1] ?? "";
    expect(link).not.toBe("");
    const { outbox: table } = await import("~/db/schema");
    expect(JSON.stringify(await db.select().from(table))).not.toContain(link);
  });

  it("takes one confirmed visit per visitor and property in two weeks: the next request is asked to call", async () => {
    // A stranger confirming visits from made-up addresses one after the other filled a moment.
    await expire();
    const me = { "X-Client-IP": "198.51.100.91" };
    expect(statusOf(await book("once@example.be", me))).toBe(303);
    expect(statusOf(await confirm(await linkFor("once@example.be")))).toBe(303);
    const again = await book("twice@example.be", me);
    expect(statusOf(again)).toBe(409);
    expect((again as { data: LeadActionData }).data.problem).toBe("alreadyBooked");
  });

  it("mails one mailbox twenty times a day at most, however it is spelled: then a friend's mail or a visit to it is refused", async () => {
    const friend = (n: number, friendEmail: string) =>
      submit({
        form: "send-to-friend",
        firstName: "Jan",
        lastName: "Peeters",
        email: `sender.${n}@example.be`,
        friendEmail,
      });
    for (let n = 0; n < 20; n++) expect(statusOf(await friend(n, `target+${n}@example.be`))).toBe(303);
    const problemOf = (result: unknown) => [statusOf(result), (result as { data: LeadActionData }).data.problem];
    expect(problemOf(await friend(20, "Target@Example.be"))).toEqual([429, "mailboxLimit"]);
    // A visit's request is its confirmation mail: refused too.
    await expire();
    expect(problemOf(await book("target+visit@example.be"))).toEqual([429, "mailboxLimit"]);
    const mailed = (await outbox()).filter((mail) => mail.to.address.toLowerCase().startsWith("target"));
    expect(mailed).toHaveLength(20);
  });

  it("mails a friend the property with the sender's name, never a message the sender typed", async () => {
    const sent = await submit({
      form: "send-to-friend",
      firstName: "Jan",
      lastName: "Peeters",
      email: "jan.friend@example.be",
      friendEmail: "stranger@example.be",
      message: "Win een iPhone op https://phish.example",
    });
    expect(statusOf(sent)).toBe(303);
    const mails = (await outbox()).filter((mail) =>
      ["stranger@example.be", "leads@immozuidrand.be"].includes(mail.to.address),
    );
    const friend = mails.find((mail) => mail.to.address === "stranger@example.be");
    expect(friend?.text).toContain("Jan Peeters vond dit pand en dacht aan u.");
    for (const mail of mails) {
      expect(mail.text).not.toContain("phish.example");
      expect(mail.html).not.toContain("phish.example");
    }
  });

  it("lets one sender mail ten friends a day, then answers 429 with its own message in every language", async () => {
    const friend = (index: number) => ({
      form: "send-to-friend",
      firstName: "Piet",
      lastName: "Spammer",
      email: "Piet.Spammer@example.be",
      friendEmail: `stranger.${index}@example.be`,
    });
    // Each from another address, as a script would: the cap is per sender too.
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) statuses.push(statusOf(await submit(friend(index))));
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 303));
    const refused = await submit({ ...friend(10), email: "piet.spammer@EXAMPLE.be" });
    expect(statusOf(refused)).toBe(429);
    expect((refused as { data: LeadActionData }).data.problem).toBe("friendLimit");
    expect((await outbox()).some((mail) => mail.to.address === "stranger.10@example.be")).toBe(false);
    const { catalogues } = await import("~/i18n/messages");
    expect(catalogues.nl.forms.problems.friendLimit).toBe(
      "U hebt vandaag al tien keer een pand doorgestuurd. Probeer het morgen opnieuw.",
    );
    for (const language of ["fr", "en", "de"] as const) {
      expect(catalogues[language].forms.problems.friendLimit).not.toBe(catalogues.nl.forms.problems.friendLimit);
    }
  });
});
