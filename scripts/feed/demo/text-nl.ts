// Dutch (Flemish) headlines and descriptions, written the way a Flemish agency writes them.

import type { Plan, State } from "./plan";
import { isFlat, isHouse } from "./plan";
import type { TextContext, Writer } from "./text-common";
import { ares, assemble, cap, choose, grouped, one, p, ul, uncap } from "./text-common";
import { available, heating, kitchens, zonings } from "./vocabulary";

const eur = (value: number) => `€ ${grouped(value, ".")}`;
const orientation = { south: "zuiden", southwest: "zuidwesten", west: "westen", east: "oosten" } as const;

function noun(plan: Plan): { s: string; het: boolean } {
  const fresh = plan.state === "new";
  switch (plan.main) {
    case "villa":
      return { s: fresh ? "nieuwbouwvilla" : "villa", het: false };
    case "herenhuis":
      return { s: "herenhuis", het: true };
    case "hoeve":
      return { s: "hoeve", het: false };
    case "beletage":
      return { s: "bel-etagewoning", het: false };
    case "woning":
    case "huis":
      if (fresh) return { s: "nieuwbouwwoning", het: false };
      if ((plan.bedrooms ?? 0) >= 3 && choose(plan, 2, 2) === 0) return { s: "gezinswoning", het: false };
      return {
        s: plan.facades === 2 ? "rijwoning" : plan.facades === 3 ? "halfopen woning" : "vrijstaande woning",
        het: false,
      };
    case "appartement":
      return plan.kind === "studio"
        ? { s: "studio", het: false }
        : { s: fresh ? "nieuwbouwappartement" : "appartement", het: true };
    case "gelijkvloers":
      return { s: fresh ? "gelijkvloers nieuwbouwappartement" : "gelijkvloers appartement", het: true };
    case "penthouse":
      return { s: fresh ? "nieuwbouwpenthouse" : "penthouse", het: false };
    case "loft":
      return { s: "loft", het: false };
    case "duplex":
      return { s: "duplexappartement", het: true };
    case "bouwgrond":
      return { s: "bouwgrond", het: false };
    case "garage":
      return { s: "garagebox", het: false };
    case "parking":
      return { s: "autostaanplaats", het: false };
    case "winkelruimte":
      return { s: "handelspand", het: true };
    case "commercieel":
      return { s: "commercieel gebouw", het: true };
    case "industrieel":
      return { s: "bedrijfsgebouw", het: true };
    case "opslag":
      return { s: "opslagruimte", het: false };
    case "appartementsgebouw":
      return { s: "opbrengsteigendom", het: true };
    case "gemengd":
      return { s: "gemengd opbrengstpand", het: true };
    case "gebouw":
      return { s: "opbrengstgebouw", het: true };
  }
}

const adjectives: Record<State, readonly (readonly [string, string])[]> = {
  new: [
    ["energiezuinige", "energiezuinig"],
    ["moderne", "modern"],
  ],
  renovated: [
    ["instapklare", "instapklaar"],
    ["gerenoveerde", "gerenoveerd"],
    ["volledig gerenoveerde", "volledig gerenoveerd"],
  ],
  good: [
    ["goed onderhouden", "goed onderhouden"],
    ["ruime", "ruim"],
    ["lichtrijke", "lichtrijk"],
    ["verzorgde", "verzorgd"],
  ],
  refresh: [["op te frissen", "op te frissen"]],
  renovate: [["te renoveren", "te renoveren"]],
};

/** "ruim appartement" in a headline; with `demonstrative` "dit ruime appartement", "deze ruime woning". */
function phrase(plan: Plan, demonstrative = false): string {
  const n = noun(plan);
  const [de, het] = one(plan, 1, adjectives[plan.state]);
  if (demonstrative) return `${n.het ? "dit" : "deze"} ${de} ${n.s}`;
  return `${n.het ? het : de} ${n.s}`;
}

const subject = (plan: Plan) =>
  isHouse(plan.kind)
    ? "woning"
    : plan.kind === "studio"
      ? "studio"
      : plan.main === "penthouse"
        ? "penthouse"
        : isFlat(plan.kind)
          ? "appartement"
          : "pand";
const the = (plan: Plan) =>
  ["woning", "studio", "penthouse"].includes(subject(plan)) ? `de ${subject(plan)}` : `het ${subject(plan)}`;

function where(plan: Plan, city: string, title: boolean): string {
  switch (plan.setting) {
    case "centre":
      return `in het centrum van ${city}`;
    case "quiet":
      return `in een rustige straat in ${city}`;
    case "green":
      return `in een groene omgeving ${title ? "te" : "in"} ${city}`;
    case "station":
      return `vlak bij het openbaar vervoer in ${city}`;
    default:
      return `${title ? "te" : "in"} ${city}`;
  }
}

