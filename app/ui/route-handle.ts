/**
 * Whether a route's `handle` (what its module exports as `handle`) says `key: value`: how a
 * route asks the frame for something, the follow-up texts (app/i18n/context.tsx) or the
 * stylesheet within its document (app/ui/stylesheet.tsx).
 */
export function handleSays(handle: unknown, key: string, value: string): boolean {
  return typeof handle === "object" && handle !== null && (handle as Record<string, unknown>)[key] === value;
}
