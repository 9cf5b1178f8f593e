import { describe, expect, it } from "vitest";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import type { CrmLead } from "./crm-requests";
import {
  demandIdsOf,
  demandRegisterCall,
  leadCall,
  unsubscribeCall,
  withDemandIds,
  withoutPerson,
} from "./crm-requests";

// What the agency's CRM is sent for each lead and alert (decision 028).

const t = createTranslator("nl", catalogues.nl);
const person = {
  title: "MR",
  firstName: " Piet ",
  lastName: "Janssens",
  email: "piet@example.be",
  phone: "03 440 12 34",
  marketing: false,
};

function lead(kind: CrmLead["kind"], fields: Record<string, unknown>, subject: Partial<CrmLead> = {}): CrmLead {
  return { kind, language: "fr", propertyId: null, projectId: null, fields: { ...person, ...fields }, ...subject };
}

describe("leadCall", () => {
  it("sends a question about a property as ContactOnMe with its ObjectID, the person in their own fields", () => {
    const call = leadCall(
      lead(
        "contact-me",
        { slots: ["09:00-12:00", "14:00-16:00"], message: "Is er een tuin?" },
        { propertyId: 4100001 },
      ),
      t,
    );
    expect(call).toEqual({
      method: "ContactOnMe",
      request: {
        Name: "Janssens",
        FirstName: "Piet",
        Email: "piet@example.be",
        PhoneNumber: "03 440 12 34",
        IsReceivedEmail: false,
        Subject: "Info over een pand",
        Content: "Aanspreking: Dhr.\nContacttijdstip: 09:00-12:00, 14:00-16:00\n\nIs er een tuin?",
        LanguageId: 2,
        LanguageIdFromParameter: 2,
        ObjectID: 4100001,
      },
    });
  });

  it("sends a project's question as ContactOnMeProject with its ProjectIDs", () => {
    const call = leadCall(lead("contact-construction", { message: "Nog een penthouse vrij?" }, { projectId: 77 }), t);
    expect(call?.method).toBe("ContactOnMeProject");
    expect(call?.request).toMatchObject({ ProjectIDs: [77], Subject: "Vraag over een nieuwbouwproject" });
    expect(call?.request).not.toHaveProperty("ObjectID");
  });

  it("sends the contact page's question as ContactOnMe without an object, and the opt-in as given", () => {
    const call = leadCall(lead("site-contact", { marketing: true, message: "" }), t);
    expect(call?.method).toBe("ContactOnMe");
    expect(call?.request).not.toHaveProperty("ObjectID");
    expect(call?.request).toMatchObject({
      IsReceivedEmail: true,
      Subject: "Algemene vraag",
      Content: "Aanspreking: Dhr.",
    });
  });

  it("gives an offer's address as where the person lives, and keeps it out of the text", () => {
    const call = leadCall(
      lead(
        "purchase-offer",
        { street: "Kerkstraat", houseNumber: "12 bus 3", zip: "2650", city: "Edegem", amount: 325000, phone: "" },
        { propertyId: 5 },
      ),
      t,
    );
    expect(call?.request).toMatchObject({ Address: "Kerkstraat 12 bus 3", Zip: "2650", City: "Edegem" });
    expect(call?.request).not.toHaveProperty("PhoneNumber");
    expect(call?.request.Content).toBe("Aanspreking: Dhr.\nUw bod (in cijfers): €\u00a0325.000");
  });

  it("gives an address abroad with its country in the text, named in the agency's language", () => {
    const berlin = { street: "Invalidenstraße", houseNumber: "117", zip: "10115", city: "Berlin", country: "DE" };
    const call = leadCall(lead("purchase-offer", { ...berlin, amount: 325000 }, { propertyId: 5 }), t);
    expect(call?.request).toMatchObject({ Address: "Invalidenstraße 117", Zip: "10115", City: "Berlin" });
    expect(call?.request.Content).toBe("Land: Duitsland\nAanspreking: Dhr.\nUw bod (in cijfers): €\u00a0325.000");
    const french = leadCall(lead("rent-application", berlin), createTranslator("fr", catalogues.fr), "fr");
    expect(french?.request.Content).toMatch(/^Pays: Allemagne\n/);
    // At home, the address needs no country.
    const edegem = leadCall(lead("purchase-offer", { ...berlin, zip: "2650", city: "Edegem", country: "BE" }), t);
    expect(edegem?.request.Content).toBe("Aanspreking: Dhr.");
  });

  it("shows a salutation no longer offered as it was stored, and a lead without one without it", () => {
    expect(leadCall(lead("site-contact", { title: "MISS" }), t)?.request.Content).toBe("Aanspreking: Mej.");
    const untitled = Object.fromEntries(Object.entries(person).filter(([key]) => key !== "title"));
    const call = leadCall(
      { kind: "site-contact", language: "de", propertyId: null, projectId: null, fields: untitled },
      t,
    );
    expect(call?.request).toMatchObject({ Name: "Janssens", FirstName: "Piet", Content: "" });
  });

  it("sends a valuation's goal and type as Goal and WebIDs, and the address to value as text", () => {
    const call = leadCall(
      lead("contact-demand", {
        street: "Molenlei",
        houseNumber: "4",
        zip: "2640",
        city: "Mortsel",
        propertyType: 1,
        goal: "rent",
      }),
      t,
    );
    expect(call?.request).toMatchObject({ Goal: 1, WebIDs: [1] });
    expect(call?.request).not.toHaveProperty("Address");
    expect(call?.request.Content).toBe(
      "Aanspreking: Dhr.\nStraat: Molenlei\nHuisnummer: 4\nPostcode: 2640\nGemeente: Mortsel\nU wilt uw pand: verhuren",
    );
  });

  it("forwards neither a testimonial nor a property sent to a friend", () => {
    expect(leadCall(lead("testimonial", { rating: 5, message: "Top" }), t)).toBeNull();
    expect(leadCall(lead("send-to-friend", { friendEmail: "vriend@example.be" }, { propertyId: 5 }), t)).toBeNull();
  });
});

