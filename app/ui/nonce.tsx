import { createContext, useContext } from "react";

// The response's Content-Security-Policy nonce (decision 016). The server provides it
// (app/entry.server.tsx); in the browser it is read back from the page's first script with a
// nonce: browsers hide the attribute's value from getAttribute but keep the `nonce` property,
// and React compares that property when it hydrates, so both sides render the same value.

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

let pageNonce: string | undefined;

/** The nonce of the page in the browser (the same for the whole page's life). */
export function browserNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  pageNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  return pageNonce;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? browserNonce();
}
