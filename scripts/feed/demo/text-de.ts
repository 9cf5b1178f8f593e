// German headlines and descriptions (with adjective endings by gender and case).

import type { Plan, State } from "./plan";
import { isFlat, isHouse } from "./plan";
import type { TextContext, Writer } from "./text-common";
import { assemble, cap, choose, grouped, one, p, ul, uncap } from "./text-common";
import type { Kitchen } from "./vocabulary";
import { available, heating, zonings } from "./vocabulary";

type Gender = "m" | "f" | "n";
const eur = (value: number) => `${grouped(value, ".")} €`;
const direction = { south: "Süden", southwest: "Südwesten", west: "Westen", east: "Osten" } as const;
const prefix = { south: "Süd", southwest: "Südwest", west: "West", east: "Ost" } as const;
/** [accusative, dative] */
const kitchen: Record<Kitchen, [string, string]> = {
  open: ["eine offene, voll ausgestattete Einbauküche", "einer offenen, voll ausgestatteten Einbauküche"],
  island: ["eine offene Küche mit Kochinsel", "einer offenen Küche mit Kochinsel"],
  closed: ["eine geschlossene Einbauküche", "einer geschlossenen Einbauküche"],
  half: ["eine teilweise ausgestattete Küche", "einer teilweise ausgestatteten Küche"],
  dated: ["eine veraltete Küche, die erneuert werden muss", "einer veralteten Küche, die erneuert werden muss"],
};

function noun(plan: Plan): { s: string; g: Gender } {
  const fresh = plan.state === "new";
  switch (plan.main) {
    case "villa":
      return { s: fresh ? "Neubauvilla" : "Villa", g: "f" };
    case "herenhuis":
      return { s: "Stadthaus", g: "n" };
    case "hoeve":
      return { s: "Bauernhaus", g: "n" };
    case "beletage":
      return { s: "Bel-Etage-Haus", g: "n" };
    case "woning":
    case "huis":
      if (fresh) return { s: "Neubauhaus", g: "n" };
      if ((plan.bedrooms ?? 0) >= 3 && choose(plan, 2, 2) === 0) return { s: "Familienhaus", g: "n" };
      return plan.facades === 3
        ? { s: "Doppelhaushälfte", g: "f" }
        : { s: plan.facades === 2 ? "Reihenhaus" : "Einfamilienhaus", g: "n" };
    case "appartement":
      return plan.kind === "studio" ? { s: "Studio", g: "n" } : { s: fresh ? "Neubauwohnung" : "Wohnung", g: "f" };
    case "gelijkvloers":
      return { s: fresh ? "Neubau-Erdgeschosswohnung" : "Erdgeschosswohnung", g: "f" };
    case "penthouse":
      return { s: fresh ? "Neubau-Penthouse" : "Penthouse", g: "n" };
    case "loft":
      return { s: "Loft", g: "n" };
    case "duplex":
      return { s: "Maisonettewohnung", g: "f" };
    case "bouwgrond":
      return { s: "Baugrundstück", g: "n" };
    case "garage":
      return { s: "Garagenbox", g: "f" };
    case "parking":
      return { s: "Stellplatz", g: "m" };
    case "winkelruimte":
      return { s: "Ladenlokal", g: "n" };
    case "commercieel":
      return { s: "Geschäftsgebäude", g: "n" };
    case "industrieel":
      return { s: "Gewerbehalle", g: "f" };
    case "opslag":
      return { s: "Lagerhalle", g: "f" };
    case "appartementsgebouw":
      return { s: "Mehrfamilienhaus", g: "n" };
    case "gemengd":
      return { s: "Wohn- und Geschäftshaus", g: "n" };
    case "gebouw":
      return { s: "Renditeobjekt", g: "n" };
  }
}

const adjectives: Record<State, readonly string[]> = {
  new: ["energieeffizient", "modern"],
  renovated: ["bezugsfertig", "renoviert", "komplett renoviert"],
  good: ["gepflegt", "geräumig", "hell", "gut erhalten"],
  refresh: ["modernisierungsbedürftig"],
  renovate: ["sanierungsbedürftig"],
};

