import { describe, expect, it } from "vitest";
import { consentMode, isPreviewPath, readConsent, serializeConsent } from "./consent";

describe("cookie consent", () => {
  it("reads back what it wrote, for the same policy version only", () => {
    const cookie = `lang=nl; cookie_consent=${serializeConsent({ version: "2026-11", categories: ["analytical", "social"] })}`;
    expect(readConsent(cookie, "2026-11")).toEqual({ version: "2026-11", categories: ["analytical", "social"] });
    expect(readConsent(cookie, "2027-01")).toBeNull();
    expect(readConsent("lang=nl", "2026-11")).toBeNull();
    expect(readConsent(null, "2026-11")).toBeNull();
  });

  it("keeps only known categories, and refusing everything is a choice too", () => {
    expect(readConsent("cookie_consent=2026-11%7Cmarketing.evil", "2026-11")).toEqual({
      version: "2026-11",
      categories: ["marketing"],
    });
    expect(readConsent(`cookie_consent=${serializeConsent({ version: "v", categories: [] })}`, "v")).toEqual({
      version: "v",
      categories: [],
    });
  });

  it("maps the categories on Google Consent Mode v2, denied by default", () => {
    expect(consentMode([])).toEqual({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consentMode(["analytical"])).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" });
    expect(consentMode(["marketing"])).toMatchObject({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });

  it("knows a preview path", () => {
    expect(isPreviewPath("/nl/preview/article/")).toBe(true);
    expect(isPreviewPath("/nl/te-koop/")).toBe(false);
  });
});
