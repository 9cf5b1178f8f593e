import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";

// The cards' badges on the demo data, imported fresh for the journeys: the CRM's "new"
// (Marquee 1) no longer makes a card say "Nieuw"; only a listing of the last 14 days does,
// and under option, sold or rented still show.

interface FeedProperty {
  ID: number;
  Marquee: number;
  CreateDate: string;
  language: string;
}
const feed = JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8")) as { Properties: FeedProperty[] };
const byId = new Map(feed.Properties.filter((record) => record.language === "nl").map((record) => [record.ID, record]));
const statusWords: Record<number, string> = { 2: "Onder optie", 3: "Verkocht", 4: "Verhuurd" };
const allWords = ["Nieuw", "Prijs gedaald", ...Object.values(statusWords)];

/** The badge a card of the freshly imported demo data must show: nothing has had a price change. */
function expectedBadge(record: FeedProperty): string | null {
  const status = statusWords[record.Marquee];
  if (status) return status;
  return Date.now() - Date.parse(record.CreateDate) < 14 * 86_400_000 ? "Nieuw" : null;
}

test("page one of the properties for sale does not say Nieuw on every card, only on recent listings", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  const words: (string | null)[] = [];
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const href = (await card.getByRole("link").last().getAttribute("href")) ?? "";
    const record = byId.get(Number(/\/(\d+)\/(\?|$)/.exec(href)?.[1]));
    if (!record) throw new Error(`no demo property behind ${href}`);
    const expected = expectedBadge(record);
    const badges = card.getByText(new RegExp(`^(${allWords.join("|")})$`));
    if (expected) await expect(badges).toHaveText([expected]);
    else await expect(badges).toHaveCount(0);
    words.push(expected);
  }
  // The demo feed's newest listings all carry the CRM's Marquee 1, which used to badge them all.
  expect(count).toBe(12);
  expect(words.filter((word) => word === "Nieuw").length).toBeLessThan(count);
});
