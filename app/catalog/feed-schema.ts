import { z } from "zod";
import { isEmpty } from "~/domain/empty";

// The CRM feed as it arrives: Omnicasa web API field names (PascalCase), one record per
// language. Only the importer sees these shapes; it reshapes them into app types.

export const feedLanguages = ["nl", "fr", "en", "de"] as const;
export const feedLanguage = z.enum(feedLanguages);

const id = z.number().int().positive();
const money = z.number().nonnegative();
const count = z.number().int().nonnegative();
const surface = z.number().nonnegative();
const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
/** A required text: spec §5 counts null and blank strings as empty, so "  " is missing too. */
const filled = z.string().refine((value) => !isEmpty(value), "expected a non-blank text");

/** Goal 0 is for sale; anything else (1) is for rent (spec §9). */
const goal = z.number().int().min(0);
/** Marquee 0 to 4; 0 means no badge (spec §3). */
const marquee = z.number().int().min(0).max(4);
/** Comma-separated type ids, e.g. "2,8" (spec §3 WebIDs). */
const webIds = z.string().regex(/^\d+(,\d+)*$/, "expected comma-separated type ids");

export const feedPicture = z.object({
  ID: id,
  Url: filled,
  Width: z.number().int().positive(),
  Height: z.number().int().positive(),
  Name: z.string(),
});

export const feedDocument = z.object({
  ID: id,
  Name: filled,
  Url: filled,
  MimeType: filled,
});

export const feedManager = z.object({
  ID: id,
  Name: filled,
  Phone: filled,
  Email: z.email(),
});

export const feedVisitMoment = z.object({
  ID: id,
  Date: isoDate,
  Start: z.string().regex(/^\d{2}:\d{2}$/),
  End: z.string().regex(/^\d{2}:\d{2}$/),
  Capacity: z.number().int().positive(),
});

/** One entry of the property list (the listing summary, spec §3). */
export const feedPropertySummary = z.object({
  ID: id,
  Goal: goal,
  City: filled,
  Zip: z.string().regex(/^\d{4}$/),
  TypeDescription: filled,
  WebID: id,
  WebIDs: webIds,
  MainTypeName: filled,
  language: feedLanguage,
  RecordFile: z.string().regex(/^\d{4}-\d+[A-Z]?$/, "expected year-number with an optional letter"),
  ProjectID: id.nullable(),
  Marquee: marquee,
  SmallPictureItem: feedPicture.nullable(),
});

/** A full property (spec §3 "Property (full)"). Optional fields are simply absent in the CRM. */
export const feedProperty = z.object({
  ID: id,
  Name: filled,
  Goal: goal,
  WebID: id,
  WebIDs: webIds,
  MainTypeName: filled,
  TypeDescription: filled,
  Description: z.string(),
  language: feedLanguage,
  RecordFile: filled,
  ProjectID: id.nullable(),
  Marquee: marquee,
  MarqueeName: z.string(),
  CreateDate: isoDateTime,
  ModifyDate: isoDateTime,

  Price: money,
  PriceUnit: z.number().int().nonnegative(),
  PriceUnitText: z.string(),
  PublishPrice: z.boolean(),

  PublishAddress: z.boolean(),
  Street: z.string(),
  HouseNumber: z.string(),
  BoxNr: z.string(),
  Zip: z.string().regex(/^\d{4}$/),
  City: filled,
  CountryID: z.number().int(),
  CountryName: filled,
  Latitude: z.number().min(-90).max(90).nullable(),
  Longitude: z.number().min(-180).max(180).nullable(),

  EnergyPerformance: z.number().nullable(),
  EPCLabelText: z.string(),
  EPCUniqueCode: z.string().optional(),
  EPCTotal: z.number().nonnegative().optional(),
  EPCCO2: z.number().nonnegative().optional(),
  EPCEndDate: isoDate.optional(),

  Bedrooms: count.optional(),
  Bathrooms: count.optional(),
  Showers: count.optional(),
  Toilets: count.optional(),
  Garages: count.optional(),
  Parkings: count.optional(),
  Floors: count.optional(),
  Floor: z.number().int().optional(),
  Facades: z.number().int().min(2).max(4).optional(),

  SurfaceTotal: surface.optional(),
  SurfaceLiving: surface.optional(),
  SurfaceGround: surface.optional(),
  SurfaceGarden: surface.optional(),
  SurfaceTerrace: surface.optional(),
  SurfaceConstructed: surface.optional(),
  SurfaceOffice: surface.optional(),
  SurfaceStore: surface.optional(),
  PlotWidth: surface.optional(),
  FrontWidth: surface.optional(),

  ConstructionYear: z.number().int().min(1500).max(2100).optional(),
  RenovationYear: z.number().int().min(1500).max(2100).optional(),

  Heating: z.string().optional(),
  Kitchen: z.string().optional(),
  Roof: z.string().optional(),

  ChargesRenter: money.optional(),
  ChargesOwner: money.optional(),
  /** Kadastraal inkomen: the yearly, unindexed cadastral income, where the CRM has it. */
  CadastralIncome: money.optional(),
  NotaryFee: money.optional(),
  RegistrationRights: money.optional(),
  VAT: money.optional(),
  Deposit: money.optional(),
  AgencyCost: money.optional(),
  Inventory: z.string().optional(),
  AvailableFrom: z.string().optional(),
  MinimumIncome: money.optional(),
  MaxPersons: z.number().int().positive().optional(),

  FloodScoreP: z.enum(["A", "B", "C", "D"]).optional(),
  FloodScoreG: z.enum(["A", "B", "C", "D"]).optional(),
  FloodZone: z.string().optional(),
  AsbestosCertificate: z.string().optional(),
  AsbestosDate: isoDate.optional(),
  BuildingPermit: z.boolean().optional(),
  ZoningDesignation: z.string().optional(),
  Summons: z.boolean().optional(),
  JudicialDecision: z.boolean().optional(),
  PreemptiveRight: z.boolean().optional(),
  SubdivisionPermit: z.boolean().optional(),

  ViagerAnnuity: money.optional(),
  ViagerBouquet: money.optional(),
  ViagerAges: z.string().optional(),

  VideoUrl: z.string().optional(),
  VirtualTourUrl: z.string().optional(),
  Documents: z.array(feedDocument),
  Pictures: z.array(feedPicture),
  Manager: feedManager.nullable(),
  VisitMoments: z.array(feedVisitMoment),
});

