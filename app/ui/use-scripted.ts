import { useSyncExternalStore } from "react";

// Whether scripts run: false on the server and while the page hydrates, true from just after
// hydration's effects, in a task of its own. Were it true in the browser at once, React would
// find after hydration that every component reading it had rendered with the server's value, and
// render them all again within the task of hydration's effects (6 ms of a phone's main thread on
// the property page, unslowed): decision 065.
let scripted = false;
let flipping = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!scripted && !flipping) {
    flipping = true;
    setTimeout(() => {
      scripted = true;
      for (const changed of listeners) changed();
    }, 0);
  }
  return () => {
    listeners.delete(listener);
  };
}

/** False on the server and while hydrating, true once scripts run: for what only works with them. */
export function useScripted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scripted,
    () => false,
  );
}

/** Whether the browser offers the Web Share API; false on the server and while hydrating. */
export function useNativeShare(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scripted && typeof navigator.share === "function",
    () => false,
  );
}
