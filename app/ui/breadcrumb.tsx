import { Link } from "~/ui/link";
import type { Crumb } from "~/ui/layout";
import { useI18n } from "~/i18n/context";
import { WholeEnd } from "~/ui/parsed-whole";

export function Breadcrumb(props: { trail: Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav
      data-whole=""
      aria-label={t("layout.breadcrumb")}
      className="mx-auto max-w-7xl px-4 pt-6 text-sm text-stone-500 sm:px-6 lg:px-8"
    >
      <ol className="flex flex-wrap items-center gap-1.5">
        {props.trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href && index < props.trail.length - 1 ? (
              <Link to={crumb.href} className="hover:text-brand-800 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-stone-700">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <WholeEnd />
    </nav>
  );
}
