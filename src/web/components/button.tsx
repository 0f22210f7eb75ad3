import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-[var(--theme-color)] text-[var(--theme-text)] hover:bg-[var(--theme-hover)] disabled:opacity-60',
  secondary:
    'border border-slate-400 bg-transparent hover:bg-slate-100 dark:hover:bg-slate-700 disabled:opacity-60',
};

/** The app's button: theme colour for the main action, outline for the others. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`rounded px-4 py-2 font-medium ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
