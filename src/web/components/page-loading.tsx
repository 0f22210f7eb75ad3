/**
 * What a page shows while its content is on its way. It holds a screen's height, so the footer
 * waits below the fold instead of being pushed down in view when the content arrives (a layout
 * shift the visitor sees and Lighthouse counts).
 */
export function PageLoading({ text }: { text: string }) {
  return (
    <p role="status" className="min-h-dvh text-slate-600 dark:text-slate-300">
      {text}
    </p>
  );
}
