import type { CriteriaRow } from "~/alerts/texts";

/** An alert's criteria as a description list, as its mails show them. */
export function CriteriaList({ rows }: { rows: CriteriaRow[] }) {
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-4 rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-stone-900/5 sm:grid-cols-[auto_1fr] sm:gap-y-3">
      {rows.map((row) => (
        <div key={row.label} className="sm:contents">
          <dt className="text-sm font-semibold text-stone-800">{row.label}</dt>
          <dd className="mt-0.5 text-stone-700 sm:mt-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
