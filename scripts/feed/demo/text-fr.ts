// French headlines and descriptions, as a Belgian agency writes them in French.

import type { Plan, State } from "./plan";
import { isFlat, isHouse } from "./plan";
import type { TextContext, Writer } from "./text-common";
import { ares, assemble, cap, choose, grouped, one, p, ul, uncap } from "./text-common";
import { available, heating, kitchens, zonings } from "./vocabulary";

const eur = (value: number) => `${grouped(value, " ")} €`;
const orientation = { south: "sud", southwest: "sud-ouest", west: "ouest", east: "est" } as const;
/** "d'Edegem", "d'Anvers", "de Hove". */
const of = (city: string) => (/^[AEIOUYÉ]/.test(city) ? `d'${city}` : `de ${city}`);

function noun(plan: Plan): { s: string; f: boolean } {
  switch (plan.main) {
    case "villa":
      return { s: "villa", f: true };
    case "herenhuis":
      return { s: "maison de maître", f: true };
    case "hoeve":
      return { s: "fermette", f: true };
    case "beletage":
      return { s: "maison bel-étage", f: true };
    case "woning":
    case "huis":
      if (plan.state === "new") return { s: "maison", f: true };
      if ((plan.bedrooms ?? 0) >= 3 && choose(plan, 2, 2) === 0) return { s: "maison familiale", f: true };
      return {
        s: plan.facades === 2 ? "maison mitoyenne" : plan.facades === 3 ? "maison 3 façades" : "maison 4 façades",
        f: true,
      };
    case "appartement":
      return { s: plan.kind === "studio" ? "studio" : "appartement", f: false };
    case "gelijkvloers":
      return { s: "rez-de-chaussée", f: false };
    case "penthouse":
      return { s: "penthouse", f: false };
    case "loft":
      return { s: "loft", f: false };
    case "duplex":
      return { s: "duplex", f: false };
    case "bouwgrond":
      return { s: "terrain à bâtir", f: false };
    case "garage":
      return { s: "box de garage", f: false };
    case "parking":
      return { s: "emplacement de parking", f: false };
    case "winkelruimte":
      return { s: "surface commerciale", f: true };
    case "commercieel":
      return { s: "bâtiment commercial", f: false };
    case "industrieel":
      return { s: "bâtiment industriel", f: false };
    case "opslag":
      return { s: "entrepôt", f: false };
    case "appartementsgebouw":
    case "gebouw":
      return { s: "immeuble de rapport", f: false };
    case "gemengd":
      return { s: "immeuble mixte de rapport", f: false };
  }
}

const adjectives: Record<State, readonly (readonly [string, string])[]> = {
  new: [
    ["neuve basse énergie", "neuf basse énergie"],
    ["neuve contemporaine", "neuf contemporain"],
  ],
  renovated: [
    ["prête à emménager", "prêt à emménager"],
    ["rénovée", "rénové"],
    ["entièrement rénovée", "entièrement rénové"],
  ],
  good: [
    ["bien entretenue", "bien entretenu"],
    ["spacieuse", "spacieux"],
    ["lumineuse", "lumineux"],
    ["soignée", "soigné"],
  ],
  refresh: [["à rafraîchir", "à rafraîchir"]],
  renovate: [["à rénover", "à rénover"]],
};

/** "appartement lumineux"; with `demonstrative` "cet appartement lumineux", "cette maison rénovée". */
function phrase(plan: Plan, demonstrative = false): string {
  const n = noun(plan);
  const [f, m] = one(plan, 1, adjectives[plan.state]);
  const text = `${n.s} ${n.f ? f : m}`;
  if (!demonstrative) return text;
  return `${n.f ? "cette" : /^[aeiouyéh]/.test(n.s) ? "cet" : "ce"} ${text}`;
}

const the = (plan: Plan) =>
  isHouse(plan.kind)
    ? "la maison"
    : plan.kind === "studio"
      ? "le studio"
      : plan.main === "penthouse"
        ? "le penthouse"
        : plan.main === "loft"
          ? "le loft"
          : plan.main === "duplex"
            ? "le duplex"
            : isFlat(plan.kind)
              ? "l'appartement"
              : "le bien";

function where(plan: Plan, city: string): string {
  switch (plan.setting) {
    case "centre":
      return `au centre ${of(city)}`;
    case "quiet":
      return `dans une rue calme à ${city}`;
    case "green":
      return `dans un cadre verdoyant à ${city}`;
    case "station":
      return `à proximité des transports en commun à ${city}`;
    default:
      return `à ${city}`;
  }
}

