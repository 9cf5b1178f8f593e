import { Link } from "~/ui/link";
import { useI18n } from "~/i18n/context";
import { Icon } from "./icons";

/**
 * The page numbers to show, as the portals do: the first, the last, the current one with its
 * neighbours, and a gap ("…") where pages are left out. At most five numbers, so that with
 * previous and next they fit a 360 px phone.
 */
export function pageNumbers(page: number, pages: number): (number | "gap")[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((number) => number >= 1 && number <= pages));
  const numbers: (number | "gap")[] = [];
  for (const number of [...shown].sort((a, b) => a - b)) {
    const last = numbers.at(-1);
    if (typeof last === "number" && number - last > 1) numbers.push("gap");
    numbers.push(number);
  }
  return numbers;
}

// 44 px high and 40 px wide: a thumb's target (axe target-size); "‹ 1 … 4 5 6 … 24 ›" takes 320 px.
const target = "inline-flex h-11 min-w-10 items-center justify-center rounded-full px-2 text-sm";

/**
 * spec §9: the pages as numbers, with 'Page X of Y [Z objects]' under them. Ordinary links
 * that keep the other search parameters, so they work without JavaScript.
 */
export function Pagination(props: { page: number; pages: number; total: number; search: URLSearchParams }) {
  const { t } = useI18n();
  const href = (page: number) => {
    const search = new URLSearchParams(props.search);
    if (page === 1) search.delete("page");
    else search.set("page", String(page));
    const query = search.toString();
    return query ? `?${query}` : ".";
  };
  const step = (page: number, rel: "prev" | "next") => (
    <Link
      to={href(page)}
      rel={rel}
      aria-label={rel === "prev" ? t("list.previousPage") : t("list.nextPage")}
      className={`${target} text-brand-800 hover:bg-sand-100`}
    >
      <Icon name="chevron" className={`h-5 w-5 ${rel === "prev" ? "rotate-90" : "-rotate-90"}`} />
    </Link>
  );
  return (
    <nav aria-label={t("list.paginationLabel")} className="mt-10 flex flex-col items-center gap-2">
      {props.pages > 1 ? (
        <ul className="flex items-center gap-0.5 sm:gap-1">
          {props.page > 1 ? <li>{step(props.page - 1, "prev")}</li> : null}
          {pageNumbers(props.page, props.pages).map((number, index) =>
            number === "gap" ? (
              <li key={`gap-${index}`} aria-hidden="true" className="w-3 text-center text-stone-500">
                …
              </li>
            ) : (
              <li key={number}>
                <Link
                  to={href(number)}
                  aria-label={t("list.pageNumber", { page: number })}
                  aria-current={number === props.page ? "page" : undefined}
                  className={`${target} font-medium ${
                    number === props.page ? "bg-brand-800 text-white" : "text-brand-800 hover:bg-sand-100"
                  }`}
                >
                  {number}
                </Link>
              </li>
            ),
          )}
          {props.page < props.pages ? <li>{step(props.page + 1, "next")}</li> : null}
        </ul>
      ) : null}
      <p className="text-sm text-stone-600">
        {t("list.pagination", { page: props.page, pages: props.pages, total: props.total })}
      </p>
    </nav>
  );
}
