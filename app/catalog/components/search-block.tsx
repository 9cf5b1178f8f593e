import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { Suggestions } from "~/catalog/suggest";
import type { SearchBlockView } from "~/content/view";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { variantPath } from "~/media/variants";
import { Button, ButtonLink } from "~/ui/button";
import { Wordmark } from "~/ui/wordmark";
import { WholeEnd } from "~/ui/parsed-whole";

// spec §2 home-page search block: title, descriptions, a free-text box with a results panel
// (types, cities, properties) and the for-sale/for-rent buttons. The box is an ARIA 1.2
// combobox: arrows move, Enter opens, Escape closes; focus stays in the box. Without
// JavaScript it is a plain form that searches the for-sale list by municipality.

interface Option {
  id: string;
  section: "types" | "cities" | "properties";
  label: string;
  href: string;
  disabled: boolean;
  picture?: string;
  detail?: string;
}

/** The heading of each group of suggestions. */
const sectionLabels = {
  types: "search.types",
  cities: "search.cities",
  properties: "search.properties",
} as const satisfies Record<Option["section"], MessageKey>;

const debounce = 120;

function useSuggestions(text: string, language: string, open: boolean): Suggestions | null {
  const [result, setResult] = useState<Suggestions | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/suggestions?language=${language}&q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((suggestions) => setResult(suggestions))
        .catch(() => {});
    }, debounce);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, language, open]);
  return result;
}