function features(plan: Plan): string[] {
  const result: string[] = [];
  const bedrooms = plan.bedrooms ?? 0;
  if (bedrooms > 0) result.push(bedrooms === 1 ? "1 chambre" : `${bedrooms} chambres`);
  const garden = plan.surfaceGarden ?? 0;
  if (garden >= 40)
    result.push(
      one(plan, 4, [
        "jardin ensoleillé",
        `jardin orienté ${orientation[plan.orientation]}`,
        garden >= 300 ? "grand jardin" : "jardin",
      ]),
    );
  const terrace = plan.surfaceTerrace ?? 0;
  if (terrace >= 8)
    result.push(
      one(plan, 5, [
        "terrasse ensoleillée",
        `terrasse orientée ${orientation[plan.orientation]}`,
        terrace >= 20 ? "grande terrasse" : "terrasse",
      ]),
    );
  if ((plan.garages ?? 0) > 0)
    result.push(isFlat(plan.kind) ? "box de garage" : (plan.garages ?? 0) > 1 ? "double garage" : "garage");
  else if ((plan.parkings ?? 0) > 0) result.push("emplacement de parking");
  if (plan.solar) result.push("panneaux solaires");
  if (plan.cellar) result.push("cave");
  if (plan.elevator) result.push("ascenseur");
  return result;
}

