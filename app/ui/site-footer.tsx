import { Link } from "~/ui/link";
import type { LayoutView, LinkView } from "~/ui/layout";
import { useI18n } from "~/i18n/context";

// spec §3 footer columns: widths for sm, md and lg on a 12-column grid. Written out so
// Tailwind sees every class.
const span = {
  sm: [
    "",
    "col-span-1",
    "col-span-2",
    "col-span-3",
    "col-span-4",
    "col-span-5",
    "col-span-6",
    "col-span-7",
    "col-span-8",
    "col-span-9",
    "col-span-10",
    "col-span-11",
    "col-span-12",
  ],
  md: [
    "",
    "md:col-span-1",
    "md:col-span-2",
    "md:col-span-3",
    "md:col-span-4",
    "md:col-span-5",
    "md:col-span-6",
    "md:col-span-7",
    "md:col-span-8",
    "md:col-span-9",
    "md:col-span-10",
    "md:col-span-11",
    "md:col-span-12",
  ],
  lg: [
    "",
    "lg:col-span-1",
    "lg:col-span-2",
    "lg:col-span-3",
    "lg:col-span-4",
    "lg:col-span-5",
    "lg:col-span-6",
    "lg:col-span-7",
    "lg:col-span-8",
    "lg:col-span-9",
    "lg:col-span-10",
    "lg:col-span-11",
    "lg:col-span-12",
  ],
};

// Each link is at least 24 px high (WCAG 2.2 target size), also in the small print.
const footerLinkClass = "inline-block py-1 hover:text-white";

function FooterLink(props: { link: LinkView }) {
  const { t } = useI18n();
  const { link } = props;
  if (link.newTab) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={footerLinkClass}>
        {link.label}
        <span className="sr-only"> {t("layout.newTab")}</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={footerLinkClass}>
      {link.label}
    </Link>
  );
}

export function SiteFooter(props: { footer: LayoutView["footer"] }) {
  const { t } = useI18n();
  return (
    <footer className="mt-20 bg-brand-900 text-sm text-brand-100 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-12 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:px-8">
        {props.footer.columns.map((column, index) => (
          <section
            key={index}
            className={`${span.sm[column.col.sm]} ${span.md[column.col.md]} ${span.lg[column.col.lg]}`}
          >
            {column.title ? (
              <h2
                className={
                  index === 0
                    ? "font-display text-2xl text-white"
                    : "text-xs font-semibold uppercase tracking-widest text-accent-400"
                }
              >
                {column.title}
              </h2>
            ) : null}
            {column.intro ? <p className="mt-3 max-w-md leading-relaxed text-brand-100/80">{column.intro}</p> : null}
            {column.lines.length > 0 ? (
              <p className="mt-3 leading-relaxed">
                {column.lines.map((line, lineIndex) => (
                  <span key={lineIndex} className="block min-h-[0.75em]">
                    {line}
                  </span>
                ))}
              </p>
            ) : null}
            {column.links.length > 0 ? (
              <ul className="mt-2 space-y-0.5">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <section aria-labelledby="legal-notice" className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-5 text-xs leading-relaxed text-brand-100/80 sm:px-6 md:pr-20 lg:px-8 lg:pr-20">
          <h2 id="legal-notice" className="font-semibold text-brand-100">
            {t("layout.legalNotice.title")}
          </h2>
          {props.footer.legalNotice.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            <FooterLink link={props.footer.legalNotice.codeOfConduct} />
          </p>
        </div>
      </section>
      {/* The floating buttons (fixed-buttons.tsx) sit in the bottom right corner: on a phone the
          page ends with room for them under the last links, wider screens keep a gutter. */}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pb-48 pt-5 text-xs text-brand-100/70 sm:px-6 md:flex-row md:items-center md:justify-between md:pb-5 md:pr-20 lg:px-8 lg:pr-20">
          <p>{props.footer.copyright}</p>
          <nav aria-label={t("layout.legal")}>
            <ul className="flex flex-wrap gap-x-4">
              {props.footer.legal.map((link) => (
                <li key={link.href}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
