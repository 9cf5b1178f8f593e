import type { SearchAlertCriteria } from "~/db/schema";
import type { Goal } from "~/domain/records";

// Which alerts a sync's news reaches (issue 13 point 7): a property new on the site, or one
// whose price went down, against every confirmed alert's search. Pure: the sending side reads
// the news and the alerts, and stores what this answers.

export interface AlertNews {
  propertyId: number;
  kind: "new" | "price_drop";
  goal: Goal;
  zip: string;
  webIds: number[];
  /** null when the agency does not publish the price: then no price bound is met. */
  price: number | null;
  bedrooms: number | null;
}

export interface MatchableAlert {
  id: number;
  criteria: SearchAlertCriteria;
}

/** The same rule as the lists' search (app/catalog/search.ts `matches`), on an alert's criteria. */
export function alertMatches(criteria: SearchAlertCriteria, news: AlertNews): boolean {
  const { price } = news;
  return (
    criteria.goal === news.goal &&
    (criteria.zips.length === 0 || criteria.zips.includes(news.zip)) &&
    (criteria.types.length === 0 || criteria.types.some((type) => news.webIds.includes(type))) &&
    (criteria.minPrice === null || (price !== null && price >= criteria.minPrice)) &&
    (criteria.maxPrice === null || (price !== null && price <= criteria.maxPrice)) &&
    (criteria.bedrooms === null || (news.bedrooms ?? 0) >= criteria.bedrooms)
  );
}

/**
 * The news each alert should hear of, by alert id; alerts that match nothing are left out.
 * News is grouped by goal and postal code first, so each alert looks only at its own towns:
 * 10,000 alerts against 1,000 new properties take milliseconds, not a 10-million-check loop.
 */
export function matchAlerts<News extends AlertNews>(alerts: MatchableAlert[], news: News[]): Map<number, News[]> {
  const byPlace = new Map<string, News[]>();
  const byGoal = new Map<Goal, News[]>();
  const add = <K>(map: Map<K, News[]>, key: K, item: News) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  for (const item of news) {
    add(byPlace, `${item.goal}:${item.zip}`, item);
    add(byGoal, item.goal, item);
  }
  const reached = new Map<number, News[]>();
  for (const alert of alerts) {
    const { criteria } = alert;
    const candidates =
      criteria.zips.length === 0
        ? (byGoal.get(criteria.goal) ?? [])
        : [...new Set(criteria.zips)].flatMap((zip) => byPlace.get(`${criteria.goal}:${zip}`) ?? []);
    const found = candidates.filter((item) => alertMatches(criteria, item));
    if (found.length > 0) reached.set(alert.id, found);
  }
  return reached;
}
