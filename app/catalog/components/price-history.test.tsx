import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "~/catalog/history";
import { I18nProvider } from "~/i18n/context";
import { fr } from "~/i18n/locales/fr";
import { nl } from "~/i18n/locales/nl";
import { PriceHistory } from "./price-history";

/** Each row of the history as a visitor reads it. */
function rows(entries: HistoryEntry[], language: "nl" | "fr" = "nl"): string[] {
  const html = renderToString(
    <I18nProvider language={language} messages={language === "nl" ? nl : fr}>
      <PriceHistory entries={entries} />
    </I18nProvider>,
  );
  return [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/[\s\u00a0\u202f]+/g, " ")
      .trim(),
  );
}

describe("PriceHistory", () => {
  it("reads each change with its date, the drop or rise in euro and per cent, and the new price", () => {
    const entries: HistoryEntry[] = [
      { kind: "status", at: "2026-11-20T09:00:00Z", status: "option" },
      { kind: "price", at: "2026-11-02T09:00:00Z", price: 325_000, change: -25_000, percent: -25_000 / 350_000 },
      { kind: "listed", at: "2026-09-01T09:00:00Z", goal: "sale", price: 350_000 },
    ];
    expect(rows(entries)).toEqual([
      "20/11/2026 Onder optie",
      "02/11/2026 Prijs verlaagd € 25.000 lager (7,1%) € 325.000",
      "01/09/2026 Te koop gezet € 350.000",
    ]);
    expect(rows(entries, "fr")[1]).toBe("02/11/2026 Baisse de prix € 25.000 de moins (7,1 %) € 325.000");
  });

  it("shows a status change without an amount, and the first price of a rental", () => {
    const entries: HistoryEntry[] = [
      { kind: "status", at: "2026-11-20T09:00:00Z", status: "rented" },
      { kind: "listed", at: "2026-09-01T09:00:00Z", goal: "rent", price: 1_375 },
    ];
    expect(rows(entries)).toEqual(["20/11/2026 Verhuurd", "01/09/2026 Te huur gezet € 1.375"]);
  });
});
