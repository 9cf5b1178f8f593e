import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/context";
import type { Language } from "~/domain/language";
import { countryOptions } from "~/domain/countries";
import { de } from "~/i18n/locales/de";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { nl } from "~/i18n/locales/nl";
import type { LeadKind } from "~/leads/forms";
import { NamesSuffice } from "./lead-form";
import {
  DocumentsForm,
  OfferForm,
  ProjectForm,
  PropertyInfoForm,
  RentApplicationForm,
  SendToFriendForm,
  SiteContactForm,
  TestimonialForm,
  ValuationForm,
  VisitForm,
} from "./lead-forms";

// The server renders a form with nothing to show back from its fields' names, without the form
// library's state (`useControl`). Once its code has come, the browser renders the same form with
// the library: the attributes must be the same, or hydrating the form would leave the server's
// ids and aria attributes in place of the library's.

const forms: Record<string, ReactNode> = {
  "site contact": <SiteContactForm />,
  valuation: (
    <ValuationForm
      types={[
        { value: "house", label: "Haus" },
        { value: "flat", label: "Wohnung" },
      ]}
    />
  ),
  "property info": <PropertyInfoForm />,
  project: <ProjectForm />,
  visit: (
    <VisitForm
      moments={[
        { id: 7, label: "Samstag, 6. Dezember 2026, 10:00", left: 2 },
        { id: 8, label: "Samstag, 6. Dezember 2026, 11:00", left: 0 },
      ]}
    />
  ),
  "send to a friend": <SendToFriendForm />,
  documents: <DocumentsForm expired={false} />,
  offer: <OfferForm />,
  "rent application": <RentApplicationForm terms={{ income: 3000, persons: 4 }} />,
  testimonial: <TestimonialForm />,
};

/** The folded forms, by the name above: their fields are drawn when the address asks for them open. */
const folded: Record<string, LeadKind> = {
  "send to a friend": "send-to-friend",
  documents: "request-documents",
  offer: "purchase-offer",
  "rent application": "rent-application",
};

const messages = { nl, fr, en, de };

function render(form: ReactNode, namesSuffice: boolean, language: Language = "de", search = ""): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/de/kaufen/ort/haus/4104213/",
      Component: () => (
        <NamesSuffice.Provider value={namesSuffice}>
          <I18nProvider language={language} messages={messages[language]}>
            {form}
          </I18nProvider>
        </NamesSuffice.Provider>
      ),
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[`/de/kaufen/ort/haus/4104213/${search}`]}
      hydrationData={{ loaderData: { root: { captcha: "picture-token" } } }}
    />,
  );
}

describe("a lead form rendered by the server with nothing to show back", () => {
  for (const [name, form] of Object.entries(forms)) {
    it(`${name}: has the attributes the form library gives its fields`, () => {
      const search = folded[name] ? `?form=${folded[name]}` : "";
      const fromNames = render(form, true, "de", search);
      expect(fromNames).toContain("<form");
      expect(fromNames).toBe(render(form, false, "de", search));
    });
  }

  it("draws a folded form's fields only when open, and links to the page with it open", () => {
    const shut = render(forms.offer, true, "nl");
    expect(shut).toContain("Doe een bod");
    expect(shut).not.toContain("<form");
    expect(shut).toContain('href="/de/kaufen/ort/haus/4104213/?form=purchase-offer#purchase-offer"');
    expect(shut).toContain("Open het formulier");
    // Another form asked for leaves this one folded.
    expect(render(forms.offer, true, "nl", "?form=send-to-friend")).not.toContain("<form");
    const open = render(forms.offer, true, "nl", "?form=purchase-offer");
    expect(open).toMatch(/<details[^>]* open=""/);
    expect(open).toContain('id="purchase-offer-form"');
    // A folded form its page opens (the documents whose link expired) is drawn open.
    expect(render(<DocumentsForm expired={true} />, true, "nl")).toContain('id="request-documents-form"');
  });

  it("names each field after its form, for its label and its message", () => {
    const html = render(forms["rent application"], true, "de", "?form=rent-application");
    expect(html).toContain('id="rent-application-form-country"');
    expect(html).toContain('name="country" form="rent-application-form"');
    expect(html).toContain('for="rent-application-form-lastName"');
    expect(html).toContain('<option value="BE" selected="">Belgien</option>');
    expect(html).not.toContain("aria-invalid");
  });

  it("lists the countries as React writes options, Belgium chosen, in every language", () => {
    for (const language of ["nl", "fr", "en", "de"] as const) {
      const html = render(forms["rent application"], true, language, "?form=rent-application");
      const options = renderToString(
        <select defaultValue="BE">
          {countryOptions(language).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>,
      ).replace(/^<select>|<\/select>$/g, "");
      expect(html).toMatch(/<select id="rent-application-form-country"[^>]*>([^]*?)<\/select>/);
      expect(html.match(/<select id="rent-application-form-country"[^>]*>([^]*?)<\/select>/)?.[1]).toBe(options);
    }
  });
});