/** Feature phrases for headlines, most telling first. */
function features(plan: Plan): string[] {
  const result: string[] = [];
  const bedrooms = plan.bedrooms ?? 0;
  if (bedrooms > 0) result.push(bedrooms === 1 ? "1 slaapkamer" : `${bedrooms} slaapkamers`);
  const garden = plan.surfaceGarden ?? 0;
  if (garden >= 40)
    result.push(
      one(plan, 4, [
        "zonnige tuin",
        `tuin op het ${orientation[plan.orientation]}`,
        garden >= 300 ? "diepe tuin" : "tuin",
      ]),
    );
  const terrace = plan.surfaceTerrace ?? 0;
  if (terrace >= 8)
    result.push(
      one(plan, 5, [
        "zonnig terras",
        `terras op het ${orientation[plan.orientation]}`,
        terrace >= 20 ? "ruim terras" : "terras",
      ]),
    );
  if ((plan.garages ?? 0) > 0)
    result.push(isFlat(plan.kind) ? "garagebox" : (plan.garages ?? 0) > 1 ? "dubbele garage" : "garage");
  else if ((plan.parkings ?? 0) > 0) result.push("autostaanplaats");
  if (plan.solar) result.push("zonnepanelen");
  if (plan.cellar) result.push("kelder");
  if (plan.elevator) result.push("lift");
  return result;
}

