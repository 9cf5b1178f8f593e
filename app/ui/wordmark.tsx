/**
 * The agency's name as its logo: "Immo" upright, "Zuidrand" in brass italics,
 * light brass over a photo and dark brass on paper, so both read at 4.5:1.
 */
export function Wordmark(props: { className?: string; onPhoto?: boolean }) {
  return (
    <span className={`inline-flex items-baseline gap-1.5 font-display ${props.className ?? ""}`}>
      <span className="font-semibold tracking-tight">Immo</span>{" "}
      <span className={`italic ${props.onPhoto ? "text-accent-400" : "text-accent-600"}`}>Zuidrand</span>
    </span>
  );
}
