import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages } from "~/domain/language";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import type { LeadKind } from "./forms";
import { leadTexts, replyDays, thanksText } from "./texts";

// What a form promises, it promises once: the delay its page, its introduction, its thank-you
// page and its mail name is the same (issue 14). The thank-you page and the mail take it from
// `replyDays`; the introductions and the pages' articles are held to it here.

const delayWords = /werkdag|jours? ouvrables?|working days?|Werktag/i;
const article = (id: string) =>
  JSON.parse(readFileSync(`content/site/articles/${id}.json`, "utf8")) as { body: Record<string, string> };
/** The article each form's page shows above it, where that article names a delay. */
const pageArticles: Partial<Record<LeadKind, string>> = {
  "contact-demand": "valuation-request",
  "site-contact": "contact-intro",
};

describe.each(languages)("the delays promised in %s", (language) => {
  const t = createTranslator(language, catalogues[language]);
  const kinds = Object.keys(leadTexts) as LeadKind[];

  it("are one per form: on its thank-you page and in its mail, in its introduction and on its page", () => {
    for (const kind of kinds) {
      const days = replyDays[kind];
      const thanks = thanksText(kind, t);
      const intro = t(leadTexts[kind].intro);
      expect(thanks).not.toContain("{{");
      if (days === undefined) {
        // A form with no delay of its own promises none in passing.
        expect(thanks, kind).not.toMatch(delayWords);
        expect(intro, kind).not.toMatch(delayWords);
        continue;
      }
      const delay = t("forms.delay", { count: days });
      expect(thanks, kind).toContain(delay);
      if (delayWords.test(intro)) expect(intro, kind).toContain(delay);
      const page = pageArticles[kind];
      if (page) expect(article(page).body[language], `${kind}: ${page}`).toContain(delay);
    }
  });

  it("name the valuation's delay on its form, since its page and thank-you page do", () => {
    expect(t(leadTexts["contact-demand"].intro)).toContain(t("forms.delay", { count: replyDays["contact-demand"] }));
  });
});
