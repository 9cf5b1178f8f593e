import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { captchaAnswer, newCaptcha } from "../../../app/leads/captcha.server";

// The journeys read the captcha as the agency's server would: with the secret the e2e server
// keeps in its data folder. A visitor reads the picture instead.

const secret = () => readFileSync("tmp/e2e-data/captcha-secret", "utf8").trim();

/** A fresh token and its characters, for a form posted straight from a test. */
export function solvedCaptcha(): { captchaToken: string; captchaText: string } {
  const token = newCaptcha(secret());
  return { captchaToken: token, captchaText: captchaAnswer(token, secret()) ?? "" };
}

/** Types the characters of the picture a form shows (without JavaScript). */
export async function typeCaptcha(form: Locator): Promise<void> {
  const token = await form.locator('input[name="captchaToken"]').inputValue();
  await form.locator('input[name="captchaText"]').fill(captchaAnswer(token, secret()) ?? "");
}
