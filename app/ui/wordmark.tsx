import { wordmarkOutline } from "./wordmark-outline";

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
        viewBox={wordmarkOutline.viewBox}
        className="shrink-0 overflow-visible"
        style={{ width: `${wordmarkOutline.width}em`, height: `${wordmarkOutline.height}em` }}
      >
        <path d={wordmarkOutline.path} fill="currentColor" />
      </svg>{" "}
      <span className={`italic ${props.onPhoto ? "text-accent-400" : "text-accent-600"}`}>Zuidrand</span>
    </span>
  );
}