/** A new-build project (spec §3 "Project"). */
export const feedProject = z.object({
  ID: id,
  Name: filled,
  Description: z.string(),
  Goal: goal,
  City: filled,
  Zip: z.string().regex(/^\d{4}$/),
  WebID: id,
  WebIDName: filled,
  ProjectWebID: id,
  SmallPicture: filled,
  Pictures: z.array(feedPicture),
  PriceMin: money,
  PriceMax: money,
  language: feedLanguage,
  PublicAddress: z.boolean(),
  Street: z.string(),
  HouseNumber: z.string(),
  BoxNr: z.string(),
  CountryID: z.number().int(),
  CountryName: filled,
  Latitude: z.number().min(-90).max(90).nullable(),
  Longitude: z.number().min(-180).max(180).nullable(),
  CreateDate: isoDateTime,
  ModifyDate: isoDateTime,
});

/** A property type (spec §3 "Property type"). */
export const feedPropertyType = z.object({
  ID: id,
  WebID: id,
  Name: filled,
  ShowOrder: z.number().int(),
  Sale: z.boolean(),
  Rent: z.boolean(),
  language: feedLanguage,
});

/** A city entry (spec §3 "City entry"). */
export const feedCity = z.object({
  Name: filled,
  Zip: z.string().regex(/^\d{4}$/),
  CountryID: z.number().int(),
  CountryName: filled,
  PropertyCount: count,
  language: feedLanguage,
});

/**
 * The whole feed document. Records are left as `unknown` here so that one bad record is
 * rejected on its own (the importer parses each with the schemas above) instead of the
 * whole document.
 */
export const feedDocumentShape = z.object({
  GeneratedAt: isoDateTime,
  PropertyList: z.array(z.unknown()),
  Properties: z.array(z.unknown()),
  Projects: z.array(z.unknown()),
  PropertyTypes: z.array(z.unknown()),
  Cities: z.object({
    All: z.array(z.unknown()),
    Sale: z.array(z.unknown()),
    Rent: z.array(z.unknown()),
  }),
  Neighbourhoods: z.array(z.unknown()),
});

export type FeedPicture = z.infer<typeof feedPicture>;
export type FeedPropertySummary = z.infer<typeof feedPropertySummary>;
export type FeedProperty = z.infer<typeof feedProperty>;
export type FeedProject = z.infer<typeof feedProject>;
export type FeedPropertyType = z.infer<typeof feedPropertyType>;
export type FeedCity = z.infer<typeof feedCity>;
export type FeedLanguage = z.infer<typeof feedLanguage>;