function title(plan: Plan, ctx: TextContext): string {
  const { city } = ctx;
  const at = where(plan, city);
  const total = plan.surfaceTotal ?? 0;
  switch (plan.kind) {
    case "land": {
      const open = (plan.frontWidth ?? 0) >= 18 ? "4 façades" : "3 façades";
      return one(plan, 6, [
        `Terrain à bâtir pour construction ${open} (${ares(plan.surfaceGround ?? 0)}) ${at}`,
        `Terrain à bâtir de ${plan.surfaceGround} m² ${at}`,
        `Terrain à bâtir bien situé avec ${plan.frontWidth} m de façade à ${city}`,
      ]);
    }
    case "garage":
      return plan.main === "garage"
        ? one(plan, 6, [`Box de garage fermé ${at}`, `Box de garage avec porte électrique à ${city}`])
        : one(plan, 6, [
            `Emplacement de parking souterrain ${at}`,
            `Emplacement de parking dans un parking sécurisé à ${city}`,
          ]);
    case "commercial":
      if (plan.main === "winkelruimte")
        return one(plan, 6, [
          `Surface commerciale avec grande vitrine ${at}`,
          `Espace commercial de ${total} m² bien visible à ${city}`,
        ]);
      if (plan.main === "opslag") return `Entrepôt de ${total} m² avec porte sectionnelle à ${city}`;
      return plan.main === "industrieel"
        ? one(plan, 6, [
            `Bâtiment industriel de ${total} m² avec bureaux à ${city}`,
            `Unité PME avec entrepôt et bureaux à ${city}`,
          ])
        : `Bâtiment commercial de ${total} m² avec parking à ${city}`;
    case "investment":
      if (plan.main === "gemengd")
        return `Immeuble mixte de rapport avec rez commercial et ${(plan.units ?? 2) - 1} appartements ${at}`;
      return plan.main === "gebouw"
        ? `Immeuble de rapport de ${plan.units} logements ${at}`
        : `Immeuble de rapport avec ${plan.units} appartements ${at}`;
    case "studio":
      return `${cap(phrase(plan))}${(plan.surfaceTerrace ?? 0) > 0 ? " avec terrasse" : ""} ${at}`;
    case "unit": {
      const extra = plan.main === "gelijkvloers" ? "jardin privatif" : `terrasse de ${plan.surfaceTerrace} m²`;
      return `${cap(noun(plan).s)} neuf avec ${plan.bedrooms} chambres et ${extra} – ${ctx.project ?? ""}`;
    }
    default: {
      const list = features(plan);
      const make = (chosen: string[]) =>
        `${cap(phrase(plan))} avec ${chosen.join(" et ")} ${at}${plan.viager ? " – vente en viager" : ""}`;
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
      ? `dans une rue résidentielle calme à ${ctx.city}`
      : `à distance de marche du centre ${of(ctx.city)}`;
  const text = `${cap(phrase(plan))} avec ${first}, ${second ?? "cave"} et ${third ?? "grenier"} ${where}`;
  return text.length > 90 ? text : `${text} – visite sur rendez-vous`;
}

function intro(plan: Plan, ctx: TextContext): string {
  const living = plan.surfaceLiving ?? plan.surfaceTotal ?? 0;
  const plot = isHouse(plan.kind) && plan.surfaceGround ? ares(plan.surfaceGround) : "";
  const setting = {
    centre: `au cœur ${of(ctx.city)}`,
    quiet: `dans une rue résidentielle calme à ${ctx.city}`,
    green: `dans un cadre verdoyant et résidentiel à ${ctx.city}`,
    station: `à proximité immédiate des transports en commun à ${ctx.city}`,
    plain: `à ${ctx.city}`,
  }[plan.setting];
  const outdoor =
    (plan.surfaceGarden ?? 0) > 0
      ? `un jardin de ${plan.surfaceGarden} m²`
      : (plan.surfaceTerrace ?? 0) > 0
        ? `une terrasse de ${plan.surfaceTerrace} m²`
        : "un séjour spacieux";
  const bedrooms =
    plan.bedrooms === 0 ? "un coin nuit" : plan.bedrooms === 1 ? "1 chambre" : `${plan.bedrooms} chambres`;
  const state = {
    new: "Grâce aux techniques modernes et à une isolation poussée, la consommation d'énergie est minimale.",
    renovated: `Le bien a été entièrement rénové en ${plan.renovationYear ?? 2020} et est prêt à emménager.`,
    good: "Le bien a toujours été bien entretenu.",
    refresh: "Avec un coup de frais, vous en ferez un nid douillet.",
    renovate:
      "Le bien nécessite une rénovation en profondeur, mais offre de belles possibilités dans un cadre agréable.",
  }[plan.state];
  return one(plan, 7, [
    p(
      `${cap(phrase(plan, true))} se trouve ${setting} et offre ${living} m² habitables${plot ? ` sur un terrain de ${plot}` : ""}.`,
      state,
    ),
    p(
      `${cap(where(plan, ctx.city))}, nous vous proposons ${phrase(plan, true)} avec ${bedrooms} et ${outdoor}.`,
      state,
    ),
    p(
      `La construction date de ${plan.constructionYear} et le bien se trouve ${setting}.`,
      state,
      plot ? `Le tout est implanté sur un terrain de ${plot}.` : undefined,
    ),
  ]);
}

function layout(plan: Plan): string {
  const kitchen = plan.kitchen ? `une ${uncap(kitchens[plan.kitchen].fr)}` : "une cuisine";
  const bedrooms = plan.bedrooms === 1 ? "1 chambre" : `${plan.bedrooms} chambres`;
  const bath =
    (plan.bathrooms ?? 1) > 1
      ? `${plan.bathrooms} salles de bains`
      : plan.showers
        ? "une salle de bains avec baignoire et douche séparée"
        : "une salle de bains avec douche à l'italienne";
  const orient = orientation[plan.orientation];
  if (isHouse(plan.kind)) {
    const living =
      plan.main === "beletage"
        ? `Au rez-de-chaussée se trouvent le hall d'entrée, le garage, un bureau et une buanderie ; le séjour avec ${kitchen} est situé au premier étage.`
        : `Le rez-de-chaussée comprend un hall d'entrée avec vestiaire${(plan.toilets ?? 1) > 1 ? " et toilette séparée" : ""}, un séjour ${one(plan, 8, ["lumineux", "spacieux", "chaleureux"])} et ${kitchen}.`;
    const garden =
      (plan.surfaceGarden ?? 0) > 0
        ? `Depuis le séjour${plan.surfaceTerrace ? ` et la terrasse de ${plan.surfaceTerrace} m²` : ""}, vous accédez au jardin de ${plan.surfaceGarden} m², orienté ${orient}.`
        : undefined;
    const upstairs = `À l'étage${(plan.floors ?? 2) > 2 ? " et sous les combles" : ""}, vous trouverez ${bedrooms} et ${bath}.`;
    const garage =
      (plan.garages ?? 0) > 0
        ? `Vous disposez également ${plan.garages === 1 ? "d'un garage" : "d'un double garage"}${plan.parkings ? ` et ${plan.parkings === 1 ? "d'un emplacement" : `de ${plan.parkings} emplacements`} dans l'allée` : ""}.`
        : undefined;
    return p(
      living,
      garden,
      upstairs,
      plan.attic && "Un grenier offre un espace de rangement supplémentaire.",
      plan.cellar && "La maison est partiellement excavée et dispose d'une cave.",
      garage,
    );
  }
  if (isFlat(plan.kind)) {
    const floor =
      plan.floor === 0
        ? "au rez-de-chaussée"
        : plan.main === "penthouse"
          ? "au dernier étage"
          : plan.floor === 1
            ? "au 1er étage"
            : `au ${plan.floor}e étage`;
    const building = plan.elevator ? "d'une résidence soignée avec ascenseur" : "d'un petit immeuble";
    const rooms =
      plan.kind === "studio"
        ? `Le studio se trouve ${floor} ${building} et comprend un séjour avec cuisine ouverte, un coin nuit et une salle de douche avec toilette.`
        : `${cap(the(plan))} se trouve ${floor} ${building} et comprend un hall d'entrée avec toilette séparée, un séjour ${one(plan, 8, ["lumineux", "spacieux", "chaleureux"])} avec ${kitchen}, ${bedrooms} et ${bath}.`;
    const outside = plan.surfaceGarden
      ? `L'appartement dispose d'un jardin privatif de ${plan.surfaceGarden} m².`
      : plan.surfaceTerrace
        ? `La terrasse de ${plan.surfaceTerrace} m² est orientée ${orient}.`
        : undefined;
    const extras = [
      plan.cellar && "une cave",
      (plan.garages ?? 0) > 0 && "un box de garage",
      (plan.parkings ?? 0) > 0 && "un emplacement de parking",
    ].filter((x): x is string => Boolean(x));
    const included = extras.length
      ? `${plan.goal === 0 ? "Le prix" : "La location"} comprend ${extras.join(" et ")}.`
      : undefined;
    const charges =
      plan.goal === 0 && plan.chargesOwner
        ? `Les charges communes s'élèvent à environ ${eur(plan.chargesOwner)} par mois.`
        : undefined;
    return p(rooms, outside, included, charges);
  }
  switch (plan.kind) {
    case "land": {
      const zoning = plan.legal ? uncap(zonings[plan.legal.zoning].fr) : "zone d'habitat";
      return p(
        `La parcelle a une superficie de ${ares(plan.surfaceGround ?? 0)} (${plan.surfaceGround} m²) pour une façade de ${plan.frontWidth} m.`,
        `Selon le plan de secteur, elle se situe en ${zoning}${plan.legal?.subdivision ? " et fait partie d'un lotissement approuvé" : ""}.`,
        `Convient pour une construction ${(plan.frontWidth ?? 0) >= 18 ? "4 façades" : "3 façades"}, sans obligation de bâtir et avec libre choix de l'architecte.`,
      );
    }
    case "garage":
      return p(
        `${plan.main === "garage" ? "Le box" : "L'emplacement"} a une superficie d'environ ${plan.surfaceTotal} m² et se trouve ${plan.main === "garage" ? "dans un ensemble de garages fermé avec porte électrique" : "dans un parking souterrain avec accès sécurisé par badge"}.`,
        "Idéal pour une voiture, une moto ou comme espace de rangement.",
      );
    case "commercial": {
      const space =
        plan.main === "winkelruimte"
          ? "de surface commerciale avec une grande vitrine"
          : plan.main === "commercieel"
            ? "d'espace commercial"
            : "d'entrepôt avec une hauteur libre d'environ 6 m";
      return p(
        `Le bâtiment offre ${plan.surfaceStore} m² ${space}${plan.surfaceOffice ? ` et ${plan.surfaceOffice} m² de bureaux` : ""}.`,
        `Il dispose également ${(plan.toilets ?? 1) > 1 ? `de ${plan.toilets} toilettes` : "d'une toilette"}${plan.parkings ? ` et ${plan.parkings > 1 ? `de ${plan.parkings} places` : "d'une place"} de parking` : ""}.`,
      );
    }
    default: {
      const units =
        plan.main === "gemengd"
          ? `un rez commercial et ${(plan.units ?? 2) - 1} appartements`
          : `${plan.units} appartements`;
      const income = Math.round((plan.price * 0.045) / 12 / 10) * 10;
      return p(
        `L'immeuble compte ${units}, pour une superficie totale d'environ ${plan.surfaceTotal} m² sur un terrain de ${plan.surfaceGround} m².`,
        `Toutes les unités sont louées ; les revenus locatifs s'élèvent à environ ${eur(income)} par mois.`,
        plan.renovationYear ? `La toiture et les techniques ont été renouvelées en ${plan.renovationYear}.` : undefined,
      );
    }
  }
}

function facts(plan: Plan): string {
  return ul([
    plan.surfaceLiving && `Surface habitable : ${plan.surfaceLiving} m²`,
    !plan.surfaceLiving && plan.surfaceTotal && `Superficie totale : ${plan.surfaceTotal} m²`,
    plan.frontWidth && plan.kind === "land" && `Façade : ${plan.frontWidth} m`,
    plan.surfaceGround && !isFlat(plan.kind) && `Terrain : ${ares(plan.surfaceGround)}`,
    (plan.bedrooms ?? 0) > 0 && `${plan.bedrooms} chambre${plan.bedrooms === 1 ? "" : "s"}`,
    plan.constructionYear &&
      `Construit en ${plan.constructionYear}${plan.renovationYear ? `, rénovation en ${plan.renovationYear}` : ""}`,
    plan.epc.performance !== null
      ? `PEB : ${plan.epc.performance} kWh/m² (label ${plan.epc.label})`
      : plan.epc.label && `Label PEB ${plan.epc.label}`,
    plan.heating && `Chauffage : ${uncap(heating[plan.heating].fr)}`,
    plan.solar && "Panneaux solaires",
  ]);
}

function location(plan: Plan, ctx: TextContext): string {
  const access =
    plan.city.region === "brussels"
      ? "Métro, tram et bus s'arrêtent à deux pas."
      : "Les grands axes sont accessibles en quelques minutes.";
  return one(plan, 9, [
    p(
      "Le bien se trouve dans un quartier calme, à distance de marche des commerces, des écoles et des transports en commun.",
      access,
    ),
    p(
      `Boulangerie, supermarché, écoles et arrêt de bus se trouvent au coin de la rue, et le centre ${of(ctx.city)} est facilement accessible à pied ou à vélo.`,
    ),
    p(
      `Une situation idéale : à distance de marche du centre ${of(ctx.city)} et pourtant au calme, avec ${plan.setting === "green" ? "beaucoup de verdure et des promenades à proximité" : "toutes les commodités à portée de main"}.`,
    ),
  ]);
}

function closing(plan: Plan, ctx: TextContext): string {
  if (plan.rent) {
    return p(
      `Disponible : ${uncap(available[plan.available].fr)}.`,
      `La garantie locative s'élève à trois mois de loyer${plan.rent.charges ? ` ; les charges mensuelles s'élèvent à ${eur(plan.rent.charges)}` : ""}.`,
      plan.rent.maxPersons &&
        `Convient pour ${plan.rent.maxPersons} personne${plan.rent.maxPersons === 1 ? "" : "s"} maximum.`,
      `Contactez ${ctx.manager} pour une visite.`,
    );
  }
  if (plan.projectId !== null)
    return p(
      `${available[plan.available].fr}.`,
      `Demandez la liste de prix complète du projet ${ctx.project ?? ""} auprès de ${ctx.manager}.`,
    );
  const viager =
    plan.viager &&
    `Ce bien est vendu en viager : un bouquet de ${eur(plan.viager.bouquet)} et une rente mensuelle de ${eur(plan.viager.annuity)} (${plan.viager.ages.includes("/") ? "crédirentiers âgés de" : "crédirentier âgé de"} ${plan.viager.ages} ans).`;
  return p(
    viager,
    one(plan, 10, [
      `Intéressé ? Contactez ${ctx.manager} pour plus d'informations ou une visite.`,
      `${plan.available === "deed" ? "Libre à l'acte." : "Disponibilité à convenir."} Visites uniquement sur rendez-vous.`,
      "N'hésitez pas à nous contacter pour une visite sans engagement.",
    ]),
  );
}

function introOther(plan: Plan, ctx: TextContext): string {
  const at = where(plan, ctx.city);
  switch (plan.kind) {
    case "land":
      return p(
        `Ce terrain à bâtir de ${plan.surfaceGround} m² se trouve ${at} et est idéal pour construire la maison de vos rêves.`,
        "La parcelle est bien orientée et facilement accessible.",
      );
    case "garage":
      return p(
        `${plan.goal === 0 ? "À vendre" : "À louer"} : ${noun(plan).s} ${at}, idéal pour les riverains et les commerçants du quartier.`,
      );
    case "commercial":
      return p(
        `${cap(noun(plan).s)} ${at}, avec une excellente visibilité et un accès aisé pour les clients et les fournisseurs.`,
      );
    default:
      return p(
        `Investissement intéressant : ${noun(plan).s} ${at}, entièrement loué et en bon état.`,
        `L'immeuble date de ${plan.constructionYear}.`,
      );
  }
}

export const french: Writer = {
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
