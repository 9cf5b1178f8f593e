import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OutgoingMail } from "~/db/schema";
import type * as RouteModule from "~/routes/search-alert";
import type * as ConfirmModule from "~/routes/search-alert-confirm";
import type * as ManageModule from "~/routes/search-alert-manage";
import type * as Links from "~/alerts/links.server";
import type * as Store from "~/alerts/store.server";
import type { Database } from "~/db/client.server";
import { siteContent } from "./support/content";
import { mailsAsSent } from "./support/mails-as-sent";
import { siteDataRemover } from "./support/site-data";

// A search alert from the form to the unsubscription, as the server sees it, on a real
// embedded database (decision 026): nothing but the confirmation mail goes out before the
// address confirms, and it confirms only by the button's POST; the signed link changes the
// alert or stops it, RFC 8058's one-click included; a link not made here is a 4xx.
//
// The captcha is switched off in this copy of the site's settings: it has its own tests.

const origin = "http://127.0.0.1:3000";
const formPath = "/nl/hou-mij-op-de-hoogte/";

let ipCounter = 0;
function post(url: URL | string, body: string, headers: Record<string, string> = {}) {
  ipCounter++;
  return new Request(url, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Client-IP": `10.8.${ipCounter >> 8}.${ipCounter & 255}`,
      ...headers,
    },
  });
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } | null }).init?.status ?? 200;
}

async function settle(run: () => Promise<unknown>): Promise<number> {
  try {
    return statusOf(await run());
  } catch (thrown) {
    return statusOf(thrown);
  }
}

function dataOf<T>(result: unknown): T {
  return (result as { data: T }).data;
}

