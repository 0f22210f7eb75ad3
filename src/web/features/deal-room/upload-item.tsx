import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UPLOAD_ACCEPT,
  type TGuestDocumentRequest,
} from '../../../shared/deal-room/documents.contract';
import type { DocumentStatus } from '../../../shared/deal-room/deal-room';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { useFormats } from '../../lib/preferences/use-formats';
import { formatFileSize } from './file-size';
import type { FileUpload } from './use-file-uploads';

export const STATUS_TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'info',
  accepted: 'success',
  rejected: 'danger',
};

/** One requested document: its files so far, a drop zone and a picker, the uploads under way. */
export function UploadItem({
  request,
  uploads,
  maxMb,
  onFiles,
  onRetry,
  onDismiss,
}: {
  request: TGuestDocumentRequest;
  uploads: FileUpload[];
  maxMb: number;
  onFiles: (files: File[]) => void;
  onRetry: (upload: FileUpload) => void;
  onDismiss: (key: string) => void;
}) {
  const { t } = useTranslation();
  const { locale, date } = useFormats();
  const headingId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-800"
      data-testid="upload-item"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {request.label}
        </h2>
        <Badge tone={request.missing ? 'warning' : 'success'}>
          {t(request.missing ? 'documents.guest.missing' : 'documents.guest.received')}
        </Badge>
      </header>

      {request.files.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('documents.guest.your_files')}>
          {request.files.map((file) => (
            <li
              key={file.id}
              className="flex flex-col gap-1 rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 font-medium break-all">{file.name}</span>
                <Badge tone={STATUS_TONES[file.status]}>
                  {t(`documents.status.${file.status}`)}
                </Badge>
                <span className="text-slate-600 dark:text-slate-300">
                  {formatFileSize(file.size, locale)} · {date(file.uploaded_at, 'short')}
                </span>
              </div>
              {file.status === 'rejected' && file.reject_reason && (
                <p className="text-red-800 dark:text-red-200">
                  {t('documents.reject_reason', { reason: file.reject_reason })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center ${
          dragging
            ? 'border-[var(--theme-color)] bg-slate-100 dark:bg-slate-700'
            : 'border-slate-400 dark:border-slate-500'
        }`}
        data-testid="drop-zone"
      >
        <p className="hidden font-medium sm:block">{t('documents.guest.drop_here')}</p>
        <Button
          variant="secondary"
          aria-label={t('documents.guest.choose_for', { label: request.label })}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {t('documents.guest.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={UPLOAD_ACCEPT}
          data-testid={`file-input-${request.id}`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {t('documents.guest.hint', { max: maxMb })}
        </p>
      </div>

      {uploads.length > 0 && (
        <ul className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} onRetry={onRetry} onDismiss={onDismiss} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UploadRow({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: FileUpload;
  onRetry: (upload: FileUpload) => void;
  onDismiss: (key: string) => void;
}) {
  const { t } = useTranslation();
  const { percent } = useFormats();
  const barId = useId();
  const label = {
    uploading: t('documents.guest.uploading'),
    done: t('documents.guest.uploaded'),
    duplicate: t('documents.guest.duplicate'),
    failed: t('documents.guest.failed'),
  }[upload.state];
  return (
    <li
      className="flex flex-col gap-1 rounded-md bg-slate-50 p-2 text-sm dark:bg-slate-900"
      data-testid="upload-row"
      data-state={upload.state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={barId} className="min-w-0 font-medium break-all">
          {upload.file.name}
        </span>
        <span className="text-slate-700 dark:text-slate-200">
          {label}
          {upload.state === 'uploading' && ` ${percent(upload.progress)}`}
        </span>
      </div>
      {(upload.state === 'uploading' || upload.state === 'done') && (
        <progress
          className="h-2 w-full accent-[var(--theme-color)]"
          max={1}
          value={upload.progress}
          aria-labelledby={barId}
        />
      )}
      {upload.error && (
        <p className="text-red-800 dark:text-red-200" data-testid="upload-error">
          {upload.error}
        </p>
      )}
      {(upload.state === 'failed' || upload.state === 'duplicate') && (
        <div className="flex gap-2">
          {upload.state === 'failed' && (
            <Button size="sm" variant="secondary" onClick={() => onRetry(upload)}>
              {t('documents.guest.retry')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => onDismiss(upload.key)}>
            {t('documents.guest.dismiss')}
          </Button>
        </div>
      )}
    </li>
  );
}
