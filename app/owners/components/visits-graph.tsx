import { formatDate } from "~/domain/format";
import { useI18n } from "~/i18n/context";

/**
 * The owner's graph (spec §9: the last 30 days): a bar per day, today on the right. The
 * picture says it in words for a screen reader, and the numbers are in the tiles beside it.
 */
export function VisitsGraph(props: { days: { day: string; visits: number }[] }) {
  const { language, t } = useI18n();
  const { days } = props;
  const max = Math.max(0, ...days.map((entry) => entry.visits));
  const total = days.reduce((sum, entry) => sum + entry.visits, 0);
  const busiest = days.find((entry) => entry.visits === max);
  const summary =
    total === 0 || !busiest
      ? t("owner.graphEmpty")
      : t("owner.graphSummary", { total, max, day: formatDate(busiest.day, language) });
  const width = 300;
  const height = 80;
  const slot = width / days.length;
  return (
    <figure>
      <figcaption className="text-sm font-medium text-stone-700">{t("owner.graph")}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        className="mt-3 h-24 w-full"
        preserveAspectRatio="none"
      >
        <line x1="0" x2={width} y1={height - 0.5} y2={height - 0.5} className="stroke-stone-300" />
        {days.map((entry, index) => {
          const barHeight = max === 0 ? 0 : Math.max(entry.visits > 0 ? 2 : 0, (entry.visits / max) * (height - 4));
          return (
            <rect
              key={entry.day}
              x={index * slot + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={barHeight}
              rx="1"
              className={index === days.length - 1 ? "fill-accent-600" : "fill-brand-700"}
            />
          );
        })}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-stone-600" aria-hidden="true">
        <span>{formatDate(days[0]?.day ?? "", language)}</span>
        <span>{formatDate(days.at(-1)?.day ?? "", language)}</span>
      </p>
      <p className="mt-2 text-sm text-stone-600">{summary}</p>
    </figure>
  );
}
