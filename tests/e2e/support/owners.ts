import type { TestInfo } from "@playwright/test";

/**
 * The account a journey that changes it uses on this try: the first try's own, a retry its
 * twin (scripts/e2e-owners.ts), since the first try may have changed the password already.
 */
export function accountForTry(email: string, testInfo: TestInfo): string {
  return testInfo.retry === 0 ? email : email.replace("@", `+retry${testInfo.retry}@`);
}
