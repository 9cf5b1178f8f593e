import { formatPrice, priceLabel, pricePerSquareMetre } from "~/domain/format";
import { useI18n } from "~/i18n/context";

const statusLabels = { sold: "marquee.sold", rented: "marquee.rented" } as const;

/**
 * spec §9: a hidden price reads 'price on request'; unit 7 gets the starting-from prefix. A sold
 * or rented property says so before its price.
 */
export function Price(props: {
  price: number | null;
  unit: number;
  unitText?: string;
  status?: "sold" | "rented" | null;
  className?: string;
}) {
  const { t } = useI18n();
  const words = { onRequest: t("card.priceOnRequest"), startingFrom: t("card.startingFrom") };
  const label = priceLabel(props, words);
  if (!props.status) return <span className={props.className}>{label}</span>;
  return (
    <span className={props.className}>
      <span className="font-semibold uppercase tracking-wide text-accent-600">{t(statusLabels[props.status])}</span>
      {" · "}
      <span className="text-stone-500">{label}</span>
    </span>
  );
}

/** What a listing's price line needs to know. */
export type PricedListing = {
  price: number | null;
  priceUnit: number;
  priceUnitText?: string;
  livingArea: number | null;
};

/**
 * A listing's price, then "€ 2.450/m²" of living area (and "per maand" for a rent) when it can be
 * known: on cards and on the detail page.
 */
export function ListingPrice(props: {
  listing: PricedListing;
  status: "sold" | "rented" | null;
  className: string;
  priceClassName: string;
  perMetreClassName: string;
}) {
  const { t } = useI18n();
  const { price, priceUnit: unit, priceUnitText: unitText, livingArea } = props.listing;
  const amount = pricePerSquareMetre({ price, unit }, livingArea);
  const perMetre = amount === null ? null : t("card.perSquareMetre", { amount: formatPrice(amount) });
  return (
    <p className={props.className}>
      <Price price={price} unit={unit} unitText={unitText} status={props.status} className={props.priceClassName} />
      {perMetre ? (
        <span className={props.perMetreClassName}>{unitText ? `${perMetre} ${unitText}` : perMetre}</span>
      ) : null}
    </p>
  );
}
