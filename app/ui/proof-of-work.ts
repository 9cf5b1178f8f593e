import { meetsWork, workInput } from "~/leads/captcha";

// The captcha's proof of work, loaded only when a visitor starts filling in a form: SHA-256
// in the browser until a nonce meets the rule of app/leads/captcha.ts (about 16,000 tries).

export async function solve(challenge: string): Promise<number> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce++) {
    const digest = await crypto.subtle.digest("SHA-256", encoder.encode(workInput(challenge, nonce)));
    if (meetsWork(new Uint8Array(digest))) return nonce;
  }
}
