import type { ReactNode } from "react";
import type { LeadKind } from "~/leads/forms";
import { leadTexts } from "~/leads/texts";
import type { MomentView } from "~/leads/visits";
import { Link } from "~/ui/link";
import type { FactGroup, FactName, PropertyDetail } from "~/catalog/detail";
import type { HistoryEntry } from "~/catalog/history";
import { whatsappHref } from "~/catalog/contact-links";
import { phoneHref } from "~/domain/phone";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { EpcScale } from "./epc-scale";
import { FactValueText } from "./fact-value";
import { FavouriteButton } from "./favourite-button";
import type { TileSettings } from "./property-map";
import { LocationMap } from "./location-map";
import { ButtonLink } from "~/ui/button";
import { Icon } from "~/ui/icons";
import { MediaEmbed } from "./media-embed";
import { PhotoGallery } from "./photo-gallery";
import { ListingPrice } from "./price";
import { PriceHistory } from "./price-history";
import type { TenantTerms } from "~/leads/components/lead-forms";
import { DeferredForms } from "~/leads/components/deferred-forms";
import { ContactBar, WhatsappIcon } from "./contact-bar";
import { ShareButtons } from "./share-buttons";
import { useLayout } from "~/ui/layout";

const groupLabels = {
  general: "facts.groups.general",
  surfaces: "facts.groups.surfaces",
  energy: "facts.groups.energy",
  legal: "facts.groups.legal",
  financial: "facts.groups.financial",
  viager: "facts.groups.viager",
} as const satisfies Record<FactGroup, MessageKey>;

const factLabels = {
  type: "facts.type",
  facades: "facts.facades",
  bedrooms: "facts.bedrooms",
  bathrooms: "facts.bathrooms",
  showers: "facts.showers",
  toilets: "facts.toilets",
  floors: "facts.floors",
  floor: "facts.floor",
  garages: "facts.garages",
  parkings: "facts.parkings",
  constructionYear: "facts.constructionYear",
  renovationYear: "facts.renovationYear",
  heating: "facts.heating",
  kitchen: "facts.kitchen",
  roof: "facts.roof",
  availableFrom: "facts.availableFrom",
  inventory: "facts.inventory",
  surfaceLiving: "facts.surfaceLiving",
  surfaceTotal: "facts.surfaceTotal",
  surfaceGround: "facts.surfaceGround",
  surfaceGarden: "facts.surfaceGarden",
  surfaceTerrace: "facts.surfaceTerrace",
  surfaceConstructed: "facts.surfaceConstructed",
  surfaceOffice: "facts.surfaceOffice",
  surfaceStore: "facts.surfaceStore",
  plotWidth: "facts.plotWidth",
  frontWidth: "facts.frontWidth",
  epcValue: "facts.epcValue",
  epcUniqueCode: "facts.epcUniqueCode",
  epcTotal: "facts.epcTotal",
  epcCo2: "facts.epcCo2",
  epcEndDate: "facts.epcEndDate",
  floodScoreP: "facts.floodScoreP",
  floodScoreG: "facts.floodScoreG",
  floodZone: "facts.floodZone",
  buildingPermit: "facts.buildingPermit",
  zoningDesignation: "facts.zoningDesignation",
  summonsOrJudicialDecision: "facts.summonsOrJudicialDecision",
  preemptiveRight: "facts.preemptiveRight",
  subdivisionPermit: "facts.subdivisionPermit",
  asbestosCertificate: "facts.asbestosCertificate",
  asbestosDate: "facts.asbestosDate",
  chargesRenter: "facts.chargesRenter",
  cadastralIncome: "facts.cadastralIncome",
  chargesOwner: "facts.chargesOwner",
  notaryFee: "facts.notaryFee",
  registrationRights: "facts.registrationRights",
  vat: "facts.vat",
  deposit: "facts.deposit",
  agencyCost: "facts.agencyCost",
  minimumIncome: "facts.minimumIncome",
  maxPersons: "facts.maxPersons",
  viagerBouquet: "facts.viagerBouquet",
  viagerAnnuity: "facts.viagerAnnuity",
  viagerAges: "facts.viagerAges",
} as const satisfies Record<FactName, MessageKey>;

