import { useId, type ReactNode } from 'react';

/**
 * A titled panel: the back office's unit of layout (lead details, figures, timeline). Its
 * heading labels the region, so screen-reader users can jump between cards.
 */
export function Card({
  title,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-800 ${className}`}
    >
      {(title || actions) && (
        <header className="flex flex-wrap items-center justify-between gap-2">
          {title && (
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
          )}
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
