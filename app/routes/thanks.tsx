import { data, Link } from "react-router";
import type { Route } from "./+types/thanks";
import { pageLanguage } from "~/content/site.server";
import { useI18n } from "~/i18n/context";
import { alternatesOf, feedbackPath, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import type { FeedbackKey } from "~/i18n/paths";
import { feedbackPages } from "~/i18n/paths";
import { isLeadKind } from "~/leads/forms";
import { pageMeta } from "~/ui/page-meta";

// spec §2 thank-you pages (/nl/bedankt/contact-me/ …): where a stored lead lands. They say
// what happens next, and search engines leave them out.
export function loader({ url, params }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const key = (Object.keys(feedbackPages) as FeedbackKey[]).find(
    (page) => feedbackPages[page][language] === params.slug,
  );
  if (!key || !isLeadKind(key)) throw data(null, { status: 404 });
  const alternates = alternatesOf((code) => feedbackPath(key, code));
  const messages = catalogues[language].thanks;
  return {
    kind: key,
    meta: {
      title: `${messages.title} | Immo Zuidrand`,
      description: messages.text[key],
      index: false,
      language,
      origin: url.origin,
      alternates,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Thanks({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-700"
      >
        ✓
      </p>
      <h1 className="mt-6 font-display text-4xl text-brand-900">{t("thanks.title")}</h1>
      <p className="mt-4 text-lg text-stone-700">{t(`thanks.text.${loaderData.kind}`)}</p>
      {loaderData.kind === "send-to-friend" ? null : <p className="mt-3 text-stone-600">{t("thanks.mail")}</p>}
      <p className="mt-3 text-stone-600">{t("thanks.next")}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={pagePath("forSale", language)}
          className="rounded-full bg-accent-500 px-6 py-3 font-semibold text-white hover:bg-accent-600"
        >
          {t("thanks.browse")}
        </Link>
        <Link
          to={pagePath("home", language)}
          className="rounded-full px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-800/20 hover:bg-sand-100"
        >
          {t("thanks.home")}
        </Link>
      </p>
    </section>
  );
}