const endings = {
  strong: { m: "er", f: "e", n: "es" },
  nominative: { m: "e", f: "e", n: "e" },
  accusative: { m: "en", f: "e", n: "e" },
} as const;
const demonstratives = {
  nominative: { m: "dieser", f: "diese", n: "dieses" },
  accusative: { m: "diesen", f: "diese", n: "dieses" },
} as const;

/** "Helles Reihenhaus"; with a case "dieses helle Reihenhaus" / "diesen geräumigen Stellplatz". */
function phrase(plan: Plan, demonstrative?: "nominative" | "accusative"): string {
  const n = noun(plan);
  const stem = one(plan, 1, adjectives[plan.state]);
  if (!demonstrative) return `${stem}${endings.strong[n.g]} ${n.s}`;
  return `${demonstratives[demonstrative][n.g]} ${stem}${endings[demonstrative][n.g]} ${n.s}`;
}

const the = (plan: Plan) =>
  isHouse(plan.kind)
    ? "das Haus"
    : plan.kind === "studio"
      ? "das Studio"
      : plan.main === "penthouse"
        ? "das Penthouse"
        : plan.main === "loft"
          ? "das Loft"
          : plan.main === "duplex"
            ? "die Maisonettewohnung"
            : isFlat(plan.kind)
              ? "die Wohnung"
              : "das Objekt";

function where(plan: Plan, city: string): string {
  switch (plan.setting) {
    case "centre":
      return `im Zentrum von ${city}`;
    case "quiet":
      return `in ruhiger Straße in ${city}`;
    case "green":
      return `in grüner Umgebung in ${city}`;
    case "station":
      return `nahe öffentlicher Verkehrsmittel in ${city}`;
    default:
      return `in ${city}`;
  }
}

/** Feature phrases in the dative, for "mit …". */
function features(plan: Plan): string[] {
  const result: string[] = [];
  const bedrooms = plan.bedrooms ?? 0;
  if (bedrooms > 0) result.push(bedrooms === 1 ? "1 Schlafzimmer" : `${bedrooms} Schlafzimmern`);
  const garden = plan.surfaceGarden ?? 0;
  if (garden >= 40)
    result.push(
      one(plan, 4, [
        "sonnigem Garten",
        `Garten nach ${direction[plan.orientation]}`,
        garden >= 300 ? "großem Garten" : "Garten",
      ]),
    );
  const terrace = plan.surfaceTerrace ?? 0;
  if (terrace >= 8)
    result.push(
      one(plan, 5, [
        "sonniger Terrasse",
        `${prefix[plan.orientation]}terrasse`,
        terrace >= 20 ? "großer Terrasse" : "Terrasse",
      ]),
    );
  if ((plan.garages ?? 0) > 0)
    result.push(isFlat(plan.kind) ? "Garagenbox" : (plan.garages ?? 0) > 1 ? "Doppelgarage" : "Garage");
  else if ((plan.parkings ?? 0) > 0) result.push("Stellplatz");
  if (plan.solar) result.push("Photovoltaikanlage");
  if (plan.cellar) result.push("Keller");
  if (plan.elevator) result.push("Aufzug");
  return result;
}

