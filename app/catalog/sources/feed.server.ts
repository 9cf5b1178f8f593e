import { readFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "~/platform/env.server";
import type { FeedBatch, ListingSource } from "./source";
import { SourceError } from "./source";

// The two sources that hand over a whole feed document: the bundled demo feed (LISTING_SOURCE
// demo, what `npm start` serves) and a JSON feed at a URL (LISTING_SOURCE json), which a CRM
// export or another site can publish. Both are whole: what is missing is withdrawn.

export const demoFeedPath = path.join(projectRoot, "content/feed/demo-feed.json");

const feedTimeoutMs = 60_000;

function whole(document: unknown): FeedBatch {
  return { document, scope: "full", deletedPropertyIds: [], readAt: new Date() };
}

export function demoSource(): ListingSource {
  return {
    name: "demo",
    label: "content/feed/demo-feed.json",
    read: async () => whole(JSON.parse(await readFile(demoFeedPath, "utf8"))),
  };
}

/** A feed's address as reports and logs show it: without credentials or query (which may hold a token). */
export function shownUrl(url: string): string {
  const shown = new URL(url);
  return `${shown.origin}${shown.pathname}`;
}

export function jsonFeedSource(url: string): ListingSource {
  const label = shownUrl(url);
  return {
    name: "json",
    label,
    async read({ signal }) {
      const timeout = AbortSignal.timeout(feedTimeoutMs);
      let response: Response;
      try {
        response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
      } catch (error) {
        const reason = timeout.aborted ? `no answer within ${feedTimeoutMs / 1000} s` : "could not be reached";
        throw new SourceError(`the feed at ${label} ${reason}`, { cause: error });
      }
      if (!response.ok)
        throw new SourceError(`the feed at ${label} answered ${response.status} ${response.statusText}`);
      try {
        return whole(await response.json());
      } catch (error) {
        throw new SourceError(`the feed at ${label} is not valid JSON`, { cause: error });
      }
    },
  };
}
