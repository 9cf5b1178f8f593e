import { useI18n } from "~/i18n/context";
import { ButtonLink } from "./button";

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
  return (
    <nav aria-label={t("list.paginationLabel")} className="mt-10 flex flex-wrap items-center justify-center gap-4">
      {props.page > 1 ? (
        <ButtonLink to={href(props.page - 1)} rel="prev" variant="outline" size="sm">
          {t("list.previousPage")}
        </ButtonLink>
      ) : null}
      <p className="text-sm text-stone-600">
        {t("list.pagination", { page: props.page, pages: props.pages, total: props.total })}
      </p>
      {props.page < props.pages ? (
        <ButtonLink to={href(props.page + 1)} rel="next" variant="outline" size="sm">
          {t("list.nextPage")}
        </ButtonLink>
      ) : null}
    </nav>
  );
}
