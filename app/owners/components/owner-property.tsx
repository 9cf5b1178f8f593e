import { Link } from "~/ui/link";
import { formatNumber } from "~/domain/format";
import { useI18n } from "~/i18n/context";
import { leadTexts } from "~/leads/texts";
import type { OwnerProperty } from "~/owners/statistics";
import { ResponsiveImage } from "~/ui/responsive-image";
import { VisitsGraph } from "./visits-graph";

/** One property on the owner's page: its visits, requests, viewings and online media. */
export function OwnerPropertyView(props: { property: OwnerProperty }) {
  const { language, t } = useI18n();
  const { property } = props;
  const headingId = `owner-property-${property.id}`;
  const tiles = [
    { label: t("owner.today"), value: property.visits.today },
    { label: t("owner.week"), value: property.visits.week },
    { label: t("owner.month"), value: property.visits.month },
    { label: t("owner.total"), value: property.visits.total },
  ];
  const box = "rounded-2xl bg-white p-5 ring-1 ring-stone-900/5";
  const subheading = "text-xs font-semibold uppercase tracking-widest text-accent-600";
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-sand-100/60 p-4 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {property.picture ? (
          <div className="shrink-0 sm:w-60">
            <ResponsiveImage
              src={property.picture.url}
              alt={property.picture.alt}
              width={property.picture.width}
              height={property.picture.height}
              sizes="(min-width: 640px) 240px, 100vw"
              loading="lazy"
              className="aspect-[3/2] w-full rounded-2xl object-cover"
            />
          </div>
        ) : null}
        <div>
          <p className="text-sm text-stone-600">
            {property.city} · {t("card.reference", { reference: property.reference })}
          </p>
          <h2 id={headingId} className="mt-1 font-display text-2xl text-brand-900">
            {property.title}
          </h2>
          <Link to={property.path} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
            {t("owner.view")}
          </Link>
        </div>
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <div className={`${box} lg:col-span-2`}>
          <h3 className={subheading}>{t("owner.visits")}</h3>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {tiles.map((tile) => (
              <div key={tile.label} className="rounded-xl bg-sand-50 px-4 py-3">
                <dt className="text-sm text-stone-600">{tile.label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-brand-900">{formatNumber(tile.value, language)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5">
            <VisitsGraph days={property.visits.days} />
          </div>
        </div>
        <div className="space-y-4">
          <div className={box}>
            <h3 className={subheading}>{t("owner.requests")}</h3>
            {property.requests.length === 0 ? (
              <p className="mt-3 text-sm text-stone-600">{t("owner.noRequests")}</p>
            ) : (
              <ul className="mt-3 space-y-1.5 text-sm">
                {property.requests.map((request) => (
                  <li key={request.kind} className="flex justify-between gap-3">
                    <span>{t(leadTexts[request.kind].title)}</span>
                    <span className="font-semibold text-brand-900">{formatNumber(request.count, language)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={box}>
            <h3 className={subheading}>{t("owner.moments")}</h3>
            {property.moments.length === 0 ? (
              <p className="mt-3 text-sm text-stone-600">{t("owner.noMoments")}</p>
            ) : (
              <ul className="mt-3 space-y-2 text-sm">
                {property.moments.map((moment) => (
                  <li key={moment.id}>
                    <span className="block font-medium text-stone-800">{moment.label}</span>
                    <span className="text-stone-600">
                      {t("owner.booked", { booked: moment.booked, capacity: moment.capacity })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={box}>
            <h3 className={subheading}>{t("owner.media")}</h3>
            <ul className="mt-3 space-y-1 text-sm text-stone-700">
              <li>{t("owner.photos", { count: property.media.photos })}</li>
              <li>{t("owner.documents", { count: property.media.documents })}</li>
              {property.media.videos > 0 ? <li>{t("owner.videos", { count: property.media.videos })}</li> : null}
              {property.media.tours > 0 ? <li>{t("owner.tours", { count: property.media.tours })}</li> : null}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
