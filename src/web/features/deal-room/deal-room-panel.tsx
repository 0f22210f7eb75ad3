import { useTranslation } from 'react-i18next';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { Card } from '../../components/card';
import { ApplicationSection } from './application-section';
import { DocumentsSection } from './documents-section';
import { TermSheetSection } from './term-sheet-section';

/**
 * The lead screen's deal room (issue 17): what the firm sends the applicant by secure link
 * (term sheet, document requests, full application) and where each part stands. Each part is
 * its own section; the guest's side lives under features/guest.
 */
export function DealRoomPanel({ detail }: { detail: TLeadDetailResponse }) {
  const { t } = useTranslation();
  const { lead } = detail;
  return (
    <Card title={t('deal-room-admin.title')}>
      <div className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700 [&>*]:py-4 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
        <TermSheetSection leadId={lead.id} />
        <DocumentsSection leadId={lead.id} />
        <ApplicationSection leadId={lead.id} />
      </div>
    </Card>
  );
}
