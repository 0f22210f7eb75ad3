import { MarketClock } from '../../lib/preferences/market-clock';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DASHBOARD_ENDPOINTS } from '../../../shared/dashboard/dashboard.endpoints';
import { isMarket, type Market } from '../../../shared/markets/markets';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { useFormats } from '../../lib/preferences/use-formats';
import { AdminDashboardPanels } from './admin-dashboard-panels';
import { MarketTabs } from './market-tabs';
import { StatTile } from './stat-tile';

const WeeklyCard = lazy(() => import('./weekly-card').then((m) => ({ default: m.WeeklyCard })));

/** The firm's dashboard, one market at a time (AUD and NZD are never added together). */
export function AdminDashboard() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('market');
  const market: Market = isMarket(requested) ? requested : 'AU';
  const formats = useFormats();
  const query = useQuery({
    queryKey: ['dashboard', 'admin', market],
    queryFn: () => callApi(DASHBOARD_ENDPOINTS.admin, { query: { market } }),
  });
  const data = query.data;
  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={t('pages.dashboard.title')}
        description={t('dashboard.admin_intro')}
        actions={<MarketTabs current={market} />}
      />
      <QueryStatus query={query} failed={t('dashboard.load_failed')} />
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatTile
              label={t('dashboard.new_this_week')}
              value={formats.number(data.new_this_week)}
            />
            <StatTile
              label={t('dashboard.new_this_month')}
              value={formats.number(data.new_this_month)}
            />
            <StatTile
              label={t('dashboard.conversion')}
              value={
                data.conversion.leads
                  ? formats.percent(data.conversion.settled / data.conversion.leads)
                  : '–'
              }
              note={t('dashboard.conversion_note', {
                settled: formats.number(data.conversion.settled),
                leads: formats.number(data.conversion.leads),
              })}
            />
            <StatTile
              label={t('dashboard.aging', { count: data.aging.days })}
              value={formats.number(data.aging.count)}
            />
          </dl>
          <Suspense fallback={<p role="status">{t('nav.loading')}</p>}>
            <WeeklyCard weekly={data.weekly} />
          </Suspense>
          <MarketClock market={market}>
            <AdminDashboardPanels data={data} />
          </MarketClock>
        </>
      )}
    </article>
  );
}
