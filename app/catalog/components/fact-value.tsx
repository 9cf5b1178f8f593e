import type { FactValue } from "~/catalog/detail";
import { formatArea, formatDate, formatNumber, formatPrice } from "~/domain/format";
import type { FacadeKind } from "~/domain/property-rules";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";

const unitLabels = {
  length: "facts.units.length",
  kwh: "facts.units.kwh",
  kwhYear: "facts.units.kwhYear",
  co2: "facts.units.co2",
} as const satisfies Record<string, MessageKey>;

const facadeLabels = {
  open: "facts.facadeKinds.open",
  halfOpen: "facts.facadeKinds.halfOpen",
  closed: "facts.facadeKinds.closed",
} as const satisfies Record<FacadeKind, MessageKey>;

/** One fact's value in the page language; a missing legal item says so plainly. */
export function FactValueText(props: { value: FactValue }) {
  const { language, t } = useI18n();
  const { value } = props;
  switch (value.kind) {
    case "number":
      return <>{formatNumber(value.value, language)}</>;
    case "year":
      return <>{String(value.value)}</>;
    case "area":
      return <>{formatArea(value.value, language)}</>;
    case "money":
      return <>{formatPrice(value.value)}</>;
    case "length":
    case "kwh":
    case "kwhYear":
    case "co2":
      return (
        <>
          {t(unitLabels[value.kind], {
            value: formatNumber(value.value, language, value.kind === "length" ? 1 : 0),
          })}
        </>
      );
    case "yesNo":
      return <>{value.value ? t("facts.yes") : t("facts.no")}</>;
    case "date":
      return <time dateTime={value.value}>{formatDate(value.value, language)}</time>;
    case "facades":
      return <>{t(facadeLabels[value.value])}</>;
    case "missing":
      return <span className="italic text-stone-500">{t("facts.missing")}</span>;
    case "text":
    case "score":
      return <>{value.value}</>;
  }
}
