// Translated fixed vocabulary of the feed: type names, badges, units and the short text facts
// the CRM fills from its own pick lists.

export const langs = ["nl", "fr", "en", "de"] as const;
export type Lang = (typeof langs)[number];
export type L10n = Record<Lang, string>;

const t = (nl: string, fr: string, en: string, de: string): L10n => ({ nl, fr, en, de });

/** The eight property types (spec §3). */
export const propertyTypes: readonly { webId: number; name: L10n; sale: boolean; rent: boolean }[] = [
  { webId: 1, name: t("Woning", "Maison", "House", "Haus"), sale: true, rent: true },
  { webId: 2, name: t("Appartement", "Appartement", "Apartment", "Wohnung"), sale: true, rent: true },
  { webId: 3, name: t("Studio", "Studio", "Studio", "Studio"), sale: false, rent: false },
  { webId: 4, name: t("Grond", "Terrain", "Land", "Grundstück"), sale: true, rent: false },
  {
    webId: 5,
    name: t("Opbrengsteigendom", "Immeuble de rapport", "Investment property", "Renditeobjekt"),
    sale: true,
    rent: true,
  },
  {
    webId: 6,
    name: t("Bedrijfspand", "Bien commercial", "Commercial property", "Gewerbeimmobilie"),
    sale: true,
    rent: true,
  },
  {
    webId: 7,
    name: t("Garage/parking", "Garage/parking", "Garage/parking", "Garage/Stellplatz"),
    sale: true,
    rent: true,
  },
  { webId: 8, name: t("Nieuwbouw", "Nouvelle construction", "New build", "Neubau"), sale: true, rent: true },
];

/** Main type names (spec §3 list) with the type id they belong to. */
export const mainTypes = {
  woning: { webId: 1, name: t("Woning", "Maison", "House", "Haus") },
  huis: { webId: 1, name: t("Huis", "Maison unifamiliale", "Single-family house", "Einfamilienhaus") },
  villa: { webId: 1, name: t("Villa", "Villa", "Villa", "Villa") },
  herenhuis: { webId: 1, name: t("Herenhuis", "Maison de maître", "Town house", "Stadthaus") },
  hoeve: { webId: 1, name: t("Hoeve", "Ferme", "Farmhouse", "Bauernhaus") },
  beletage: { webId: 1, name: t("Bel-etage", "Bel-étage", "Bel-étage house", "Bel-Etage-Haus") },
  appartement: { webId: 2, name: t("Appartement", "Appartement", "Apartment", "Wohnung") },
  gelijkvloers: { webId: 2, name: t("Gelijkvloers", "Rez-de-chaussée", "Ground-floor flat", "Erdgeschosswohnung") },
  penthouse: { webId: 2, name: t("Penthouse", "Penthouse", "Penthouse", "Penthouse") },
  loft: { webId: 2, name: t("Loft", "Loft", "Loft", "Loft") },
  duplex: { webId: 2, name: t("Duplex/triplex", "Duplex/triplex", "Duplex/triplex", "Maisonette") },
  bouwgrond: { webId: 4, name: t("Bouwgrond", "Terrain à bâtir", "Building plot", "Baugrundstück") },
  appartementsgebouw: {
    webId: 5,
    name: t("Appartementsgebouw", "Immeuble à appartements", "Apartment building", "Mehrfamilienhaus"),
  },
  gemengd: { webId: 5, name: t("Gemengd gebouw", "Immeuble mixte", "Mixed-use building", "Wohn- und Geschäftshaus") },
  gebouw: { webId: 5, name: t("Gebouw", "Immeuble", "Building", "Gebäude") },
  winkelruimte: { webId: 6, name: t("Winkelruimte", "Surface commerciale", "Retail space", "Ladenlokal") },
  commercieel: {
    webId: 6,
    name: t("Commercieel gebouw", "Bâtiment commercial", "Commercial building", "Geschäftsgebäude"),
  },
  industrieel: {
    webId: 6,
    name: t("Industrieel gebouw", "Bâtiment industriel", "Industrial building", "Gewerbehalle"),
  },
  opslag: { webId: 6, name: t("Opslagruimte", "Espace de stockage", "Storage space", "Lagerfläche") },
  garage: { webId: 7, name: t("Garage", "Garage", "Garage", "Garage") },
  parking: {
    webId: 7,
    name: t("Parking/Garagebox", "Parking/Box de garage", "Parking space/Garage box", "Stellplatz/Garagenbox"),
  },
} as const;
export type MainType = keyof typeof mainTypes;

export const marqueeNames: readonly L10n[] = [
  t("", "", "", ""),
  t("Nieuw", "Nouveau", "New", "Neu"),
  t("Onder optie", "Sous option", "Under option", "Unter Option"),
  t("Verkocht", "Vendu", "Sold", "Verkauft"),
  t("Verhuurd", "Loué", "Rented", "Vermietet"),
];

