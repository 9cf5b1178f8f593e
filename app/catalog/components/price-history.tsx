import type { HistoryEntry, StatusChange } from "~/catalog/history";
import { formatDate, formatPrice } from "~/domain/format";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { writePercent } from "~/domain/numerals";

const statusLabels = {
  option: "marquee.option",
  sold: "marquee.sold",
  rented: "marquee.rented",
  available: "history.available",
} as const satisfies Record<StatusChange, MessageKey>;

/** A property's price and status changes, newest first, down to its listing (app/catalog/history.ts). */
export function PriceHistory({ entries }: { entries: HistoryEntry[] }) {
  const { language, t } = useI18n();
  const describe = (entry: HistoryEntry): { label: string; change: string | null; price: number | null } => {
    switch (entry.kind) {
      case "listed":
        return {
          label: t(entry.goal === "sale" ? "history.listedSale" : "history.listedRent"),
          change: null,
          price: entry.price,
        };
      case "price": {
        const words = {
          amount: formatPrice(Math.abs(entry.change)),
          percent: writePercent(Math.abs(entry.percent), language, 1),
        };
        return entry.change < 0
          ? { label: t("history.priceDown"), change: t("history.lower", words), price: entry.price }
          : { label: t("history.priceUp"), change: t("history.higher", words), price: entry.price };
      }
      case "status":
        return { label: t(statusLabels[entry.status]), change: null, price: null };
    }
  };
  return (
    <section aria-labelledby="price-history" className="mt-12 break-inside-avoid">
      <h2 id="price-history" className="font-display text-2xl text-brand-900">
        {t("history.title")}
      </h2>
      <ol className="mt-4 divide-y divide-sand-200 rounded-2xl bg-white px-5 text-sm ring-1 ring-stone-900/5">
        {entries.map((entry, index) => {
          const { label, change, price } = describe(entry);
          return (
            <li key={index} className="grid grid-cols-[auto_1fr_auto] items-baseline gap-x-4 py-3">
              <time dateTime={entry.at} className="tabular-nums text-stone-500">
                {formatDate(entry.at, language)}
              </time>
              <span>
                <span className="font-medium text-stone-800">{label}</span>
                {change ? <span className="block text-stone-500">{change}</span> : null}
              </span>
              <span className="text-right font-semibold tabular-nums text-brand-800">
                {price === null ? "" : formatPrice(price)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
