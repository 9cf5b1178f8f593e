import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/** False on the server and while hydrating, true once scripts run: for what only works with them. */
export function useScripted(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/** Whether the browser offers the Web Share API; false on the server. */
export function useNativeShare(): boolean {
  return useSyncExternalStore(
    noChange,
    () => typeof navigator.share === "function",
    () => false,
  );
}
