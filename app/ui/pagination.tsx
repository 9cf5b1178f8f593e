import { Link } from "react-router";
import { useI18n } from "~/i18n/context";

/** spec §9: 'Page X of Y [Z objects]', with links that keep the other search parameters. */
export function Pagination(props: { page: number; pages: number; total: number; search: URLSearchParams }) {
  const { t } = useI18n();
  const href = (page: number) => {
    const search = new URLSearchParams(props.search);
    if (page === 1) search.delete("page");
    else search.set("page", String(page));
    const query = search.toString();
    return query ? `?${query}` : ".";
  };
  const linkStyle =
    "rounded-full border border-brand-800/20 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-sand-100";
  return (
    <nav aria-label={t("list.paginationLabel")} className="mt-10 flex flex-wrap items-center justify-center gap-4">
      {props.page > 1 ? (
        <Link to={href(props.page - 1)} rel="prev" className={linkStyle}>
          {t("list.previousPage")}
        </Link>
      ) : null}
      <p className="text-sm text-stone-600">
        {t("list.pagination", { page: props.page, pages: props.pages, total: props.total })}
      </p>
      {props.page < props.pages ? (
        <Link to={href(props.page + 1)} rel="next" className={linkStyle}>
          {t("list.nextPage")}
        </Link>
      ) : null}
    </nav>
  );
}
