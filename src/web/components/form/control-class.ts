/**
 * The look of an input or select: one border colour, red when the field is in error. Both
 * colours as classes on one element would leave the winner to the built CSS's order.
 */
export function controlClass(invalid: boolean, extra = ''): string {
  const border = invalid
    ? 'border-red-600 dark:border-red-400'
    : 'border-slate-400 dark:border-slate-500';
  return `w-full min-w-0 rounded border ${border} bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${extra}`.trim();
}
