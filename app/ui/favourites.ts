import { useSyncExternalStore } from "react";

// The visitor's favourites: property ids in local storage, no account (beyond the spec:
// Immoweb has it). Every component reads one shared snapshot and hears every change.

const key = "favourites";
const changed = "favourites-change";
let cachedRaw: string | null = null;
let cachedIds: number[] = [];
const none: number[] = [];

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
      cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      cachedIds = [];
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
