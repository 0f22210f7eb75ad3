import { useTranslation } from 'react-i18next';
import type { TLeadDetail } from '../../../shared/leads/lead-detail.contract';
import { Badge } from '../../components/badge';
import { PageHeader } from '../../components/page-header';
import { useFormats } from '../../lib/preferences/use-formats';
import { applicantName } from '../privacy/applicant-name';

/** Reference, status, business and amount at a glance, with the aging flag when it applies. */
export function LeadHeader({ lead }: { lead: TLeadDetail }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const applicant = applicantName(t, lead);
  return (
    <>
      <PageHeader
        title={t('lead.title', { reference: lead.reference })}
        description={`${lead.business_name ?? applicant} · ${formats.money(lead.amount, lead.currency)}`}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={lead.status === 'declined' || lead.status === 'withdrawn' ? 'danger' : 'info'}>
          {t(`pipeline.status.${lead.status}`)}
        </Badge>
        {lead.aging && <Badge tone="warning">{t('lead.aging', { count: lead.aging_days })}</Badge>}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={t('lead.partner')} value={lead.partner?.company ?? t('lead.no_partner')} />
        <Fact term={t('lead.source')} value={t(`pipeline.source.${lead.source}`)} />
        <Fact term={t('lead.received')} value={formats.date(lead.created_at)} />
        <Fact term={t('lead.in_stage_since')} value={formats.date(lead.status_changed_at)} />
        <Fact term={t('lead.last_activity')} value={formats.date(lead.last_activity_at)} />
      </dl>
    </>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
