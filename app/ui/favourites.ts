import { useSyncExternalStore } from "react";

// The visitor's favourites: property ids in local storage, no account (beyond the spec:
// Immoweb has it). Every component reads one shared snapshot and hears every change.

const key = "favourites";
const changed = "favourites-change";
// No favourites is the server's very array: React compares the two snapshots when it hydrates,
// and a new empty array would make it render every heart again at once, in one task.
const none: number[] = [];
let cachedRaw: string | null = null;
let cachedIds = none;

function storedRaw(): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be switched off: then there are no favourites.
    return null;
  }
}

function read(): number[] {
  const raw = storedRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed: unknown = JSON.parse(raw ?? "[]");
      const ids = Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
      cachedIds = ids.length > 0 ? ids : none;
    } catch {
      cachedIds = none;
    }
  }
  return cachedIds;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changed, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function toggleFavourite(id: number): void {
  const ids = read();
  const next = ids.includes(id) ? ids.filter((other) => other !== id) : [id, ...ids];
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(changed));
}

/** The saved ids, newest first; empty on the server and before hydration. */
export function useFavourites(): number[] {
  return useSyncExternalStore(subscribe, read, () => none);
}
