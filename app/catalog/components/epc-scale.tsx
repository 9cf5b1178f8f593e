import type { EpcLabel } from "~/domain/epc";
import { epcLabelDisplay } from "~/domain/epc";
import { useI18n } from "~/i18n/context";

// The regional EPC scale (spec §9 tables), best label first, the property's label marked.
// Colours run from green to red over the scale's length, as on the certificates; light enough
// that the dark letters on them keep 4.5:1 (the red end is the darkest, at about 4.9:1).
function colour(index: number, count: number): string {
  const hue = 130 - (130 * index) / Math.max(1, count - 1);
  return `hsl(${hue.toFixed(0)} 65% 62%)`;
}

export function EpcScale(props: { scale: EpcLabel[]; label: EpcLabel | null }) {
  const { t } = useI18n();
  const current = props.label ? epcLabelDisplay(props.label) : null;
  return (
    <figure>
      <ol
        className="flex h-9 overflow-hidden rounded-lg"
        aria-label={current ? t("detail.scaleLabel", { label: current }) : t("detail.noLabel")}
      >
        {props.scale.map((label, index) => {
          const active = label === props.label;
          return (
            <li
              key={label}
              aria-current={active ? "true" : undefined}
              className={`flex flex-1 items-center justify-center text-[0.65rem] font-bold text-stone-900 sm:text-xs ${active ? "z-10 scale-y-125 rounded ring-2 ring-stone-900" : ""}`}
              style={{ backgroundColor: colour(index, props.scale.length) }}
            >
              {epcLabelDisplay(label)}
            </li>
          );
        })}
      </ol>
      {current ? null : <figcaption className="mt-2 text-sm italic text-stone-500">{t("detail.noLabel")}</figcaption>}
    </figure>
  );
}
