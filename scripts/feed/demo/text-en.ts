// English headlines and descriptions (British spelling), for expats and international buyers.

import type { Plan, State } from "./plan";
import { isFlat, isHouse } from "./plan";
import type { TextContext, Writer } from "./text-common";
import { assemble, cap, choose, grouped, one, p, ul, uncap } from "./text-common";
import { available, heating, kitchens, zonings } from "./vocabulary";

const eur = (value: number) => `€${grouped(value, ",")}`;
const orientation = { south: "south", southwest: "south-west", west: "west", east: "east" } as const;
const article = (text: string) => `${/^[aeiou]/i.test(text) ? "an" : "a"} ${text}`;
const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;

function noun(plan: Plan): string {
  const fresh = plan.state === "new" ? "new-build " : "";
  switch (plan.main) {
    case "villa":
      return `${fresh}villa`;
    case "herenhuis":
      return "town house";
    case "hoeve":
      return "farmhouse";
    case "beletage":
      return "bel-étage house";
    case "woning":
    case "huis":
      if (fresh) return "new-build house";
      if ((plan.bedrooms ?? 0) >= 3 && choose(plan, 2, 2) === 0) return "family home";
      return plan.facades === 2 ? "terraced house" : plan.facades === 3 ? "semi-detached house" : "detached house";
    case "appartement":
      return plan.kind === "studio" ? "studio" : `${fresh}apartment`;
    case "gelijkvloers":
      return `${fresh}ground-floor apartment`;
    case "penthouse":
      return `${fresh}penthouse`;
    case "loft":
      return "loft";
    case "duplex":
      return "duplex apartment";
    case "bouwgrond":
      return "building plot";
    case "garage":
      return "garage box";
    case "parking":
      return "parking space";
    case "winkelruimte":
      return "retail property";
    case "commercieel":
      return "commercial building";
    case "industrieel":
      return "industrial building";
    case "opslag":
      return "storage space";
    case "appartementsgebouw":
      return "investment property";
    case "gemengd":
      return "mixed-use investment property";
    case "gebouw":
      return "apartment building";
  }
}

/** [before the noun, after the noun] */
const adjectives: Record<State, readonly (readonly [string, string])[]> = {
  new: [
    ["energy-efficient", ""],
    ["modern", ""],
  ],
  renovated: [
    ["move-in ready", ""],
    ["renovated", ""],
    ["fully renovated", ""],
  ],
  good: [
    ["well-maintained", ""],
    ["spacious", ""],
    ["bright", ""],
    ["well-kept", ""],
  ],
  refresh: [["", " in need of updating"]],
  renovate: [["", " for renovation"]],
};

/** "bright apartment"; with `demonstrative` "this bright apartment". */
function phrase(plan: Plan, demonstrative = false): string {
  const [before, after] = one(plan, 1, adjectives[plan.state]);
  const text = `${before ? `${before} ` : ""}${noun(plan)}${after}`;
  return demonstrative ? `this ${text}` : text;
}

const the = (plan: Plan) =>
  isHouse(plan.kind)
    ? "the house"
    : plan.kind === "studio"
      ? "the studio"
      : plan.main === "penthouse"
        ? "the penthouse"
        : plan.main === "loft"
          ? "the loft"
          : plan.main === "duplex"
            ? "the duplex"
            : isFlat(plan.kind)
              ? "the apartment"
              : "the property";

function where(plan: Plan, city: string): string {
  switch (plan.setting) {
    case "centre":
      return `in the centre of ${city}`;
    case "quiet":
      return `on a quiet street in ${city}`;
    case "green":
      return `in green surroundings in ${city}`;
    case "station":
      return `close to public transport in ${city}`;
    default:
      return `in ${city}`;
  }
}