describe("search alerts: subscribe, confirm, change and unsubscribe", () => {
  let dataDir: string;
  let removeData: () => Promise<void>;
  let route: typeof RouteModule;
  let confirmRoute: typeof ConfirmModule;
  let manageRoute: typeof ManageModule;
  let links: typeof Links;
  let store: typeof Store;
  let db: Database;
  let outbox: () => Promise<OutgoingMail[]>;
  let alerts: () => Promise<Store.SearchAlert[]>;
  /** A type offered only for sale, and one offered for rent, from the demo feed. */
  let saleOnly: number;
  let forRent: number;

  beforeAll(async () => {
    let contentDir: string;
    ({ dataDir, contentDir } = siteContent("search-alerts-", { captcha: false }));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("CONTENT_DIR", contentDir);
    vi.stubEnv("DATABASE_URL", undefined);
    vi.stubEnv("SITE_URL", "https://www.immozuidrand.test");
    removeData = await siteDataRemover(dataDir);

    const { getDatabase } = await import("~/db/database.server");
    const { importFeed } = await import("~/catalog/import.server");
    const feed = JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8"));
    ({ db } = await getDatabase());
    await importFeed(db, feed, { source: "demo" });
    const { getCatalog } = await import("~/catalog/catalog.server");
    const types = (await getCatalog()).views.nl.types;
    saleOnly = types.find((type) => type.sale && !type.rent)?.webId ?? 0;
    forRent = types.find((type) => type.rent && type.name === "Appartement")?.webId ?? 0;
    if (!saleOnly || !forRent) throw new Error("the demo feed has no type for sale only, or no apartment to rent");

    route = await import("~/routes/search-alert");
    confirmRoute = await import("~/routes/search-alert-confirm");
    manageRoute = await import("~/routes/search-alert-manage");
    links = await import("~/alerts/links.server");
    store = await import("~/alerts/store.server");
    const schema = await import("~/db/schema");
    // As mailed: an alert's confirmation link is not kept in its row once the mail is sent.
    outbox = () => mailsAsSent(db);
    alerts = () => db.select().from(schema.searchAlerts);
  });
  afterAll(() => removeData());

  const subscribe = (fields: Record<string, string | string[]>, headers?: Record<string, string>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    const url = new URL(formPath, origin);
    return route.action({ request: post(url, body.toString(), headers), url, params: {}, context: {} } as never);
  };
  const lotte = (email: string) => ({
    goal: "rent",
    types: String(forRent),
    zips: ["2650", "2640"],
    maxPrice: "1200",
    bedrooms: "2",
    name: "Lotte Verhaegen",
    email,
    phone: "0470123456",
    language: "nl",
    frequency: "daily",
  });

  /** The confirmation link in the last mail to this address. */
  async function confirmLink(email: string): Promise<URL> {
    const mail = (await outbox()).findLast((entry) => entry.to.address === email);
    const link = mail?.text.match(/https?:\/\/\S+\/nl\/hou-mij-op-de-hoogte\/bevestigen\/[\w-]+\//)?.[0];
    if (!link) throw new Error(`no confirmation link mailed to ${email}`);
    return new URL(link);
  }
  const tokenOf = (link: URL) => link.pathname.split("/").at(-2) ?? "";
  const open = (module: typeof ConfirmModule | typeof ManageModule, link: URL) =>
    module.loader({ request: new Request(link), url: link, params: { token: tokenOf(link) }, context: {} } as never);
  const send = (
    module: typeof ConfirmModule | typeof ManageModule,
    link: URL,
    body: string,
    headers: Record<string, string> = {},
  ) =>
    module.action({
      request: post(link, body, headers),
      url: link,
      params: { token: tokenOf(link) },
      context: {},
    } as never);
  const manageLink = (alert: { id: number; language: string }) =>
    new URL(new URL(links.alertManageUrl(alert)).pathname, origin);

  it("stores the alert pending, mails only its confirmation; opening the link confirms nothing, its button does", async () => {
    const answer = await subscribe(lotte("lotte@example.be"));
    expect(statusOf(answer)).toBe(303);
    expect(answer instanceof Response && answer.headers.get("Location")).toBe("/nl/bedankt/demand-register/");

    const [stored] = await alerts();
    expect(stored).toMatchObject({
      status: "pending",
      email: "lotte@example.be",
      frequency: "daily",
      language: "nl",
      criteria: { goal: "rent", types: [forRent], zips: ["2650", "2640"], minPrice: null, maxPrice: 1200, bedrooms: 2 },
    });
    const mails = await outbox();
    expect(mails.map((mail) => [mail.to.address, mail.subject])).toEqual([
      ["lotte@example.be", "Bevestig uw zoekopdracht bij Immo Zuidrand"],
    ]);
    // The mail says what was asked, in words: the type, the towns, the price and the frequency.
    expect(mails[0]?.text).toContain("Appartement");
    expect(mails[0]?.text).toContain("Edegem (2650)");
    expect(mails[0]?.text).toContain("Mortsel (2640)");
    expect(mails[0]?.text).toMatch(/tot €\s1\.200/);
    expect(mails[0]?.text).toContain("Eén keer per dag");

    const link = await confirmLink("lotte@example.be");
    // Only the token's hash is stored.
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
    for (let visit = 0; visit < 3; visit++) {
      const page = (await open(confirmRoute, link)) as { data: { state: string }; init: { headers: object } };
      expect(page.data.state).toBe("pending");
      expect(page.init.headers).toMatchObject({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    }
    expect((await alerts())[0]?.status).toBe("pending");

    // Another site's POST is refused; the button's POST confirms, once.
    expect(await settle(() => send(confirmRoute, link, "confirm=yes", { Origin: "https://evil.example" }))).toBe(403);
    expect((await alerts())[0]?.status).toBe("pending");
    const confirmed = await send(confirmRoute, link, "confirm=yes");
    expect(statusOf(confirmed)).toBe(303);
    expect(confirmed instanceof Response && confirmed.headers.get("Location")).toBe(link.pathname);
    const after = (await alerts())[0];
    expect(after?.status).toBe("confirmed");
    expect(after?.confirmedAt).toBeInstanceOf(Date);
    const page = dataOf<{ state: string; managePath: string }>(await open(confirmRoute, link));
    expect(page.state).toBe("confirmed");
    // The confirmed page leads to the signed manage link.
    expect(after && page.managePath).toBe(after && new URL(links.alertManageUrl(after)).pathname);
    expect(statusOf(await send(confirmRoute, link, "confirm=yes"))).toBe(303);
    expect(await outbox()).toHaveLength(1);
  });

  it("refuses a form without a type or a zone, a type of the other goal only, and another site's post", async () => {
    const before = (await alerts()).length;
    const empty = await subscribe({ ...lotte("a@example.be"), types: [], zips: [] });
    expect(statusOf(empty)).toBe(400);
    expect(dataOf<{ problem: string; result: { error: object } }>(empty)).toMatchObject({
      problem: "invalid",
      result: { error: { types: ["types"], zips: ["zone"] } },
    });
    // A ticked type the rent goal does not offer (hidden, still sent without JavaScript) does not count.
    const otherGoal = await subscribe({ ...lotte("a@example.be"), types: String(saleOnly) });
    expect(statusOf(otherGoal)).toBe(400);
    expect(dataOf<{ result: { error: object } }>(otherGoal).result.error).toEqual({ types: ["types"] });
    const unknownTown = await subscribe({ ...lotte("a@example.be"), zips: "9999" });
    expect(dataOf<{ result: { error: object } }>(unknownTown).result.error).toEqual({ zips: ["zone"] });
    expect(await settle(() => subscribe(lotte("a@example.be"), { Origin: "https://evil.example" }))).toBe(403);
    expect(await settle(() => subscribe({ ...lotte("a@example.be"), website: "https://spam.example" }))).toBe(400);
    expect((await alerts()).length).toBe(before);
  });

  it("sends one address at most three confirmation mails a day", async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push(statusOf(await subscribe(lotte("Piet@Example.be"))));
    expect(statuses).toEqual([303, 303, 303, 429]);
    expect((await outbox()).filter((mail) => mail.to.address.toLowerCase() === "piet@example.be")).toHaveLength(3);
  });

  it("opens the signed manage link, refuses a tampered one, and saves changed criteria", async () => {
    const alert = (await alerts()).find((row) => row.email === "lotte@example.be");
    if (!alert) throw new Error("no alert for lotte@example.be");
    const link = manageLink(alert);
    const page = dataOf<{ status: string; email: string; form: { defaults: object } }>(await open(manageRoute, link));
    expect(page).toMatchObject({ status: "confirmed", email: "lotte@example.be" });
    expect(page.form.defaults).toMatchObject({ goal: "rent", zips: ["2650", "2640"], frequency: "daily" });

    const token = tokenOf(link);
    const otherId = new URL(link.pathname.replace(`/${alert.id}-`, `/${alert.id + 1}-`), origin);
    const badSignature = new URL(
      link.pathname.replace(token, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`),
      origin,
    );
    for (const forged of [otherId, badSignature, new URL(`${formPath}beheren/${alert.id}/`, origin)]) {
      expect(await settle(() => open(manageRoute, forged))).toBe(404);
      expect(await settle(() => send(manageRoute, forged, "List-Unsubscribe=One-Click"))).toBe(404);
    }

    const change = new URLSearchParams({ intent: "update", goal: "sale", language: "fr", frequency: "weekly" });
    change.append("types", String(saleOnly));
    change.append("zips", "2650");
    change.append("minPrice", "250000");
    expect(await settle(() => send(manageRoute, link, change.toString(), { Origin: "https://evil.example" }))).toBe(
      403,
    );
    const saved = await send(manageRoute, link, change.toString());
    expect(statusOf(saved)).toBe(303);
    expect(saved instanceof Response && saved.headers.get("Location")).toBe(`${link.pathname}?saved=1`);
    const changed = (await alerts()).find((row) => row.id === alert.id);
    expect(changed).toMatchObject({
      status: "confirmed",
      language: "fr",
      frequency: "weekly",
      criteria: { goal: "sale", types: [saleOnly], zips: ["2650"], minPrice: 250000, maxPrice: null, bedrooms: null },
    });
    const wrong = await send(manageRoute, link, "intent=update&goal=sale&language=fr&frequency=weekly");
    expect(statusOf(wrong)).toBe(400);
    expect(dataOf<{ result: { error: object } }>(wrong).result.error).toMatchObject({
      types: ["types"],
      zips: ["zone"],
    });
  });

  it("unsubscribes with RFC 8058's one-click POST: no cookie, no Origin; the person is erased, unsent mails withdrawn", async () => {
    const alert = (await alerts()).find((row) => row.email === "lotte@example.be");
    if (!alert) throw new Error("no alert for lotte@example.be");
    // An alert mail waiting in the outbox, as the sending side will leave one.
    const schema = await import("~/db/schema");
    const [queued] = await db
      .insert(schema.outbox)
      .values({
        messageId: "<alert-test@immozuidrand.be>",
        mail: { ...(await outbox())[0], subject: "Nieuw aanbod" } as OutgoingMail,
      })
      .returning({ id: schema.outbox.id });
    await db
      .insert(schema.alertDeliveries)
      .values({ alertId: alert.id, propertyId: 1, kind: "new", outboxId: queued?.id });

    const headers = links.alertHeaders(alert);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = new URL(headers["List-Unsubscribe"]?.slice(1, -1) ?? "");
    expect(target.origin).toBe("https://www.immozuidrand.test");
    const link = new URL(target.pathname, origin);
    const answer = await send(manageRoute, link, "List-Unsubscribe=One-Click");
    expect(statusOf(answer)).toBe(200);

    const gone = (await alerts()).find((row) => row.id === alert.id);
    expect(gone).toMatchObject({ status: "unsubscribed", email: "", name: "", phone: "" });
    expect(gone?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await outbox()).some((mail) => mail.subject === "Nieuw aanbod")).toBe(false);
    const deliveries = await db.select().from(schema.alertDeliveries);
    expect(deliveries).toEqual([expect.objectContaining({ alertId: alert.id, outboxId: null })]);

    // The page then says so and offers to start again; saying it twice, or changing it, changes nothing.
    const page = dataOf<{ status: string; form: unknown; again: string }>(await open(manageRoute, link));
    expect(page).toMatchObject({ status: "unsubscribed", form: null });
    // The link now speaks the language chosen for the mails: French.
    expect(page.again).toMatch(/^\/fr\/tenez-moi-informe\/\?goal=sale&zip=2650&type=\d+&minPrice=250000$/);
    expect(statusOf(await send(manageRoute, link, "List-Unsubscribe=One-Click"))).toBe(200);
    const change = `intent=update&goal=sale&language=nl&frequency=daily&types=${saleOnly}&zips=2650`;
    const refused = await send(manageRoute, link, change);
    expect(refused instanceof Response && refused.headers.get("Location")).toBe(link.pathname);
    expect((await alerts()).find((row) => row.id === alert.id)).toMatchObject({
      status: "unsubscribed",
      frequency: "weekly",
    });
  });

  it("unsubscribes with the page's button, from another site never", async () => {
    expect(statusOf(await subscribe(lotte("jan@example.be")))).toBe(303);
    const alert = (await alerts()).find((row) => row.email === "jan@example.be");
    if (!alert) throw new Error("no alert for jan@example.be");
    const link = manageLink(alert);
    expect(await settle(() => send(manageRoute, link, "intent=unsubscribe", { Origin: "https://evil.example" }))).toBe(
      403,
    );
    expect(await settle(() => send(manageRoute, link, "intent=whatever"))).toBe(400);
    expect((await alerts()).find((row) => row.id === alert.id)?.status).toBe("pending");
    const done = await send(manageRoute, link, "intent=unsubscribe");
    expect(statusOf(done)).toBe(303);
    expect((await alerts()).find((row) => row.id === alert.id)?.status).toBe("unsubscribed");
    // Its confirmation link no longer confirms anything.
    const confirm = await confirmLink("jan@example.be");
    expect(dataOf<{ state: string }>(await open(confirmRoute, confirm)).state).toBe("unsubscribed");
    expect(statusOf(await send(confirmRoute, confirm, "confirm=yes"))).toBe(303);
    expect((await alerts()).find((row) => row.id === alert.id)?.status).toBe("unsubscribed");
  });

  it("lets a confirmation link lapse after its days, and forgets alerts never confirmed", async () => {
    expect(statusOf(await subscribe(lotte("late@example.be")))).toBe(303);
    const link = await confirmLink("late@example.be");
    const schema = await import("~/db/schema");
    const { eq, sql } = await import("drizzle-orm");
    await db
      .update(schema.searchAlerts)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(schema.searchAlerts.email, "late@example.be"));
    expect(await settle(() => open(confirmRoute, link))).toBe(410);
    expect(await settle(() => send(confirmRoute, link, "confirm=yes"))).toBe(410);
    expect((await alerts()).find((row) => row.email === "late@example.be")?.status).toBe("pending");

    const pending = (await alerts()).filter((row) => row.status === "pending").length;
    expect(await store.purgeUnconfirmedAlerts(db)).toBe(1);
    expect((await alerts()).filter((row) => row.status === "pending")).toHaveLength(pending - 1);
    expect((await alerts()).some((row) => row.email === "late@example.be")).toBe(false);
    expect(await settle(() => open(confirmRoute, link))).toBe(404);
    expect(await settle(() => open(confirmRoute, new URL(`${formPath}bevestigen/..%2F..%2Fetc/`, origin)))).toBe(404);
  });
});
