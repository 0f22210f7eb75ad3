import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';

/**
 * The admin's unsaved choice of document types, and running a save or a link send with its
 * busy and error states. Held by DocumentsSection, above the chooser, so the choice lives as
 * long as the section does.
 */
export function useDocumentRequestEditor(changed: () => Promise<void>) {
  const { t } = useTranslation();
  // The admin's ticks while they differ from what is saved; null: as saved.
  const [edited, setEdited] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(run: () => Promise<{ message: string }>) {
    setBusy(true);
    setError(null);
    try {
      showToast('success', (await run()).message);
      setEdited(null);
      await changed();
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : t('errors.submit_refused'));
    } finally {
      setBusy(false);
    }
  }

  return { edited, setEdited, busy, error, act };
}

export type DocumentRequestEditor = ReturnType<typeof useDocumentRequestEditor>;
