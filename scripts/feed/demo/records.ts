// Renders plans into feed records (Omnicasa field names), one per language.

import type {
  FeedCity,
  FeedPicture,
  FeedProject,
  FeedProperty,
  FeedPropertySummary,
  FeedPropertyType,
} from "../../../app/catalog/feed-schema";
import type { Municipality } from "./municipalities";
import type { PhotoPool } from "./pictures";
import type { Plan, Score } from "./plan";
import { isResidential } from "./plan";
import type { ProjectPlan } from "./projects";
import { projectTexts } from "./project-text";
import type { TextContext, Writer } from "./text-common";
import type { Lang } from "./vocabulary";
import { managers } from "./team";
import {
  asbestos,
  available,
  countryName,
  delivery,
  documentKinds,
  floodZones,
  heating,
  inventories,
  kitchens,
  mainTypes,
  marqueeNames,
  priceUnitTexts,
  propertyTypes,
  roofs,
  zonings,
} from "./vocabulary";

const belgium = 10;

function pictures(pool: PhotoPool, list: readonly { id: number; file: string }[], lang: Lang): FeedPicture[] {
  return list.map(({ id, file }) => {
    const photo = pool.photo(file);
    return { ID: id, Url: `/media/feed/${file}?v=1`, Width: photo.width, Height: photo.height, Name: photo.alt[lang] };
  });
}

const worst = (a: Score, b: Score): Score => (a > b ? a : b);
const floodZoneOf: Record<Score, keyof typeof floodZones> = {
  A: "none",
  B: "possible",
  C: "effective",
  D: "effective",
};

export function contextOf(plan: Plan, lang: Lang): TextContext {
  const manager = managers[plan.manager]?.Name ?? "ons kantoor";
  const project = plan.projectId === 10 || plan.projectId === 11 ? projectTexts[plan.projectId].name[lang] : undefined;
  return { lang, city: plan.city.names[lang], manager, ...(project ? { project } : {}) };
}

export function propertyRecord(plan: Plan, lang: Lang, writer: Writer, pool: PhotoPool): FeedProperty {
  const ctx = contextOf(plan, lang);
  const headline = plan.longTitle ? writer.longTitle(plan, ctx) : writer.title(plan, ctx);
  const legal = plan.legal;
  const manager = managers[plan.manager];
  return {
    ID: plan.id,
    Name: headline,
    Goal: plan.goal,
    WebID: plan.webId,
    WebIDs: plan.webIds,
    MainTypeName: mainTypes[plan.main].name[lang],
    TypeDescription: headline,
    Description: writer.description(plan, ctx),
    language: lang,
    RecordFile: plan.recordFile,
    ProjectID: plan.projectId,
    Marquee: plan.marquee,
    MarqueeName: marqueeNames[plan.marquee]?.[lang] ?? "",
    CreateDate: plan.created,
    ModifyDate: plan.modified,
    Price: plan.price,
    PriceUnit: plan.priceUnit,
    PriceUnitText: priceUnitTexts[plan.priceUnit][lang],
    PublishPrice: plan.publishPrice,
    PublishAddress: plan.publishAddress,
    Street: plan.street,
    HouseNumber: plan.houseNumber,
    BoxNr: plan.boxNr,
    Zip: plan.city.zip,
    City: plan.city.names[lang],
    CountryID: belgium,
    CountryName: countryName[lang],
    Latitude: plan.lat,
    Longitude: plan.lng,
    EnergyPerformance: plan.epc.performance,
    EPCLabelText: plan.epc.label,
    EPCUniqueCode: plan.epc.code,
    EPCTotal: plan.epc.total,
    EPCCO2: plan.epc.co2,
    EPCEndDate: plan.epc.endDate,
    Bedrooms: plan.bedrooms,
    Bathrooms: plan.bathrooms,
    Showers: plan.showers,
    Toilets: plan.toilets,
    Garages: plan.garages,
    Parkings: plan.parkings,
    Floors: plan.floors,
    Floor: plan.floor,
    Facades: plan.facades,
    SurfaceTotal: plan.surfaceTotal,
    SurfaceLiving: plan.surfaceLiving,
    SurfaceGround: plan.surfaceGround,
    SurfaceGarden: plan.surfaceGarden,
    SurfaceTerrace: plan.surfaceTerrace,
    SurfaceConstructed: plan.surfaceConstructed,
    SurfaceOffice: plan.surfaceOffice,
    SurfaceStore: plan.surfaceStore,
    PlotWidth: plan.plotWidth,
    FrontWidth: plan.frontWidth,
    ConstructionYear: plan.constructionYear,
    RenovationYear: plan.renovationYear,
    Heating: plan.heating && heating[plan.heating][lang],
    Kitchen: plan.kitchen && kitchens[plan.kitchen][lang],
    Roof: plan.roof && roofs[plan.roof][lang],
    ChargesRenter: plan.rent?.charges,
    ChargesOwner: plan.goal === 0 ? plan.chargesOwner : undefined,
    CadastralIncome: cadastralIncome(plan),
    Deposit: plan.rent?.deposit,
    Inventory: plan.rent && inventories[plan.rent.inventory][lang],
    AvailableFrom:
      plan.available === "spring" || plan.available === "autumn"
        ? delivery[plan.available][lang]
        : available[plan.available][lang],
    MinimumIncome: plan.rent?.minimumIncome,
    MaxPersons: plan.rent?.maxPersons,
    FloodScoreP: legal?.floodP,
    FloodScoreG: legal?.floodG,
    FloodZone: legal && floodZones[floodZoneOf[worst(legal.floodP, legal.floodG)]][lang],
    AsbestosCertificate: legal?.asbestos && asbestos[legal.asbestos.kind][lang],
    AsbestosDate: legal?.asbestos?.date,
    BuildingPermit: legal?.permit,
    ZoningDesignation: legal && zonings[legal.zoning][lang],
    Summons: legal?.summons,
    JudicialDecision: legal?.judicial,
    PreemptiveRight: legal?.preemptive,
    SubdivisionPermit: legal?.subdivision,
    ViagerAnnuity: plan.viager?.annuity,
    ViagerBouquet: plan.viager?.bouquet,
    ViagerAges: plan.viager?.ages,
    VideoUrl: plan.videoUrl,
    VirtualTourUrl: plan.virtualTourUrl,
    Documents: plan.documents.map(({ id, kind }) => ({
      ID: id,
      Name: documentKinds[kind].name[lang],
      Url: `/media/feed/documents/${plan.id}-${documentKinds[kind].file}.pdf`,
      MimeType: "application/pdf",
    })),
    Pictures: pictures(pool, plan.pictures, lang),
    Manager: manager ? { ...manager } : null,
    VisitMoments: plan.visits.map((visit) => ({
      ID: visit.id,
      Date: visit.date,
      Start: visit.start,
      End: visit.end,
      Capacity: visit.capacity,
    })),
  };
}

