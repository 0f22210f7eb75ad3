/** The form's own message: the generic 422 text, or a success note. */
export function FormMessage({ tone, text }: { tone: 'error' | 'success'; text: string | null }) {
  if (!text) return null;
  const colours =
    tone === 'error'
      ? 'border-red-600 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
      : 'border-emerald-600 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200';
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded border-l-4 px-3 py-2 ${colours}`}
    >
      {text}
    </p>
  );
}
