import { useTranslation } from 'react-i18next';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import type { TTimelineItem } from '../../../shared/leads/lead-timeline.contract';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryStatus } from '../../components/query-status';
import { useFormats } from '../../lib/preferences/use-formats';
import { LeadEmailBody } from './lead-timeline-email';
import { LeadEventBody } from './lead-timeline-entry';
import { LeadNoteForm } from './lead-note-form';
import { PartnerChangedBody, RepeatEnquiryBody } from './lead-repeat-entry';
import { useLeadTimeline } from './lead-queries';

/** The lead's history, newest first: who did what and when, and every e-mail with its state. */
export function LeadTimeline({ detail }: { detail: TLeadDetailResponse }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const query = useLeadTimeline(detail.lead.id);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const who = (item: TTimelineItem) =>
    item.kind === 'email'
      ? (item.sender_name ?? t('lead.actor.system'))
      : item.actor.type === 'user'
        ? (item.actor.name ?? t('lead.actor.deleted_user'))
        : t(`lead.actor.${item.actor.type}`);
  return (
    <Card title={t('lead.timeline')}>
      <LeadNoteForm leadId={detail.lead.id} />
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.isSuccess && items.length === 0 && <EmptyState title={t('lead.timeline_empty')} />}
      <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="flex flex-col gap-1 py-3">
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <time dateTime={item.at}>
                {formats.date(item.at)} {formats.date(item.at, 'time24')}
              </time>{' '}
              · {who(item)}
            </p>
            {item.kind === 'email' ? (
              <LeadEmailBody email={item} leadId={detail.lead.id} />
            ) : item.type === 'repeat_enquiry' ? (
              <RepeatEnquiryBody event={item} detail={detail} />
            ) : item.type === 'partner_changed' ? (
              <PartnerChangedBody event={item} />
            ) : (
              <LeadEventBody event={item} detail={detail} />
            )}
          </li>
        ))}
      </ol>
      {query.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('lead.older')}
          </Button>
        </div>
      )}
    </Card>
  );
}
