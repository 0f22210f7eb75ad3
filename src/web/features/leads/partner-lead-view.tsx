import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LEAD_LIST_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { useFormats } from '../../lib/preferences/use-formats';
import { LeadNotFound, isLeadNotFound } from './lead-not-found';
import { applicantName } from '../privacy/applicant-name';
import { PartnerHistoryEntry } from './partner-history-entry';

/** `/lead/:id` for a partner: their own lead, read-only, and how it has moved. */
export function PartnerLeadView({ id }: { id: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const query = useQuery({
    queryKey: ['my-lead', id],
    queryFn: () => callApi(LEAD_LIST_ENDPOINTS.mineOne, { params: { id } }, { handled: [404] }),
  });
  const lead = query.data?.lead;
  const status = (value: LeadStatus) => t(`pipeline.status.${value}`);
  if (isLeadNotFound(query.error)) return <LeadNotFound backTo="partner.leads" />;
  return (
    <article className="flex flex-col gap-6">
      <QueryStatus query={query} failed={query.error?.message ?? t('errors.not_found')} />
      {lead && query.data && (
        <>
          <PageHeader
            title={t('lead.title', { reference: lead.reference })}
            description={t('lead.read_only')}
          />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Card title={t('lead.details')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                <dt className="font-medium">{t('lead-list.col_applicant')}</dt>
                <dd>{applicantName(t, lead)}</dd>
                <dt className="font-medium">{t('lead-list.col_business')}</dt>
                <dd>{lead.business_name ?? '—'}</dd>
                <dt className="font-medium">{t('lead-list.col_amount')}</dt>
                <dd>{formats.money(lead.amount, lead.currency)}</dd>
                <dt className="font-medium">{t('lead-list.col_market')}</dt>
                <dd>{lead.market}</dd>
                <dt className="font-medium">{t('lead-list.col_status')}</dt>
                <dd>
                  <Badge>{status(lead.status)}</Badge>
                </dd>
                <dt className="font-medium">{t('lead-list.col_created')}</dt>
                <dd>{formats.date(lead.created_at, 'short', lead.market)}</dd>
                <dt className="font-medium">{t('lead.in_stage_since')}</dt>
                <dd>{formats.date(lead.status_changed_at, 'short', lead.market)}</dd>
                {query.data.term_sheet && (
                  <>
                    <dt className="font-medium">{t('deal-room-admin.term_sheet.title')}</dt>
                    <dd data-testid="term-sheet-stage">
                      {t(`deal-room-admin.term_sheet.status.${query.data.term_sheet.status}`)}
                      {query.data.term_sheet.accepted_at
                        ? ` · ${formats.date(query.data.term_sheet.accepted_at, 'short', lead.market)}`
                        : query.data.term_sheet.sent_at
                          ? ` · ${formats.date(query.data.term_sheet.sent_at, 'short', lead.market)}`
                          : ''}
                    </dd>
                  </>
                )}
                {query.data.documents && (
                  <>
                    <dt className="font-medium">{t('lead.documents_label')}</dt>
                    <dd data-testid="documents-stage">
                      {query.data.documents.outstanding === 0
                        ? t('lead.documents_all_received', {
                            requested: query.data.documents.requested,
                          })
                        : t('lead.documents_outstanding', query.data.documents)}
                    </dd>
                  </>
                )}
                <dt className="font-medium">{t('lead.partner_application')}</dt>
                <dd>
                  {query.data.application_submitted_at
                    ? t('lead.partner_application_submitted', {
                        date: formats.date(
                          query.data.application_submitted_at,
                          'short',
                          lead.market,
                        ),
                      })
                    : t('lead.partner_application_not_submitted')}
                </dd>
              </dl>
            </Card>
            <Card title={t('lead.history_title')}>
              <ol className="flex flex-col gap-2">
                <li>
                  {t('lead.history_created')} ·{' '}
                  {formats.date(lead.created_at, 'short', lead.market)}
                </li>
                {query.data.history.map((entry, index) => (
                  <PartnerHistoryEntry
                    key={`${entry.at}-${index}`}
                    entry={entry}
                    market={lead.market}
                  />
                ))}
              </ol>
              {query.data.history.length === 0 && (
                <p className="mt-2 text-slate-600 dark:text-slate-300">{t('lead.history_empty')}</p>
              )}
            </Card>
          </div>
        </>
      )}
    </article>
  );
}
