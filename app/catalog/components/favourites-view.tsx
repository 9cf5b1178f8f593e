import { useEffect, useState } from "react";
import { useI18n } from "~/i18n/context";
import { useFavourites } from "~/ui/favourites";
import type { PropertyCardView } from "../snapshot";
import { PropertyCard } from "./property-card";

/** The visitor's favourites: kept in their browser, their cards fetched from /api/properties. */
export function FavouritesView() {
  const { language, t } = useI18n();
  const ids = useFavourites();
  const [properties, setProperties] = useState<PropertyCardView[] | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    const controller = new AbortController();
    fetch(`/api/properties?language=${language}&ids=${ids.join(",")}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<PropertyCardView[]>) : []))
      .then(setProperties)
      .catch(() => {});
    return () => controller.abort();
  }, [ids, language]);
  const shown = ids.length === 0 ? [] : (properties ?? []).filter((property) => ids.includes(property.id));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl text-brand-900">{t("favourites.title")}</h1>
      <p className="mt-2 text-stone-600">{t("favourites.note")}</p>
      <noscript>
        <p className="mt-6 rounded-2xl bg-white p-6">{t("favourites.noScript")}</p>
      </noscript>
      {ids.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-900/5">
          {t("favourites.empty")}
        </p>
      ) : null}
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((property) => (
          <PropertyCard key={property.id} property={property} headingLevel={2} />
        ))}
      </div>
    </div>
  );
}