export const priceUnitTexts: Readonly<Record<1 | 2 | 7, L10n>> = {
  1: t("", "", "", ""),
  2: t("per maand", "par mois", "per month", "pro Monat"),
  7: t("vanaf", "à partir de", "from", "ab"),
};

export const countryName = t("België", "Belgique", "Belgium", "Belgien");

export const heating = {
  gas: t(
    "Gas (condensatieketel)",
    "Gaz (chaudière à condensation)",
    "Gas (condensing boiler)",
    "Gas (Brennwertkessel)",
  ),
  heatpump: t(
    "Warmtepomp met vloerverwarming",
    "Pompe à chaleur avec chauffage au sol",
    "Heat pump with underfloor heating",
    "Wärmepumpe mit Fußbodenheizung",
  ),
  oil: t("Stookolie", "Mazout", "Heating oil", "Heizöl"),
  electric: t("Elektrisch", "Électrique", "Electric", "Elektrisch"),
  collective: t(
    "Collectieve verwarming op gas",
    "Chauffage collectif au gaz",
    "Communal gas heating",
    "Zentrale Gasheizung",
  ),
  hybrid: t(
    "Hybride warmtepomp en gasketel",
    "Pompe à chaleur hybride et chaudière gaz",
    "Hybrid heat pump and gas boiler",
    "Hybridwärmepumpe und Gaskessel",
  ),
} as const;
export type Heating = keyof typeof heating;

export const kitchens = {
  open: t(
    "Open, volledig ingerichte keuken",
    "Cuisine ouverte entièrement équipée",
    "Fully fitted open-plan kitchen",
    "Offene Einbauküche, voll ausgestattet",
  ),
  island: t(
    "Open keuken met kookeiland",
    "Cuisine ouverte avec îlot",
    "Open kitchen with island",
    "Offene Küche mit Kochinsel",
  ),
  closed: t(
    "Gesloten, ingerichte keuken",
    "Cuisine fermée équipée",
    "Separate fitted kitchen",
    "Geschlossene Einbauküche",
  ),
  half: t("Half ingerichte keuken", "Cuisine semi-équipée", "Partly fitted kitchen", "Teilweise ausgestattete Küche"),
  dated: t(
    "Verouderde keuken, te vernieuwen",
    "Cuisine à rénover",
    "Dated kitchen, to be renewed",
    "Veraltete Küche, zu erneuern",
  ),
} as const;
export type Kitchen = keyof typeof kitchens;

export const roofs = {
  tiles: t(
    "Hellend dak met pannen, geïsoleerd",
    "Toiture en pente en tuiles, isolée",
    "Pitched tiled roof, insulated",
    "Ziegel-Satteldach, gedämmt",
  ),
  slate: t("Leien dak", "Toiture en ardoises", "Slate roof", "Schieferdach"),
  flat: t(
    "Plat dak (EPDM), geïsoleerd",
    "Toit plat (EPDM), isolé",
    "Flat roof (EPDM), insulated",
    "Flachdach (EPDM), gedämmt",
  ),
  old: t("Dak aan vernieuwing toe", "Toiture à renouveler", "Roof in need of renewal", "Dach erneuerungsbedürftig"),
} as const;
export type Roof = keyof typeof roofs;

export const inventories = {
  expert: t(
    "Plaatsbeschrijving door onafhankelijk expert, kosten 50/50",
    "État des lieux par un expert indépendant, frais partagés 50/50",
    "Check-in inventory by an independent expert, costs split 50/50",
    "Übergabeprotokoll durch unabhängigen Sachverständigen, Kosten 50/50",
  ),
  agency: t(
    "Plaatsbeschrijving opgemaakt door het kantoor",
    "État des lieux établi par l'agence",
    "Inventory drawn up by the agency",
    "Übergabeprotokoll durch das Maklerbüro",
  ),
} as const;
export type Inventory = keyof typeof inventories;

export const available = {
  now: t("Onmiddellijk", "Immédiatement", "Immediately", "Sofort"),
  dec: t("Vanaf 1 december 2026", "À partir du 1er décembre 2026", "From 1 December 2026", "Ab 1. Dezember 2026"),
  jan: t("Vanaf 1 januari 2027", "À partir du 1er janvier 2027", "From 1 January 2027", "Ab 1. Januar 2027"),
  feb: t("Vanaf 1 februari 2027", "À partir du 1er février 2027", "From 1 February 2027", "Ab 1. Februar 2027"),
  agreement: t("In onderling overleg", "À convenir", "By mutual agreement", "Nach Vereinbarung"),
  deed: t("Bij akte", "À l'acte", "On signing of the deed", "Bei Beurkundung"),
  spring: t(
    "Oplevering voorzien in het voorjaar van 2027",
    "Réception prévue au printemps 2027",
    "Completion expected in spring 2027",
    "Fertigstellung voraussichtlich im Frühjahr 2027",
  ),
  autumn: t(
    "Oplevering voorzien in het najaar van 2027",
    "Réception prévue à l'automne 2027",
    "Completion expected in autumn 2027",
    "Fertigstellung voraussichtlich im Herbst 2027",
  ),
} as const;
export type Available = keyof typeof available;

