import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/property";
import { getCatalog } from "~/catalog/catalog.server";
import { propertyDetail } from "~/catalog/detail";
import { epcLabelDisplay } from "~/domain/epc";
import { cleanDescription } from "~/domain/description";
import { formatArea, formatNumber } from "~/domain/format";
import { pageLanguage } from "~/content/site.server";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { pageMeta } from "~/ui/page-meta";
import { Price } from "~/ui/price";

export async function loader({ url, params }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const catalog = await getCatalog();
  const id = Number(params.id);
  const property = Number.isInteger(id) ? propertyDetail(catalog, id, language) : null;
  const alternates = catalog.propertyPaths.get(id);
  if (!property || !alternates) throw data({ kind: "property" }, { status: 404 });
  // A wrong city or title slug answers with a 301 to the right path.
  if (url.pathname !== alternates[language]) throw redirect(alternates[language] + url.search, 301);
  return {
    property,
    alternates,
    meta: {
      title: `${property.title} | Immo Zuidrand`,
      description: cleanDescription(property.paragraphs.join(" "), { maxLength: 160 }),
      language,
      origin: url.origin,
      alternates,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  const { property } = loaderData;
  const [first, ...others] = property.pictures;
  const status = property.marquee === "sold" ? t("property.sold") : property.marquee === "rented" ? t("property.rented") : null;
  const facts: [string, string][] = [
    [t("property.type"), property.mainTypeName],
    [t("property.city"), `${property.zip} ${property.city}`],
    ...(property.bedrooms !== null ? [[t("property.bedrooms"), formatNumber(property.bedrooms, language)] as [string, string]] : []),
    ...(property.livingArea !== null ? [[t("property.livingArea"), formatArea(property.livingArea, language)] as [string, string]] : []),
    ...(property.plotArea !== null ? [[t("property.plotArea"), formatArea(property.plotArea, language)] as [string, string]] : []),
    ...(property.constructionYear !== null ? [[t("property.constructionYear"), String(property.constructionYear)] as [string, string]] : []),
    ...(property.epcLabel ? [[t("property.epc"), epcLabelDisplay(property.epcLabel)] as [string, string]] : []),
    ...(property.energyPerformance !== null ? [[t("property.epcValue"), `${formatNumber(property.energyPerformance, language)} kWh/m²`] as [string, string]] : []),
    [t("property.reference"), property.reference],
  ];
  const street = property.street;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to={pagePath(property.goal === "sale" ? "forSale" : "forRent", language)} className="text-sm text-brand-700 hover:underline">
        ← {t("property.backToList")}
      </Link>
      {status ? <p role="status" className="mt-4 rounded-xl bg-brand-900 px-4 py-3 font-medium text-white">{status}</p> : null}
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <p className="text-sm font-medium uppercase tracking-wider text-accent-600">{property.mainTypeName} · {property.city}</p>
          <h1 className="mt-1 font-display text-3xl leading-tight text-brand-900 sm:text-4xl">{property.title}</h1>
          <p className="mt-2 text-stone-600">
            {street
              ? `${street.street} ${street.houseNumber}${street.box ? ` ${t("property.box", { box: street.box })}` : ""}, ${property.zip} ${property.city}`
              : `${property.zip} ${property.city} · ${t("property.addressOnRequest")}`}
          </p>
        </div>
        <p className="text-3xl font-semibold text-brand-800">
          <Price price={property.price} unit={property.priceUnit} unitText={property.priceUnitText} />
        </p>
      </header>
      {first ? (
        <div className="mt-6 grid gap-2 sm:grid-cols-4 sm:grid-rows-2">
          <img src={first.url} alt={first.alt[language]} width={first.width} height={first.height} fetchPriority="high" className="aspect-[3/2] h-full w-full rounded-2xl object-cover sm:col-span-2 sm:row-span-2" />
          {others.slice(0, 4).map((picture, index) => (
            <img key={picture.url + index} src={picture.url} alt={picture.alt[language]} width={picture.width} height={picture.height} loading="lazy" className="hidden aspect-[3/2] h-full w-full rounded-2xl object-cover sm:block" />
          ))}
        </div>
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section className="lg:col-span-2">
          <h2 className="font-display text-2xl text-brand-900">{t("property.description")}</h2>
          <div className="mt-4 space-y-4 leading-relaxed text-stone-700">
            {property.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
          </div>
          {property.project ? (
            <p className="mt-6 text-stone-700">
              <Link to={property.project.path} className="font-medium text-brand-700 underline underline-offset-4">
                {t("property.partOfProject", { project: property.project.name })}
              </Link>
            </p>
          ) : null}
        </section>
        <aside>
          <h2 className="font-display text-2xl text-brand-900">{t("property.keyFacts")}</h2>
          <dl className="mt-4 divide-y divide-sand-200 rounded-2xl bg-white px-5 ring-1 ring-stone-900/5">
            {facts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-3 text-sm">
                <dt className="text-stone-500">{label}</dt>
                <dd className="text-right font-medium text-stone-800">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </article>
  );
}
