import { Link } from "react-router";
import type { ListingCard as Listing } from "~/catalog/snapshot";
import { epcLabelDisplay } from "~/domain/epc";
import { formatArea } from "~/domain/format";
import { useI18n } from "~/i18n/context";
import { FavouriteButton } from "./favourite-button";
import { Price } from "./price";
import { ResponsiveImage } from "~/ui/responsive-image";

const badgeStyle = {
  new: "bg-accent-500 text-brand-900",
  option: "bg-white/90 text-brand-900",
  sold: "bg-brand-900 text-white",
  rented: "bg-brand-900 text-white",
} as const;

/** `from` is the list query the card was found with: the detail page offers previous and next within it. */
/** headingLevel: 2 where the cards sit right under the page's title, 3 (the default) under a section's. */
export function ListingCard(props: { listing: Listing; eager?: boolean; from?: string; headingLevel?: 2 | 3 }) {
  const { listing } = props;
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  const { language, t } = useI18n();
  const picture = listing.picture;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5 transition hover:shadow-lg">
      <div className="relative aspect-[3/2] overflow-hidden bg-sand-100">
        {picture ? (
          <ResponsiveImage
            src={picture.url}
            alt={picture.alt[language]}
            width={picture.width}
            height={picture.height}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            loading={props.eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
        <FavouriteButton id={listing.id} title={listing.title} className="absolute right-3 top-3 z-10" />
        {listing.marquee !== "none" ? (
          <span
            className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${badgeStyle[listing.marquee]}`}
          >
            {t(`marquee.${listing.marquee}`)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-medium uppercase tracking-wider text-accent-600">
          {listing.mainTypeName} · {listing.city}
        </p>
        <Heading className="line-clamp-2 font-display text-lg leading-snug text-brand-900">
          <Link
            to={props.from === undefined ? listing.path : `${listing.path}?from=${encodeURIComponent(props.from)}`}
            className="after:absolute after:inset-0"
          >
            {listing.title}
          </Link>
        </Heading>
        <p className="text-lg font-semibold text-brand-800">
          <Price price={listing.price} unit={listing.priceUnit} unitText={listing.priceUnitText} />
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-2 text-sm text-stone-600">
          {listing.bedrooms ? <li>{t("card.bedrooms", { count: listing.bedrooms })}</li> : null}
          {listing.livingArea ? (
            <li>{t("card.livingArea", { area: formatArea(listing.livingArea, language) })}</li>
          ) : null}
          {listing.epcLabel ? <li>{t("card.epc", { label: epcLabelDisplay(listing.epcLabel) })}</li> : null}
          <li className="ml-auto text-stone-500">{t("card.reference", { reference: listing.reference })}</li>
        </ul>
      </div>
    </article>
  );
}
