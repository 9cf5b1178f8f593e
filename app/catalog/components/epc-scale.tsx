import type { EpcLabel } from "~/domain/epc";
import { epcLabelDisplay } from "~/domain/epc";
import { formatNumber } from "~/domain/format";
import { useI18n } from "~/i18n/context";

// The regional EPC scale (spec §9 tables), best label first, the property's label marked, and
// beside the scale the property's own label with its kWh/m² as the certificate gives them.
// Colours run from green to red over the scale's length, as on the certificates; light enough
// that the dark letters on them keep 4.5:1 (the red end is the darkest, at about 4.9:1).
function colour(index: number, count: number): string {
  const hue = 130 - (130 * index) / Math.max(1, count - 1);
  return `hsl(${hue.toFixed(0)} 65% 62%)`;
}

export function EpcScale(props: { scale: EpcLabel[]; label: EpcLabel | null; value: number | null }) {
  const { language, t } = useI18n();
  const current = props.label ? epcLabelDisplay(props.label) : null;
  const index = props.label ? props.scale.indexOf(props.label) : -1;
  return (
    <figure className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
      <ol
        className="flex h-9 flex-1 items-center overflow-visible"
        aria-label={current ? t("detail.scaleLabel", { label: current }) : t("detail.noLabel")}
      >
        {props.scale.map((label, position) => {
          const active = position === index;
          return (
            <li
              key={label}
              aria-current={active ? "true" : undefined}
              className={`flex flex-1 items-center justify-center font-bold text-stone-900 first:rounded-l-lg last:rounded-r-lg ${active ? "z-10 h-12 rounded-md text-base shadow-md ring-2 ring-stone-900 sm:text-lg" : "h-9 text-[0.65rem] sm:text-xs"}`}
              style={{ backgroundColor: colour(position, props.scale.length) }}
            >
              {epcLabelDisplay(label)}
            </li>
          );
        })}
      </ol>
      <figcaption className="flex shrink-0 items-center gap-3">
        {current ? (
          <>
            <span
              aria-hidden="true"
              className="flex h-12 min-w-12 items-center justify-center rounded-lg px-2 text-2xl font-bold text-stone-900 ring-2 ring-stone-900"
              style={{ backgroundColor: colour(index, props.scale.length) }}
            >
              {current}
            </span>
            <span className="text-sm">
              <span className="block text-xs font-semibold uppercase tracking-widest text-stone-500">
                {t("detail.epcThisProperty")}
              </span>
              <span className="sr-only">{`${t("property.epc")} ${current}`}</span>
              {props.value !== null ? (
                <span className="block font-semibold text-brand-900">
                  {t("facts.units.kwh", { value: formatNumber(props.value, language) })}
                </span>
              ) : null}
            </span>
          </>
        ) : (
          <span className="text-sm italic text-stone-500">{t("detail.noLabel")}</span>
        )}
      </figcaption>
    </figure>
  );
}
