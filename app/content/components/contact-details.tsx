import { useLayout } from "~/ui/layout";
import { useI18n } from "~/i18n/context";
import { ButtonLink } from "~/ui/button";
import { Icon } from "~/ui/icons";

/** The contact module: the agency's details, from the site settings. Stacked beside a form. */
export function ContactDetails(props: { stacked?: boolean }) {
  const { t } = useI18n();
  const { agency } = useLayout();
  const row = "flex gap-3 py-3";
  return (
    <div
      className={`grid gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:p-10 ${props.stacked ? "self-start" : "md:grid-cols-2"}`}
    >
      <div>
        <h2 className="font-display text-2xl text-brand-900">{t("contact.title")}</h2>
        <dl className="mt-4 divide-y divide-sand-200 text-stone-700">
          <div className={row}>
            <dt className="text-accent-600">
              <Icon name="pin" className="h-5 w-5" />
              <span className="sr-only">{t("contact.address")}</span>
            </dt>
            <dd>
              {agency.street}
              <br />
              {agency.zip} {agency.city}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-accent-600">
              <Icon name="phone" className="h-5 w-5" />
              <span className="sr-only">{t("contact.phone")}</span>
            </dt>
            <dd>
              <a href={agency.phoneHref} className="text-brand-700 hover:underline">
                {agency.phone}
              </a>
            </dd>
          </div>
          <div className={row}>
            <dt className="text-accent-600">
              <Icon name="mail" className="h-5 w-5" />
              <span className="sr-only">{t("contact.email")}</span>
            </dt>
            <dd>
              <a href={`mailto:${agency.email}`} className="text-brand-700 hover:underline">
                {agency.email}
              </a>
            </dd>
          </div>
          <div className={row}>
            <dt className="text-accent-600">
              <Icon name="clock" className="h-5 w-5" />
              <span className="sr-only">{t("contact.hours")}</span>
            </dt>
            <dd>{agency.openingHours}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-col justify-end gap-3">
        <ButtonLink href={agency.mapUrl} target="_blank" rel="noopener noreferrer" variant="secondary" size="lg">
          <Icon name="pin" className="h-4 w-4" /> {t("contact.route")}
          <span className="sr-only"> {t("layout.newTab")}</span>
        </ButtonLink>
        <ButtonLink href={agency.phoneHref} variant="outline" size="lg">
          <Icon name="phone" className="h-4 w-4" /> {t("layout.callUs")}
        </ButtonLink>
      </div>
    </div>
  );
}