function title(plan: Plan, ctx: TextContext): string {
  const { city } = ctx;
  const at = where(plan, city);
  const total = plan.surfaceTotal ?? 0;
  switch (plan.kind) {
    case "land": {
      const open = (plan.frontWidth ?? 0) >= 18 ? "ein freistehendes Haus" : "eine Doppelhaushälfte";
      return one(plan, 6, [
        `Baugrundstück für ${open} (${plan.surfaceGround} m²) ${at}`,
        `Baugrundstück mit ${plan.surfaceGround} m² ${at}`,
        `Gut gelegenes Baugrundstück mit ${plan.frontWidth} m Straßenfront in ${city}`,
      ]);
    }
    case "garage":
      return plan.main === "garage"
        ? one(plan, 6, [`Geschlossene Garagenbox ${at}`, `Garagenbox mit elektrischem Tor in ${city}`])
        : one(plan, 6, [`Tiefgaragenstellplatz ${at}`, `Stellplatz in gesicherter Parkgarage in ${city}`]);
    case "commercial":
      if (plan.main === "winkelruimte")
        return one(plan, 6, [
          `Ladenlokal mit großem Schaufenster ${at}`,
          `Gewerbefläche mit ${total} m² in Sichtlage in ${city}`,
        ]);
      if (plan.main === "opslag") return `Lagerhalle mit ${total} m² und Sektionaltor in ${city}`;
      return plan.main === "industrieel"
        ? one(plan, 6, [
            `Gewerbehalle mit ${total} m² und Büros in ${city}`,
            `KMU-Einheit mit Lager und Büros in ${city}`,
          ])
        : `Geschäftsgebäude mit ${total} m² und Parkplätzen in ${city}`;
    case "investment":
      if (plan.main === "gemengd")
        return `Wohn- und Geschäftshaus mit Ladenlokal und ${(plan.units ?? 2) - 1} Wohnungen ${at}`;
      return plan.main === "gebouw"
        ? `Renditeobjekt mit ${plan.units} Wohneinheiten ${at}`
        : `Mehrfamilienhaus mit ${plan.units} Wohnungen als Kapitalanlage ${at}`;
    case "studio":
      return `${cap(phrase(plan))}${(plan.surfaceTerrace ?? 0) > 0 ? " mit Terrasse" : ""} ${at}`;
    case "unit": {
      const extra = plan.main === "gelijkvloers" ? "eigenem Garten" : `${plan.surfaceTerrace} m² Terrasse`;
      return `${noun(plan).s} mit ${plan.bedrooms} Schlafzimmern und ${extra} – ${ctx.project ?? ""}`;
    }
    default: {
      const list = features(plan);
      const make = (chosen: string[]) =>
        `${cap(phrase(plan))} mit ${chosen.join(" und ")} ${at}${plan.viager ? " – Verkauf auf Leibrente" : ""}`;
      const full = make(list.slice(0, 2));
      // Headlines stay short; only the deliberately long ones go past 90 characters.
      return choose(plan, 3, 2) === 0 || full.length > 85 ? make(list.slice(0, 1)) : full;
    }
  }
}

function longTitle(plan: Plan, ctx: TextContext): string {
  const [first, second, third] = features(plan);
  const where =
    plan.setting === "quiet" || plan.setting === "green"
      ? `in ruhiger Wohnstraße in ${ctx.city}`
      : `nur wenige Gehminuten vom Zentrum von ${ctx.city} entfernt`;
  const text = `${cap(phrase(plan))} mit ${first}, ${second ?? "Keller"} und ${third ?? "Dachboden"} ${where}`;
  return text.length > 90 ? text : `${text} – Besichtigung nach Vereinbarung`;
}

function intro(plan: Plan, ctx: TextContext): string {
  const living = plan.surfaceLiving ?? plan.surfaceTotal ?? 0;
  const plot = isHouse(plan.kind) && plan.surfaceGround ? plan.surfaceGround : 0;
  const setting = {
    centre: `mitten im Zentrum von ${ctx.city}`,
    quiet: `in einer ruhigen Wohnstraße in ${ctx.city}`,
    green: `in grüner Wohnlage in ${ctx.city}`,
    station: `nahe öffentlicher Verkehrsmittel in ${ctx.city}`,
    plain: `in ${ctx.city}`,
  }[plan.setting];
  const outdoor =
    (plan.surfaceGarden ?? 0) > 0
      ? `einem Garten von ${plan.surfaceGarden} m²`
      : (plan.surfaceTerrace ?? 0) > 0
        ? `einer Terrasse von ${plan.surfaceTerrace} m²`
        : "einem großzügigen Wohnbereich";
  const bedrooms =
    plan.bedrooms === 0
      ? "einem Schlafbereich"
      : plan.bedrooms === 1
        ? "1 Schlafzimmer"
        : `${plan.bedrooms} Schlafzimmern`;
  const state = {
    new: "Dank moderner Haustechnik und sehr guter Dämmung ist der Energieverbrauch minimal.",
    renovated: `Das Objekt wurde ${plan.renovationYear ?? 2020} umfassend renoviert und ist sofort bezugsfertig.`,
    good: "Das Objekt wurde stets gut gepflegt.",
    refresh: "Mit etwas Modernisierung wird daraus ein gemütliches Zuhause.",
    renovate: "Das Objekt muss umfassend saniert werden, bietet aber viel Potenzial in angenehmer Lage.",
  }[plan.state];
  return one(plan, 7, [
    p(
      `${cap(phrase(plan, "nominative"))} liegt ${setting} und bietet ${living} m² Wohnfläche${plot ? ` auf einem Grundstück von ${plot} m²` : ""}.`,
      state,
    ),
    p(
      `${cap(where(plan, ctx.city))} bieten wir ${phrase(plan, "accusative")} mit ${bedrooms} und ${outdoor} an.`,
      state,
    ),
    p(
      `Das Objekt wurde ${plan.constructionYear} erbaut und liegt ${setting}.`,
      state,
      plot ? `Das Grundstück umfasst ${plot} m².` : undefined,
    ),
  ]);
}

