import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ButtonLink } from "./button";

// A link that looks like a button still goes where a link goes: through the router for a page of
// the site, untouched for an anchor, a phone number or another site.

function render(node: React.ReactNode) {
  return renderToString(<MemoryRouter initialEntries={["/nl/te-koop?type=huis"]}>{node}</MemoryRouter>);
}

describe("ButtonLink", () => {
  it("resolves a page of the site against the current page, as a router link does", () => {
    const html = render(
      <ButtonLink to="?type=huis&page=2" rel="next" variant="outline" size="sm">
        Volgende
      </ButtonLink>,
    );
    expect(html).toMatch(/^<a [^>]*href="\/nl\/te-koop\?type=huis&amp;page=2"/);
    expect(html).toContain('rel="next"');
  });

  it("leaves an anchor or another site's address as it is", () => {
    expect(
      render(
        <ButtonLink href="#contact-me" variant="primary" size="lg">
          Meer info
        </ButtonLink>,
      ),
    ).toMatch(/^<a [^>]*href="#contact-me"/);
    const external = render(
      <ButtonLink href="https://maps.example/" target="_blank" rel="noopener noreferrer" variant="secondary" size="lg">
        Route
      </ButtonLink>,
    );
    expect(external).toMatch(/href="https:\/\/maps.example\/"/);
    expect(external).toContain('target="_blank"');
  });
});
