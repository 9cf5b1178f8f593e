import { Form, useActionData, useNavigation } from "react-router";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { Button, ButtonLink } from "~/ui/button";
import { holdMinutes } from "../visits";

// The page a visit request's mail links to: the hold, and the button that confirms it.

export type VisitProblem = "expired" | "replaced" | "full" | "rejected" | "unavailable";

export interface VisitConfirmationData {
  status: "pending" | "confirmed" | "expired" | "replaced" | "unavailable";
  visit: {
    property: { title: string; city: string; path: string } | null;
    moment: string;
    until: string;
    /** The visit's calendar file, once it is confirmed. */
    calendar: string | null;
  } | null;
}

/** What the page says under the button; a hold that is over gets the page's own text instead. */
const problemMessages = {
  full: "visit.problems.full",
  rejected: "visit.problems.rejected",
  unavailable: "visit.problems.unavailable",
} as const satisfies Record<Exclude<VisitProblem, "expired" | "replaced">, MessageKey>;

export function VisitConfirmationView({ page }: { page: VisitConfirmationData }) {
  const { language, t } = useI18n();
  const problem = useActionData<{ problem: VisitProblem }>()?.problem ?? null;
  const sending = useNavigation().state === "submitting";
  const { visit } = page;
  const status = problem === "expired" || problem === "replaced" ? problem : page.status;
  const details = visit ? { moment: visit.moment, property: visit.property?.title ?? "" } : null;
  const title =
    status === "confirmed"
      ? t("visit.confirmedTitle")
      : status === "expired" || status === "replaced"
        ? t("visit.expiredTitle")
        : t("visit.title");
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-4xl text-brand-900">{title}</h1>
      {status === "confirmed" && details ? (
        <p role="status" className="mt-4 text-lg text-stone-700">
          {t("visit.confirmed", details)}
        </p>
      ) : null}
      {status === "expired" ? (
        <p className="mt-4 text-lg text-stone-700">{t("visit.expired", { minutes: holdMinutes })}</p>
      ) : null}
      {status === "replaced" ? <p className="mt-4 text-lg text-stone-700">{t("visit.replaced")}</p> : null}
      {status === "unavailable" ? <p className="mt-4 text-lg text-stone-700">{t("visit.unavailable")}</p> : null}
      {status === "pending" && details && visit ? (
        <>
          <p className="mt-4 text-lg text-stone-700">{t("visit.held", { ...details, until: visit.until })}</p>
          {problem && problem !== "expired" && problem !== "replaced" ? (
            <p role="alert" className="mt-4 font-semibold text-red-800">
              {t(problemMessages[problem])}
            </p>
          ) : null}
          <Form method="post" className="mt-8">
            <input type="hidden" name="confirm" value="yes" />
            <Button type="submit" variant="primary" size="xl" disabled={sending}>
              {t("visit.button")}
            </Button>
          </Form>
        </>
      ) : null}
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        {status === "confirmed" && visit?.calendar ? (
          <ButtonLink href={visit.calendar} download variant="primary" size="lg">
            {t("visit.calendar")}
          </ButtonLink>
        ) : null}
        {visit?.property ? (
          <ButtonLink to={visit.property.path} variant="outline" size="lg">
            {t("mail.view")}
          </ButtonLink>
        ) : (
          <ButtonLink to={pagePath("home", language)} variant="outline" size="lg">
            {t("thanks.home")}
          </ButtonLink>
        )}
      </p>
    </section>
  );
}
