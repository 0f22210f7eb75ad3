import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-draft-saver';

/** "Saving…", "Saved" or why not, read out politely as it changes. */
export function SaveIndicator({ state, message }: { state: SaveState; message: string | null }) {
  const { t } = useTranslation();
  const text =
    state === 'saving'
      ? t('full-application.saving')
      : state === 'saved'
        ? t('full-application.saved')
        : state === 'conflict'
          ? (message ?? t('full-application.stale'))
          : state === 'failed'
            ? t('full-application.save_failed')
            : '';
  const tone =
    state === 'conflict' || state === 'failed'
      ? 'text-red-700 dark:text-red-300'
      : 'text-slate-600 dark:text-slate-300';
  return (
    <p role="status" aria-live="polite" className={`text-sm ${tone}`} data-testid="save-state">
      {text}
    </p>
  );
}
