import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ENDPOINTS } from '../../../shared/deal-room/documents.endpoints';
import { GUEST_LINK_ENDPOINTS } from '../../../shared/deal-room/guest-links.endpoints';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { dealRoomKey, useDealRoomChanged } from './deal-room-queries';
import { DocumentReview } from './document-review';
import { GuestLinkList } from './guest-link-list';
import { DocumentChaseStatus } from '../document-chasing/document-chase-status';

/**
 * The lead screen's documents (issue 17): which the applicant is asked for, the upload link,
 * and each file to accept, reject with a reason, or download.
 */
export function DocumentsSection({ leadId }: { leadId: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: dealRoomKey(leadId, 'documents'),
    queryFn: () => callApi(DOCUMENT_ENDPOINTS.list, { params: { id: leadId } }),
  });
  const changed = useDealRoomChanged(leadId);
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

  if (!query.data) {
    return (
      <section className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('documents.admin.title')}</h3>
        <QueryStatus query={query} failed={query.error?.message ?? t('errors.not_found')} />
      </section>
    );
  }
  const { document_types: offered } = query.data;
  const list = query.data.requests;
  // A type requested before and since retired from the market stays on the list.
  const choices = [
    ...offered,
    ...list
      .filter((request) => !offered.some((type) => type.value === request.document_type))
      .map((request) => ({ value: request.document_type, label: request.label })),
  ];
  const received = list.filter((request) => !request.missing).length;
  const saved = list.map((request) => request.document_type);
  const chosen = edited ?? saved;
  const unchanged = chosen.length === saved.length && chosen.every((type) => saved.includes(type));

  return (
    <section
      className="flex flex-col gap-4"
      aria-labelledby="documents-title"
      data-testid="documents-section"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="documents-title" className="font-semibold">
          {t('documents.admin.title')}
        </h3>
        {list.length > 0 && (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {t('documents.admin.progress', { received, total: list.length })}
          </span>
        )}
      </header>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('documents.admin.choose')}</legend>
        {choices.length === 0 && <p className="text-sm">{t('documents.admin.no_types')}</p>}
        <div className="grid gap-1 sm:grid-cols-2">
          {choices.map((type) => {
            const request = list.find((item) => item.document_type === type.value);
            const locked = (request?.files.length ?? 0) > 0;
            return (
              <label key={type.value} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={chosen.includes(type.value)}
                  disabled={locked || busy}
                  onChange={(event) =>
                    setEdited(
                      event.target.checked
                        ? [...chosen, type.value]
                        : chosen.filter((value) => value !== type.value),
                    )
                  }
                />
                <span>
                  {type.label}
                  {locked && (
                    <span className="text-slate-600 dark:text-slate-300">
                      {' '}
                      ({t('documents.admin.has_files')})
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('documents.admin.choose_help')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy || unchanged}
            onClick={() =>
              void act(() =>
                callApi(DOCUMENT_ENDPOINTS.request, {
                  params: { id: leadId },
                  body: { document_types: chosen },
                }),
              )
            }
          >
            {t('documents.admin.save')}
          </Button>
          <Button
            size="sm"
            disabled={busy || list.length === 0 || !unchanged}
            onClick={() =>
              void act(() =>
                callApi(GUEST_LINK_ENDPOINTS.send, {
                  params: { id: leadId },
                  body: { purpose: 'upload' },
                }),
              )
            }
          >
            {t('documents.admin.send_link')}
          </Button>
        </div>
        <FormMessage tone="error" text={error} />
      </fieldset>

      <GuestLinkList leadId={leadId} purpose="upload" />
      {list.length > 0 && <DocumentChaseStatus leadId={leadId} />}

      {list.length === 0 ? (
        <p className="text-sm">{t('documents.admin.none_requested')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((request) => (
            <li key={request.id} className="flex flex-col gap-2" data-testid="document-request">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="text-sm font-semibold">{request.label}</h4>
                {request.missing && <Badge tone="warning">{t('documents.admin.missing')}</Badge>}
              </div>
              {request.files.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('documents.admin.no_files')}
                </p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {request.files.map((file) => (
                    <DocumentReview key={file.id} leadId={leadId} file={file} onChanged={changed} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
