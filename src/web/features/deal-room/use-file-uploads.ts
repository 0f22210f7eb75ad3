import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZUploadedResponse } from '../../../shared/deal-room/documents.contract';
import { DOCUMENT_FILE_PATHS } from '../../../shared/deal-room/documents.endpoints';
import { pathWith } from '../../../shared/api/endpoint';
import { HttpError } from '../../lib/http/http';
import { uploadForm } from '../../lib/http/upload-form';

type UploadState = 'uploading' | 'done' | 'duplicate' | 'failed';

export interface FileUpload {
  key: string;
  requestId: string;
  file: File;
  state: UploadState;
  /** 0 to 1 while it is sent. */
  progress: number;
  error: string | null;
}

/**
 * The guest's uploads in flight, one request per file so each has its own progress bar, its
 * own error (the server's 408/413/415/422 message) and its own retry.
 */
export function useFileUploads(token: string, maxMb: number, onStored: () => Promise<unknown>) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const sequence = useRef(0);

  const patch = useCallback((key: string, change: Partial<FileUpload>) => {
    setUploads((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    async (item: FileUpload) => {
      patch(item.key, { state: 'uploading', progress: 0, error: null });
      // Checked here first, so a file far too big is not sent for nothing; the server decides.
      if (item.file.size > maxMb * 1024 * 1024) {
        const error = t('documents.too_large', { name: item.file.name, max: maxMb });
        patch(item.key, { state: 'failed', error });
        setAnnouncement(error);
        return;
      }
      const form = new FormData();
      form.append('request_id', item.requestId);
      form.append('files', item.file, item.file.name);
      try {
        const data = await uploadForm(
          pathWith(DOCUMENT_FILE_PATHS.upload, { token }),
          form,
          (progress) => patch(item.key, { progress }),
          { handled: [404, 408, 409, 413, 415, 422] },
        );
        const answer = ZUploadedResponse.parse(data);
        const duplicate = answer.files.every((file) => file.duplicate);
        patch(item.key, { state: duplicate ? 'duplicate' : 'done', progress: 1 });
        setAnnouncement(answer.message);
        await onStored();
        // A stored file now shows in the checklist itself; a duplicate stays with its note.
        if (!duplicate) setUploads((all) => all.filter((other) => other.key !== item.key));
      } catch (failure) {
        const error =
          failure instanceof HttpError
            ? (Object.values(failure.body?.errors ?? {})[0]?.[0] ?? failure.message)
            : t('documents.guest.network_error');
        patch(item.key, { state: 'failed', error });
        setAnnouncement(error);
      }
    },
    [maxMb, onStored, patch, t, token],
  );

  const add = useCallback(
    (requestId: string, files: File[]) => {
      const items = files.map((file) => {
        sequence.current += 1;
        return {
          key: `upload-${sequence.current}`,
          requestId,
          file,
          state: 'uploading' as const,
          progress: 0,
          error: null,
        };
      });
      setUploads((all) => [...all, ...items]);
      for (const item of items) void send(item);
    },
    [send],
  );

  const retry = useCallback((item: FileUpload) => void send(item), [send]);
  const dismiss = useCallback(
    (key: string) => setUploads((all) => all.filter((item) => item.key !== key)),
    [],
  );

  return { uploads, add, retry, dismiss, announcement };
}