function layout(plan: Plan): string {
  const [kitchenAcc, kitchenDat] = plan.kitchen ? kitchen[plan.kitchen] : ["eine Küche", "einer Küche"];
  const bedrooms = `${plan.bedrooms} Schlafzimmer`;
  const bath =
    (plan.bathrooms ?? 1) > 1
      ? `${plan.bathrooms} Badezimmer`
      : plan.showers
        ? "ein Badezimmer mit Badewanne und separater Dusche"
        : "ein Badezimmer mit bodengleicher Dusche";
  const adjective = one(plan, 8, ["hellen", "geräumigen", "gemütlichen"]);
  if (isHouse(plan.kind)) {
    const living =
      plan.main === "beletage"
        ? `Im Erdgeschoss befinden sich Diele, Garage, ein Arbeitszimmer und ein Hauswirtschaftsraum; der Wohnbereich mit ${kitchenDat} liegt im ersten Stock.`
        : `Das Erdgeschoss umfasst eine Diele mit Garderobe${(plan.toilets ?? 1) > 1 ? " und separatem WC" : ""}, einen ${adjective} Wohnbereich und ${kitchenAcc}.`;
    const garden =
      (plan.surfaceGarden ?? 0) > 0
        ? `Vom Wohnbereich${plan.surfaceTerrace ? ` und der ${plan.surfaceTerrace} m² großen Terrasse` : ""} gelangen Sie in den ${plan.surfaceGarden} m² großen Garten mit ${prefix[plan.orientation]}ausrichtung.`
        : undefined;
    const upstairs = `Im Obergeschoss${(plan.floors ?? 2) > 2 ? " und im Dachgeschoss" : ""} befinden sich ${bedrooms} und ${bath}.`;
    const garage =
      (plan.garages ?? 0) > 0
        ? `Außerdem gibt es ${plan.garages === 1 ? "eine Garage" : "eine Doppelgarage"}${plan.parkings ? ` und Platz für ${plan.parkings} Auto${plan.parkings > 1 ? "s" : ""} in der Einfahrt` : ""}.`
        : undefined;
    return p(
      living,
      garden,
      upstairs,
      plan.attic && "Ein Dachboden bietet zusätzlichen Stauraum.",
      plan.cellar && "Das Haus ist teilunterkellert.",
      garage,
    );
  }
  if (isFlat(plan.kind)) {
    const floor =
      plan.floor === 0
        ? "im Erdgeschoss"
        : plan.main === "penthouse"
          ? "im obersten Stockwerk"
          : `im ${plan.floor}. Obergeschoss`;
    const building = plan.elevator ? "einer gepflegten Wohnanlage mit Aufzug" : "eines kleinen Wohnhauses";
    const rooms =
      plan.kind === "studio"
        ? `Das Studio liegt ${floor} ${building} und besteht aus einem Wohnbereich mit offener Küche, einem Schlafbereich und einem Duschbad mit WC.`
        : `${cap(the(plan))} liegt ${floor} ${building} und umfasst eine Diele mit separatem WC, einen ${adjective} Wohnbereich mit ${kitchenDat}, ${bedrooms} und ${bath}.`;
    const outside = plan.surfaceGarden
      ? `Zur Wohnung gehört ein eigener Garten von ${plan.surfaceGarden} m².`
      : plan.surfaceTerrace
        ? `Die ${plan.surfaceTerrace} m² große Terrasse ist nach ${direction[plan.orientation]} ausgerichtet.`
        : undefined;
    const extras = [
      plan.cellar && "ein Kellerabteil",
      (plan.garages ?? 0) > 0 && "eine Garagenbox",
      (plan.parkings ?? 0) > 0 && "ein Stellplatz",
    ].filter((x): x is string => Boolean(x));
    const included = extras.length
      ? `Im ${plan.goal === 0 ? "Kaufpreis" : "Mietpreis"} inbegriffen: ${extras.join(" und ")}.`
      : undefined;
    const charges =
      plan.goal === 0 && plan.chargesOwner
        ? `Das monatliche Hausgeld beträgt ca. ${eur(plan.chargesOwner)}.`
        : undefined;
    return p(rooms, outside, included, charges);
  }
  switch (plan.kind) {
    case "land": {
      const zoning = plan.legal ? zonings[plan.legal.zoning].de : "Wohngebiet";
      return p(
        `Das Grundstück ist ${plan.surfaceGround} m² groß und hat eine Straßenfront von ${plan.frontWidth} m.`,
        `Laut Raumordnungsplan liegt es in einem ${zoning}${plan.legal?.subdivision ? " und ist Teil einer genehmigten Parzellierung" : ""}.`,
        `Geeignet für ${(plan.frontWidth ?? 0) >= 18 ? "ein freistehendes Haus" : "eine Doppelhaushälfte"}, ohne Bauverpflichtung und mit freier Architektenwahl.`,
      );
    }
    case "garage":
      return p(
        `${plan.main === "garage" ? "Die Garagenbox" : "Der Stellplatz"} ist ca. ${plan.surfaceTotal} m² groß und befindet sich ${plan.main === "garage" ? "in einer geschlossenen Garagenanlage mit elektrischem Tor" : "in einer Tiefgarage mit gesicherter Zufahrt per Badge"}.`,
        "Ideal für ein Auto, ein Motorrad oder als zusätzlicher Stauraum.",
      );
    case "commercial": {
      const space =
        plan.main === "winkelruimte"
          ? "Verkaufsfläche mit großem Schaufenster"
          : plan.main === "commercieel"
            ? "Gewerbefläche"
            : "Lagerfläche mit einer lichten Höhe von ca. 6 m";
      const parkings = plan.parkings ?? 0;
      return p(
        `Das Objekt bietet ${plan.surfaceStore} m² ${space}${plan.surfaceOffice ? ` und ${plan.surfaceOffice} m² Büroflächen` : ""}.`,
        `Außerdem verfügt es über ${plan.toilets} WC${(plan.toilets ?? 1) > 1 ? "s" : ""}${parkings ? ` und ${parkings} Parkpl${parkings > 1 ? "ätze" : "atz"}` : ""}.`,
      );
    }
    default: {
      const units =
        plan.main === "gemengd" ? `ein Ladenlokal und ${(plan.units ?? 2) - 1} Wohnungen` : `${plan.units} Wohnungen`;
      const income = Math.round((plan.price * 0.045) / 12 / 10) * 10;
      return p(
        `Das Gebäude umfasst ${units} mit einer Gesamtfläche von ca. ${plan.surfaceTotal} m² auf einem Grundstück von ${plan.surfaceGround} m².`,
        `Alle Einheiten sind vermietet; die Mieteinnahmen betragen ca. ${eur(income)} pro Monat.`,
        plan.renovationYear ? `Dach und Haustechnik wurden ${plan.renovationYear} erneuert.` : undefined,
      );
    }
  }
}

