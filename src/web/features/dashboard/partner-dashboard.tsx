import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission } from '../../../shared/auth/permissions';
import { DASHBOARD_ENDPOINTS } from '../../../shared/dashboard/dashboard.endpoints';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { ReferralLink } from '../../components/referral-link';
import { callApi } from '../../lib/http/api';
import { useSession } from '../../lib/session/session';
import { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';
import { MyStatementsCard } from '../statements/my-statements-card';
import { MyCommissionsCard } from './my-commissions-card';
import { RunningBalanceCard } from '../payment-details/running-balance-card';
import { StatTile } from './stat-tile';

/** A partner's own dashboard: their link, their leads by status, what settled, what moved. */
export function PartnerDashboard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const formats = useFormats();
  const query = useQuery({
    queryKey: ['dashboard', 'partner'],
    queryFn: () => callApi(DASHBOARD_ENDPOINTS.partner, {}),
  });
  const data = query.data;
  const total = data?.by_status.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={t('pages.dashboard.title')}
        description={t('pages.dashboard.greeting', { name: user?.name ?? '' })}
      />
      <QueryStatus query={query} failed={t('dashboard.load_failed')} />
      {data && (
        <>
          <Card title={t('referral.title')}>
            <ReferralLink code={data.referral_code} company={user?.partner?.company} />
          </Card>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatTile label={t('dashboard.my_leads')} value={formats.number(total)} />
            {data.settled.map((row) => (
              <StatTile
                key={row.currency}
                label={t('dashboard.settled_in', { currency: row.currency })}
                value={formats.money(row.amount, row.currency)}
                note={t('dashboard.settled_count', { count: row.count })}
              />
            ))}
          </dl>
          {/* The firm's money is its owner's to see, not a colleague's (issue 34). */}
          {hasPermission(user, 'read:firm:own') && (
            <>
              <RunningBalanceCard />
              <MyCommissionsCard />
              <MyStatementsCard />
            </>
          )}
          {total === 0 ? (
            <EmptyState
              title={t('dashboard.partner_empty')}
              body={t('dashboard.partner_empty_body')}
            />
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <Card
                title={t('dashboard.by_status_title')}
                actions={
                  <Link
                    to={pathTo('partner.leads')}
                    className="text-blue-800 underline dark:text-sky-300"
                  >
                    {t('dashboard.see_my_leads')}
                  </Link>
                }
              >
                <ul className="flex flex-col gap-2">
                  {data.by_status.map((row) => (
                    <li key={row.status} className="flex justify-between gap-4">
                      <span>{t(`pipeline.status.${row.status}`)}</span>
                      <span className="tabular-nums">{formats.number(row.count)}</span>
                    </li>
                  ))}
                </ul>
              </Card>
              <Card title={t('dashboard.recent_title')}>
                {data.recent_changes.length === 0 ? (
                  <p className="text-slate-600 dark:text-slate-300">{t('dashboard.no_recent')}</p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {data.recent_changes.map((change) => (
                      <li key={`${change.lead_id}-${change.at}`} className="flex flex-col">
                        <span className="font-medium">
                          {change.applicant}
                          {change.business_name ? ` · ${change.business_name}` : ''}
                        </span>
                        <span className="text-sm text-slate-600 dark:text-slate-300">
                          {t('dashboard.moved_to', { status: t(`pipeline.status.${change.to}`) })} ·{' '}
                          {formats.date(change.at)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </div>
          )}
        </>
      )}
    </article>
  );
}
