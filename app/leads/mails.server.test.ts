import { describe, expect, it } from "vitest";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import { mailProperty } from "./mails.server";

// A property as a mail's card shows it: the price reads as on the site, rents per month.

const card = {
  title: "Appartement met 2 slaapkamers",
  city: "Mortsel",
  price: 950,
  priceUnit: 2,
  priceUnitText: "per maand",
  path: "/nl/te-huur/mortsel/appartement/4100100/",
  picture: {
    url: "/media/feed/apartment-02.jpg?v=1",
    width: 1600,
    height: 1067,
    alt: { nl: "Woonkamer", fr: "Séjour", en: "Living room", de: "Wohnzimmer" },
  },
};
const origin = "https://www.immozuidrand.be";

describe("a property in a mail", () => {
  it("reads a rent per month in the mail's language, a hidden price as on request, and links on the site", () => {
    const nl = createTranslator("nl", catalogues.nl);
    expect(mailProperty(card, nl, origin)).toMatchObject({
      price: "€\u00a0950 per maand",
      url: `${origin}/nl/te-huur/mortsel/appartement/4100100/`,
      place: "Mortsel",
    });
    const fr = createTranslator("fr", catalogues.fr);
    expect(mailProperty({ ...card, priceUnitText: "par mois" }, fr, origin).price).toBe("€\u00a0950 par mois");
    expect(mailProperty({ ...card, price: null }, nl, origin).price).toBe(nl("card.priceOnRequest"));
    expect(mailProperty(card, nl, origin).picture).toMatch(/^https:\/\/www\.immozuidrand\.be\/images\//);
  });
});
