import { Form, useActionData, useNavigation } from "react-router";
import type { CriteriaRow } from "~/alerts/texts";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { Button, ButtonLink } from "~/ui/button";
import { CriteriaList } from "./criteria-list";

// The page a confirmation mail links to: the search, and the button that confirms it.

export type AlertConfirmationProblem = "expired" | "rejected" | "unavailable";

export interface AlertConfirmationData {
  state: "pending" | "confirmed" | "expired" | "unsubscribed" | "unavailable";
  rows: CriteriaRow[];
  /** The signed link to change or stop the alert, once it is confirmed. */
  managePath: string | null;
  days: number;
}

export function AlertConfirmationView({ page }: { page: AlertConfirmationData }) {
  const { language, t } = useI18n();
  const problem = useActionData<{ problem: AlertConfirmationProblem }>()?.problem ?? null;
  const sending = useNavigation().state === "submitting";
  const state = problem === "expired" ? "expired" : page.state;
  const title = {
    pending: t("alerts.confirm.title"),
    confirmed: t("alerts.confirm.confirmedTitle"),
    expired: t("alerts.confirm.expiredTitle"),
    unsubscribed: t("alerts.manage.unsubscribedTitle"),
    unavailable: t("alerts.confirm.title"),
  }[state];
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-4xl text-brand-900">{title}</h1>
      {state === "pending" ? <p className="mt-4 text-lg text-stone-700">{t("alerts.confirm.intro")}</p> : null}
      {state === "confirmed" ? (
        <p role="status" className="mt-4 text-lg text-stone-700">
          {t("alerts.confirm.confirmed")}
        </p>
      ) : null}
      {state === "expired" ? (
        <p className="mt-4 text-lg text-stone-700">{t("alerts.confirm.expired", { days: page.days })}</p>
      ) : null}
      {state === "unsubscribed" ? (
        <p className="mt-4 text-lg text-stone-700">{t("alerts.manage.unsubscribed")}</p>
      ) : null}
      {state === "unavailable" ? (
        <p className="mt-4 text-lg text-stone-700">{t("alerts.problems.unavailable")}</p>
      ) : null}
      {state === "pending" || state === "confirmed" ? <CriteriaList rows={page.rows} /> : null}
      {problem && problem !== "expired" ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {t(problem === "rejected" ? "alerts.problems.rejected" : "alerts.problems.unavailable")}
        </p>
      ) : null}
      {state === "pending" ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="confirm" value="yes" />
          <Button type="submit" variant="primary" size="xl" disabled={sending}>
            {t("alerts.confirm.button")}
          </Button>
        </Form>
      ) : null}
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        {state === "confirmed" && page.managePath ? (
          <ButtonLink to={page.managePath} variant="outline" size="lg">
            {t("alerts.confirm.manage")}
          </ButtonLink>
        ) : null}
        {state === "expired" || state === "unsubscribed" ? (
          <ButtonLink to={pagePath("demandRegister", language)} variant="secondary" size="lg">
            {t("alerts.manage.again")}
          </ButtonLink>
        ) : null}
        <ButtonLink to={pagePath("home", language)} variant="outline" size="lg">
          {t("thanks.home")}
        </ButtonLink>
      </p>
    </section>
  );
}
