import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentToasts,
  dismissToast,
  subscribeToasts,
  type ToastTone,
} from '../lib/feedback/toasts';

const TONES: Record<ToastTone, string> = {
  success: 'border-emerald-600',
  info: 'border-[var(--theme-color)]',
  error: 'border-red-600',
};

/**
 * The toasts, bottom right (bottom on phones), announced politely: the live region is always in
 * the page so screen readers hear what is added to it. Not a `status` role: a screen's own
 * status message stays the one status on the page.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:left-auto"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 bg-white px-4 py-3 shadow-lg dark:bg-slate-800 ${TONES[toast.tone]}`}
        >
          <p className="flex-1">{toast.text}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="rounded px-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700"
            aria-label={t('nav.close')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
