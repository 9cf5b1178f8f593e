import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/context";
import { de } from "~/i18n/locales/de";
import { nl } from "~/i18n/locales/nl";
import { Pagination, pageNumbers } from "./pagination";

describe("page numbers", () => {
  it("shows the first, the last and the current page with its neighbours, with a gap for what is left out", () => {
    expect(pageNumbers(5, 24)).toEqual([1, "gap", 4, 5, 6, "gap", 24]);
    expect(pageNumbers(1, 24)).toEqual([1, 2, "gap", 24]);
    expect(pageNumbers(24, 24)).toEqual([1, "gap", 23, 24]);
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
  });

  it("never shows more than five numbers, so that they fit a phone", () => {
    expect(pageNumbers(4, 24)).toEqual([1, "gap", 3, 4, 5, "gap", 24]);
    expect(pageNumbers(3, 24)).toEqual([1, 2, 3, 4, "gap", 24]);
    for (let page = 1; page <= 30; page++)
      expect(pageNumbers(page, 30).filter((entry) => entry !== "gap").length).toBeLessThanOrEqual(5);
  });
});

describe("the pagination", () => {
  const render = (language: "nl" | "de", page: number, pages: number) =>
    renderToString(
      <MemoryRouter initialEntries={["/nl/te-koop/?zip=2650&page=5"]}>
        <I18nProvider language={language} messages={language === "nl" ? nl : de}>
          <Pagination page={page} pages={pages} total={280} search={new URLSearchParams("zip=2650&page=5")} />
        </I18nProvider>
      </MemoryRouter>,
    );

  // Each link's name, address and marks, whatever the order of its attributes.
  const links = (html: string) =>
    [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => ({
      name: /aria-label="([^"]*)"/.exec(tag)?.[1],
      href: /href="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&"),
      current: tag.includes('aria-current="page"'),
      rel: /rel="([^"]*)"/.exec(tag)?.[1],
    }));

  it("links each number to its page with the search kept, and marks the current page", () => {
    const html = render("nl", 5, 24);
    expect(links(html)).toEqual([
      { name: "Vorige pagina", href: "/nl/te-koop/?zip=2650&page=4", current: false, rel: "prev" },
      // Page 1 is the list's own address, without a page parameter.
      { name: "Pagina 1", href: "/nl/te-koop/?zip=2650", current: false, rel: undefined },
      { name: "Pagina 4", href: "/nl/te-koop/?zip=2650&page=4", current: false, rel: undefined },
      { name: "Pagina 5", href: "/nl/te-koop/?zip=2650&page=5", current: true, rel: undefined },
      { name: "Pagina 6", href: "/nl/te-koop/?zip=2650&page=6", current: false, rel: undefined },
      { name: "Pagina 24", href: "/nl/te-koop/?zip=2650&page=24", current: false, rel: undefined },
      { name: "Volgende pagina", href: "/nl/te-koop/?zip=2650&page=6", current: false, rel: "next" },
    ]);
    expect(html.match(/…/g)).toHaveLength(2);
    expect(html).toContain("Pagina 5 van 24 [280 objecten]");
  });

  it("speaks the page's language and leaves out previous on the first page and next on the last", () => {
    const first = render("de", 1, 3);
    expect(first).toContain('aria-label="Seite 3"');
    expect(first).not.toContain('rel="prev"');
    expect(render("de", 3, 3)).not.toContain('rel="next"');
  });
});
