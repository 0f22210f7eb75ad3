import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Icon, type IconName } from '../layouts/icons';
import { useHydrated } from '../lib/ssr/use-hydrated';

interface IconSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  icon: IconName;
  /** What the closed control shows beside its icon (hidden on narrow screens when `compact`). */
  shown: ReactNode;
  compact?: boolean;
}

/**
 * A menu-like control for the top bar: an icon and the current choice, opening the browser's
 * own list. The native select lies over the face, invisible, so keyboard, screen readers and
 * phones keep the platform's menu; the face shows the focus ring. A choice takes the script: on a
 * page the server rendered it is disabled until the script runs (decision 0085), not lost.
 */
export function IconSelect({ label, icon, shown, compact, children, ...select }: IconSelectProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <span className="relative flex items-center gap-1 rounded px-2 py-1 focus-within:ring-2 focus-within:ring-current hover:bg-[var(--theme-hover)]">
      <Icon name={icon} />
      <span className={`text-sm ${compact ? 'hidden sm:inline' : ''}`}>{shown}</span>
      <Icon name="chevron" />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-wait [&>option]:text-slate-900"
        {...select}
        disabled={select.disabled || !hydrated}
      >
        {children}
      </select>
    </span>
  );
}
