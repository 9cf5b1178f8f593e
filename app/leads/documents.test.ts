import { describe, expect, it } from "vitest";
import { checkDocumentToken, documentToken } from "./documents.server";

const secret = "test-secret";
const now = new Date("2026-11-22T10:00:00Z");
const inAWeek = Math.floor(now.getTime() / 1000) + 7 * 24 * 3600;

describe("document links", () => {
  it("opens with a valid token until it expires", () => {
    const token = documentToken({ p: 4100070, d: 1, e: inAWeek, l: "fr" }, secret);
    expect(checkDocumentToken(token, secret, now)).toEqual({
      ok: true,
      claims: { p: 4100070, d: 1, e: inAWeek, l: "fr" },
    });
    const later = new Date((inAWeek + 1) * 1000);
    expect(checkDocumentToken(token, secret, later)).toEqual({
      ok: false,
      expired: { p: 4100070, d: 1, e: inAWeek, l: "fr" },
    });
  });

  it("refuses a token signed with another secret or changed by hand", () => {
    const token = documentToken({ p: 4100070, d: 0, e: inAWeek, l: "nl" }, secret);
    expect(checkDocumentToken(token, "other", now)).toEqual({ ok: false, expired: null });
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ p: 4100071, d: 0, e: inAWeek, l: "nl" })).toString("base64url")}.${signature}`;
    expect(checkDocumentToken(forged, secret, now)).toEqual({ ok: false, expired: null });
    expect(checkDocumentToken("garbage", secret, now)).toEqual({ ok: false, expired: null });
  });

  it("refuses a valid link with anything added after it, so one document has one address", () => {
    const token = documentToken({ p: 4100070, d: 0, e: inAWeek, l: "nl" }, secret);
    for (const longer of [`${token}.x`, `${token}.`, `${token}.${token}`]) {
      expect(checkDocumentToken(longer, secret, now)).toEqual({ ok: false, expired: null });
    }
  });
});
