// Names and descriptions of the two new-build projects in Edegem, per language.

import type { L10n } from "./vocabulary";

export interface ProjectText {
  name: L10n;
  description: L10n;
}

const html = (...parts: string[]) => parts.join("");

export const projectTexts: Readonly<Record<10 | 11, ProjectText>> = {
  10: {
    name: {
      nl: "Residentie Drie Eiken",
      fr: "Résidence Drie Eiken",
      en: "Drie Eiken Residence",
      de: "Residenz Drie Eiken",
    },
    description: {
      nl: html(
        "<p>Residentie Drie Eiken is een kleinschalig nieuwbouwproject met slechts acht exclusieve appartementen, rustig gelegen aan de Drie Eikenstraat in Edegem. Het ontwerp van het Antwerpse architectenbureau combineert een tijdloze gevel in handvormsteen met grote raampartijen en diepe terrassen.</p>",
        "<p>Elk appartement beschikt over een ruime leefruimte met veel lichtinval, een luxueus ingerichte keuken met kookeiland, twee of drie slaapkamers en een of twee badkamers. De twee penthouses op de bovenste verdieping hebben een terras rondom met een weids zicht over het groen van Edegem.</p>",
        "<ul><li>Bijna-energieneutraal (BEN): warmtepomp, vloerverwarming en zonnepanelen</li><li>Ondergrondse garage en private berging bij elk appartement</li><li>Lift tot op elke verdieping, videofonie en fietsenberging</li><li>Vrije keuze van vloeren en sanitair bij de partner-showrooms</li></ul>",
        "<p>U woont hier op wandelafstand van het centrum van Edegem, het UZA en de tram naar Antwerpen; de Ring en de E19 zijn vlot bereikbaar. De oplevering is voorzien in het najaar van 2027. Vraag de brochure en de prijslijst aan of maak een afspraak op ons kantoor aan de Prins Boudewijnlaan.</p>",
      ),
      fr: html(
        "<p>La Résidence Drie Eiken est un projet neuf à taille humaine de seulement huit appartements d'exception, au calme dans la Drie Eikenstraat à Edegem. Signée par un bureau d'architectes anversois, elle associe une façade intemporelle en briques moulées main à de larges baies vitrées et de profondes terrasses.</p>",
        "<p>Chaque appartement offre un séjour spacieux et lumineux, une cuisine haut de gamme avec îlot, deux ou trois chambres et une ou deux salles de bains. Les deux penthouses du dernier étage disposent d'une terrasse périphérique avec une vue dégagée sur la verdure d'Edegem.</p>",
        "<ul><li>Quasi zéro énergie (Q-ZEN) : pompe à chaleur, chauffage au sol et panneaux solaires</li><li>Garage souterrain et cave privative pour chaque appartement</li><li>Ascenseur à tous les étages, vidéophonie et local vélos</li><li>Choix libre des revêtements et sanitaires chez nos showrooms partenaires</li></ul>",
        "<p>Le centre d'Edegem, l'hôpital universitaire (UZA) et le tram vers Anvers sont accessibles à pied, le Ring et l'E19 tout proches. La réception est prévue à l'automne 2027. Demandez la brochure et la liste de prix ou prenez rendez-vous à notre agence de la Prins Boudewijnlaan.</p>",
      ),
      en: html(
        "<p>Drie Eiken Residence is a small new-build development of just eight exclusive apartments, quietly set on Drie Eikenstraat in Edegem. Designed by an Antwerp firm of architects, it pairs a timeless hand-moulded brick front with generous windows and deep terraces.</p>",
        "<p>Every apartment has a large, light-filled living area, a high-end kitchen with island, two or three bedrooms and one or two bathrooms. The two penthouses on the top floor come with a wraparound terrace and wide views over the greenery of Edegem.</p>",
        "<ul><li>Nearly zero-energy building: heat pump, underfloor heating and solar panels</li><li>Underground garage and private storage room with every apartment</li><li>Lift to all floors, video intercom and bicycle store</li><li>Free choice of floors and bathroom fittings at our partner showrooms</li></ul>",
        "<p>The centre of Edegem, Antwerp University Hospital and the tram into Antwerp are all within walking distance, and the ring road and E19 are close by. Completion is planned for autumn 2027. Ask for the brochure and price list, or book an appointment at our office on Prins Boudewijnlaan.</p>",
      ),
      de: html(
        "<p>Die Residenz Drie Eiken ist ein überschaubares Neubauprojekt mit nur acht exklusiven Wohnungen in ruhiger Lage an der Drie Eikenstraat in Edegem. Der Entwurf eines Antwerpener Architekturbüros verbindet eine zeitlose Fassade aus handgeformten Ziegeln mit großen Fensterflächen und tiefen Terrassen.</p>",
        "<p>Jede Wohnung bietet einen großzügigen, hellen Wohnbereich, eine hochwertige Küche mit Kochinsel, zwei oder drei Schlafzimmer und ein oder zwei Bäder. Die beiden Penthäuser im obersten Geschoss verfügen über eine umlaufende Terrasse mit weitem Blick ins Grüne.</p>",
        "<ul><li>Niedrigstenergiegebäude: Wärmepumpe, Fußbodenheizung und Photovoltaik</li><li>Tiefgaragenplatz und eigener Abstellraum zu jeder Wohnung</li><li>Aufzug in alle Etagen, Videosprechanlage und Fahrradraum</li><li>Freie Wahl von Bodenbelägen und Sanitär in unseren Partner-Showrooms</li></ul>",
        "<p>Das Zentrum von Edegem, das Universitätsklinikum (UZA) und die Straßenbahn nach Antwerpen erreichen Sie zu Fuß, den Ring und die E19 in wenigen Minuten. Die Fertigstellung ist für Herbst 2027 geplant. Fordern Sie die Broschüre und die Preisliste an oder vereinbaren Sie einen Termin in unserem Büro an der Prins Boudewijnlaan.</p>",
      ),
    },
  },
  11: {
    name: { nl: "Hof ter Linden", fr: "Hof ter Linden", en: "Hof ter Linden", de: "Hof ter Linden" },
    description: {
      nl: html(
        "<p>Hof ter Linden telt vijf energiezuinige appartementen met twee slaapkamers in een groene omgeving aan de Hovestraat, op een steenworp van het centrum van Edegem. De residentie is opgebouwd rond een gemeenschappelijke binnentuin met oude lindebomen, waaraan het project zijn naam ontleent.</p>",
        "<p>De appartementen hebben een bewoonbare oppervlakte van 92 tot 104 m², een open keuken, een badkamer met inloopdouche en een terras op het zuiden of westen. Het gelijkvloers appartement heeft een private tuin, de penthouse een terras van meer dan 30 m².</p>",
        "<ul><li>EPC A: warmtepomp, vloerverwarming en ventilatie met warmteterugwinning</li><li>Autostaanplaats en berging inbegrepen</li><li>Oplevering voorzien in het voorjaar van 2027</li></ul>",
        "<p>Winkels, scholen, het gemeentepark en de tramhalte liggen op wandelafstand. Interesse? Neem contact op met ons kantoor voor de prijslijst, de plannen en een afspraak in het modelappartement.</p>",
      ),
      fr: html(
        "<p>Hof ter Linden réunit cinq appartements basse énergie de deux chambres dans un cadre verdoyant de la Hovestraat, à deux pas du centre d'Edegem. La résidence s'organise autour d'un jardin intérieur commun planté de vieux tilleuls, qui ont donné leur nom au projet.</p>",
        "<p>Les appartements offrent de 92 à 104 m² habitables, une cuisine ouverte, une salle de bains avec douche à l'italienne et une terrasse orientée sud ou ouest. Le rez-de-chaussée profite d'un jardin privatif, le penthouse d'une terrasse de plus de 30 m².</p>",
        "<ul><li>PEB A : pompe à chaleur, chauffage au sol et ventilation double flux</li><li>Emplacement de parking et cave compris</li><li>Réception prévue au printemps 2027</li></ul>",
        "<p>Commerces, écoles, le parc communal et l'arrêt de tram sont accessibles à pied. Intéressé ? Contactez notre agence pour la liste de prix, les plans et une visite de l'appartement témoin.</p>",
      ),
      en: html(
        "<p>Hof ter Linden offers five energy-efficient two-bedroom apartments in green surroundings on Hovestraat, a stone's throw from the centre of Edegem. The building is arranged around a shared inner garden with old lime trees, which gave the project its name.</p>",
        "<p>The apartments range from 92 to 104 m² of living space, with an open-plan kitchen, a bathroom with walk-in shower and a south- or west-facing terrace. The ground-floor apartment has a private garden and the penthouse a terrace of more than 30 m².</p>",
        "<ul><li>EPC A: heat pump, underfloor heating and heat-recovery ventilation</li><li>Parking space and storage room included</li><li>Completion expected in spring 2027</li></ul>",
        "<p>Shops, schools, the municipal park and the tram stop are all within walking distance. Interested? Contact our office for the price list, the plans and a viewing of the show apartment.</p>",
      ),
      de: html(
        "<p>Hof ter Linden umfasst fünf energieeffiziente Wohnungen mit zwei Schlafzimmern in grüner Umgebung an der Hovestraat, nur wenige Schritte vom Zentrum von Edegem entfernt. Die Anlage gruppiert sich um einen gemeinsamen Innengarten mit alten Linden, denen das Projekt seinen Namen verdankt.</p>",
        "<p>Die Wohnungen bieten 92 bis 104 m² Wohnfläche, eine offene Küche, ein Bad mit bodengleicher Dusche und eine Terrasse nach Süden oder Westen. Die Erdgeschosswohnung hat einen eigenen Garten, das Penthouse eine Terrasse von über 30 m².</p>",
        "<ul><li>EPC A: Wärmepumpe, Fußbodenheizung und Lüftung mit Wärmerückgewinnung</li><li>Stellplatz und Abstellraum inklusive</li><li>Fertigstellung voraussichtlich im Frühjahr 2027</li></ul>",
        "<p>Geschäfte, Schulen, der Gemeindepark und die Straßenbahnhaltestelle sind zu Fuß erreichbar. Interesse? Kontaktieren Sie unser Büro für Preisliste, Pläne und eine Besichtigung der Musterwohnung.</p>",
      ),
    },
  },
};
