import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../lib/ssr/use-hydrated';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
type Size = 'sm' | 'md';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-[var(--theme-color)] text-[var(--theme-text)] hover:bg-[var(--theme-hover)] hover:text-[var(--theme-hover-text)]',
  secondary:
    'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700',
  ghost:
    'bg-transparent text-slate-800 hover:bg-slate-200 dark:text-slate-100 dark:hover:bg-slate-800',
};

const SIZES: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
};

/**
 * The look of a button, for a <button> and for a link that acts as one (one style for both).
 */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

/**
 * The app's button: theme colour for the main action, outline for the others. On a page the
 * server rendered, a button does nothing until the page's script runs (decision 0085), so it
 * is disabled until then rather than lose a click; a submit button would otherwise let the
 * browser send its form itself, as a GET with every field in the address.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || !hydrated}
      {...props}
    />
  );
}
