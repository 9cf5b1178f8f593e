// The municipalities of the demo feed: names per language, real postal codes and approximate
// centres copied from ../shared/data/municipalities.csv, with how many listings each gets.

import type { Lang } from "./vocabulary";

export type Region = "flanders" | "brussels" | "wallonia";
/** urban: city streets and town houses; green: villas and large plots; river: along the Scheldt/Rupel. */
export type Character = "urban" | "suburban" | "green" | "river";

export interface Municipality {
  names: Record<Lang, string>;
  zip: string;
  lat: number;
  lng: number;
  region: Region;
  character: Character;
  /** Listings in total (for Edegem including the 13 project units) and of those for rent. */
  total: number;
  rent: number;
  streets: readonly string[];
}

type Row = [nl: string, fr: string, en: string, de: string, zip: string, lat: number, lng: number, character: Character, total: number, rent: number, streets: string];

const common = "Kerkstraat,Molenstraat,Dorpsstraat,Stationsstraat,Schoolstraat,Kapelstraat,Nieuwstraat,Lindenlaan,Beukenlaan,Veldstraat,Heidestraat,Bosstraat,Pastorijstraat,Eikenlaan,Kastanjelaan,Berkenlaan,Hoogstraat,Akkerstraat";

const rows: Row[] = [
  ["Edegem", "Edegem", "Edegem", "Edegem", "2650", 51.155, 4.445, "suburban", 32, 9, "Prins Boudewijnlaan,Drie Eikenstraat,Kontichstraat,Mechelsesteenweg,Jan Verbertlei,Strijdhoflaan,Oude Godstraat,Hovestraat,Kerkplein,Buizegemlei,Molenveldlaan,Parklaan,Elsenbosweg,Gemeentepark,Terlindenhofstraat,Kleine Molenstraat,Boerenkrijglaan,Floraliënlaan"],
  ["Hemiksem", "Hemiksem", "Hemiksem", "Hemiksem", "2620", 51.145, 4.339, "river", 25, 10, "Sint-Bernardsesteenweg,Heiligstraat,Gemeentestraat,Abdijstraat,Atletenstraat,Bergstraat,Delbekestraat,Kapelstraat,Callaertstraat,Sint-Bernardusplein,Steenwinkelstraat,Nijverheidsstraat,Lageweg,Jan Sanderslaan,Kioskplaats,Scheldestraat"],
  ["Antwerpen", "Anvers", "Antwerp", "Antwerpen", "2000", 51.2194, 4.4025, "urban", 12, 8, "Kloosterstraat,Nationalestraat,Volkstraat,Lange Leemstraat,Amerikalei,Jan Van Rijswijcklaan,Vlaamse Kaai,Leopold de Waelplaats,Kasteelpleinstraat,Sint-Jorispoort,Lombardenvest,Kammenstraat"],
  ["Berchem", "Berchem", "Berchem", "Berchem", "2600", 51.1993, 4.4323, "urban", 8, 5, "Grote Steenweg,Statiestraat,Uitbreidingstraat,Cogels-Osylei,Driekoningenstraat,Diksmuidelaan,Guldensporenlei,Transvaalstraat,Gitschotellei"],
  ["Borgerhout", "Borgerhout", "Borgerhout", "Borgerhout", "2140", 51.2117, 4.4386, "urban", 5, 3, "Turnhoutsebaan,Kroonstraat,Te Couwelaarlei,Zegelstraat,Collegelaan,Drink,Herentalsebaan"],
  ["Deurne", "Deurne", "Deurne", "Deurne", "2100", 51.2212, 4.4653, "urban", 6, 3, "Bisschoppenhoflaan,Lakborslei,Sint-Rochusstraat,Ter Heydelaan,Cruyslei,Herentalsebaan,Boekenberglei,Van Duyststraat"],
  ["Merksem", "Merksem", "Merksem", "Merksem", "2170", 51.2461, 4.4464, "urban", 4, 2, "Bredabaan,Ternesselei,Maantjessteenweg,Jaak De Boeckstraat,Burgemeester Nolfstraat,Laaglandlaan"],
  ["Ekeren", "Ekeren", "Ekeren", "Ekeren", "2180", 51.2808, 4.4178, "suburban", 4, 0, "Kapelsestraat,Veltwijcklaan,Prinshoeveweg,Bunderstraat,Donkweg,Geestenspoor"],
  ["Wilrijk", "Wilrijk", "Wilrijk", "Wilrijk", "2610", 51.1686, 4.3944, "suburban", 9, 5, "Boomsesteenweg,Oosterveldlaan,Heistraat,Valaarstraat,Doornstraat,Bist,Kleine Doornstraat,Edegemsesteenweg,A. Bosmanslei,Fortstraat"],
  ["Hoboken", "Hoboken", "Hoboken", "Hoboken", "2660", 51.176, 4.348, "urban", 7, 4, "Kioskplaats,Sint-Bernardsesteenweg,Lambrechtshoekenlaan,Zeelandstraat,Kapelstraat,Salvatorstraat,Broydenborglaan,Antwerpsesteenweg"],
  ["Mortsel", "Mortsel", "Mortsel", "Mortsel", "2640", 51.17, 4.456, "suburban", 10, 5, "Mechelsesteenweg,Statielei,Deurnestraat,Edegemsestraat,Liersesteenweg,Sint-Benedictusstraat,Heilig-Hartlaan,Guido Gezellelaan,Osylei,Gemeenteplein"],
  ["Kontich", "Kontich", "Kontich", "Kontich", "2550", 51.134, 4.447, "suburban", 9, 4, "Mechelsesteenweg,Antwerpsesteenweg,Kapellelaan,Pierstraat,Magdalenastraat,Duffelsesteenweg,Edegemsestraat,Hovestraat,Koningin Astridlaan,Mussenhoevelaan"],
  ["Lint", "Lint", "Lint", "Lint", "2547", 51.127, 4.496, "green", 5, 0, "Kontichstraat,Molenstraat,Hoogstraat,Duffelsesteenweg,Kapelstraat,Roeltjesstraat"],
  ["Hove", "Hove", "Hove", "Hove", "2540", 51.154, 4.465, "green", 6, 3, "Mortselsesteenweg,Lintsestraat,Jan Ockegemlaan,Boechoutselei,Kerkstraat,Molenlei,Beekstraat,Wouwstraat"],
  ["Boechout", "Boechout", "Boechout", "Boechout", "2530", 51.16, 4.497, "green", 6, 3, "Heuvelstraat,Provinciesteenweg,Molenlei,Kapelstraat,Vremdesesteenweg,Binnensteenweg,Jan Frans Willemsstraat"],
  ["Aartselaar", "Aartselaar", "Aartselaar", "Aartselaar", "2630", 51.134, 4.385, "suburban", 7, 3, "Kapellestraat,Baron van Ertbornstraat,Boomsesteenweg,Steenhoevelaan,Leugstraat,Helmstraat,Cleydaellaan"],
  ["Schelle", "Schelle", "Schelle", "Schelle", "2627", 51.125, 4.342, "river", 5, 2, "Tolhuisstraat,Kapelstraat,Provinciale Steenweg,Peperstraat,Fabiolalaan,Boomsesteenweg"],
  ["Niel", "Niel", "Niel", "Niel", "2845", 51.111, 4.333, "river", 4, 1, "Antwerpsestraat,Boomsestraat,Kerkstraat,Dr. Vanderveldestraat,Heidestraat,Kapelstraat"],
  ["Boom", "Boom", "Boom", "Boom", "2850", 51.092, 4.367, "river", 5, 3, "Antwerpsestraat,Kerkhofstraat,Kapelstraat,Beukenlaan,Groene Hofstraat,Blauwstraat"],
  ["Rumst", "Rumst", "Rumst", "Rumst", "2840", 51.081, 4.422, "river", 4, 0, "Kapelstraat,Steenweg op Boom,Molenstraat,Boomsestraat,Pastorijstraat"],
  ["Willebroek", "Willebroek", "Willebroek", "Willebroek", "2830", 51.06, 4.36, "suburban", 4, 0, "Dendermondsesteenweg,August Van Landeghemstraat,Kerkstraat,Tisseltstraat,Breendonkstraat"],
  ["Duffel", "Duffel", "Duffel", "Duffel", "2570", 51.095, 4.509, "suburban", 4, 1, "Stationsstraat,Mechelsebaan,Kapelstraat,Rooienberg,Ridder Dessainlaan,Kiliaanstraat"],
  ["Lier", "Lierre", "Lier", "Lier", "2500", 51.131, 4.57, "urban", 6, 3, "Antwerpsestraat,Kartuizersvest,Berlaarsestraat,Mechelsevest,Lisperstraat,Kesselsesteenweg,Begijnhofstraat,Aarschotsesteenweg"],
  ["Ranst", "Ranst", "Ranst", "Ranst", "2520", 51.19, 4.56, "green", 4, 0, "Kapelstraat,Liersebaan,Oelegemsteenweg,Kerkstraat,Schawijkstraat"],
  ["Wommelgem", "Wommelgem", "Wommelgem", "Wommelgem", "2160", 51.205, 4.522, "suburban", 4, 0, "Herentalsebaan,Autolei,Kerkplaats,Welkomstraat,Vijfhoekstraat"],
  ["Borsbeek", "Borsbeek", "Borsbeek", "Borsbeek", "2150", 51.192, 4.488, "suburban", 4, 0, "Frans Beirenslaan,Kapelstraat,Jozef Verbovenlei,Dorpsstraat,Van Praetlei"],
  ["Wijnegem", "Wijnegem", "Wijnegem", "Wijnegem", "2110", 51.227, 4.519, "suburban", 3, 0, "Turnhoutsebaan,Marktplein,Kasteellaan,Merksemsebaan,Jan Van Hoofstraat"],
  ["Zwijndrecht", "Zwijndrecht", "Zwijndrecht", "Zwijndrecht", "2070", 51.217, 4.333, "suburban", 4, 0, "Statiestraat,Gemeenteplein,Pastoor Coplaan,Dorp-West,Polderstraat,Kapelstraat"],
  ["Kruibeke", "Kruibeke", "Kruibeke", "Kruibeke", "9150", 51.17, 4.31, "river", 4, 0, "Dorpsstraat,Hogenakkerstraat,Polderstraat,Kapelstraat,Molenstraat"],
  ["Temse", "Tamise", "Temse", "Temse", "9140", 51.124, 4.212, "river", 4, 0, "Kasteelstraat,Wilfordkaai,Hollebeek,Krijgsbaan,Sint-Amelbergastraat"],
  ["Bornem", "Bornem", "Bornem", "Bornem", "2880", 51.099, 4.243, "green", 3, 0, "Kapelstraat,Boomstraat,Hingenesteenweg,Puursesteenweg,Sint-Amandsesteenweg"],
  ["Puurs-Sint-Amands", "Puurs-Sint-Amands", "Puurs-Sint-Amands", "Puurs-Sint-Amands", "2870", 51.075, 4.289, "green", 3, 0, "Hoogstraat,Kerkstraat,Palingstraat,Schoolstraat,Liezeledorp"],
  ["Mechelen", "Malines", "Mechelen", "Mecheln", "2800", 51.026, 4.478, "urban", 7, 4, "Bruul,Hoogstraat,Adegemstraat,Leopoldstraat,Zandpoortvest,Kanunnik De Deckerstraat,Tervuursesteenweg,Hanswijkstraat"],
  ["Schoten", "Schoten", "Schoten", "Schoten", "2900", 51.252, 4.502, "green", 4, 0, "Kopstraat,Paalstraat,Bredabaan,Horstebaan,Churchilllaan"],
  ["Brasschaat", "Brasschaat", "Brasschaat", "Brasschaat", "2930", 51.291, 4.492, "green", 6, 1, "Bredabaan,Hoogboomsteenweg,Miksebaan,Kaphaanlei,Donksesteenweg,Lage Kaart,Bochtlaan"],
  ["Kapellen", "Kapellen", "Kapellen", "Kapellen", "2950", 51.313, 4.433, "green", 4, 0, "Dorpsstraat,Hoogboomsteenweg,Kapelsestraat,Koningin Astridlaan,Essenlaan"],
  ["Schilde", "Schilde", "Schilde", "Schilde", "2970", 51.241, 4.586, "green", 4, 0, "Turnhoutsebaan,Brasschaatsebaan,Wijnegemsteenweg,Alfons Schneiderlaan,Kasteeldreef"],
  ["'s-Gravenwezel", "'s-Gravenwezel", "'s-Gravenwezel", "'s-Gravenwezel", "2970", 51.262, 4.56, "green", 3, 0, "Wijnegemsteenweg,Kasteeldreef,Vrijheid,Sint-Jobsteenweg,Kerkeneind"],
  ["Nijlen", "Nijlen", "Nijlen", "Nijlen", "2560", 51.161, 4.67, "green", 3, 0, "Kessel-Dorp,Herentalsesteenweg,Bevelsesteenweg,Kerkstraat,Bouwelsesteenweg"],
  ["Sint-Katelijne-Waver", "Wavre-Sainte-Catherine", "Sint-Katelijne-Waver", "Sint-Katelijne-Waver", "2860", 51.067, 4.533, "green", 3, 0, "Mechelsesteenweg,Lemanstraat,Kerkstraat,Stationsstraat,Drevendaal"],
  ["Stabroek", "Stabroek", "Stabroek", "Stabroek", "2940", 51.332, 4.37, "green", 3, 0, "Dorpsstraat,Laageind,Kijkuitstraat,Hoogeind,Zandvlietsesteenweg"],
  ["Brussel", "Bruxelles", "Brussels", "Brüssel", "1000", 50.8467, 4.3525, "urban", 10, 4, "Rue Antoine Dansaert,Rue de Flandre,Quai aux Briques,Rue des Chartreux,Boulevard de Dixmude,Rue du Marais,Rue Haute,Rue de la Régence,Place du Jardin aux Fleurs"],
  ["Ukkel", "Uccle", "Uccle", "Uccle", "1180", 50.8, 4.337, "green", 9, 3, "Avenue Brugmann,Chaussée d'Alsemberg,Rue Vanderkindere,Avenue De Fré,Avenue Winston Churchill,Chaussée de Waterloo,Rue du Doyenné,Avenue du Prince d'Orange"],
  ["Waver", "Wavre", "Wavre", "Wavre", "1300", 50.717, 4.611, "suburban", 5, 2, "Rue du Pont du Christ,Avenue des Princes,Chaussée de Bruxelles,Rue de Namur,Place Bosch,Rue Charles Sambon"],
  ["Namen", "Namur", "Namur", "Namur", "5000", 50.467, 4.867, "urban", 4, 1, "Rue de Fer,Avenue de la Plante,Boulevard d'Herbatte,Rue des Brasseurs,Chaussée de Louvain,Rue Saint-Nicolas"],
];

function regionOf(zip: string): Region {
  const code = Number(zip);
  if (code >= 1000 && code <= 1299) return "brussels";
  if ((code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)) return "wallonia";
  return "flanders";
}

export const municipalities: readonly Municipality[] = rows.map(
  ([nl, fr, en, de, zip, lat, lng, character, total, rent, streets]) => {
    const region = regionOf(zip);
    const own = streets.split(",");
    return {
      names: { nl, fr, en, de },
      zip,
      lat,
      lng,
      region,
      character,
      total,
      rent,
      // Smaller Flemish towns also get the streets every Flemish town has.
      streets: region === "flanders" && own.length < 8 ? [...new Set([...own, ...common.split(",")])].slice(0, 10) : own,
    };
  },
);

export const edegem = municipalities[0] as Municipality;
