import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from "node:crypto";
import sharp from "sharp";
import { meetsWork, workInput } from "./captcha";

// The captcha (issue 5), self-hosted: a challenge token carries its answer encrypted with a
// server secret, so the server keeps no state but the tokens already used. With JavaScript
// the browser pays a small proof of work on the token; without it, the visitor types the
// characters of a picture (spec §5: 'Captcha text is required', 'The entered characters are
// not valid').

const alphabet = "ACDEFHJKLMNPRTUVWXY34679";
const lifetime = 2 * 60 * 60 * 1000;
const used = new Map<string, number>();

function key(secret: string): Buffer {
  return createHash("sha256").update(`captcha:${secret}`).digest();
}

export function newCaptcha(secret: string, now = new Date()): string {
  const answer = Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join("");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(secret), iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ a: answer, e: now.getTime() + lifetime })),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The answer of a genuine, unexpired token; null for anything else. */
export function captchaAnswer(token: string, secret: string, now = new Date()): string | null {
  try {
    const bytes = Buffer.from(token, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const claims = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString()) as {
      a: string;
      e: number;
    };
    return claims.e > now.getTime() ? claims.a : null;
  } catch {
    return null;
  }
}

export type CaptchaCheck = "ok" | "captchaRequired" | "captcha";

/** A form's captcha fields: the token, and a proof of work or the typed characters. Single use. */
export function checkCaptcha(form: FormData, secret: string, now = new Date()): CaptchaCheck {
  const token = String(form.get("captchaToken") ?? "");
  const nonce = Number(form.get("captchaNonce") ?? Number.NaN);
  const typed = String(form.get("captchaText") ?? "")
    .trim()
    .toUpperCase();
  const answer = captchaAnswer(token, secret, now);
  if (!answer || used.has(token)) return typed || Number.isInteger(nonce) ? "captcha" : "captchaRequired";
  const worked =
    Number.isSafeInteger(nonce) && meetsWork(createHash("sha256").update(workInput(token, nonce)).digest());
  if (!worked && !typed) return "captchaRequired";
  if (!worked && typed !== answer) return "captcha";
  for (const [spent, expiry] of used) if (expiry < now.getTime()) used.delete(spent);
  used.set(token, now.getTime() + lifetime);
  return "ok";
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
