import type { ReactNode } from 'react';

/** One headline figure: its label above, the number large, an optional line under it. */
export function StatTile({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode;
  note?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-sm text-slate-600 dark:text-slate-300">{note}</dd>}
    </div>
  );
}
