// spec §5: phone numbers are shown grouped when they have a Belgian national length.

/** Groups sizes, by digit count: mobile numbers 4-2-2-2, landlines 3-2-2-2. */
const groupings: Record<number, readonly number[]> = {
  10: [4, 2, 2, 2],
  9: [3, 2, 2, 2],
};

/**
 * Keeps the digits and groups them; any other length (international "+32…",
 * short numbers) is returned exactly as given, since regrouping could mangle it.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  const sizes = groupings[digits.length];
  if (sizes === undefined) return input;

  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join(" ");
}

/**
 * A tel: link in international form: a Belgian national number ("03 455 12 34",
 * "0475 12 34 56") gets +32 instead of its leading 0; a number with + keeps it.
 */
export function phoneHref(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (input.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  return `tel:+32${digits.replace(/^0/, "")}`;
}