function title(plan: Plan, ctx: TextContext): string {
  const { city } = ctx;
  const at = where(plan, city, true);
  const tail = plan.viager ? " – verkoop op lijfrente" : "";
  const total = plan.surfaceTotal ?? 0;
  switch (plan.kind) {
    case "land": {
      const open = (plan.frontWidth ?? 0) >= 18 ? "open" : "halfopen";
      return one(plan, 6, [
        `Bouwgrond voor ${open} bebouwing (${ares(plan.surfaceGround ?? 0)}) ${at}`,
        `Perceel bouwgrond van ${plan.surfaceGround} m² ${at}`,
        `Goed gelegen bouwgrond met een straatbreedte van ${plan.frontWidth} m te ${city}`,
      ]);
    }
    case "garage":
      return plan.main === "garage"
        ? one(plan, 6, [`Afgesloten garagebox ${at}`, `Garagebox met elektrische poort te ${city}`])
        : one(plan, 6, [`Ondergrondse autostaanplaats ${at}`, `Autostaanplaats in beveiligde parking te ${city}`]);
    case "commercial":
      if (plan.main === "winkelruimte")
        return one(plan, 6, [
          `Handelspand met ruime etalage ${at}`,
          `Commerciële ruimte van ${total} m² op een zichtlocatie te ${city}`,
        ]);
      if (plan.main === "opslag") return `Opslagruimte van ${total} m² met sectionale poort te ${city}`;
      return plan.main === "industrieel"
        ? one(plan, 6, [
            `Bedrijfsgebouw van ${total} m² met kantoren te ${city}`,
            `KMO-unit met magazijn en kantoren te ${city}`,
          ])
        : `Commercieel gebouw van ${total} m² met parking te ${city}`;
    case "investment":
      if (plan.main === "gemengd")
        return `Gemengd opbrengstpand met handelsgelijkvloers en ${(plan.units ?? 2) - 1} appartementen ${at}`;
      return plan.main === "gebouw"
        ? `Opbrengstgebouw met ${plan.units} wooneenheden ${at}`
        : `Opbrengsteigendom met ${plan.units} appartementen ${at}`;
    case "studio":
      return `${cap(phrase(plan))}${(plan.surfaceTerrace ?? 0) > 0 ? " met terras" : ""} ${at}`;
    case "unit": {
      const extra = plan.main === "gelijkvloers" ? "privétuin" : `terras van ${plan.surfaceTerrace} m²`;
      return `${cap(noun(plan).s)} met ${plan.bedrooms} slaapkamers en ${extra} – ${ctx.project ?? ""}`;
    }
    default: {
      const list = features(plan);
      const make = (chosen: string[]) => `${cap(phrase(plan))} met ${chosen.join(" en ")} ${at}${tail}`;
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
      ? `in een rustige, residentiële straat in ${ctx.city}`
      : `op wandelafstand van het centrum van ${ctx.city}`;
  const text = `${cap(phrase(plan))} met ${first}, ${second ?? "kelder"} en ${third ?? "zolder"} ${where}`;
  return text.length > 90 ? text : `${text} – bezoek op afspraak`;
}

function intro(plan: Plan, ctx: TextContext): string {
  const living = plan.surfaceLiving ?? plan.surfaceTotal ?? 0;
  const plot = isHouse(plan.kind) && plan.surfaceGround ? ` op een perceel van ${ares(plan.surfaceGround)}` : "";
  const setting = {
    centre: `centraal gelegen in het hart van ${ctx.city}`,
    quiet: `rustig gelegen in een residentiële straat in ${ctx.city}`,
    green: `gelegen in een groene, residentiële omgeving in ${ctx.city}`,
    station: `vlot bereikbaar gelegen, vlak bij het openbaar vervoer in ${ctx.city}`,
    plain: `gelegen in ${ctx.city}`,
  }[plan.setting];
  const outdoor =
    (plan.surfaceGarden ?? 0) > 0
      ? `een tuin van ${plan.surfaceGarden} m²`
      : (plan.surfaceTerrace ?? 0) > 0
        ? `een terras van ${plan.surfaceTerrace} m²`
        : "een ruime leefruimte";
  const bedrooms =
    plan.bedrooms === 0 ? "een slaaphoek" : plan.bedrooms === 1 ? "1 slaapkamer" : `${plan.bedrooms} slaapkamers`;
  const state = {
    new: "Dankzij de moderne technieken en de doorgedreven isolatie is het energieverbruik minimaal.",
    renovated: `${cap(the(plan))} werd in ${plan.renovationYear ?? 2020} grondig gerenoveerd en is volledig instapklaar.`,
    good: "Het geheel werd steeds goed onderhouden.",
    refresh: "Met een opfrissing maakt u er een warme thuis van.",
    renovate: `${cap(the(plan))} vraagt een grondige renovatie, maar biedt veel mogelijkheden op een mooie locatie.`,
  }[plan.state];
  return one(plan, 7, [
    p(`${cap(phrase(plan, true))} is ${setting} en biedt ${living} m² bewoonbare oppervlakte${plot}.`, state),
    p(
      `${cap(where(plan, ctx.city, false))} bieden wij ${phrase(plan, true)} aan met ${bedrooms} en ${outdoor}.`,
      state,
    ),
    p(
      `${cap(the(plan))} werd gebouwd in ${plan.constructionYear} en is ${setting}.`,
      state,
      plot ? `Het perceel heeft een oppervlakte van ${ares(plan.surfaceGround ?? 0)}.` : undefined,
    ),
  ]);
}

function layout(plan: Plan): string {
  const kitchen = plan.kitchen ? `een ${uncap(kitchens[plan.kitchen].nl)}` : "een keuken";
  const bedrooms = plan.bedrooms === 1 ? "1 slaapkamer" : `${plan.bedrooms} slaapkamers`;
  const bath =
    (plan.bathrooms ?? 1) > 1
      ? `${plan.bathrooms} badkamers`
      : plan.showers
        ? "een badkamer met ligbad en aparte douche"
        : "een badkamer met inloopdouche";
  const orient = orientation[plan.orientation];
  if (isHouse(plan.kind)) {
    const living =
      plan.main === "beletage"
        ? `Op het gelijkvloers bevinden zich de inkomhal, de garage, een bureau en de berging; de leefruimte met ${kitchen} ligt op de eerste verdieping.`
        : `Het gelijkvloers omvat een inkomhal met vestiaire${(plan.toilets ?? 1) > 1 ? " en apart toilet" : ""}, een ${one(plan, 8, ["lichtrijke", "ruime", "gezellige"])} leefruimte en ${kitchen}.`;
    const garden =
      (plan.surfaceGarden ?? 0) > 0
        ? `Vanuit de leefruimte${plan.surfaceTerrace ? ` en het terras van ${plan.surfaceTerrace} m²` : ""} stapt u in de tuin van ${plan.surfaceGarden} m², georiënteerd op het ${orient}.`
        : undefined;
    const upstairs = `Op de verdieping${(plan.floors ?? 2) > 2 ? "en" : ""} vindt u ${bedrooms} en ${bath}.`;
    const garage =
      (plan.garages ?? 0) > 0
        ? `Er is ${plan.garages === 1 ? "een garage" : "een dubbele garage"}${plan.parkings ? ` en plaats voor ${plan.parkings} wagen${plan.parkings > 1 ? "s" : ""} op de oprit` : ""}.`
        : undefined;
    return p(
      living,
      garden,
      upstairs,
      plan.attic && "Een zolder biedt extra bergruimte.",
      plan.cellar && "De woning is gedeeltelijk onderkelderd.",
      garage,
    );
  }
  if (isFlat(plan.kind)) {
    const floor =
      plan.floor === 0
        ? "op het gelijkvloers"
        : plan.main === "penthouse"
          ? "op de bovenste verdieping"
          : `op de ${plan.floor}e verdieping`;
    const building = plan.elevator ? "een verzorgde residentie met lift" : "een kleinschalig gebouw";
    const rooms =
      plan.kind === "studio"
        ? `De studio bevindt zich ${floor} van ${building} en bestaat uit een leefruimte met open keuken, een slaaphoek en een douchekamer met toilet.`
        : `${cap(the(plan))} bevindt zich ${floor} van ${building} en omvat een inkomhal met apart toilet, een ${one(plan, 8, ["lichtrijke", "ruime", "gezellige"])} leefruimte met ${kitchen}, ${bedrooms} en ${bath}.`;
    const outside = plan.surfaceGarden
      ? `Bij het appartement hoort een privétuin van ${plan.surfaceGarden} m².`
      : plan.surfaceTerrace
        ? `Het terras van ${plan.surfaceTerrace} m² is georiënteerd op het ${orient}.`
        : undefined;
    const extras = [
      plan.cellar && "een kelderberging",
      (plan.garages ?? 0) > 0 && "een garagebox",
      (plan.parkings ?? 0) > 0 && "een autostaanplaats",
    ].filter((x): x is string => Boolean(x));
    const included = extras.length
      ? `${cap(extras.join(" en "))} ${extras.length > 1 ? "zijn" : "is"} inbegrepen.`
      : undefined;
    const charges =
      plan.goal === 0 && plan.chargesOwner
        ? `De gemeenschappelijke kosten bedragen ca. ${eur(plan.chargesOwner)} per maand.`
        : undefined;
    return p(rooms, outside, included, charges);
  }
  switch (plan.kind) {
    case "land": {
      const zoning = plan.legal ? uncap(zonings[plan.legal.zoning].nl) : "woongebied";
      return p(
        `Het perceel heeft een oppervlakte van ${ares(plan.surfaceGround ?? 0)} (${plan.surfaceGround} m²) en een straatbreedte van ${plan.frontWidth} m.`,
        `Het is volgens het gewestplan gelegen in ${zoning}${plan.legal?.subdivision ? " en maakt deel uit van een goedgekeurde verkaveling" : ""}.`,
        `Geschikt voor ${(plan.frontWidth ?? 0) >= 18 ? "open" : "halfopen"} bebouwing, vrij van bouwverplichting en vrij te kiezen architect.`,
      );
    }
    case "garage":
      return p(
        `De ${plan.main === "garage" ? "garagebox" : "staanplaats"} heeft een oppervlakte van ca. ${plan.surfaceTotal} m² en ligt ${plan.main === "garage" ? "in een afgesloten garagecomplex met elektrische poort" : "in een ondergrondse parking met beveiligde toegang via badge"}.`,
        "Ideaal voor een wagen, een motor of als extra bergruimte.",
      );
    case "commercial": {
      const space =
        plan.main === "winkelruimte"
          ? "winkelruimte met een ruime etalage"
          : plan.main === "commercieel"
            ? "commerciële ruimte"
            : "magazijn met een vrije hoogte van ca. 6 m";
      return p(
        `Het pand beschikt over ${plan.surfaceStore} m² ${space}${plan.surfaceOffice ? ` en ${plan.surfaceOffice} m² kantoren` : ""}.`,
        `Verder zijn er ${plan.toilets} toilet${(plan.toilets ?? 1) > 1 ? "ten" : ""}${plan.parkings ? ` en ${plan.parkings} parkeerplaats${plan.parkings > 1 ? "en" : ""}` : ""}.`,
      );
    }
    default: {
      const units =
        plan.main === "gemengd"
          ? `een handelsgelijkvloers en ${(plan.units ?? 2) - 1} appartementen`
          : `${plan.units} appartementen`;
      const income = Math.round((plan.price * 0.045) / 12 / 10) * 10;
      return p(
        `Het gebouw telt ${units}, met een totale oppervlakte van ca. ${plan.surfaceTotal} m² op een perceel van ${plan.surfaceGround} m².`,
        `Alle eenheden zijn verhuurd; de huurinkomsten bedragen ca. ${eur(income)} per maand.`,
        plan.renovationYear ? `Het dak en de technieken werden in ${plan.renovationYear} vernieuwd.` : undefined,
      );
    }
  }
}

function facts(plan: Plan): string {
  const epcName = plan.city.region === "flanders" ? "EPC" : "EPB";
  return ul([
    plan.surfaceLiving && `Bewoonbare oppervlakte: ${plan.surfaceLiving} m²`,
    !plan.surfaceLiving && plan.surfaceTotal && `Totale oppervlakte: ${plan.surfaceTotal} m²`,
    plan.frontWidth && plan.kind === "land" && `Straatbreedte: ${plan.frontWidth} m`,
    plan.surfaceGround && !isFlat(plan.kind) && `Perceel: ${ares(plan.surfaceGround)}`,
    (plan.bedrooms ?? 0) > 0 && `${plan.bedrooms} slaapkamer${plan.bedrooms === 1 ? "" : "s"}`,
    plan.constructionYear &&
      `Bouwjaar ${plan.constructionYear}${plan.renovationYear ? `, gerenoveerd in ${plan.renovationYear}` : ""}`,
    plan.epc.performance !== null
      ? `${epcName}: ${plan.epc.performance} kWh/m² (label ${plan.epc.label})`
      : plan.epc.label && `${epcName}-label ${plan.epc.label}`,
    plan.heating && `Verwarming: ${uncap(heating[plan.heating].nl)}`,
    plan.solar && "Zonnepanelen",
  ]);
}

function location(plan: Plan, ctx: TextContext): string {
  const access =
    plan.city.region === "brussels"
      ? "Metro, tram en bus stoppen om de hoek."
      : "De belangrijkste invalswegen liggen op enkele minuten rijden.";
  return one(plan, 9, [
    p(`${cap(the(plan))} is rustig gelegen, op wandelafstand van winkels, scholen en het openbaar vervoer.`, access),
    p(
      `Bakker, supermarkt, scholen en de bushalte liggen om de hoek, en ook het centrum van ${ctx.city} bereikt u makkelijk te voet of met de fiets.`,
    ),
    p(
      `Een ideale ligging: op wandelafstand van het centrum van ${ctx.city} en toch rustig, met ${plan.setting === "green" ? "veel groen en wandelpaden in de buurt" : "alle voorzieningen binnen handbereik"}.`,
    ),
  ]);
}

function closing(plan: Plan, ctx: TextContext): string {
  if (plan.rent) {
    return p(
      `Beschikbaar: ${uncap(available[plan.available].nl)}.`,
      `De huurwaarborg bedraagt drie maanden huur${plan.rent.charges ? `; de maandelijkse kosten bedragen ${eur(plan.rent.charges)}` : ""}.`,
      plan.rent.maxPersons &&
        `Geschikt voor maximaal ${plan.rent.maxPersons} ${plan.rent.maxPersons === 1 ? "persoon" : "personen"}.`,
      `Contacteer ${ctx.manager} voor een bezoek.`,
    );
  }
  if (plan.projectId !== null)
    return p(
      `${available[plan.available].nl}.`,
      `Vraag de volledige prijslijst van ${ctx.project ?? "het project"} aan bij ${ctx.manager}.`,
    );
  const viager =
    plan.viager &&
    `Deze woning wordt verkocht op lijfrente: een boeket van ${eur(plan.viager.bouquet)} en een maandelijkse rente van ${eur(plan.viager.annuity)} (${plan.viager.ages.includes("/") ? "verkopers" : "verkoper"} ${plan.viager.ages} jaar).`;
  return p(
    viager,
    one(plan, 10, [
      `Interesse? Neem contact op met ${ctx.manager} voor meer informatie of een plaatsbezoek.`,
      `${plan.available === "deed" ? "Vrij bij akte." : "Beschikbaar in onderling overleg."} Bezoek enkel na afspraak.`,
      "Aarzel niet om ons te contacteren voor een vrijblijvend bezoek.",
    ]),
  );
}

function introOther(plan: Plan, ctx: TextContext): string {
  const at = where(plan, ctx.city, false);
  switch (plan.kind) {
    case "land":
      return p(
        `Deze bouwgrond van ${plan.surfaceGround} m² ligt ${at} en is ideaal om uw droomwoning te bouwen.`,
        "Het perceel is goed georiënteerd en vlot bereikbaar.",
      );
    case "garage":
      return p(
        `${plan.goal === 0 ? "Te koop" : "Te huur"}: ${noun(plan).s} ${at}, ideaal voor bewoners en handelaars uit de buurt.`,
      );
    case "commercial":
      return p(
        `${cap(noun(plan).s)} ${at}, met een uitstekende zichtbaarheid en een vlotte bereikbaarheid voor klanten en leveranciers.`,
      );
    default:
      return p(
        `Interessante investering: ${noun(plan).s} ${at}, volledig verhuurd en in goede staat.`,
        `Het gebouw dateert van ${plan.constructionYear}.`,
      );
  }
}

export const dutch: Writer = {
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
