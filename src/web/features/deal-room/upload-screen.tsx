import { MarketClock } from '../../lib/preferences/market-clock';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TGuestUpload } from '../../../shared/deal-room/documents.contract';
import { DOCUMENT_ENDPOINTS } from '../../../shared/deal-room/documents.endpoints';
import { callApi } from '../../lib/http/api';
import { useGuestData } from '../../lib/http/use-guest-data';
import { HttpError } from '../../lib/http/http';
import { GuestLinkUnavailable } from './guest-link-unavailable';
import { UploadItem } from './upload-item';
import { useFileUploads } from './use-file-uploads';
import { PageLoading } from '../../components/page-loading';

/**
 * /upload/:id: the applicant sends the documents the firm asked for, reached by the e-mailed
 * link alone. The checklist says what is still missing and why a file was not accepted.
 */
export function UploadScreen() {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const { data, unavailable, failed, reload } = useGuestUpload(token);
  const maxMb = data?.max_file_mb ?? 20;
  const { uploads, add, retry, dismiss, announcement } = useFileUploads(token, maxMb, reload);

  if (unavailable) return <GuestLinkUnavailable />;
  if (failed) {
    return (
      <article className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t('documents.guest.title')}</h1>
        <p role="alert">{t('errors.unavailable')}</p>
      </article>
    );
  }

  if (!data) return <PageLoading text={t('nav.loading')} />;
  const { context, requests } = data;
  const received = requests.filter((request) => !request.missing).length;
  const allReceived = requests.length > 0 && received === requests.length;
  return (
    <MarketClock market={context.market}>
      <article className="flex flex-col gap-5">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold">{t('documents.guest.title')}</h1>
          <p>
            {t('documents.guest.intro', { name: context.first_name, reference: context.reference })}
          </p>
        </header>
        {requests.length === 0 ? (
          <p>{t('documents.guest.nothing_requested')}</p>
        ) : (
          <div className="flex flex-col gap-1">
            <p className="font-medium" data-testid="upload-progress">
              {t('documents.guest.progress', { received, total: requests.length })}
            </p>
            <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <div
                className="h-full bg-emerald-600 transition-[width] dark:bg-emerald-400"
                style={{ width: `${(received / requests.length) * 100}%` }}
              />
            </div>
          </div>
        )}
        {allReceived && (
          <p
            role="status"
            className="rounded border-l-4 border-emerald-600 bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            {t('documents.guest.all_received')}
          </p>
        )}
        {requests.map((request) => (
          <UploadItem
            key={request.id}
            request={request}
            maxMb={maxMb}
            uploads={uploads.filter((upload) => upload.requestId === request.id)}
            onFiles={(files) => add(request.id, files)}
            onRetry={retry}
            onDismiss={dismiss}
          />
        ))}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </article>
    </MarketClock>
  );
}

/** Plain data, so that a page rendered on the server hands it to the browser as it is (0073). */
interface Loaded {
  data: TGuestUpload | null;
  /** The link's own answer: unknown, expired or revoked. */
  unavailable: boolean;
  failed: boolean;
}

const readUpload = (token: string): Promise<Loaded> =>
  callApi(DOCUMENT_ENDPOINTS.guestRead, { params: { token } }, { handled: [404] }).then(
    (data) => ({ data, unavailable: false, failed: false }),
    (error: unknown) => ({
      data: null,
      unavailable: error instanceof HttpError && error.status === 404,
      failed: true,
    }),
  );

/**
 * The guest's checklist, read again after each stored file. Guest pages carry no query cache
 * (TanStack Query is the back office's): the first read is the page's guest request (rendered
 * on the server with the page), each later one replaces it.
 */
function useGuestUpload(token: string) {
  const first = useGuestData(token, () => readUpload(token));
  const [reloaded, setReloaded] = useState<{ token: string; loaded: Loaded } | null>(null);
  const reload = useCallback(
    () => readUpload(token).then((loaded) => setReloaded({ token, loaded })),
    [token],
  );
  const loaded = reloaded?.token === token ? reloaded.loaded : first.data;
  return { ...(loaded ?? { data: null, unavailable: false, failed: false }), reload };
}
