import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OmnicasaDouble } from "../support/omnicasa-double";
import { demoFeedWithout, plainProperties } from "../support/demo-feed";
import { startOmnicasaDouble } from "../support/omnicasa-double";
import type { TestSite } from "./support/server";
import { startSite } from "./support/server";

// Issue 13 as it will be tried: a person subscribes on the running site and confirms from the
// mail; the operator syncs from an Omnicasa-shaped server that brings new properties, some
// matching and some not; exactly the right digest arrives by SMTP; a second sync repeats
// nothing; one click unsubscribes, and a price drop after that sends nothing more.

/** New in the CRM: three apartments for sale in Edegem (the alert wants them) and a house in Hemiksem (it does not). */
const flats = plainProperties(0, "2650", 2)
  .slice(0, 3)
  .map((row) => row.ID);
const house = plainProperties(0, "2620", 1)[0]?.ID ?? 0;
const held = new Set([...flats, house]);

let site: TestSite;
let double: OmnicasaDouble;
let port: number;

beforeAll(async () => {
  double = await startOmnicasaDouble({ feed: demoFeedWithout(held) });
  port = Number(new URL(double.url).port);
  site = await startSite({
    captcha: false,
    env: {
      LISTING_SOURCE: "omnicasa",
      OMNICASA_URL: double.url,
      OMNICASA_CUSTOMER_NAME: double.customerName,
      OMNICASA_CUSTOMER_PASSWORD: double.customerPassword,
      SYNC_INTERVAL: "0",
    },
  });
}, 120_000);

afterAll(async () => {
  await site?.close();
  await double?.close();
});

const mailsTo = (address: string) =>
  site.mailbox.messages.filter((message) => message.includes(`To: ${address}`) || message.includes(`<${address}>`));
const unfolded = (message: string) => message.replace(/=\r?\n/g, "").replace(/\r\n[ \t]+/g, " ");

async function until<T>(find: () => T | undefined, ms = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error("not there in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const post = (path: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
  fetch(`${site.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.7.0.1", ...headers },
    body,
  });

describe("a search alert from subscribing to unsubscribing, against an Omnicasa-shaped CRM", () => {
  const email = "an.desmet@example.be";

  it("syncs from the CRM while the site serves", async () => {
    const first = await site.command("scripts/sync.ts");
    expect(first.stderr).toBe("");
    expect(first.stdout).toMatch(/Properties: 0 new, \d+ changed \(0 in price\), \d+ unchanged, 4 withdrawn/);
    // The command said nothing of the credentials.
    expect(first.stdout + first.stderr).not.toContain(double.customerPassword);
  }, 120_000);

  it("subscribes, and confirms only with the button of the mail's page", async () => {
    const body = new URLSearchParams({
      goal: "sale",
      types: "2",
      zips: "2650",
      name: "An De Smet",
      email,
      phone: "",
      language: "nl",
      frequency: "instant",
    });
    const sent = await post("/nl/hou-mij-op-de-hoogte/", body);
    expect(sent.status).toBe(303);
    const mail = unfolded(await until(() => mailsTo(email)[0]));
    const link = /https:\/\/www\.immo-zuidrand\.test(\/nl\/hou-mij-op-de-hoogte\/bevestigen\/[\w-]+\/)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    expect((await fetch(`${site.origin}${link}`)).status).toBe(200);
    const confirmed = await post(link ?? "", new URLSearchParams({ confirm: "1" }));
    expect(confirmed.status).toBe(303);
  }, 60_000);

  it("mails exactly the matching new properties once, and nothing when the next sync brings nothing", async () => {
    await double.close();
    double = await startOmnicasaDouble({ port });
    const before = mailsTo(email).length;
    const sync = await site.command("scripts/sync.ts", ["--full"]);
    expect(sync.stdout).toMatch(/Properties: 0 new, 4 changed/);
    const digest = unfolded(await until(() => mailsTo(email)[before]));
    expect(digest).toContain("Nieuw aanbod voor uw zoekopdracht: 3 panden");
    for (const id of flats) expect(digest).toContain(`/${id}/`);
    expect(digest).not.toContain(`/${house}/`);
    expect(digest).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const again = await site.command("scripts/sync.ts", ["--full"]);
    expect(again.status).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailsTo(email)).toHaveLength(before + 1);
  }, 120_000);

  it("unsubscribes with one click, and a price drop after that sends nothing", async () => {
    const digest = unfolded(mailsTo(email).at(-1) ?? "");
    const manage = /^List-Unsubscribe: <https:\/\/www\.immo-zuidrand\.test([^>]+)>/m.exec(digest)?.[1];
    expect(manage).toBeDefined();
    // As a mail provider sends it: no cookie, no Origin, only the one-click body.
    const click = await post(manage ?? "", new URLSearchParams({ "List-Unsubscribe": "One-Click" }));
    expect(click.status).toBe(200);
    const count = mailsTo(email).length;
    double.changePrice(flats[0] ?? 0, 99_000);
    const sync = await site.command("scripts/sync.ts");
    expect(sync.stdout).toMatch(/\(1 in price\)/);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(mailsTo(email)).toHaveLength(count);
    expect(site.running()).toBe(true);
  }, 120_000);
});
