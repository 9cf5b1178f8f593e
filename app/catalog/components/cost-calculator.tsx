import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { PropertyDetail } from "~/catalog/detail";
import { formatPrice } from "~/domain/format";
import type { CostError, CostField, PurchaseCosts } from "~/domain/purchase-costs";
import {
  brusselsAbatement,
  brusselsAbatementCeiling,
  defaultContribution,
  formatRate,
  parseCostQuery,
  purchaseCosts,
} from "~/domain/purchase-costs";
import type { Region } from "~/domain/region";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";

// Decision 030: what buying this property costs, and what the loan costs a month. Without
// JavaScript the form is a GET to this page (#kosten) and the server renders the figures from
// the query; with it they follow the fields as the visitor types.

const regionNames = {
  flanders: "costs.regions.flanders",
  brussels: "costs.regions.brussels",
  wallonia: "costs.regions.wallonia",
} as const satisfies Record<Region, MessageKey>;

const errorMessages = {
  choice: "costs.errors.choice",
  number: "costs.errors.number",
  negative: "costs.errors.negative",
  tooLarge: "costs.errors.tooLarge",
  rateRange: "costs.errors.rateRange",
  yearsRange: "costs.errors.yearsRange",
  repeated: "costs.errors.repeated",
} as const satisfies Record<CostError, MessageKey>;

/** spec §9: price unit 7 is "starting from", not a price one pays. */
const startingFromUnit = 7;

type Listing = Pick<PropertyDetail, "goal" | "price" | "priceUnit" | "marquee" | "region">;

/** A sale listing with its price published, not sold, in a Belgian region. */
export function CostCalculator({ property }: { property: Listing }) {
  const { price, region } = property;
  if (property.goal !== "sale" || price === null || !(price > 0) || region === null) return null;
  if (property.marquee === "sold" || property.priceUnit === startingFromUnit) return null;
  return <Calculator price={price} region={region} />;
}

interface Typed {
  own: boolean;
  contribution: string;
  rate: string;
  years: string;
}

function Calculator({ price, region }: { price: number; region: Region }) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  // Until the visitor types, the page's query; the server rendered the same.
  const [typed, setTyped] = useState<Typed | null>(null);
  const proposed = defaultContribution(price);
  const query = parseCostQuery(
    typed
      ? new URLSearchParams({
          own: typed.own ? "1" : "",
          contribution: typed.contribution,
          rate: typed.rate,
          years: typed.years,
        })
      : searchParams,
    proposed,
  );
  const fields: Typed = typed ?? { own: query.values.onlyOwnHome, ...query.typed };
  const change = (next: Partial<Typed>) => setTyped({ ...fields, ...next });
  // The calculator's code comes once the visitor turns to it (decision 073): what they typed
  // before is in the fields, and the figures follow it as soon as the code runs.
  const form = useRef<HTMLFormElement>(null);
  const initial = useRef(fields);
  useEffect(() => {
    const field = (name: keyof Typed) => {
      const element = form.current?.elements.namedItem(name);
      return element instanceof HTMLInputElement ? element : null;
    };
    const rendered = initial.current;
    const shown: Typed = {
      own: field("own")?.checked ?? rendered.own,
      contribution: field("contribution")?.value ?? rendered.contribution,
      rate: field("rate")?.value ?? rendered.rate,
      years: field("years")?.value ?? rendered.years,
    };
    if ((Object.keys(shown) as (keyof Typed)[]).some((name) => shown[name] !== rendered[name])) setTyped(shown);
  }, []);
  const problem = (field: CostField) => {
    const error = query.errors[field];
    return error ? [t(errorMessages[error])] : undefined;
  };
  const hasErrors = Object.keys(query.errors).length > 0;
  const from = searchParams.get("from");

  return (
    <section id="kosten" aria-labelledby="kosten-title" className="mt-12 scroll-mt-24 break-inside-avoid">
      <h2 id="kosten-title" className="font-display text-2xl text-brand-900">
        {t("costs.title")}
      </h2>
      <p className="mt-2 text-stone-600">{t("costs.intro", { region: t(regionNames[region]) })}</p>
      <div className="mt-4 rounded-2xl bg-white p-5 ring-1 ring-stone-900/5">
        <form
          ref={form}
          id="cost-calculator"
          method="get"
          action="#kosten"
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          {from !== null ? <input type="hidden" name="from" value={from} /> : null}
          <div>
            <label className="flex items-start gap-3 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                name="own"
                value="1"
                checked={fields.own}
                onChange={(event) => change({ own: event.target.checked })}
                aria-invalid={query.errors.own ? true : undefined}
                aria-describedby={query.errors.own ? "cost-own-error" : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span>{t("costs.onlyOwnHome")}</span>
            </label>
            {query.errors.own ? (
              <p id="cost-own-error" className="mt-1 text-sm font-medium text-red-700">
                {t(errorMessages[query.errors.own])}
              </p>
            ) : null}
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <Field
              label={t("costs.contribution")}
              errors={problem("contribution")}
              inputProps={{
                id: "cost-contribution",
                name: "contribution",
                inputMode: "decimal",
                autoComplete: "off",
                value: fields.contribution,
                onChange: (event) => change({ contribution: event.target.value }),
              }}
            />
            <Field
              label={t("costs.rate")}
              errors={problem("rate")}
              inputProps={{
                id: "cost-rate",
                name: "rate",
                inputMode: "decimal",
                autoComplete: "off",
                value: fields.rate,
                onChange: (event) => change({ rate: event.target.value }),
              }}
            />
            <Field
              label={t("costs.years")}
              errors={problem("years")}
              inputProps={{
                id: "cost-years",
                name: "years",
                inputMode: "numeric",
                autoComplete: "off",
                value: fields.years,
                onChange: (event) => change({ years: event.target.value }),
              }}
            />
          </div>
          {/* With scripts the figures already follow the fields; the button is for the page without them. */}
          <Button type="submit" variant="secondary" size="md" className="mt-4">
            {t("costs.calculate")}
          </Button>
        </form>
        <div className="mt-6 border-t border-sand-200 pt-4">
          {hasErrors ? (
            <p className="text-sm font-medium text-red-700">{t("costs.fixErrors")}</p>
          ) : (
            <Results
              price={price}
              region={region}
              onlyOwnHome={query.values.onlyOwnHome}
              contribution={query.values.contribution}
              yearlyPercent={query.values.yearlyPercent}
              years={query.values.years}
            />
          )}
        </div>
      </div>
      <p className="mt-3 text-sm text-stone-600">{t("costs.estimate")}</p>
    </section>
  );
}