export function summaryRecord(property: FeedProperty): FeedPropertySummary {
  return {
    ID: property.ID,
    Goal: property.Goal,
    City: property.City,
    Zip: property.Zip,
    TypeDescription: property.TypeDescription,
    WebID: property.WebID,
    WebIDs: property.WebIDs,
    MainTypeName: property.MainTypeName,
    language: property.language,
    RecordFile: property.RecordFile,
    ProjectID: property.ProjectID,
    Marquee: property.Marquee,
    SmallPictureItem: property.Pictures[0] ?? null,
  };
}

export function projectRecord(project: ProjectPlan, units: readonly Plan[], lang: Lang, pool: PhotoPool): FeedProject {
  const prices = units.map((unit) => unit.price);
  const list = pictures(pool, project.pictures, lang);
  const typeName = propertyTypes.find((type) => type.webId === 2)?.name[lang] ?? "";
  const city = units[0]?.city;
  if (!city) throw new Error(`project ${project.id} has no units`);
  return {
    ID: project.id,
    Name: projectTexts[project.id].name[lang],
    Description: projectTexts[project.id].description[lang],
    Goal: 0,
    City: city.names[lang],
    Zip: city.zip,
    WebID: 2,
    WebIDName: `${typeName} (${units.length})`,
    ProjectWebID: 8,
    SmallPicture: list[0]?.Url ?? "",
    Pictures: list,
    PriceMin: Math.min(...prices),
    PriceMax: Math.max(...prices),
    language: lang,
    PublicAddress: true,
    Street: project.street,
    HouseNumber: project.houseNumber,
    BoxNr: "",
    CountryID: belgium,
    CountryName: countryName[lang],
    Latitude: project.lat,
    Longitude: project.lng,
    CreateDate: project.created,
    ModifyDate: project.modified,
  };
}

export function typeRecords(lang: Lang): FeedPropertyType[] {
  return propertyTypes.map((type) => ({
    ID: type.webId,
    WebID: type.webId,
    Name: type.name[lang],
    ShowOrder: type.webId,
    Sale: type.sale,
    Rent: type.rent,
    language: lang,
  }));
}

/** City lists in postal-code order (the same order in every language, see reshape.ts cityKey). */
export function cityRecords(plans: readonly Plan[], lang: Lang, goal: 0 | 1 | "all"): FeedCity[] {
  const counts = new Map<Municipality, number>();
  for (const plan of plans)
    if (goal === "all" || plan.goal === goal) counts.set(plan.city, (counts.get(plan.city) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.zip.localeCompare(b.zip) || (a.names.nl < b.names.nl ? -1 : 1))
    .map(([city, count]) => ({
      Name: city.names[lang],
      Zip: city.zip,
      CountryID: belgium,
      CountryName: countryName[lang],
      PropertyCount: count,
      language: lang,
    }));
}

/**
 * The cadastral income (kadastraal inkomen) of an existing home for sale. It is an unindexed
 * yearly rental value from 1975, so it stays near a few euros per m² of living area, older homes
 * a little lower. Derived from the plan rather than drawn, so that adding it left every other
 * value of the feed as it was. A new build gets its figure only once it is finished.
 */
function cadastralIncome(plan: Plan): number | undefined {
  if (
    plan.goal !== 0 ||
    !isResidential(plan.kind) ||
    plan.kind.startsWith("new") ||
    plan.kind === "unit" ||
    !plan.surfaceLiving
  ) {
    return undefined;
  }
  const age = (plan.constructionYear ?? 1975) < 1960 ? 0.8 : 1;
  return Math.round((plan.surfaceLiving * 8.5 * age) / 5) * 5;
}
