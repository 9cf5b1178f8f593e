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

/** "€ 2.450/m²" of living area (and "per maand" for a rent), or nothing when it cannot be known. */
export function PricePerSquareMetre(props: {
  price: number | null;
  unit: number;
  unitText?: string;
  livingArea: number | null;
  className?: string;
}) {
  const { t } = useI18n();
  const amount = pricePerSquareMetre(props, props.livingArea);
  if (amount === null) return null;
  const perMetre = t("card.perSquareMetre", { amount: formatPrice(amount) });
  return <span className={props.className}>{props.unitText ? `${perMetre} ${props.unitText}` : perMetre}</span>;
}
