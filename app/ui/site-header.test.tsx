import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { layoutFor } from "~/content/layout.server";
import type { LayoutView } from "~/ui/layout";
import { languages } from "~/domain/language";
import { I18nProvider } from "~/i18n/context";
import { alternatesOf, pagePath } from "~/i18n/links";
import { nl } from "~/i18n/locales/nl";
import { SiteHeader } from "./site-header";

// The header follows the site settings: logo position, where the language switcher sits,
// how many languages are on, and the noReferrerNoFollow flag of a page.

function render(layout: LayoutView, enabled = [...languages]) {
  return renderToString(
    <MemoryRouter initialEntries={["/nl/"]}>
      <I18nProvider language="nl" messages={nl}>
        <SiteHeader
          layout={layout}
          alternates={alternatesOf((code) => pagePath("home", code))}
          languages={enabled}
          overBanner
        />
      </I18nProvider>
    </MemoryRouter>,
  );
}

const base = layoutFor("nl", 2026);
const switcherLabel = 'aria-label="Kies uw taal"';
const count = (html: string, text: string) => html.split(text).length - 1;

describe("site header", () => {
  it("shows the language switcher with upper-case codes, each language named in itself, in the header and the drawer by default", () => {
    const html = render(base);
    expect(count(html, switcherLabel)).toBe(2);
    expect(html).toMatch(/lang="fr"[^>]*title="Français"[^>]*>FR<span class="sr-only"> Français<\/span><\/a>/);
  });

  it("leaves the switcher to the top bar when the settings put it there", () => {
    const html = render({ ...base, header: { ...base.header, languageSwitcher: "topBar" } });
    expect(count(html, switcherLabel)).toBe(1);
  });

  it("hides the switcher when only one language is enabled", () => {
    expect(render(base, ["nl"])).not.toContain(switcherLabel);
  });

  it("centres the logo when asked", () => {
    expect(render(base)).not.toContain("xl:justify-center");
    expect(render({ ...base, header: { ...base.header, logo: "center" } })).toContain("xl:w-full xl:justify-center");
  });

  it("marks the menu link of a noReferrerNoFollow page", () => {
    const [first, ...rest] = base.menu;
    if (!first) throw new Error("empty menu");
    const html = render({ ...base, menu: [{ ...first, rel: "noreferrer nofollow" }, ...rest] });
    const links = html.match(/<a [^>]*>/g) ?? [];
    const marked = links.filter(
      (link) => link.includes(`href="${first.href}"`) && link.includes('rel="noreferrer nofollow"'),
    );
    expect(marked).toHaveLength(2);
    expect(links.filter((link) => link.includes("nofollow"))).toHaveLength(2);
  });

  it("starts transparent over a banner, unscrolled", () => {
    expect(render(base)).toContain('data-scrolled="false"');
  });
});
