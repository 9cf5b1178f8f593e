import { priceLabel } from "~/domain/format";
import { useI18n } from "~/i18n/context";

/** spec §9: a hidden price reads 'price on request'; unit 7 gets the starting-from prefix. */
export function Price(props: { price: number | null; unit: number; unitText?: string; className?: string }) {
  const { t } = useI18n();
  const words = { onRequest: t("card.priceOnRequest"), startingFrom: t("card.startingFrom") };
  return <span className={props.className}>{priceLabel(props, words)}</span>;
}
