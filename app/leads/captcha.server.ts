import type { Cipheriv, Decipheriv, KeyObject } from "node:crypto";
import { createCipheriv, createDecipheriv, createHash, createHmac, createSecretKey, randomInt } from "node:crypto";
import type { Challenge } from "altcha-lib";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import sharp from "sharp";
import { z } from "zod";
import { freshRandomBytes } from "~/platform/random.server";
import { serverSecret } from "~/platform/secrets.server";
import type { CaptchaVerdict } from "./captcha";
import { captchaFields } from "./captcha";
import { spentTokens } from "./spent-tokens.server";

// The captcha (decision 017), self-hosted and without a third party. With JavaScript, ALTCHA
// (altcha-lib here, the `altcha` widget in the browser): the server signs a challenge, the
// browser pays a proof of work, the server checks the signed solution. Without JavaScript, a
// picture of characters to type: the picture's token carries its answer encrypted with a
// server secret. Either way a solution passes once (spent-tokens.server.ts) and expires.

/**
 * The proof of work's cost, tuned in decision 017: PBKDF2/SHA-256 with `cost` iterations per
 * try, and a solution at a counter drawn between `counter.min` and `counter.max`, so that the
 * browser makes on average (min + max) / 2 tries. The server pays one derivation per challenge.
 */
export const altchaCost = { algorithm: "PBKDF2/SHA-256", cost: 1_000, counter: { min: 2_000, max: 6_000 } } as const;

/** How long a challenge or a picture stays valid: time enough to fill in a long form. */
export const captchaLifetimeMs = 2 * 60 * 60 * 1000;

const alphabet = "ACDEFHJKLMNPRTUVWXY34679";
const maxPayloadLength = 4096;

function subkey(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`captcha:${purpose}`).digest("hex");
}

/** The pictures' key per secret, made once: a page served from the cache makes a token each time. */
const pictureKeys = new Map<string, KeyObject>();

function pictureKey(secret: string): KeyObject {
  let key = pictureKeys.get(secret);
  if (!key) {
    key = createSecretKey(createHash("sha256").update(`captcha:${secret}`).digest());
    pictureKeys.set(secret, key);
  }
  return key;
}

function defaultSecret(): string {
  return serverSecret("captcha");
}

/** A fresh signed ALTCHA challenge, for the widget (GET /api/captcha-challenge). */
export async function newChallenge(
  options: { secret?: string; now?: Date; cost?: { cost: number; counter: { min: number; max: number } } } = {},
): Promise<Challenge> {
  const { secret = defaultSecret(), now = new Date(), cost = altchaCost } = options;
  return createChallenge({
    algorithm: altchaCost.algorithm,
    cost: cost.cost,
    counter: randomInt(cost.counter.min, cost.counter.max + 1),
    deriveKey,
    expiresAt: new Date(now.getTime() + captchaLifetimeMs),
    hmacSignatureSecret: subkey(secret, "altcha-signature"),
    hmacKeySignatureSecret: subkey(secret, "altcha-key"),
  });
}

const hex = z.string().regex(/^[0-9a-f]+$/);
const altchaPayload = z.object({
  challenge: z.object({
    // Passed on as sent: the signature covers every parameter.
    parameters: z.looseObject({
      algorithm: z.literal(altchaCost.algorithm),
      nonce: hex.max(64),
      salt: hex.max(64),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex.max(128),
      keySignature: hex.max(128),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex.max(128),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex.max(128),
    time: z.number().optional(),
  }),
});

/** A genuine, unexpired ALTCHA solution, spent on success. */
async function checkAltcha(payload: string, secret: string, now: Date): Promise<boolean> {
  if (payload.length > maxPayloadLength) return false;
  let parsed: z.infer<typeof altchaPayload>;
  try {
    const result = altchaPayload.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
    if (!result.success) return false;
    parsed = result.data;
  } catch {
    return false;
  }
  const { parameters } = parsed.challenge;
  if (parameters.expiresAt * 1000 <= now.getTime()) return false;
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: subkey(secret, "altcha-signature"),
    hmacKeySignatureSecret: subkey(secret, "altcha-key"),
  }).catch(() => null);
  if (!result?.verified) return false;
  return spentTokens.spend(`altcha:${parameters.nonce}`, parameters.expiresAt * 1000, now.getTime());
}

/**
 * A picture token is one AES block, enciphered with the server's key (decision 039): the five
 * characters, the expiry in seconds, five random bytes that make every token unique, and two
 * zero bytes. Without the key nobody reads the characters, and a block made up or changed
 * deciphers to sixteen random bytes, which pass the zero bytes, the alphabet and a believable
 * expiry about once in 10^16 tries. One block needs no IV and no tag, so one cipher per secret
 * serves every token: a page served from the cache makes a token for each visitor.
 */
const pictureBlock = { bytes: 16, answer: 5, expiry: 5, random: 9, check: 14 } as const;
const pictureCiphers = new Map<string, { encipher: Cipheriv; decipher: Decipheriv }>();

function pictureCipher(secret: string) {
  let ciphers = pictureCiphers.get(secret);
  if (!ciphers) {
    const key = pictureKey(secret);
    // Electronic codebook on single blocks, no padding: each block is enciphered on its own, at once.
    ciphers = {
      encipher: createCipheriv("aes-256-ecb", key, null).setAutoPadding(false),
      decipher: createDecipheriv("aes-256-ecb", key, null).setAutoPadding(false),
    };
    pictureCiphers.set(secret, ciphers);
  }
  return ciphers;
}