function facts(plan: Plan): string {
  return ul([
    plan.surfaceLiving && `Wohnfläche: ${plan.surfaceLiving} m²`,
    !plan.surfaceLiving && plan.surfaceTotal && `Gesamtfläche: ${plan.surfaceTotal} m²`,
    plan.frontWidth && plan.kind === "land" && `Straßenfront: ${plan.frontWidth} m`,
    plan.surfaceGround && !isFlat(plan.kind) && `Grundstück: ${plan.surfaceGround} m²`,
    (plan.bedrooms ?? 0) > 0 && `${plan.bedrooms} Schlafzimmer`,
    plan.constructionYear &&
      `Baujahr ${plan.constructionYear}${plan.renovationYear ? `, renoviert ${plan.renovationYear}` : ""}`,
    plan.epc.performance !== null
      ? `Energieausweis: ${plan.epc.performance} kWh/m² (Klasse ${plan.epc.label})`
      : plan.epc.label && `Energieklasse ${plan.epc.label}`,
    plan.heating && `Heizung: ${heating[plan.heating].de}`,
    plan.solar && "Photovoltaikanlage",
  ]);
}

function location(plan: Plan, ctx: TextContext): string {
  const access =
    plan.city.region === "brussels"
      ? "U-Bahn, Straßenbahn und Bus halten gleich um die Ecke."
      : "Die wichtigsten Verkehrsachsen erreichen Sie in wenigen Autominuten.";
  return one(plan, 9, [
    p(
      `${cap(the(plan))} liegt ruhig und doch nur wenige Gehminuten von Geschäften, Schulen und öffentlichen Verkehrsmitteln entfernt.`,
      access,
    ),
    p(
      `Bäckerei, Supermarkt, Schulen und Bushaltestelle liegen um die Ecke, und das Zentrum von ${ctx.city} ist bequem zu Fuß oder mit dem Fahrrad erreichbar.`,
    ),
    p(
      `Eine ideale Lage: nur wenige Gehminuten vom Zentrum von ${ctx.city} entfernt und trotzdem ruhig, mit ${plan.setting === "green" ? "viel Grün und Spazierwegen in der Nähe" : "allen Einrichtungen des täglichen Bedarfs in der Nähe"}.`,
    ),
  ]);
}

