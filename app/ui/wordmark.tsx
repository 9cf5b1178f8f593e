/** The agency's name as its logo: "Immo" upright, "Zuidrand" in brass italics. */
export function Wordmark(props: { className?: string }) {
  return (
    <span className={`inline-flex items-baseline gap-1.5 font-display ${props.className ?? ""}`}>
      <span className="font-semibold tracking-tight">Immo</span>
      <span className="italic text-accent-500">Zuidrand</span>
    </span>
  );
}
