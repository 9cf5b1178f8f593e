import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { meetsWork, workBits, workInput } from "./captcha";
import { captchaAnswer, checkCaptcha, newCaptcha } from "./captcha.server";

const secret = "test-secret";

function solve(token: string): number {
  for (let nonce = 0; ; nonce++) {
    if (meetsWork(createHash("sha256").update(workInput(token, nonce)).digest())) return nonce;
  }
}

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("the captcha", () => {
  it("counts leading zero bits exactly", () => {
    expect(workBits).toBe(14);
    expect(meetsWork(new Uint8Array([0, 0b00000011, 255]))).toBe(true);
    expect(meetsWork(new Uint8Array([0, 0b00000100, 0]))).toBe(false);
    expect(meetsWork(new Uint8Array([1, 0, 0]))).toBe(false);
  });

  it("accepts a proof of work once, and refuses it for a second form", () => {
    const token = newCaptcha(secret);
    const nonce = String(solve(token));
    expect(checkCaptcha(form({ captchaToken: token, captchaNonce: nonce }), secret)).toBe("ok");
    expect(checkCaptcha(form({ captchaToken: token, captchaNonce: nonce }), secret)).toBe("captcha");
  });

  it("accepts the typed characters in any case, and says which message applies otherwise", () => {
    const token = newCaptcha(secret);
    const answer = captchaAnswer(token, secret) ?? "";
    expect(answer).toMatch(/^[A-Z0-9]{5}$/);
    expect(checkCaptcha(form({ captchaToken: token }), secret)).toBe("captchaRequired");
    expect(checkCaptcha(form({ captchaToken: token, captchaText: "XXXXX" }), secret)).toBe("captcha");
    expect(checkCaptcha(form({ captchaToken: token, captchaText: ` ${answer.toLowerCase()} ` }), secret)).toBe("ok");
  });

  it("refuses a forged, foreign or expired token", () => {
    const token = newCaptcha(secret, new Date("2026-11-22T10:00:00Z"));
    expect(captchaAnswer(token, "another secret")).toBeNull();
    expect(captchaAnswer(`${token.slice(0, -2)}AA`, secret)).toBeNull();
    expect(captchaAnswer(token, secret, new Date("2026-11-22T12:00:01Z"))).toBeNull();
    expect(captchaAnswer(token, secret, new Date("2026-11-22T11:59:00Z"))).not.toBeNull();
  });
});