interface Props {
  /** The detail, with its price history: null when nothing changed since it was listed. */
  property: PropertyDetail & { history: HistoryEntry[] | null };
  tiles: TileSettings;
  url: string;
  back: string;
  previous: string | null;
  next: string | null;
  similar: ReactNode[];
  /** The visit moments still to come, with their places left. */
  moments: MomentView[];
  /** The visitor followed a document link that has expired. */
  documentsExpired: boolean;
  /** The forms this property's page offers (app/leads/forms.ts propertyForms). */
  forms: LeadKind[];
  tenantTerms: TenantTerms;
}

function Address({ property }: { property: PropertyDetail }) {
  const { t } = useI18n();
  const street = property.street;
  if (!street) return <>{`${property.zip} ${property.city} · ${t("property.addressOnRequest")}`}</>;
  const box = street.box ? ` ${t("property.box", { box: street.box })}` : "";
  return <>{`${street.street} ${street.houseNumber}${box}, ${property.zip} ${property.city}`}</>;
}

function Facts({ property }: { property: PropertyDetail }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="facts" className="mt-12">
      <h2 id="facts" className="font-display text-2xl text-brand-900">
        {t("detail.facts")}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2 print:grid-cols-2">
        {property.groups.map((group) => (
          <section
            key={group.key}
            aria-labelledby={`facts-${group.key}`}
            className="min-w-0 break-inside-avoid rounded-2xl bg-white p-5 ring-1 ring-stone-900/5"
          >
            <h3 id={`facts-${group.key}`} className="text-xs font-semibold uppercase tracking-widest text-accent-600">
              {t(groupLabels[group.key])}
            </h3>
            <dl className="mt-2 divide-y divide-sand-200 text-sm">
              {group.rows.map((row) => (
                // Long Dutch and German words ("Overstromingsgevoeligheid") break rather than
                // push a phone's page sideways.
                <div key={row.key} className="flex justify-between gap-4 py-2">
                  <dt className="min-w-0 flex-1 hyphens-auto break-words text-stone-500">{t(factLabels[row.key])}</dt>
                  <dd className="max-w-[60%] shrink-0 break-words text-right font-medium text-stone-800">
                    <FactValueText value={row.value} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  );
}

function Energy({ property }: { property: PropertyDetail }) {
  const { t } = useI18n();
  const epc = property.epc;
  if (!epc) return null;
  return (
    <section aria-labelledby="energy" className="mt-12 break-inside-avoid">
      <h2 id="energy" className="font-display text-2xl text-brand-900">
        {t("detail.energy")}
      </h2>
      <div className="mt-4">
        <EpcScale scale={epc.scale} label={epc.label} value={epc.value} />
      </div>
      {epc.renovationNotice ? (
        <p className="mt-4 rounded-xl bg-accent-500/10 p-4 text-sm text-stone-700">{t("detail.renovationNotice")}</p>
      ) : null}
    </section>
  );
}

function MediaAndDocuments({ property, documentsExpired }: { property: PropertyDetail; documentsExpired: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {property.media.length > 0 ? (
        <section aria-labelledby="media" className="mt-12 print:hidden">
          <h2 id="media" className="font-display text-2xl text-brand-900">
            {t("detail.media")}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {property.media.map((item) => (
              <MediaEmbed
                key={item.url}
                purpose={item.purpose}
                url={item.url}
                embed={item.embed}
                title={property.title}
              />
            ))}
          </div>
        </section>
      ) : null}
      {property.documents.length > 0 ? (
        <section aria-labelledby="documents" className="mt-12 print:hidden">
          <h2 id="documents" className="font-display text-2xl text-brand-900">
            {t("detail.documents")}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {property.documents.map((document) => (
              <li key={document} className="text-stone-700">
                {document}
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <DeferredForms key={property.id}>
              {(forms) => <forms.DocumentsForm expired={documentsExpired} />}
            </DeferredForms>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** The listing's own agent, or the agency when the CRM names none. */
function useAgent(property: PropertyDetail) {
  const { agency } = useLayout();
  const manager = property.manager;
  const phone = manager?.phone ?? agency.phone;
  return {
    name: manager?.name ?? agency.name,
    phone,
    phoneHref: manager ? phoneHref(manager.phone) : agency.phoneHref,
    email: manager?.email ?? agency.email,
    whatsapp: whatsappHref(phone),
  };
}

function Contact({ property, forms }: { property: PropertyDetail; forms: LeadKind[] }) {
  const { t } = useI18n();
  const agent = useAgent(property);
  // Each opens its form further down the page (a folded one opens when its anchor is followed).
  const actions = forms
    .filter((kind) => kind !== "contact-me")
    .map((kind) => ({ href: `#${kind}`, label: t(leadTexts[kind].title) }));
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-stone-900/5">
      <p className="text-xs font-semibold uppercase tracking-widest text-accent-600">{t("detail.manager")}</p>
      <p className="mt-2 font-display text-xl text-brand-900">{agent.name}</p>
      <p className="mt-3 flex flex-col gap-2 text-sm">
        <a href={agent.phoneHref} className="inline-flex items-center gap-2 text-brand-700 hover:underline">
          <Icon name="phone" /> {agent.phone}
        </a>
        <a
          href={`mailto:${agent.email}`}
          className="inline-flex min-w-0 items-center gap-2 text-brand-700 [overflow-wrap:anywhere] hover:underline"
        >
          <Icon name="mail" /> {agent.email}
        </a>
        {agent.whatsapp ? (
          <a
            href={agent.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 text-brand-700 hover:underline"
          >
            <WhatsappIcon /> {t("detail.whatsapp")}
            <span className="sr-only">{t("layout.newTab")}</span>
          </a>
        ) : null}
      </p>
      <ButtonLink href="#contact-me" variant="primary" size="lg" fullWidth className="mt-4 shadow-sm">
        {t("detail.askInfo")}
      </ButtonLink>
      <ul className="mt-2 space-y-2">
        {actions.map((action) => (
          <li key={action.href}>
            <ButtonLink href={action.href} variant="outline" size="md" fullWidth>
              {action.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PropertyView(props: Props) {
  const { t } = useI18n();
  const { agency } = useLayout();
  const { property } = props;
  const agent = useAgent(property);
  const status = property.marquee === "sold" || property.marquee === "rented" ? property.marquee : null;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <nav
        className="flex flex-wrap items-center justify-between gap-3 print:hidden"
        aria-label={t("list.paginationLabel")}
      >
        <Link to={props.back} className="text-sm text-brand-700 hover:underline">
          ← {t("detail.backToResults")}
        </Link>
        <div className="flex gap-2">
          {props.previous ? (
            <ButtonLink to={props.previous} rel="prev" variant="outline" size="sm">
              {t("detail.previous")}
            </ButtonLink>
          ) : null}
          {props.next ? (
            <ButtonLink to={props.next} rel="next" variant="outline" size="sm">
              {t("detail.next")}
            </ButtonLink>
          ) : null}
        </div>
      </nav>
      {status ? (
        <p role="status" className="mt-4 rounded-xl bg-brand-900 px-4 py-3 font-medium text-white">
          {status === "sold" ? t("property.sold") : t("property.rented")}
        </p>
      ) : null}
      {/*
        On a phone the photos come first, as visitors expect from the portals. They come first in
        the HTML too: a phone that paints the page before all of it has arrived would otherwise
        see the title drop when the photos arrive above it.
      */}
      <div className="flex flex-col">
        <PhotoGallery pictures={property.pictures} className="mt-4 sm:order-last sm:mt-6" />
        <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <p className="text-sm font-medium uppercase tracking-wider text-accent-600">
              {property.mainTypeName} · {property.city} · {t("card.reference", { reference: property.reference })}
            </p>
            <h1 className="mt-1 hyphens-auto font-display text-3xl leading-tight text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">
              {property.title}
            </h1>
            <p className="mt-2 text-stone-600">
              <Address property={property} />
            </p>
          </div>
          <ListingPrice
            listing={property}
            status={status}
            className="flex flex-col sm:items-end"
            priceClassName="text-3xl font-semibold text-brand-800"
            perMetreClassName="mt-1 text-sm text-stone-500"
          />
        </header>
        <div className="mt-4 flex items-center gap-3 print:hidden">
          <FavouriteButton id={property.id} title={property.title} className="shrink-0" />
          <ShareButtons url={props.url} title={property.title} />
        </div>
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-3 print:block">
        <div className="lg:col-span-2">
          {property.keyFacts.length > 0 ? (
            <ul className="flex flex-wrap gap-3" aria-label={t("property.keyFacts")}>
              {property.keyFacts.map((fact) => (
                <li key={fact.key} className="rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-stone-900/5">
                  <span className="block text-stone-500">{t(factLabels[fact.key])}</span>
                  <span className="font-semibold text-brand-900">
                    <FactValueText value={fact.value} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <section aria-labelledby="description" className="mt-10">
            <h2 id="description" className="font-display text-2xl text-brand-900">
              {t("property.description")}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-stone-700">
              {property.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            {property.project ? (
              <p className="mt-6">
                <Link to={property.project.path} className="font-medium text-brand-700 underline underline-offset-4">
                  {t("property.partOfProject", {
                    project: property.project.name,
                  })}
                </Link>
              </p>
            ) : null}
          </section>
          <Energy property={property} />
          <Facts property={property} />
          {property.history ? <PriceHistory entries={property.history} /> : null}
          {/* The calculator's code comes with the forms', once the visitor turns to it (decision 073). */}
          <DeferredForms key={property.id}>{(forms) => <forms.CostCalculator property={property} />}</DeferredForms>
          <MediaAndDocuments property={property} documentsExpired={props.documentsExpired} />
          {property.location ? (
            <LocationMap
              point={{
                id: property.id,
                ...property.location,
                title: property.title,
                price: property.price,
                priceUnit: property.priceUnit,
                priceUnitText: property.priceUnitText,
                path: "",
              }}
              tiles={props.tiles}
            />
          ) : null}
          <div className="mt-12 space-y-10 print:hidden">
            {/* Keyed by the property: on the way to another one, its own forms, not this one's kept HTML. */}
            <DeferredForms key={property.id}>
              {(forms) => (
                <>
                  {props.forms.includes("contact-appointment") ? <forms.VisitForm moments={props.moments} /> : null}
                  <forms.PropertyInfoForm />
                  {props.forms.includes("purchase-offer") ? <forms.OfferForm /> : null}
                  {props.forms.includes("rent-application") ? (
                    <forms.RentApplicationForm terms={props.tenantTerms} />
                  ) : null}
                  <forms.SendToFriendForm />
                </>
              )}
            </DeferredForms>
          </div>
        </div>
        <aside id="contact" className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start print:hidden">
          <Contact property={property} forms={props.forms} />
        </aside>
      </div>
      {props.similar.length > 0 ? (
        <section aria-labelledby="similar" className="mt-16 print:hidden">
          <h2 id="similar" className="font-display text-3xl text-brand-900">
            {t("detail.similar")}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{props.similar}</div>
        </section>
      ) : null}
      {/* On paper: who to call about this property, and where to find it again. */}
      <footer className="mt-10 hidden border-t border-stone-300 pt-4 text-sm print:block">
        <p className="font-semibold">
          {t("detail.manager")}: {agent.name} · {agent.phone} · {agent.email}
        </p>
        <p className="mt-1 break-all">{t("detail.printUrl", { url: props.url })}</p>
        <p className="mt-1">
          {agency.name} · {agency.street}, {agency.zip} {agency.city} · {agency.phone} · {agency.email}
        </p>
      </footer>
      <ContactBar agent={agent} />
    </article>
  );
}
