// spec §5: a value counts as empty when it is null or a blank string.
// undefined is treated like null, since optional fields arrive either way.

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  // trim() also removes non-breaking spaces, which the CRM uses in "blank" fields.
  return typeof value === "string" && value.trim() === "";
}