function closing(plan: Plan, ctx: TextContext): string {
  if (plan.rent) {
    return p(
      `Verfügbar: ${uncap(available[plan.available].de)}.`,
      `Die Mietkaution beträgt drei Monatsmieten${plan.rent.charges ? `; die monatlichen Nebenkosten betragen ${eur(plan.rent.charges)}` : ""}.`,
      plan.rent.maxPersons &&
        `Geeignet für maximal ${plan.rent.maxPersons} Person${plan.rent.maxPersons === 1 ? "" : "en"}.`,
      `Kontaktieren Sie ${ctx.manager} für eine Besichtigung.`,
    );
  }
  if (plan.projectId !== null)
    return p(
      `${available[plan.available].de}.`,
      `Die vollständige Preisliste für das Projekt ${ctx.project ?? ""} erhalten Sie bei ${ctx.manager}.`,
    );
  const viager =
    plan.viager &&
    `Dieses Objekt wird auf Leibrente (Viager) verkauft: eine Einmalzahlung (Bouquet) von ${eur(plan.viager.bouquet)} und eine monatliche Rente von ${eur(plan.viager.annuity)} (Verkäufer ${plan.viager.ages} Jahre alt).`;
  return p(
    viager,
    one(plan, 10, [
      `Interesse? Kontaktieren Sie ${ctx.manager} für weitere Informationen oder eine Besichtigung.`,
      `${plan.available === "deed" ? "Frei bei Beurkundung." : "Verfügbarkeit nach Vereinbarung."} Besichtigungen nur nach Terminvereinbarung.`,
      "Zögern Sie nicht, uns für eine unverbindliche Besichtigung zu kontaktieren.",
    ]),
  );
}

function introOther(plan: Plan, ctx: TextContext): string {
  const at = where(plan, ctx.city);
  switch (plan.kind) {
    case "land":
      return p(
        `Dieses ${plan.surfaceGround} m² große Baugrundstück liegt ${at} und eignet sich ideal für den Bau Ihres Traumhauses.`,
        "Das Grundstück ist gut ausgerichtet und leicht erreichbar.",
      );
    case "garage":
      return p(
        `${plan.goal === 0 ? "Zu verkaufen" : "Zu vermieten"}: ${noun(plan).s} ${at}, ideal für Anwohner und Gewerbetreibende aus der Nachbarschaft.`,
      );
    case "commercial":
      return p(
        `${noun(plan).s} ${at} mit ausgezeichneter Sichtbarkeit und guter Erreichbarkeit für Kunden und Lieferanten.`,
      );
    default:
      return p(
        `Interessante Kapitalanlage: ${noun(plan).s} ${at}, voll vermietet und in gutem Zustand.`,
        `Das Gebäude stammt aus dem Jahr ${plan.constructionYear}.`,
      );
  }
}

export const german: Writer = {
  title,
  longTitle,
  description: (plan, ctx) =>
    assemble(plan, {
      intro: isHouse(plan.kind) || isFlat(plan.kind) ? intro(plan, ctx) : introOther(plan, ctx),
      layout: layout(plan),
      list: facts(plan),
      location: location(plan, ctx),
      closing: closing(plan, ctx),
    }),
};
