import { readFileSync } from "node:fs";
import path from "node:path";

// The bundled demo feed as tests change it: a fresh copy each time, the properties it lists,
// and the feed without some of them (what a CRM sends before they are new).

export type DemoSummary = { ID: number; Goal: number; Zip: string; WebID: number; Marquee: number };
export type DemoFeed = { PropertyList: DemoSummary[]; Properties: { ID: number }[] };

const file = path.resolve(import.meta.dirname, "../../content/feed/demo-feed.json");

export const demoFeed = (): DemoFeed => JSON.parse(readFileSync(file, "utf8")) as DemoFeed;

/** Each property once (its summary appears once per language). */
const summaries = [...new Map(demoFeed().PropertyList.map((row) => [row.ID, row])).values()];

/** Properties with no badge, of a goal (0 sale, 1 rent), postal code and main type. */
export const plainProperties = (goal: number, zip: string, webId: number) =>
  summaries.filter((row) => row.Goal === goal && row.Zip === zip && row.WebID === webId && row.Marquee === 0);

/** The demo feed without these properties. */
export function demoFeedWithout(ids: Set<number>): DemoFeed {
  const feed = demoFeed();
  feed.PropertyList = feed.PropertyList.filter((row) => !ids.has(row.ID));
  feed.Properties = feed.Properties.filter((row) => !ids.has(row.ID));
  return feed;
}
