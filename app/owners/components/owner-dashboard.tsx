import { Form, useActionData } from "react-router";
import { useI18n } from "~/i18n/context";
import { Button } from "~/ui/button";
import type { PasswordActionData } from "../results";
import type { OwnerProperty } from "../statistics";
import { AccountField, AccountForm, NewPasswordFields, problemMessages } from "./account-form";
import { OwnerPropertyView } from "./owner-property";

/** The owner's page (spec §1): the figures of each of their properties, sign out, password change. */
export function OwnerDashboard(props: { name: string; properties: OwnerProperty[] }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium uppercase tracking-wider text-accent-600">
            {t("owner.greeting", { name: props.name })}
          </p>
          <h1 className="mt-1 font-display text-4xl text-brand-900">{t("owner.title")}</h1>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="signOut" />
          <Button type="submit" variant="outline" size="md">
            {t("owner.signOut")}
          </Button>
        </Form>
      </div>
      {props.properties.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-900/5">
          {t("owner.none")}
        </p>
      ) : (
        <div className="mt-8 space-y-10">
          {props.properties.map((property) => (
            <OwnerPropertyView key={property.id} property={property} />
          ))}
        </div>
      )}
      <ChangePassword />
    </div>
  );
}

/** The owner's password change (decision 015): the current password, then the new one twice. */
function ChangePassword() {
  const { t } = useI18n();
  const result = useActionData<PasswordActionData>();
  const problem = result?.problem ? t(problemMessages[result.problem]) : null;
  const wrong = (field: "current" | "password" | "confirm") =>
    result?.problem && (result.field ?? "current") === field ? { invalid: true, autoFocus: true } : {};
  return (
    <section aria-labelledby="change-password" className="mt-16 max-w-md">
      <h2 id="change-password" className="font-display text-2xl text-brand-900">
        {t("owner.changeTitle")}
      </h2>
      <p className="mt-2 text-stone-600">{t("owner.changeIntro")}</p>
      {result?.changed ? (
        <p role="status" className="mt-6 rounded-2xl bg-white p-5 text-stone-700 shadow-sm ring-1 ring-stone-900/5">
          {t("owner.changed")}
        </p>
      ) : null}
      {/* A new form once the change is done: the typed passwords are not kept. */}
      <AccountForm key={result?.changed ? "changed" : "change"} problem={problem} submit={t("owner.changeTitle")}>
        <input type="hidden" name="intent" value="password" />
        <AccountField
          id="current-password"
          label={t("owner.currentPassword")}
          name="current"
          type="password"
          autoComplete="current-password"
          required
          {...wrong("current")}
        />
        <NewPasswordFields wrong={wrong} />
      </AccountForm>
    </section>
  );
}
