import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing: what this place is for and what to do next (an action
 * such as "Clear the filters" or "Share your referral link"), never a bare "No data".
 */
export function EmptyState({
  title,
  body,
  action,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-600"
    >
      <p className="text-lg font-semibold">{title}</p>
      {body && <p className="max-w-prose text-slate-600 dark:text-slate-300">{body}</p>}
      {action}
    </div>
  );
}
