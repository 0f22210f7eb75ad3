import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailField } from '../../../shared/validation/fields';
import { Button } from '../../components/button';
import { TextField } from '../../components/form/text-field';
import { RecipientsAudience } from './recipients-audience';

/**
 * The notification recipients: a list with a Remove button each, and a field to add one.
 * An address is checked as it is added; the server checks the whole list again on save.
 */
export function RecipientsField({
  value,
  onChange,
  errorAt,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  /** The server's or the form's message for the address at this index. */
  errorAt: (index: number) => string | undefined;
  error?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();

  function add() {
    const parsed = emailField.safeParse(draft);
    if (!parsed.success) {
      setDraftError(t('validation.email'));
      return;
    }
    const email = parsed.data;
    if (value.some((item) => item.toLowerCase() === email.toLowerCase())) {
      setDraftError(t('settings-admin.recipient_duplicate'));
      return;
    }
    onChange([...value, email]);
    setDraft('');
    setDraftError(undefined);
  }

  // Enter adds the address instead of saving the whole form.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${headingId}-hint`}>
      <legend className="font-medium">{t('settings-admin.recipients')}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('notifications.recipients.hint')}
      </p>
      <RecipientsAudience listed={value.length} id={`${headingId}-hint`} />
      {value.length > 0 && (
        <ul className="flex flex-col gap-2">
          {value.map((email, index) => (
            <li key={email} className="flex flex-col gap-1">
              <div className="flex items-center justify-between gap-2 rounded border border-slate-300 px-3 py-1.5 dark:border-slate-600">
                <span className="min-w-0 break-all">{email}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('settings-admin.recipient_remove', { email })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  ✕
                </Button>
              </div>
              {errorAt(index) && (
                <p className="text-sm text-red-700 dark:text-red-300">{errorAt(index)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('settings-admin.recipient_new')}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={draft}
            error={draftError}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button variant="secondary" onClick={add} className="sm:mt-7">
          {t('settings-admin.recipient_add')}
        </Button>
      </div>
    </fieldset>
  );
}
