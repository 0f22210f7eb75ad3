import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ZImportUploadResponseSchema,
  type TImportMapping,
} from '../../../shared/lead-import/lead-import.contract';
import { LEAD_IMPORT_PATHS } from '../../../shared/lead-import/lead-import.endpoints';
import { Card } from '../../components/card';
import { Button } from '../../components/button';
import { controlClass } from '../../components/form/control-class';
import { HttpError } from '../../lib/http/http';
import { uploadForm } from '../../lib/http/upload-form';
import { useBatchesChanged } from './use-lead-import';

/** The file, sent as it is read (the server stages it row by row); its refusal shown on it. */
export function ImportUploadCard({
  onStaged,
}: {
  onStaged: (batchId: string, guessed: TImportMapping) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const batchesChanged = useBatchesChanged();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('lead-import.file_required'));
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    setSending(true);
    setError(null);
    try {
      const answer = ZImportUploadResponseSchema.parse(
        await uploadForm(LEAD_IMPORT_PATHS.upload, form, () => undefined, {
          handled: [413, 422],
        }),
      );
      onStaged(answer.batch.id, answer.guessed);
      void batchesChanged();
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : t('errors.unavailable'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={t('lead-import.upload')}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
        <label htmlFor={inputId} className="font-medium">
          {t('lead-import.file')}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
          {t('lead-import.file_hint')}
        </p>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className={controlClass(Boolean(error))}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? t('lead-import.uploading') : t('lead-import.upload')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
