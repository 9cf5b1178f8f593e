import type { LocalizedText, PropertyRecord, PropertyTypeRecord } from "~/domain/records";

// Made-up properties for tests and the search benchmark: any number of them, deterministic,
// spread over real municipalities, types and prices. Never used by the site itself.

const all = (text: string): LocalizedText => ({ nl: text, fr: text, en: text, de: text });

export const syntheticCities = [
  ["Edegem", "2650"],
  ["Hemiksem", "2620"],
  ["Antwerpen", "2000"],
  ["Mortsel", "2640"],
  ["Kontich", "2550"],
  ["Hove", "2540"],
  ["Boechout", "2530"],
  ["Aartselaar", "2630"],
  ["Schelle", "2627"],
  ["Wilrijk", "2610"],
  ["Hoboken", "2660"],
  ["Berchem", "2600"],
  ["Lier", "2500"],
  ["Mechelen", "2800"],
  ["Schoten", "2900"],
  ["Brasschaat", "2930"],
  ["Kapellen", "2950"],
  ["Boom", "2850"],
  ["Niel", "2845"],
  ["Rumst", "2840"],
  ["Liège", "4000"],
  ["Namen", "5000"],
  ["Brussel", "1000"],
  ["'s-Gravenwezel", "2970"],
  ["Zoersel", "2980"],
] as const;

export const syntheticTypes: PropertyTypeRecord[] = [
  [1, "Woning", true, true],
  [2, "Appartement", true, true],
  [3, "Studio", false, false],
  [4, "Grond", true, false],
  [5, "Opbrengsteigendom", true, true],
  [6, "Bedrijfspand", true, true],
  [7, "Garage/parking", true, true],
  [8, "Nieuwbouw", true, true],
].map(([webId, name, sale, rent]) => ({
  webId: Number(webId),
  showOrder: Number(webId),
  sale: Boolean(sale),
  rent: Boolean(rent),
  name: all(String(name)),
}));

/** A small seeded generator, so a run can be repeated exactly. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function syntheticProperty(id: number, next: () => number): PropertyRecord {
  const [city, zip] = syntheticCities[Math.floor(next() * syntheticCities.length)] ?? syntheticCities[0];
  const goal = next() < 0.7 ? "sale" : "rent";
  const webId = goal === "sale" ? 1 + Math.floor(next() * 8) : ([1, 2, 5, 6, 7][Math.floor(next() * 5)] ?? 2);
  const price = goal === "sale" ? 150_000 + Math.round(next() * 900) * 1000 : 600 + Math.round(next() * 30) * 50;
  const bedrooms = Math.floor(next() * 5);
  return {
    id,
    goal,
    webId,
    webIds: webId === 8 ? [2, 8] : [webId],
    projectId: null,
    reference: `${2024 + (id % 3)}-${String(id).padStart(5, "0")}`,
    marquee: next() < 0.05 ? 3 : 0,
    price,
    priceUnit: goal === "sale" ? 1 : 2,
    pricePublished: next() > 0.03,
    address: {
      published: true,
      street: "Kerkstraat",
      houseNumber: String(1 + (id % 200)),
      box: "",
      zip,
      city: all(city),
      countryId: 10,
      country: all("België"),
      latitude: 51.15,
      longitude: 4.44,
    },
    energyPerformance: Math.round(next() * 600) - 20,
    epcLabelText: "",
    facts: {
      bedrooms,
      surfaceLiving: 40 + Math.round(next() * 250),
      surfaceGarden: next() < 0.5 ? 100 : 0,
      surfaceTerrace: next() < 0.4 ? 12 : 0,
      garages: next() < 0.4 ? 1 : 0,
    },
    title: all(`Woning ${id} in ${city}`),
    name: all(`Woning ${id}`),
    description: all(
      `<p>Ruime woning met ${bedrooms} slaapkamers in ${city}, rustig gelegen en vlot bereikbaar, met een zonnige tuin en een garage.</p>`,
    ),
    mainTypeName: all("Woning"),
    priceUnitText: all(goal === "rent" ? "per maand" : ""),
    textFacts: {},
    videoUrl: null,
    virtualTourUrl: null,
    pictures: [],
    documents: [],
    manager: null,
    visitMoments: [],
    createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 300) * 86_400_000).toISOString(),
    modifiedAt: "2026-11-01T00:00:00Z",
  };
}

export function syntheticProperties(count: number, seed = 42): PropertyRecord[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => syntheticProperty(5_000_000 + index, next));
}
