import type { TestInfo } from "@playwright/test";

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
