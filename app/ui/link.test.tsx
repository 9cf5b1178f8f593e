import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "./link";

// The site's Link writes what React Router's writes: hydrating a page in the browser (where both
// render the same link) must find the server's attributes.

function render(node: ReactNode, at = "/nl/te-koop/?type=huis") {
  return renderToString(<MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>);
}

const cases: [string, Record<string, string>][] = [
  ["/nl/te-koop/", { className: "font-medium underline" }],
  ["/nl/te-koop/ranst/woning/4104213/?from=list#contact-me", { rel: "next", "aria-label": "Volgende" }],
  ["/fr/a-vendre/", { lang: "fr", hrefLang: "fr", title: "Français" }],
  ["?type=huis&page=2", { rel: "next" }],
  ["https://www.openstreetmap.org/?mlat=51.1", { target: "_blank", rel: "noopener noreferrer" }],
  ["tel:+3234551234", {}],
];

describe("the site's links", () => {
  for (const [to, props] of cases) {
    it(`writes ${to} as React Router's Link does`, () => {
      const ours = render(
        <Link to={to} {...props}>
          Te koop
        </Link>,
      );
      expect(ours).toContain(">Te koop</a>");
      expect(ours).toBe(
        render(
          <RouterLink to={to} {...props}>
            Te koop
          </RouterLink>,
        ),
      );
    });
  }
});

describe("the menu's links", () => {
  const menu = (Component: typeof NavLink | typeof RouterNavLink, at: string) =>
    render(
      ["/nl/te-koop/", "/nl/te-huur/", "/nl/verkopen/", "/nl/"].map((to) => (
        <Component
          key={to}
          to={to}
          rel="nofollow"
          className={({ isActive }: { isActive: boolean }) => (isActive ? "bg-accent" : "plain")}
        >
          {to}
        </Component>
      )),
      at,
    );

  for (const at of [
    "/nl/te-koop/",
    "/nl/te-koop/ranst/woning/4104213/",
    "/NL/Te-Koop",
    "/nl/verkopen-en-verhuren/",
    "/fr/",
  ]) {
    it(`marks the current one on ${at} as React Router's NavLink does`, () => {
      expect(menu(NavLink, at)).toBe(menu(RouterNavLink, at));
    });
  }

  it("marks the section a page belongs to, and only that one", () => {
    const html = menu(NavLink, "/nl/te-koop/ranst/woning/4104213/");
    expect(html.match(/aria-current="page"/g)).toHaveLength(2);
    expect(html).toContain('<a rel="nofollow" aria-current="page" class="bg-accent" href="/nl/te-koop/"');
    expect(html).toContain('<a rel="nofollow" class="plain" href="/nl/te-huur/"');
  });
});
