import { useState } from "react";
import { wordmarkBox, wordmarkPath } from "./wordmark-outline";

/** The outline's id in the document: written once (WordmarkOutline), drawn by each wordmark. */
const outlineId = "wordmark-immo";

/**
 * The agency's name as its logo: "Immo" upright and semibold, "Zuidrand" in brass italics,
 * light brass over a photo and dark brass on paper, so both read at 4.5:1. "Immo" is drawn from
 * its outlines (decision 051): the one word in Fraunces' semibold costs the page no font file.
 * Screen readers and search read the name as text.
 */
export function Wordmark(props: { className?: string; onPhoto?: boolean }) {
  return (
    <span className={`inline-flex items-baseline gap-1.5 font-display ${props.className ?? ""}`}>
      <span className="sr-only">Immo</span>
      <svg
        aria-hidden="true"
        viewBox={wordmarkBox.viewBox}
        className="shrink-0 overflow-visible"
        style={{ width: `${wordmarkBox.width}em`, height: `${wordmarkBox.height}em` }}
      >
        <use href={`#${outlineId}`} />
      </svg>{" "}
      <span className={`italic ${props.onPhoto ? "text-accent-400" : "text-accent-600"}`}>Zuidrand</span>
    </span>
  );
}

/**
 * The outline of "Immo", once per document, where every wordmark on the page refers to it: written
 * by the server, kept by the browser for the document's life (hydration keeps the markup it
 * finds), so the browser's build goes without its 1.7 KB of path (decision 055).
 */
export function WordmarkOutline() {
  // Drawn again in the browser (the error page replaces the whole document's tree), it takes the
  // outline the server wrote.
  const [outline] = useState(() =>
    import.meta.env.SSR
      ? `<defs><path id="${outlineId}" d="${wordmarkPath}" fill="currentColor"/></defs>`
      : (document.getElementById(outlineId)?.closest("svg")?.innerHTML ?? ""),
  );
  return (
    <svg
      aria-hidden="true"
      className="absolute h-0 w-0"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: outline }}
    />
  );
}