export function SearchBlock(props: { view: SearchBlockView }) {
  const { language, t } = useI18n();
  const { view } = props;
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text, language, open);
  const box = useRef<HTMLInputElement>(null);
  // The page's scripts come after its first photo (decision 042): a visitor who turned to the box
  // before they ran keeps what they typed and gets the panel.
  useEffect(() => {
    const typed = box.current?.value ?? "";
    if (typed) setText(typed);
    if (box.current && document.activeElement === box.current) setOpen(true);
  }, []);

  const forSale = pagePath("forSale", language);
  const forRent = pagePath("forRent", language);
  const counted = (label: string, count: number) => (view.showPanelCounts ? `${label} (${count})` : label);
  const goals = (
    name: string,
    query: string,
    sale: number,
    rent: number,
    key: string,
    section: Option["section"],
  ): Option[] => [
    {
      id: `${id}-${key}-sale`,
      section,
      label: counted(t("search.option", { name, goal: t("nav.forSale") }), sale),
      href: `${forSale}?${query}`,
      disabled: sale === 0,
    },
    {
      id: `${id}-${key}-rent`,
      section,
      label: counted(t("search.option", { name, goal: t("nav.forRent") }), rent),
      href: `${forRent}?${query}`,
      disabled: rent === 0,
    },
  ];
  const options: Option[] = suggestions
    ? [
        ...suggestions.types.flatMap((type) =>
          goals(
            type.name,
            `type=${type.webId}`,
            type.sale ? type.saleCount : 0,
            type.rent ? type.rentCount : 0,
            `type-${type.webId}`,
            "types",
          ),
        ),
        ...suggestions.cities.flatMap((city) =>
          goals(
            `${city.name} (${city.zip})`,
            `zip=${city.zip}`,
            city.saleCount,
            city.rentCount,
            `city-${city.zip}-${city.name}`,
            "cities",
          ),
        ),
        ...suggestions.properties.map((property) => ({
          id: `${id}-property-${property.id}`,
          section: "properties" as const,
          label: t("card.reference", { reference: property.reference }),
          href: property.path,
          disabled: false,
          picture: property.picture?.url,
          detail: property.description,
        })),
      ]
    : [];
  const enabled = options.filter((option) => !option.disabled);
  const current = enabled[active];
  const expanded = open && options.length > 0;

  const move = (step: number) => {
    if (enabled.length === 0) return;
    setOpen(true);
    setActive((index) => (index + step + enabled.length) % enabled.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      move(1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      move(-1);
    } else if (event.key === "Enter" && current && expanded) {
      event.preventDefault();
      void navigate(current.href);
    } else if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else setText("");
      setActive(-1);
    }
  };

  const sections = (["types", "cities", "properties"] as const).filter((section) =>
    options.some((option) => option.section === section),
  );
  const button = (href: string, label: string, count: number, primary: boolean) =>
    count === 0 ? (
      <span
        aria-disabled="true"
        className="cursor-not-allowed rounded-full bg-white/40 px-6 py-3 font-semibold text-white/70"
      >
        {label}
        {view.showCounts ? ` (0)` : ""}
      </span>
    ) : (
      <ButtonLink to={href} variant={primary ? "primary" : "light"} size="lg" className="shadow">
        {label}
        {view.showCounts ? ` (${count})` : ""}
      </ButtonLink>
    );

  return (
    // Whole or not at all: the banner holds it at its bottom, and half-parsed it would grow upwards.
    <div
      data-whole=""
      className="mx-auto w-full max-w-7xl px-4 pb-12 pt-36 text-white sm:px-6 sm:pb-16 sm:pt-44 lg:px-8"
    >
      {view.showLogo ? (
        <p className="mb-4 text-2xl">
          <Wordmark onPhoto />
        </p>
      ) : null}
      <h1 className="max-w-3xl font-display text-4xl leading-tight drop-shadow sm:text-6xl">
        {view.title ?? t("home.heroTitle")}
      </h1>
      {view.description ? <p className="mt-5 max-w-xl text-lg text-white/90">{view.description}</p> : null}
      {view.showInput ? (
        <form
          action={forSale}
          method="get"
          role="search"
          className="relative mt-8 max-w-2xl"
          onSubmit={(event) => {
            if (current) {
              event.preventDefault();
              void navigate(current.href);
            }
          }}
        >
          <label htmlFor={`${id}-input`} className="sr-only">
            {t("search.label")}
          </label>
          <div className="flex gap-2 rounded-full bg-white p-1.5 shadow-xl">
            <input
              id={`${id}-input`}
              ref={box}
              name="q"
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={`${id}-panel`}
              aria-activedescendant={expanded && current ? current.id : undefined}
              placeholder={t("search.placeholder")}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(-1);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
              className="min-w-0 flex-1 rounded-full px-4 text-base text-stone-900 outline-none placeholder:text-stone-500"
            />
            <Button type="submit" variant="secondary" size="lg" className="text-sm">
              {t("search.submit")}
            </Button>
          </div>
          <div
            id={`${id}-panel`}
            role="listbox"
            aria-label={t("search.results")}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-2 max-h-[60vh] overflow-y-auto rounded-2xl bg-white p-2 text-stone-800 shadow-2xl"
          >
            {sections.map((section) => (
              <ul key={section} role="group" aria-labelledby={`${id}-${section}`} className="py-1">
                <li
                  role="presentation"
                  id={`${id}-${section}`}
                  className="px-3 py-1 text-xs font-semibold uppercase tracking-widest text-accent-600"
                >
                  {t(sectionLabels[section])}
                </li>
                {options
                  .filter((option) => option.section === section)
                  .map((option) => (
                    <li
                      key={option.id}
                      id={option.id}
                      role="option"
                      aria-selected={option === current}
                      aria-disabled={option.disabled || undefined}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => !option.disabled && void navigate(option.href)}
                      className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm ${option.disabled ? "cursor-not-allowed text-stone-400" : option === current ? "bg-sand-100" : "hover:bg-sand-50"}`}
                    >
                      {option.picture ? (
                        <img
                          src={variantPath(option.picture, 100, "webp")}
                          alt=""
                          width={64}
                          height={43}
                          className="h-11 w-16 shrink-0 rounded-lg object-cover"
                        />
                      ) : null}
                      <span>
                        <span className="font-medium">{option.label}</span>
                        {option.detail ? <span className="block text-stone-500">{option.detail}</span> : null}
                      </span>
                    </li>
                  ))}
              </ul>
            ))}
          </div>
          {open && suggestions && options.length === 0 && text.trim() ? (
            <p
              role="status"
              className="absolute inset-x-0 top-full mt-2 rounded-2xl bg-white p-4 text-sm text-stone-600 shadow-2xl"
            >
              {t("search.noResults")}
            </p>
          ) : null}
        </form>
      ) : null}
      {view.description2 ? <p className="mt-4 max-w-xl text-sm text-white/80">{view.description2}</p> : null}
      {view.showButtons ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {button(forSale, t("nav.forSale"), view.totals.sale, true)}
          {button(forRent, t("nav.forRent"), view.totals.rent, false)}
        </div>
      ) : null}
      <WholeEnd />
    </div>
  );
}
