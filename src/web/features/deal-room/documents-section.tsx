import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ENDPOINTS } from '../../../shared/deal-room/documents.endpoints';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { dealRoomKey, useDealRoomChanged } from './deal-room-queries';
import { DocumentRequestChooser } from './document-request-chooser';
import { DocumentRequestList } from './document-request-list';
import { GuestLinkList } from './guest-link-list';
import { useDocumentRequestEditor } from './use-document-request-editor';
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
  const editor = useDocumentRequestEditor(changed);

  if (!query.data) {
    return (
      <section className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('documents.admin.title')}</h3>
        <QueryStatus query={query} failed={query.error?.message ?? t('errors.not_found')} />
      </section>
    );
  }
  const list = query.data.requests;
  const received = list.filter((request) => !request.missing).length;

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

      <DocumentRequestChooser leadId={leadId} documents={query.data} editor={editor} />

      <GuestLinkList leadId={leadId} purpose="upload" />
      {list.length > 0 && <DocumentChaseStatus leadId={leadId} />}

      <DocumentRequestList leadId={leadId} requests={list} onChanged={changed} />
    </section>
  );
}
