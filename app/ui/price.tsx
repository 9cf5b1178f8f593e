import { formatPriceWithUnit } from "~/domain/format";
import { useI18n } from "~/i18n/context";

/** spec §9: a hidden price reads 'price on request'; unit 7 gets the starting-from prefix. */
export function Price(props: { price: number | null; unit: number; unitText?: string; className?: string }) {
  const { t } = useI18n();
  if (props.price === null) return <span className={props.className}>{t("card.priceOnRequest")}</span>;
  const amount = formatPriceWithUnit(props.price, props.unit, t("card.startingFrom"));
  const suffix = props.unit !== 7 && props.unitText ? ` ${props.unitText}` : "";
  return <span className={props.className}>{amount + suffix}</span>;
}