/**
 * A new build's AvailableFrom as a CRM holds it: the season of delivery, which reads well after
 * "Beschikbaar vanaf" on a unit's page and after "Oplevering" on its project's page. The
 * descriptions keep the sentence of `available`.
 */
export const delivery = {
  spring: t("Voorjaar 2027", "Printemps 2027", "Spring 2027", "Frühjahr 2027"),
  autumn: t("Najaar 2027", "Automne 2027", "Autumn 2027", "Herbst 2027"),
} as const;

export const floodZones = {
  none: t(
    "Niet gelegen in overstromingsgevoelig gebied",
    "Pas située en zone inondable",
    "Not in a flood-prone area",
    "Nicht in einem Überschwemmungsgebiet",
  ),
  possible: t(
    "Gelegen in mogelijk overstromingsgevoelig gebied",
    "Située en zone potentiellement inondable",
    "In a possibly flood-prone area",
    "In einem möglicherweise überschwemmungsgefährdeten Gebiet",
  ),
  effective: t(
    "Gelegen in effectief overstromingsgevoelig gebied",
    "Située en zone effectivement inondable",
    "In an area at actual risk of flooding",
    "In einem tatsächlich überschwemmungsgefährdeten Gebiet",
  ),
} as const;

export const asbestos = {
  safe: t(
    "Asbestattest: asbestveilig",
    "Attestation amiante : sans risque",
    "Asbestos certificate: asbestos-safe",
    "Asbestbescheinigung: asbestsicher",
  ),
  limited: t(
    "Asbestattest: niet asbestveilig, beperkte hoeveelheid hechtgebonden asbest",
    "Attestation amiante : amiante lié en quantité limitée",
    "Asbestos certificate: not asbestos-safe, small amount of bonded asbestos",
    "Asbestbescheinigung: nicht asbestsicher, geringe Menge gebundener Asbest",
  ),
} as const;
export type Asbestos = keyof typeof asbestos;

export const zonings = {
  residential: t("Woongebied", "Zone d'habitat", "Residential area", "Wohngebiet"),
  rural: t(
    "Woongebied met landelijk karakter",
    "Zone d'habitat à caractère rural",
    "Residential area of rural character",
    "Wohngebiet mit ländlichem Charakter",
  ),
  extension: t(
    "Woonuitbreidingsgebied",
    "Zone d'extension d'habitat",
    "Residential expansion area",
    "Wohnerweiterungsgebiet",
  ),
  business: t(
    "Gebied voor ambachtelijke bedrijven en kmo's",
    "Zone d'artisanat et de PME",
    "Area for craft businesses and SMEs",
    "Gebiet für Handwerksbetriebe und KMU",
  ),
  park: t("Woonpark", "Parc résidentiel", "Residential park", "Wohnpark"),
} as const;
export type Zoning = keyof typeof zonings;

export const documentKinds = {
  epc: { file: "epc", name: t("EPC-attest", "Certificat PEB", "EPC certificate", "Energieausweis (EPC)") },
  epb: { file: "peb", name: t("EPB-certificaat", "Certificat PEB", "EPB certificate", "Energieausweis (PEB)") },
  plan: { file: "grondplan", name: t("Grondplan", "Plan", "Floor plan", "Grundriss") },
  asbestos: {
    file: "asbestattest",
    name: t("Asbestattest", "Attestation amiante", "Asbestos certificate", "Asbestbescheinigung"),
  },
  urban: {
    file: "stedenbouwkundig-uittreksel",
    name: t("Stedenbouwkundig uittreksel", "Extrait urbanistique", "Urban-planning extract", "Städtebaulicher Auszug"),
  },
  brochure: { file: "brochure", name: t("Brochure", "Brochure", "Brochure", "Broschüre") },
} as const;
export type DocumentKind = keyof typeof documentKinds;

/** The agents who handle listings; their phone and e-mail come from the team page (team.ts). */
export const agents = [
  { ID: 301, Name: "Sofie Van den Bergh" },
  { ID: 302, Name: "Pieter Claes" },
  { ID: 303, Name: "Leen Verstraeten" },
  { ID: 304, Name: "Tom Janssens" },
] as const;
