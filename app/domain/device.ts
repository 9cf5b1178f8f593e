// spec §4 gives two readings of the device classes; both are kept because different
// parts of the site use them. Widths are CSS pixels of the viewport.

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** spec §4, helper reading: mobile up to 767, tablet 768 to 960, desktop above 960. */
export function deviceClassOfHelper(width: number): DeviceClass {
  if (width > 960) return "desktop";
  if (width >= 768) return "tablet";
  return "mobile";
}

/** spec §4, layout reading: mobile below 767, tablet 767 to below 1280, desktop from 1280. */
export function layoutDeviceClass(width: number): DeviceClass {
  if (width >= 1280) return "desktop";
  if (width >= 767) return "tablet";
  return "mobile";
}
