import type { TestInfo } from "@playwright/test";

/** The Ranst house of the demo feed (4104213), whose owners scripts/e2e-owners.ts adds: its Dutch page. */
export const ranstHouse =
  "/nl/te-koop/ranst/moderne-nieuwbouwwoning-met-3-slaapkamers-in-een-rustige-straat-in/4104213/";

/** The twin of an owner's account for a journey's retry: scripts/e2e-owners.ts saves it too. */
export function twinAccount(email: string, retry: number): string {
  return email.replace("@", `+retry${retry}@`);
}

/**
 * The account a journey that changes it uses on this try: the first try's own, a retry its
 * twin, since the first try may have changed the password already.
 */
export function accountForTry(email: string, testInfo: TestInfo): string {
  return testInfo.retry === 0 ? email : twinAccount(email, testInfo.retry);
}
