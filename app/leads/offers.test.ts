import { describe, expect, it } from "vitest";
import { checkOfferToken, offerLinkDays, offerToken } from "./offers.server";

const secret = "test-secret";
const made = new Date("2026-11-23T10:00:00Z");
const day = 24 * 60 * 60 * 1000;

describe("offer summary links", () => {
  it("open the summary for 30 days, then say they have expired", () => {
    expect(offerLinkDays).toBe(30);
    const token = offerToken(812, secret, made);
    expect(token).toMatch(/^812\.\d+\.[\w-]{43}$/);
    expect(checkOfferToken(token, secret, made)).toEqual({ ok: true, id: 812 });
    expect(checkOfferToken(token, secret, new Date(made.getTime() + 30 * day - 1000))).toEqual({ ok: true, id: 812 });
    expect(checkOfferToken(token, secret, new Date(made.getTime() + 30 * day))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(checkOfferToken(token, secret, new Date(made.getTime() + 400 * day))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuse a later expiry, another offer's id, another secret, the old form and garbage", () => {
    const token = offerToken(812, secret, made);
    const [id, expiry, signature] = token.split(".");
    const later = `${id}.${Number(expiry) + 365 * 24 * 3600}.${signature}`;
    expect(checkOfferToken(later, secret, made)).toEqual({ ok: false, reason: "invalid" });
    expect(checkOfferToken(`813.${expiry}.${signature}`, secret, made)).toEqual({ ok: false, reason: "invalid" });
    expect(checkOfferToken(token, "another-secret", made)).toEqual({ ok: false, reason: "invalid" });
    // The links made before they expired: `id.signature`.
    expect(checkOfferToken(`${id}.${signature}`, secret, made)).toEqual({ ok: false, reason: "invalid" });
    for (const garbage of ["", "...", "812", "-1.1.x", "1e3.99999999999.abc", `${id}.${expiry}.${signature}.x`]) {
      expect(checkOfferToken(garbage, secret, made)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("an expired link still has to be ours to be called expired", () => {
    const old = offerToken(812, secret, new Date(made.getTime() - 60 * day));
    expect(checkOfferToken(old, secret, made)).toEqual({ ok: false, reason: "expired" });
    expect(checkOfferToken(old, "another-secret", made)).toEqual({ ok: false, reason: "invalid" });
  });
});
