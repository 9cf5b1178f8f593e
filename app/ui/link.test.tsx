import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Link as RouterLink } from "react-router";
import { describe, expect, it } from "vitest";
import { Link } from "./link";

// The site's Link writes what React Router's writes: hydrating a page in the browser (where both
// render the same link) must find the server's attributes.

function render(node: ReactNode) {
  return renderToString(<MemoryRouter initialEntries={["/nl/te-koop/?type=huis"]}>{node}</MemoryRouter>);
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
