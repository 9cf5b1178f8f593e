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
