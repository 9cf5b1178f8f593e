import type { CriteriaRow } from "~/alerts/texts";

/** An alert's criteria as a description list, as its mails show them. */
export function CriteriaList({ rows }: { rows: CriteriaRow[] }) {
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-stone-900/5 sm:grid-cols-[auto_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm font-semibold text-stone-800">{row.label}</dt>
          <dd className="text-stone-700">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
