import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminDashboardResponse } from '../../../shared/dashboard/dashboard.contract';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { pathTo } from '../../router/route-names';
import { useFormats } from '../../lib/preferences/use-formats';
import { PipelineBars } from './pipeline-bars';

const LINK = 'text-blue-800 underline dark:text-sky-300';

/** The open pipeline, sources, top partners and the leads nobody has touched for a while. */
export function AdminDashboardPanels({ data }: { data: TAdminDashboardResponse }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title={t('dashboard.pipeline_title')} className="lg:col-span-2">
        <PipelineBars rows={data.pipeline} currency={data.currency} />
      </Card>
      <Card title={t('dashboard.sources_title')}>
        {data.by_source.length === 0 ? (
          <EmptyState title={t('dashboard.no_leads')} body={t('dashboard.no_leads_body')} />
        ) : (
          <ul className="flex flex-col gap-2">
            {data.by_source.map((row) => (
              <li key={row.source} className="flex justify-between gap-4">
                <span>{t(`pipeline.source.${row.source}`)}</span>
                <span className="tabular-nums">{formats.number(row.count)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('dashboard.partners_title')}>
        {data.top_partners.length === 0 ? (
          <EmptyState
            title={t('dashboard.no_partner_leads')}
            body={t('dashboard.no_partner_leads_body')}
          />
        ) : (
          <ol className="flex flex-col gap-2">
            {data.top_partners.map((row) => (
              <li key={row.partner_id} className="flex flex-wrap justify-between gap-x-4">
                <span className="font-medium">{row.company}</span>
                <span className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
                  {t('dashboard.partner_figures', {
                    leads: formats.number(row.leads),
                    settled: formats.money(row.settled_amount, data.currency),
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card
        title={t('dashboard.aging_title', { count: data.aging.days })}
        className="lg:col-span-2"
      >
        {data.aging.oldest.length === 0 ? (
          <EmptyState title={t('dashboard.no_aging')} body={t('dashboard.no_aging_body')} />
        ) : (
          <ul className="flex flex-col gap-2">
            {data.aging.oldest.map((lead) => (
              <li key={lead.id} className="flex flex-wrap justify-between gap-x-4">
                <Link to={pathTo('lead', { id: lead.id })} className={LINK}>
                  {lead.reference}
                  {lead.business_name ? ` · ${lead.business_name}` : ''}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {t(`pipeline.status.${lead.status}`)} ·{' '}
                  {t('dashboard.last_activity', { date: formats.date(lead.last_activity_at) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
