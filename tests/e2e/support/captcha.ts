import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { expect } from "@playwright/test";
import { captchaAnswer, newCaptcha } from "../../../app/leads/captcha.server";

// The journeys read the picture captcha as the agency's server would: with the secret the e2e
// server keeps in its data folder. A visitor reads the picture instead. With JavaScript, the
// ALTCHA widget solves its challenge itself (decision 017); a journey only waits for it.

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

/** Waits until the form's ALTCHA widget holds a solution (with JavaScript). */
export async function widgetSolved(form: Locator, timeout = 30_000): Promise<void> {
  await expect(form.locator('altcha-widget input[name="altcha"]')).toHaveValue(/^[A-Za-z0-9+/=]{40,}$/, { timeout });
}
