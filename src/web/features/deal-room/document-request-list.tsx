import { useTranslation } from 'react-i18next';
import type { TAdminDocuments } from '../../../shared/deal-room/documents.contract';
import { Badge } from '../../components/badge';
import { DocumentReview } from './document-review';

/** Each requested document, whether it is missing, and its files to review. */
export function DocumentRequestList({
  leadId,
  requests,
  onChanged,
}: {
  leadId: string;
  requests: TAdminDocuments['requests'];
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  if (requests.length === 0)
    return <p className="text-sm">{t('documents.admin.none_requested')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((request) => (
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
                <DocumentReview key={file.id} leadId={leadId} file={file} onChanged={onChanged} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
