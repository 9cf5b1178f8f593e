import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { ButtonLink } from "~/ui/button";

// "Check your mail": where a subscription lands. Nothing is sent but the confirmation mail.

export function SubscriptionSentView({ days }: { days: number }) {
  const { language, t } = useI18n();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-4xl text-brand-900">{t("alerts.sent.title")}</h1>
      <p className="mt-4 text-lg text-stone-700">{t("alerts.sent.text", { days })}</p>
      <p className="mt-4 text-stone-600">{t("alerts.sent.spam")}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={pagePath("forSale", language)} variant="secondary" size="lg">
          {t("thanks.browse")}
        </ButtonLink>
        <ButtonLink to={pagePath("home", language)} variant="outline" size="lg">
          {t("thanks.home")}
        </ButtonLink>
      </p>
    </section>
  );
}