function features(plan: Plan): string[] {
  const result: string[] = [];
  const bedrooms = plan.bedrooms ?? 0;
  if (bedrooms > 0) result.push(bedrooms === 1 ? "1 bedroom" : `${bedrooms} bedrooms`);
  const garden = plan.surfaceGarden ?? 0;
  if (garden >= 40)
    result.push(
      one(plan, 4, [
        "sunny garden",
        `${orientation[plan.orientation]}-facing garden`,
        garden >= 300 ? "large garden" : "garden",
      ]),
    );
  const terrace = plan.surfaceTerrace ?? 0;
  if (terrace >= 8)
    result.push(
      one(plan, 5, [
        "sunny terrace",
        `${orientation[plan.orientation]}-facing terrace`,
        terrace >= 20 ? "large terrace" : "terrace",
      ]),
    );
  if ((plan.garages ?? 0) > 0)
    result.push(isFlat(plan.kind) ? "garage box" : (plan.garages ?? 0) > 1 ? "double garage" : "garage");
  else if ((plan.parkings ?? 0) > 0) result.push("parking space");
  if (plan.solar) result.push("solar panels");
  if (plan.cellar) result.push("cellar");
  if (plan.elevator) result.push("lift");
  return result;
}

function title(plan: Plan, ctx: TextContext): string {
  const { city } = ctx;
  const at = where(plan, city);
  const total = plan.surfaceTotal ?? 0;
  switch (plan.kind) {
    case "land": {
      const open = (plan.frontWidth ?? 0) >= 18 ? "detached" : "semi-detached";
      return one(plan, 6, [
        `Building plot for a ${open} house (${plan.surfaceGround} m²) ${at}`,
        `Building plot of ${plan.surfaceGround} m² ${at}`,
        `Well-located building plot with ${plan.frontWidth} m frontage in ${city}`,
      ]);
    }
    case "garage":
      return plan.main === "garage"
        ? one(plan, 6, [`Closed garage box ${at}`, `Garage box with electric door in ${city}`])
        : one(plan, 6, [`Underground parking space ${at}`, `Parking space in a secure car park in ${city}`]);
    case "commercial":
      if (plan.main === "winkelruimte")
        return one(plan, 6, [
          `Retail property with large shop window ${at}`,
          `Commercial space of ${total} m² in a high-visibility location in ${city}`,
        ]);
      if (plan.main === "opslag") return `Storage space of ${total} m² with sectional door in ${city}`;
      return plan.main === "industrieel"
        ? one(plan, 6, [
            `Industrial building of ${total} m² with offices in ${city}`,
            `SME unit with warehouse and offices in ${city}`,
          ])
        : `Commercial building of ${total} m² with parking in ${city}`;
    case "investment":
      if (plan.main === "gemengd")
        return `Mixed-use investment property with ground-floor shop and ${(plan.units ?? 2) - 1} apartments ${at}`;
      return plan.main === "gebouw"
        ? `Apartment building with ${plan.units} units ${at}`
        : `Investment property with ${plan.units} apartments ${at}`;
    case "studio":
      return `${cap(phrase(plan))}${(plan.surfaceTerrace ?? 0) > 0 ? " with terrace" : ""} ${at}`;
    case "unit": {
      const extra = plan.main === "gelijkvloers" ? "private garden" : `${plan.surfaceTerrace} m² terrace`;
      return `${cap(noun(plan))} with ${plan.bedrooms} bedrooms and ${extra} – ${ctx.project ?? ""}`;
    }
    default: {
      const list = features(plan);
      const make = (chosen: string[]) =>
        `${cap(phrase(plan))} with ${chosen.join(" and ")} ${at}${plan.viager ? " – life annuity sale (viager)" : ""}`;
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
      ? `on a quiet residential street in ${ctx.city}`
      : `within walking distance of the centre of ${ctx.city}`;
  const text = `${cap(phrase(plan))} with ${first}, ${second ?? "cellar"} and ${third ?? "attic"} ${where}`;
  return text.length > 90 ? text : `${text} – viewing by appointment`;
}

function intro(plan: Plan, ctx: TextContext): string {
  const living = plan.surfaceLiving ?? plan.surfaceTotal ?? 0;
  const plot = isHouse(plan.kind) && plan.surfaceGround ? plan.surfaceGround : 0;
  const setting = {
    centre: `in the heart of ${ctx.city}`,
    quiet: `on a quiet residential street in ${ctx.city}`,
    green: `in green residential surroundings in ${ctx.city}`,
    station: `close to public transport in ${ctx.city}`,
    plain: `in ${ctx.city}`,
  }[plan.setting];
  const outdoor =
    (plan.surfaceGarden ?? 0) > 0
      ? `a ${plan.surfaceGarden} m² garden`
      : (plan.surfaceTerrace ?? 0) > 0
        ? `a ${plan.surfaceTerrace} m² terrace`
        : "a spacious living room";
  const bedrooms =
    plan.bedrooms === 0 ? "a sleeping area" : plan.bedrooms === 1 ? "1 bedroom" : `${plan.bedrooms} bedrooms`;
  const state = {
    new: "Modern building services and thorough insulation keep energy use to a minimum.",
    renovated: `The property was thoroughly renovated in ${plan.renovationYear ?? 2020} and is ready to move into.`,
    good: "The property has always been well maintained.",
    refresh: "With a little updating, you can make it a warm home.",
    renovate: "The property needs a full renovation but offers great potential in a pleasant location.",
  }[plan.state];
  return one(plan, 7, [
    p(
      `${cap(phrase(plan, true))} is located ${setting} and offers ${living} m² of living space${plot ? ` on a plot of ${plot} m²` : ""}.`,
      state,
    ),
    p(
      `${cap(where(plan, ctx.city))}, we are pleased to offer ${phrase(plan, true)} with ${bedrooms} and ${outdoor}.`,
      state,
    ),
    p(
      `Built in ${plan.constructionYear}, the property is located ${setting}.`,
      state,
      plot ? `It stands on a plot of ${plot} m².` : undefined,
    ),
  ]);
}

function layout(plan: Plan): string {
  const kitchen = plan.kitchen ? article(uncap(kitchens[plan.kitchen].en)) : "a kitchen";
  const bedrooms = plan.bedrooms === 1 ? "1 bedroom" : `${plan.bedrooms} bedrooms`;
  const bath =
    (plan.bathrooms ?? 1) > 1
      ? `${plan.bathrooms} bathrooms`
      : plan.showers
        ? "a bathroom with bath and separate shower"
        : "a bathroom with walk-in shower";
  const orient = orientation[plan.orientation];
  if (isHouse(plan.kind)) {
    const living =
      plan.main === "beletage"
        ? `The ground floor has the entrance hall, the garage, a study and a utility room; the living area with ${kitchen} is on the first floor.`
        : `The ground floor comprises an entrance hall with cloakroom${(plan.toilets ?? 1) > 1 ? " and separate toilet" : ""}, ${article(one(plan, 8, ["bright", "spacious", "cosy"]))} living room and ${kitchen}.`;
    const garden =
      (plan.surfaceGarden ?? 0) > 0
        ? `From the living room${plan.surfaceTerrace ? ` and the ${plan.surfaceTerrace} m² terrace` : ""} you step into the ${plan.surfaceGarden} m² ${orient}-facing garden.`
        : undefined;
    const upstairs = `Upstairs${(plan.floors ?? 2) > 2 ? ", over two floors," : ""} there are ${bedrooms} and ${bath}.`;
    const garage =
      (plan.garages ?? 0) > 0
        ? `There is ${plan.garages === 1 ? "a garage" : "a double garage"}${plan.parkings ? ` and room for ${plan.parkings} car${plan.parkings > 1 ? "s" : ""} on the driveway` : ""}.`
        : undefined;
    return p(
      living,
      garden,
      upstairs,
      plan.attic && "An attic provides extra storage space.",
      plan.cellar && "The house has a partial cellar.",
      garage,
    );
  }
  if (isFlat(plan.kind)) {
    const floor =
      plan.floor === 0
        ? "on the ground floor"
        : plan.main === "penthouse"
          ? "on the top floor"
          : `on the ${ordinal(plan.floor ?? 1)} floor`;
    const building = plan.elevator ? "a well-kept residence with lift" : "a small building";
    const rooms =
      plan.kind === "studio"
        ? `The studio is ${floor} of ${building} and consists of a living area with open kitchen, a sleeping area and a shower room with toilet.`
        : `${cap(the(plan))} is ${floor} of ${building} and comprises an entrance hall with separate toilet, ${article(one(plan, 8, ["bright", "spacious", "cosy"]))} living room with ${kitchen}, ${bedrooms} and ${bath}.`;
    const outside = plan.surfaceGarden
      ? `The apartment comes with a ${plan.surfaceGarden} m² private garden.`
      : plan.surfaceTerrace
        ? `The ${plan.surfaceTerrace} m² terrace faces ${orient}.`
        : undefined;
    const extras = [
      plan.cellar && "a cellar storage room",
      (plan.garages ?? 0) > 0 && "a garage box",
      (plan.parkings ?? 0) > 0 && "a parking space",
    ].filter((x): x is string => Boolean(x));
    const included = extras.length
      ? `${plan.goal === 0 ? "The price" : "The rent"} includes ${extras.join(" and ")}.`
      : undefined;
    const charges =
      plan.goal === 0 && plan.chargesOwner
        ? `Service charges are about ${eur(plan.chargesOwner)} per month.`
        : undefined;
    return p(rooms, outside, included, charges);
  }
  switch (plan.kind) {
    case "land": {
      const zoning = plan.legal ? uncap(zonings[plan.legal.zoning].en) : "residential area";
      return p(
        `The plot measures ${plan.surfaceGround} m² with a frontage of ${plan.frontWidth} m.`,
        `According to the zoning plan it lies in ${article(zoning)}${plan.legal?.subdivision ? " and is part of an approved subdivision" : ""}.`,
        `Suitable for a ${(plan.frontWidth ?? 0) >= 18 ? "detached" : "semi-detached"} house, with no obligation to build and free choice of architect.`,
      );
    }
    case "garage":
      return p(
        `The ${plan.main === "garage" ? "garage box" : "parking space"} measures about ${plan.surfaceTotal} m² and is located ${plan.main === "garage" ? "in a closed garage complex with electric door" : "in an underground car park with secure badge access"}.`,
        "Ideal for a car, a motorbike or as extra storage.",
      );
    case "commercial": {
      const space =
        plan.main === "winkelruimte"
          ? "of retail space with a large shop window"
          : plan.main === "commercieel"
            ? "of commercial space"
            : "of warehouse space with a clear height of about 6 m";
      const toilets = plan.toilets ?? 1;
      return p(
        `The property offers ${plan.surfaceStore} m² ${space}${plan.surfaceOffice ? ` and ${plan.surfaceOffice} m² of offices` : ""}.`,
        `There ${toilets > 1 ? "are" : "is"} also ${toilets} toilet${toilets > 1 ? "s" : ""}${plan.parkings ? ` and ${plan.parkings} parking space${plan.parkings > 1 ? "s" : ""}` : ""}.`,
      );
    }
    default: {
      const units =
        plan.main === "gemengd"
          ? `a ground-floor shop and ${(plan.units ?? 2) - 1} apartments`
          : `${plan.units} apartments`;
      const income = Math.round((plan.price * 0.045) / 12 / 10) * 10;
      return p(
        `The building has ${units}, with a total floor area of about ${plan.surfaceTotal} m² on a ${plan.surfaceGround} m² plot.`,
        `All units are let; rental income is about ${eur(income)} per month.`,
        plan.renovationYear ? `The roof and building services were renewed in ${plan.renovationYear}.` : undefined,
      );
    }
  }
}

function facts(plan: Plan): string {
  return ul([
    plan.surfaceLiving && `Living area: ${plan.surfaceLiving} m²`,
    !plan.surfaceLiving && plan.surfaceTotal && `Total area: ${plan.surfaceTotal} m²`,
    plan.frontWidth && plan.kind === "land" && `Frontage: ${plan.frontWidth} m`,
    plan.surfaceGround && !isFlat(plan.kind) && `Plot: ${plan.surfaceGround} m²`,
    (plan.bedrooms ?? 0) > 0 && `${plan.bedrooms} bedroom${plan.bedrooms === 1 ? "" : "s"}`,
    plan.constructionYear &&
      `Built in ${plan.constructionYear}${plan.renovationYear ? `, renovated in ${plan.renovationYear}` : ""}`,
    plan.epc.performance !== null
      ? `EPC: ${plan.epc.performance} kWh/m² (label ${plan.epc.label})`
      : plan.epc.label && `EPC label ${plan.epc.label}`,
    plan.heating && `Heating: ${uncap(heating[plan.heating].en)}`,
    plan.solar && "Solar panels",
  ]);
}

function location(plan: Plan, ctx: TextContext): string {
  const access =
    plan.city.region === "brussels"
      ? "Metro, tram and bus stops are just around the corner."
      : "The main roads are only a few minutes' drive away.";
  return one(plan, 9, [
    p(`${cap(the(plan))} is quietly located, within walking distance of shops, schools and public transport.`, access),
    p(
      `A bakery, supermarket, schools and a bus stop are just around the corner, and the centre of ${ctx.city} is an easy walk or bike ride away.`,
    ),
    p(
      `An ideal location: within walking distance of the centre of ${ctx.city}, yet quiet, with ${plan.setting === "green" ? "plenty of greenery and footpaths nearby" : "all amenities close at hand"}.`,
    ),
  ]);
}

function closing(plan: Plan, ctx: TextContext): string {
  if (plan.rent) {
    return p(
      `Available: ${uncap(available[plan.available].en)}.`,
      `The rental deposit is three months' rent${plan.rent.charges ? `; monthly charges are ${eur(plan.rent.charges)}` : ""}.`,
      plan.rent.maxPersons &&
        `Suitable for ${plan.rent.maxPersons === 1 ? "1 person" : `up to ${plan.rent.maxPersons} people`}.`,
      `Contact ${ctx.manager} to arrange a viewing.`,
    );
  }
  if (plan.projectId !== null)
    return p(
      `${available[plan.available].en}.`,
      `Ask ${ctx.manager} for the full price list of ${ctx.project ?? "the project"}.`,
    );
  const viager =
    plan.viager &&
    `This property is sold as a life annuity (viager): a lump sum of ${eur(plan.viager.bouquet)} and a monthly annuity of ${eur(plan.viager.annuity)} (${plan.viager.ages.includes("/") ? "sellers aged" : "seller aged"} ${plan.viager.ages}).`;
  return p(
    viager,
    one(plan, 10, [
      `Interested? Contact ${ctx.manager} for more information or a viewing.`,
      `${plan.available === "deed" ? "Available on signing of the deed." : "Availability by mutual agreement."} Viewings by appointment only.`,
      "Do not hesitate to contact us for a no-obligation viewing.",
    ]),
  );
}

function introOther(plan: Plan, ctx: TextContext): string {
  const at = where(plan, ctx.city);
  switch (plan.kind) {
    case "land":
      return p(
        `This ${plan.surfaceGround} m² building plot is located ${at} and is ideal for building your dream home.`,
        "The plot is well oriented and easy to reach.",
      );
    case "garage":
      return p(
        `${plan.goal === 0 ? "For sale" : "To let"}: ${noun(plan)} ${at}, ideal for local residents and businesses.`,
      );
    case "commercial":
      return p(`${cap(noun(plan))} ${at}, with excellent visibility and easy access for customers and suppliers.`);
    default:
      return p(
        `An attractive investment: ${noun(plan)} ${at}, fully let and in good condition.`,
        `The building dates from ${plan.constructionYear}.`,
      );
  }
}

export const english: Writer = {
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
