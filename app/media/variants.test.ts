import { describe, expect, it } from "vitest";
import { imageKey, srcSet, variantFilePattern, variantPath, variantsFor } from "./variants";

describe("variantsFor", () => {
  it("gives a 1600 px photo all five spec widths", () => {
    expect(variantsFor(1600)).toEqual([100, 500, 750, 1050, 1600].map((width) => ({ name: width, width })));
  });

  it("never enlarges: an 800 px photo stops at its own width, under the next spec width's name", () => {
    expect(variantsFor(800)).toEqual([
      { name: 100, width: 100 },
      { name: 500, width: 500 },
      { name: 750, width: 750 },
      { name: 1050, width: 800 },
    ]);
  });

  it("shrinks a photo wider than 1600 px to 1600, once", () => {
    expect(variantsFor(4000).map((variant) => variant.width)).toEqual([100, 500, 750, 1050, 1600]);
  });

  it("keeps a spec width that equals the source, and a tiny source at its size", () => {
    expect(variantsFor(750).at(-1)).toEqual({ name: 750, width: 750 });
    expect(variantsFor(80)).toEqual([{ name: 100, width: 80 }]);
  });
});

describe("image keys and paths", () => {
  it("gives one URL one key, and a new version query a new key", () => {
    expect(imageKey("/media/feed/house-01.jpg?v=1")).toBe(imageKey("/media/feed/house-01.jpg?v=1"));
    expect(imageKey("/media/feed/house-01.jpg?v=2")).not.toBe(imageKey("/media/feed/house-01.jpg?v=1"));
    expect(imageKey("https://cdn.example/a.jpg")).toMatch(/^[0-9a-f]{14}$/);
  });

  it("describes each variant by its real width in a srcset", () => {
    const key = imageKey("/media/site/team/a.jpg");
    expect(srcSet("/media/site/team/a.jpg", 600, "webp")).toBe(
      `/images/${key}/100.webp 100w, /images/${key}/500.webp 500w, /images/${key}/750.webp 600w`,
    );
    expect(variantPath("/media/site/team/a.jpg", 500, "avif")).toBe(`/images/${key}/500.avif`);
  });

  it("answers only the spec's widths and formats", () => {
    expect(variantFilePattern.test("1050.avif")).toBe(true);
    expect(variantFilePattern.test("1050.jpg")).toBe(true);
    expect(variantFilePattern.test("1051.avif")).toBe(false);
    expect(variantFilePattern.test("750.png")).toBe(false);
    expect(variantFilePattern.test("../750.webp")).toBe(false);
  });
});
