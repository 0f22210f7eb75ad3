import { useTranslation } from 'react-i18next';
import type { TAdminDashboardResponse } from '../../../shared/dashboard/dashboard.contract';
import { MARKETS } from '../../../shared/markets/markets';
import { Card } from '../../components/card';
import { useDarkMode } from '../../lib/preferences/dark-mode';
import { useFormats } from '../../lib/preferences/use-formats';
import { WeeklyChart } from './weekly-chart';

/** Leads per week by market: the chart for the eye, the same figures as a table for the ear. */
export function WeeklyCard({ weekly }: { weekly: TAdminDashboardResponse['weekly'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  useDarkMode(); // re-draws in the other colours when the appearance changes
  const dark = document.documentElement.classList.contains('mode-dark');
  const series = {
    weeks: weekly.map((row) => row.week),
    counts: { AU: weekly.map((row) => row.counts.AU), NZ: weekly.map((row) => row.counts.NZ) },
    labels: { AU: t('markets.AU'), NZ: t('markets.NZ') },
  };
  return (
    <Card title={t('dashboard.weekly_title')}>
      <WeeklyChart series={series} dark={dark} locale={formats.locale} />
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-6 border-t-2 border-dashed border-slate-500 bg-slate-500/10"
        />
        {t('lists.current_week')}
      </p>
      {/* Hidden in a box: a table sizes itself to its content whatever its width says, and
          would push a phone's page sideways. */}
      <div className="sr-only">
        <table>
          <caption>{t('dashboard.weekly_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.week_of')}</th>
              {MARKETS.map((market) => (
                <th key={market} scope="col">
                  {t(`markets.${market}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekly.map((row, index) => (
              <tr key={row.week}>
                <th scope="row">
                  {formats.day(row.week)}
                  {index === weekly.length - 1 && ` (${t('lists.current_week')})`}
                </th>
                {MARKETS.map((market) => (
                  <td key={market}>{formats.number(row.counts[market])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
