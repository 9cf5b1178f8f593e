import { Link } from "~/ui/link";
import type { Badge } from "~/catalog/history";
import type { PropertyCardView } from "~/catalog/snapshot";
import { epcLabelDisplay } from "~/domain/epc";
import { formatArea } from "~/domain/format";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { FavouriteButton } from "./favourite-button";
import { ListingPrice } from "./price";
import { ResponsiveImage } from "~/ui/responsive-image";

const badgeStyle = {
  new: "bg-accent-500 text-brand-900",
  priceDropped: "bg-white/90 text-brand-900",
  option: "bg-white/90 text-brand-900",
  sold: "bg-brand-900 text-white",
  rented: "bg-brand-900 text-white",
} as const satisfies Record<Badge, string>;

/** The word of each badge a card can carry (app/catalog/history.ts says which one). */
export const badgeLabels = {
  new: "marquee.new",
  priceDropped: "marquee.priceDropped",
  option: "marquee.option",
  sold: "marquee.sold",
  rented: "marquee.rented",
} as const satisfies Record<Badge, MessageKey>;

/** `from` is the list query the card was found with: the detail page offers previous and next within it. */
/** headingLevel: 2 where the cards sit right under the page's title, 3 (the default) under a section's. */
export function PropertyCard(props: {
  property: PropertyCardView;
  /**
   * The card a phone shows at the top of a list, its likely largest paint: its photo is asked for
   * at once and ahead of the rest. The others' once the page is painted with it, when near.
   */
  first?: boolean;
  from?: string;
  headingLevel?: 2 | 3;
}) {
  const { property } = props;
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  const { language, t } = useI18n();
  const picture = property.picture;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5 transition hover:shadow-lg">
      <div className="relative aspect-[3/2] overflow-hidden bg-sand-100">
        {picture ? (
          <ResponsiveImage
            src={picture.url}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            fetchPriority={props.first ? "high" : undefined}
            afterPaint={!props.first}
            decoding="async"
            className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
        <FavouriteButton id={property.id} title={property.title} className="absolute right-3 top-3 z-10" />
        {property.badge ? (
          <span
            className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${badgeStyle[property.badge]}`}
          >
            {t(badgeLabels[property.badge])}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-medium uppercase tracking-wider text-accent-600">
          {property.mainTypeName} · {property.city}
        </p>
        <Heading className="line-clamp-2 font-display text-lg leading-snug text-brand-900">
          <Link
            to={props.from === undefined ? property.path : `${property.path}?from=${encodeURIComponent(props.from)}`}
            className="after:absolute after:inset-0"
          >
            {property.title}
          </Link>
        </Heading>
        <ListingPrice
          listing={property}
          status={property.badge === "sold" || property.badge === "rented" ? property.badge : null}
          className="flex flex-wrap items-baseline justify-between gap-x-3"
          priceClassName="text-lg font-semibold text-brand-800"
          perMetreClassName="text-sm text-stone-500"
        />
        <ul className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-2 text-sm text-stone-600">
          {property.bedrooms ? <li>{t("card.bedrooms", { count: property.bedrooms })}</li> : null}
          {property.livingArea ? (
            <li>{t("card.livingArea", { area: formatArea(property.livingArea, language) })}</li>
          ) : null}
          {property.epcLabel ? <li>{t("card.epc", { label: epcLabelDisplay(property.epcLabel) })}</li> : null}
          <li className="ml-auto text-stone-500">{t("card.reference", { reference: property.reference })}</li>
        </ul>
      </div>
    </article>
  );
}
