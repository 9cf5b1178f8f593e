// The captcha's names, shared by the browser and the server (decision 017). With JavaScript,
// the ALTCHA widget solves a proof of work and sends its payload in `altcha`; without it, the
// visitor types the characters of a picture: `captchaToken` names the picture, `captchaText`
// carries what was typed.

export const captchaFields = {
  altcha: "altcha",
  token: "captchaToken",
  text: "captchaText",
} as const;

/** Where the widget fetches a fresh challenge. */
export const challengePath = "/api/captcha-challenge";

/** A form's captcha: solved, absent, or present but wrong, forged, expired or already used. */
export type CaptchaVerdict = "ok" | "missing" | "invalid";
