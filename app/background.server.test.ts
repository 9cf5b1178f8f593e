import { describe, expect, it } from "vitest";
import { picturesOf } from "./background.server";
import { site } from "./content/site.server";

// On a first start the image worker makes every picture's variants, which takes minutes; until a
// picture's are made, pages show its original. What visitors meet first is made first.

// Pictures of listings that the site configuration does not show too.
const record = (...urls: string[]) => ({ pictures: urls.map((url) => ({ url })) });

describe("the image worker's order", () => {
  it("makes the home page's banner first, then every listing's first photo, then the rest", () => {
    const catalog = {
      properties: new Map([
        [1, record("/media/feed/first-a.jpg", "/media/feed/second-a.jpg")],
        [2, record("/media/feed/first-b.jpg", "/media/feed/second-b.jpg")],
      ]),
      projects: new Map([[3, record("/media/feed/first-c.jpg", "/media/feed/second-c.jpg")]]),
    } as unknown as Parameters<typeof picturesOf>[0];
    const banner = site().settings.defaultBanner.image;
    const order = picturesOf(catalog);
    expect(banner).toMatch(/^\/media\//);
    expect(order[0]).toBe(banner);
    expect(order.slice(1, 4)).toEqual([
      "/media/feed/first-a.jpg",
      "/media/feed/first-b.jpg",
      "/media/feed/first-c.jpg",
    ]);
    // The team's portraits and the other pages' banners before the listings' further photos.
    const portrait = order.findIndex((url) => url.startsWith("/media/site/team/"));
    expect(portrait).toBeGreaterThan(3);
    expect(portrait).toBeLessThan(order.indexOf("/media/feed/second-a.jpg"));
    expect(order.slice(-3)).toEqual([
      "/media/feed/second-a.jpg",
      "/media/feed/second-b.jpg",
      "/media/feed/second-c.jpg",
    ]);
  });
});