/**
 * Tokens are enciphered 64 at a time, in one call (electronic codebook enciphers each block on
 * its own): a call into the cipher costs more than the block. A batch serves for a minute, so a
 * token expires at most a minute before one made on the spot would.
 */
const batch = { size: 64, servesMs: 60_000 } as const;
const pictureBatches = new Map<string, { made: number; tokens: string[] }>();

/** A fresh picture token: five characters and their expiry, enciphered. */
export function newCaptcha(secret = defaultSecret(), now = new Date()): string {
  const time = now.getTime();
  let made = pictureBatches.get(secret);
  if (!made?.tokens.length || time < made.made || time >= made.made + batch.servesMs) {
    made = { made: time, tokens: pictureTokens(secret, time) };
    if (pictureBatches.size >= 8) pictureBatches.clear();
    pictureBatches.set(secret, made);
  }
  return made.tokens.pop() ?? "";
}

function pictureTokens(secret: string, time: number): string[] {
  const blocks = Buffer.alloc(batch.size * pictureBlock.bytes);
  const randomLength = pictureBlock.check - pictureBlock.random;
  const random = freshRandomBytes(batch.size * randomLength);
  const expiry = Math.floor((time + captchaLifetimeMs) / 1000);
  for (let token = 0; token < batch.size; token++) {
    const at = token * pictureBlock.bytes;
    for (let index = 0; index < pictureBlock.answer; index++) {
      blocks[at + index] = alphabet.charCodeAt(randomInt(alphabet.length));
    }
    blocks.writeUInt32BE(expiry, at + pictureBlock.expiry);
    random.copy(blocks, at + pictureBlock.random, token * randomLength, (token + 1) * randomLength);
  }
  const enciphered = pictureCipher(secret).encipher.update(blocks);
  return Array.from({ length: batch.size }, (_, token) =>
    enciphered.toString("base64url", token * pictureBlock.bytes, (token + 1) * pictureBlock.bytes),
  );
}

function readPicture(token: string, secret: string, now: Date): { answer: string; expires: number } | null {
  const bytes = /^[\w-]{22}$/.test(token) ? Buffer.from(token, "base64url") : null;
  // One spelling per token: another (its last character's unused bits set) would be spent apart.
  if (bytes?.toString("base64url") !== token) return null;
  const block = pictureCipher(secret).decipher.update(bytes);
  if (block.length !== pictureBlock.bytes || block.readUInt16BE(pictureBlock.check) !== 0) return null;
  const answer = block.toString("latin1", 0, pictureBlock.answer);
  if (![...answer].every((letter) => alphabet.includes(letter))) return null;
  const expires = block.readUInt32BE(pictureBlock.expiry) * 1000;
  // Never later than a token made now would expire: a made-up one cannot live for years.
  if (expires <= now.getTime() || expires > now.getTime() + captchaLifetimeMs) return null;
  return { answer, expires };
}

/** The answer of a genuine, unexpired picture token; null for anything else. */
export function captchaAnswer(token: string, secret = defaultSecret(), now = new Date()): string | null {
  return readPicture(token, secret, now)?.answer ?? null;
}

/** Typed characters against a genuine picture token. The token is spent by any answer, right or wrong. */
async function checkPicture(token: string, typed: string, secret: string, now: Date): Promise<boolean> {
  const picture = readPicture(token, secret, now);
  if (!picture) return false;
  if (!(await spentTokens.spend(`picture:${token}`, picture.expires, now.getTime()))) return false;
  return typed.trim().toUpperCase() === picture.answer;
}

/**
 * A form's captcha: a valid ALTCHA payload (`altcha`) or the right characters of a picture
 * (`captchaToken`, `captchaText`). "missing" when the form carries neither; "invalid" for a
 * wrong, forged, expired or already used one. Each solution passes once.
 */
export async function verifyCaptcha(
  form: FormData,
  options: { secret?: string; now?: Date } = {},
): Promise<CaptchaVerdict> {
  const secret = options.secret ?? defaultSecret();
  const now = options.now ?? new Date();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const payload = text(captchaFields.altcha);
  if (payload && (await checkAltcha(payload, secret, now))) return "ok";
  const typed = text(captchaFields.text);
  if (typed) return (await checkPicture(text(captchaFields.token), typed, secret, now)) ? "ok" : "invalid";
  return payload ? "invalid" : "missing";
}

/** The characters as a PNG: letters turned and shifted over a few lines, for a person to read. */
export async function captchaPicture(answer: string): Promise<Buffer> {
  const letters = [...answer]
    .map((letter, index) => {
      const x = 22 + index * 34 + randomInt(-3, 4);
      const y = 44 + randomInt(-6, 7);
      return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-18, 19)} ${x} ${y})">${letter}</text>`;
    })
    .join("");
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1="${randomInt(0, 40)}" y1="${randomInt(8, 56)}" x2="${randomInt(160, 200)}" y2="${randomInt(8, 56)}"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64"><rect width="200" height="64" fill="#f4efe7"/><g stroke="#c49a5a" stroke-width="2">${lines}</g><g font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#22474f">${letters}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
