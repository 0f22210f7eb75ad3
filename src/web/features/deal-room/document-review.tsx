import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathWith } from '../../../shared/api/endpoint';
import type { TDocumentFile } from '../../../shared/deal-room/documents.contract';
import {
  DOCUMENT_ENDPOINTS,
  DOCUMENT_FILE_PATHS,
} from '../../../shared/deal-room/documents.endpoints';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { controlClass } from '../../components/form/control-class';
import { FormMessage } from '../../components/form/form-message';
import { Modal } from '../../components/modal';
import { callApi } from '../../lib/http/api';
import { downloadFile, HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { STATUS_TONES } from './upload-item';
import { formatFileSize } from './file-size';

/** One uploaded file on the lead screen: its state, and accept, reject (with why) or download. */
export function DocumentReview({
  leadId,
  file,
  onChanged,
}: {
  leadId: string;
  file: TDocumentFile;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { locale, date } = useFormats();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function review(status: 'accepted' | 'rejected', reason?: string) {
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi(
        DOCUMENT_ENDPOINTS.review,
        { params: { id: leadId, documentId: file.id }, body: { status, reason } },
        { handled: [422] },
      );
      showToast('success', answer.message);
      setRejecting(false);
      await onChanged();
    } catch (failure) {
      const fieldError = failure instanceof HttpError ? failure.body?.errors?.reason?.[0] : null;
      setError(fieldError ?? (failure instanceof HttpError ? failure.message : null));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className="flex flex-col gap-1 rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700"
      data-testid="document-file"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-all">{file.name}</span>
        <Badge tone={STATUS_TONES[file.status]}>{t(`documents.status.${file.status}`)}</Badge>
        <span className="text-slate-600 dark:text-slate-300">
          {formatFileSize(file.size, locale)} ·{' '}
          {t('documents.admin.uploaded_at', { date: date(file.uploaded_at, 'short') })}
        </span>
      </div>
      {file.status === 'rejected' && file.reject_reason && (
        <p className="text-red-800 dark:text-red-200">
          {t('documents.reject_reason', { reason: file.reject_reason })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {file.status !== 'accepted' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void review('accepted')}
          >
            {t('documents.admin.accept')}
          </Button>
        )}
        {file.status !== 'rejected' && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
            {t('documents.admin.reject')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('documents.admin.download_name', { name: file.name })}
          onClick={() =>
            void downloadFile(
              pathWith(DOCUMENT_FILE_PATHS.download, { id: leadId, documentId: file.id }),
            )
          }
        >
          {t('documents.admin.download')}
        </Button>
      </div>
      {!rejecting && <FormMessage tone="error" text={error} />}
      {rejecting && (
        <RejectDialog
          name={file.name}
          busy={busy}
          error={error}
          onCancel={() => {
            setRejecting(false);
            setError(null);
          }}
          onReject={(reason) => void review('rejected', reason)}
        />
      )}
    </li>
  );
}

function RejectDialog({
  name,
  busy,
  error,
  onCancel,
  onReject,
}: {
  name: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const fieldId = useId();
  return (
    <Modal
      title={t('documents.admin.reject_title', { name })}
      description={t('documents.admin.reject_reason')}
      hideDescription
      onClose={onCancel}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onReject(reason);
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="font-medium">
            {t('documents.admin.reject_reason')}
          </label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className={controlClass(Boolean(error))}
          />
          {error && (
            <p id={`${fieldId}-error`} className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('documents.admin.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {t('documents.admin.confirm_reject')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
