import type { Challenge, Solution } from "altcha-lib";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { captchaAnswer, newCaptcha, newChallenge, verifyCaptcha } from "./captcha.server";
import { memorySpentTokens } from "./spent-tokens.server";

const secret = "test-secret";
// A cheap challenge, so that the test solves it in milliseconds; the real cost is decision 017's.
const cheap = { cost: 10, counter: { min: 50, max: 100 } };

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

/** What the widget sends: the signed challenge and its solution, as base64 JSON. */
async function solved(options: { now?: Date; secret?: string } = {}): Promise<Payload> {
  const challenge = await newChallenge({ secret: options.secret ?? secret, now: options.now, cost: cheap });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("not solved");
  return { challenge, solution };
}
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");
const verify = (entries: Record<string, string>, now?: Date) => verifyCaptcha(form(entries), { secret, now });
/** Another hex digit than the one given: a change that can never leave the value as it was. */
const otherFirst = (hex: string) => (hex.startsWith("0") ? "1" : "0") + hex.slice(1);

describe("the captcha with JavaScript (ALTCHA)", () => {
  it("accepts a solved challenge once, and refuses it for a second form", async () => {
    const payload = encode(await solved());
    expect(await verify({ altcha: payload })).toBe("ok");
    expect(await verify({ altcha: payload })).toBe("invalid");
  });

  it("signs a challenge that expires, with the server's cost", async () => {
    const now = new Date();
    const challenge = await newChallenge({ secret, now });
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.parameters.expiresAt).toBe(Math.floor(now.getTime() / 1000) + 2 * 60 * 60);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses every forgery of a genuine solution", async () => {
    const genuine = await solved();
    const { challenge, solution } = genuine;
    // The derived key is the proof (its signature is in the challenge): each change below must fail.
    const forgeries: unknown[] = [
      {
        challenge,
        solution: { ...solution, derivedKey: otherFirst(solution.derivedKey) },
      },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution },
      {
        challenge: {
          ...challenge,
          parameters: { ...challenge.parameters, expiresAt: Number(challenge.parameters.expiresAt) + 3600 },
        },
        solution,
      },
      {
        challenge: { ...challenge, signature: otherFirst(challenge.signature ?? "") },
        solution,
      },
      { challenge: { parameters: challenge.parameters }, solution },
      // The widget's test mode, and what is not a payload at all.
      { challenge: null, solution: null, test: true },
      "not a payload",
    ];
    for (const forgery of forgeries) expect(await verify({ altcha: encode(forgery) })).toBe("invalid");
    expect(await verify({ altcha: "%%%" })).toBe("invalid");
    expect(await verify({ altcha: encode(await solved({ secret: "another secret" })) })).toBe("invalid");
    // None of them spent the genuine solution.
    expect(await verify({ altcha: encode(genuine) })).toBe("ok");
  });

  it("refuses a challenge past its two hours", async () => {
    const issued = new Date(Date.now() - 2 * 60 * 60 * 1000 - 5_000);
    expect(await verify({ altcha: encode(await solved({ now: issued })) })).toBe("invalid");
    const fresh = encode(await solved());
    expect(await verify({ altcha: fresh }, new Date(Date.now() + 2 * 60 * 60 * 1000 + 5_000))).toBe("invalid");
  });
});

describe("the captcha without JavaScript (a picture)", () => {
  it("says which message applies: nothing typed, or wrong characters", async () => {
    const token = newCaptcha(secret);
    expect(await verify({ captchaToken: token })).toBe("missing");
    expect(await verify({})).toBe("missing");
    expect(await verify({ captchaToken: token, captchaText: "XXXXX" })).toBe("invalid");
  });

  it("accepts the typed characters in any case once", async () => {
    const token = newCaptcha(secret);
    const answer = captchaAnswer(token, secret) ?? "";
    expect(answer).toMatch(/^[ACDEFHJKLMNPRTUVWXY34679]{5}$/);
    expect(await verify({ captchaToken: token, captchaText: ` ${answer.toLowerCase()} ` })).toBe("ok");
    expect(await verify({ captchaToken: token, captchaText: answer })).toBe("invalid");
  });

  it("spends a picture on a wrong answer, so that it cannot be guessed at", async () => {
    const token = newCaptcha(secret);
    const answer = captchaAnswer(token, secret) ?? "";
    const wrong = answer.startsWith("A") ? `C${answer.slice(1)}` : `A${answer.slice(1)}`;
    expect(await verify({ captchaToken: token, captchaText: wrong })).toBe("invalid");
    expect(await verify({ captchaToken: token, captchaText: answer })).toBe("invalid");
  });

  it("refuses a forged, foreign or expired token", () => {
    const issued = new Date("2026-11-22T10:00:00Z");
    const token = newCaptcha(secret, issued);
    const bytes = Buffer.from(token, "base64url");
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(captchaAnswer(bytes.toString("base64url"), secret, issued)).toBeNull();
    expect(captchaAnswer(token, "another secret", issued)).toBeNull();
    expect(captchaAnswer(token, secret, new Date("2026-11-22T12:00:01Z"))).toBeNull();
    expect(captchaAnswer(token, secret, new Date("2026-11-22T11:59:00Z"))).not.toBeNull();
    // The same bytes spelt otherwise (the last character's unused bits) would be spent apart.
    const base64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = token.slice(0, -1) + base64url[base64url.indexOf(token.at(-1) ?? "A") ^ 1];
    expect(Buffer.from(respelt, "base64url").equals(Buffer.from(token, "base64url"))).toBe(true);
    expect(captchaAnswer(respelt, secret, issued)).toBeNull();
  });

  it("refuses a thousand made-up tokens, and any token from before the secret changed", () => {
    const now = new Date();
    const madeUp = Array.from({ length: 1_000 }, (_, index) =>
      Buffer.from(createHash("sha256").update(String(index)).digest().subarray(0, 16)).toString("base64url"),
    );
    expect(madeUp.filter((token) => captchaAnswer(token, secret, now) !== null)).toEqual([]);
    expect(captchaAnswer(newCaptcha("the old secret", now), secret, now)).toBeNull();
  });

  it("accepts the picture when the widget's payload is not valid", async () => {
    const token = newCaptcha(secret);
    const answer = captchaAnswer(token, secret) ?? "";
    expect(await verify({ altcha: "broken", captchaToken: token, captchaText: answer })).toBe("ok");
  });
});

describe("the spent solutions", () => {
  it("remember a solution until it expires", async () => {
    const spent = memorySpentTokens();
    expect(await spent.spend("a", 2_000, 1_000)).toBe(true);
    expect(await spent.spend("a", 2_000, 1_500)).toBe(false);
    expect(await spent.spend("b", 2_000, 1_500)).toBe(true);
    // Past its expiry, a solution is refused for its expiry already; its entry goes.
    expect(await spent.spend("a", 80_000, 70_000)).toBe(true);
    expect(spent.size()).toBe(1);
  });
});