describe("demandRegisterCall", () => {
  const alert = {
    name: "Jan Janssens ",
    email: "jan@example.be",
    phone: "",
    language: "de" as const,
    criteria: {
      goal: "sale" as const,
      types: [1, 2],
      zips: ["2650"],
      minPrice: null,
      maxPrice: 400000,
      bedrooms: null,
    },
  };

  it("sends the person and the search, leaving out what the alert leaves open", () => {
    expect(demandRegisterCall(alert)).toEqual({
      method: "DemandRegister",
      request: {
        Name: "Jan Janssens",
        Email: "jan@example.be",
        Goal: 0,
        WebIDs: [1, 2],
        Zips: ["2650"],
        PriceMax: 400000,
        IsReceivedEmail: false,
        LanguageId: 4,
        LanguageIdFromParameter: 4,
      },
    });
  });

  it("sends the phone, the lowest price and the bedrooms when given", () => {
    const call = demandRegisterCall({
      ...alert,
      phone: "0476 11 22 33",
      criteria: { ...alert.criteria, goal: "rent", minPrice: 600, bedrooms: 3 },
    });
    expect(call.request).toMatchObject({ PhoneNumber: "0476 11 22 33", Goal: 1, PriceMin: 600, MinRooms: 3 });
  });
});

describe("the ids of DemandRegister's answer", () => {
  it("reads the person's and the demand's id in any case", () => {
    expect(demandIdsOf({ ID: 12, DemandID: 34 })).toEqual({ personId: 12, demandId: 34 });
    expect(demandIdsOf({ personid: "12", demandId: 34, Name: "x" })).toEqual({ personId: 12, demandId: 34 });
    expect(demandIdsOf({ DemandID: 34 })).toEqual({ personId: null, demandId: 34 });
    expect(demandIdsOf(12)).toEqual({ personId: 12, demandId: null });
  });

  it("names nothing for an answer without ids", () => {
    for (const value of [true, null, undefined, 0, -3, 1.5, "abc", {}, { ID: 0 }, [12]]) {
      expect(demandIdsOf(value)).toBeNull();
    }
  });

  it("unsubscribes by the address, with the ids when they are known", () => {
    const call = unsubscribeCall({ email: "jan@example.be", language: "nl" });
    expect(call).toEqual({
      method: "UnsubscribeDemandPerson",
      request: { Email: "jan@example.be", LanguageId: 1, LanguageIdFromParameter: 1 },
    });
    expect(withDemandIds(call.request, { personId: 12, demandId: null })).toEqual({ ...call.request, ID: 12 });
    expect(withDemandIds(call.request, { personId: 12, demandId: 34 })).toMatchObject({ ID: 12, DemandID: 34 });
    expect(withDemandIds(call.request, null)).toBe(call.request);
  });

  it("takes the person out of a request and keeps the rest", () => {
    const request = demandRegisterCall({
      name: "Jan",
      email: "jan@example.be",
      phone: "0476 11 22 33",
      language: "nl",
      criteria: { goal: "sale", types: [1], zips: ["2650"], minPrice: null, maxPrice: null, bedrooms: null },
    }).request;
    expect(withoutPerson(request)).toEqual({
      Goal: 0,
      WebIDs: [1],
      Zips: ["2650"],
      IsReceivedEmail: false,
      LanguageId: 1,
      LanguageIdFromParameter: 1,
    });
  });
});
