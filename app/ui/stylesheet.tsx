import { createContext, useContext, useState } from "react";
import { useMatches } from "react-router";
import stylesheetUrl from "~/app.css?url";
import { useNonce } from "./nonce";
import { handleSays } from "./route-handle";

// The site's stylesheet, as a file or within the document (decision 054). A page whose document
// takes two of TCP's first round trips anyway (a list, a property, a project) carries it within:
// the second round trip has room for it, and the headings' face and the first photo then share
// the line two ways instead of three. A page whose document fits the first round trip (home,
// contact) asks for the file, which the browser keeps for the next page.

/** What a route exports as its `handle` to carry the stylesheet within its document. */
export const stylesheetWithin = { stylesheet: "within" } as const;

const StylesheetText = createContext<string | null>(null);

/** The stylesheet's text, given by the server (app/entry.server.tsx): the browser's build goes without it. */
export const StylesheetProvider = StylesheetText.Provider;

export function Stylesheet() {
  const text = useContext(StylesheetText);
  const nonce = useNonce();
  const wanted = useMatches().some((match) => handleSays(match.handle, "stylesheet", "within"));
  // The browser keeps what the server wrote for the document's life: a page reached by a link
  // within the site has the stylesheet already, whichever way the first one brought it. The
  // browser's build has no text of its own: it takes the one the server wrote, so that drawn
  // again (the error page replaces the whole document's tree: a link to a property gone since)
  // the page keeps its styles.
  const [inline] = useState(() => {
    if (typeof document !== "undefined") return document.querySelector("style[data-stylesheet]")?.textContent ?? null;
    return wanted ? text : null;
  });
  return inline !== null ? (
    <style data-stylesheet="" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inline }} />
  ) : (
    <link rel="stylesheet" href={stylesheetUrl} />
  );
}
