import type { PropertyQuery } from "./search";
import { pageSize, searchString } from "./search";

/**
 * "Back to the results": the visitor's list with its search, on the page that holds this
 * property (the list's `from` leaves the page out, so that previous and next walk the whole
 * list; after walking on, the page is the one the visitor has reached).
 */
export function backToResults(listPath: string, query: PropertyQuery | null, position: number | null): string {
  if (query === null) return listPath;
  const page = position === null ? 1 : Math.ceil(position / pageSize);
  const search = searchString({ ...query, page });
  return search ? `${listPath}?${search}` : listPath;
}
