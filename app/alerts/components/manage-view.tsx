import { Form, useNavigation } from "react-router";
import type { CriteriaRow } from "~/alerts/texts";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { Button, ButtonLink } from "~/ui/button";
import type { AlertFormData } from "./alert-form";
import { AlertForm } from "./alert-form";
import { CriteriaList } from "./criteria-list";

// The signed link's page: the alert's search to change, and the button that stops it; once
// stopped, what that means and a way to start again.

export interface AlertManageData {
  status: "pending" | "confirmed" | "unsubscribed" | "unavailable";
  email: string;
  rows: CriteriaRow[];
  form: AlertFormData | null;
  /** The alert form with the same search, once unsubscribed. */
  again: string | null;
  /** The criteria were just saved. */
  saved: boolean;
}

export function AlertManageView({ page }: { page: AlertManageData }) {
  const { language, t } = useI18n();
  const navigation = useNavigation();
  const leaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "unsubscribe";
  if (page.status === "unavailable") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
        <h1 className="font-display text-4xl text-brand-900">{t("alerts.manage.title")}</h1>
        <p className="mt-4 text-lg text-stone-700">{t("alerts.problems.unavailable")}</p>
      </section>
    );
  }
  if (page.status === "unsubscribed") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
        <h1 className="font-display text-4xl text-brand-900">{t("alerts.manage.unsubscribedTitle")}</h1>
        <p role="status" className="mt-4 text-lg text-stone-700">
          {t("alerts.manage.unsubscribed")}
        </p>
        <p className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={page.again ?? pagePath("demandRegister", language)} variant="secondary" size="lg">
            {t("alerts.manage.again")}
          </ButtonLink>
          <ButtonLink to={pagePath("home", language)} variant="outline" size="lg">
            {t("thanks.home")}
          </ButtonLink>
        </p>
      </section>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl text-brand-900">{t("alerts.manage.title")}</h1>
      <p className="mt-4 text-lg break-words text-stone-700">
        {t(page.status === "pending" ? "alerts.manage.pending" : "alerts.manage.intro", { email: page.email })}
      </p>
      {page.saved ? (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900">
          {t("alerts.manage.saved")}
        </p>
      ) : null}
      <CriteriaList rows={page.rows} />
      <section
        aria-labelledby="alert-stop-title"
        className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:p-8"
      >
        <h2 id="alert-stop-title" className="font-display text-2xl text-brand-900">
          {t("alerts.manage.stopTitle")}
        </h2>
        <p className="mt-2 text-stone-600">{t("alerts.manage.stopText")}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="unsubscribe" />
          <Button type="submit" variant="secondary" size="lg" disabled={leaving}>
            {t("alerts.manage.unsubscribe")}
          </Button>
        </Form>
      </section>
      {page.form ? (
        <section
          aria-labelledby="alert-change-title"
          className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:p-8"
        >
          <h2 id="alert-change-title" className="mb-6 font-display text-2xl text-brand-900">
            {t("alerts.manage.changeTitle")}
          </h2>
          <AlertForm mode="manage" data={page.form} />
        </section>
      ) : null}
    </div>
  );
}