function Row(props: { label: string; detail?: string; amount: string; strong?: boolean }) {
  return (
    <tr className={props.strong ? "border-t border-sand-200 font-semibold text-brand-900" : undefined}>
      <th
        scope="row"
        className={`py-2 pr-4 text-left ${props.strong ? "font-semibold" : "font-normal text-stone-700"}`}
      >
        {props.label}
        {props.detail ? <span className="block text-xs font-normal text-stone-500">{props.detail}</span> : null}
      </th>
      <td className="whitespace-nowrap py-2 text-right align-top tabular-nums">{props.amount}</td>
    </tr>
  );
}

function Results(props: {
  price: number;
  region: Region;
  onlyOwnHome: boolean;
  contribution: number;
  yearlyPercent: number;
  years: number;
}) {
  const { language, t } = useI18n();
  const costs: PurchaseCosts = purchaseCosts(props);
  const rate = formatRate(costs.rule.rate, language);
  const dutyDetail =
    costs.rule.abatement > 0
      ? t("costs.dutyAbatement", { rate, abatement: formatPrice(brusselsAbatement) })
      : props.region === "brussels" && props.onlyOwnHome
        ? t("costs.dutyAboveCeiling", { rate, ceiling: formatPrice(brusselsAbatementCeiling) })
        : t("costs.dutyRate", { rate });
  // Estimates in whole euros: cents would claim a precision they do not have.
  const euros = (value: number) => formatPrice(Math.round(value));
  const loanRows: ReactNode =
    costs.loan > 0 ? (
      <>
        <Row label={t("costs.loan")} amount={euros(costs.loan)} />
        <Row
          label={t("costs.monthly")}
          detail={t("costs.monthlyTerms", {
            years: props.years,
            rate: formatRate(props.yearlyPercent / 100, language),
          })}
          amount={formatPrice(costs.monthly)}
          strong
        />
      </>
    ) : null;
  return (
    <>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("costs.table")}</caption>
        <tbody>
          <Row label={t("costs.price")} amount={formatPrice(props.price)} />
          <Row label={t("costs.duty")} detail={dutyDetail} amount={formatPrice(costs.duty)} />
          <Row label={t("costs.saleDeed")} amount={euros(costs.saleDeed)} />
          {costs.mortgageDeed > 0 ? <Row label={t("costs.mortgageDeed")} amount={euros(costs.mortgageDeed)} /> : null}
          <Row label={t("costs.total")} amount={euros(costs.total)} strong />
          <Row label={t("costs.ownContribution")} amount={`− ${euros(props.contribution)}`} />
          {loanRows}
        </tbody>
      </table>
      {costs.loan > 0 ? null : <p className="mt-2 text-sm text-stone-700">{t("costs.noLoan")}</p>}
    </>
  );
}
