import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMISSIONS_ENDPOINTS } from '../../../shared/commissions/commissions.endpoints';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';
import { callApi } from '../../lib/http/api';
import { useFormats } from '../../lib/preferences/use-formats';
import { CommissionTotalCells } from '../commissions/commission-total-cells';
import { ClawbackNote, COMMISSION_TONE } from '../commissions/commission-columns';

/**
 * The partner's commissions: totals per market (AUD and NZD apart) and the newest rows with
 * their dates. Nothing at all when the firm has hidden commissions from this partner.
 */
export function MyCommissionsCard() {
  const { t } = useTranslation();
  const formats = useFormats();
  const query = useQuery({
    queryKey: ['my-commissions'],
    queryFn: () => callApi(COMMISSIONS_ENDPOINTS.mine, {}),
  });
  const data = query.data;
  if (!data || data.hidden) return null;
  // A market with anything recorded, even a clawback netting a column to zero or below.
  const totals = data.totals.filter(
    (row) => row.pending !== 0 || row.approved !== 0 || row.paid !== 0,
  );
  return (
    <Card title={t('commissions.mine.title')}>
      {data.recent.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('commissions.mine.empty')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('commissions.mine.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('commissions.totals.market')}</th>
                  {(['pending', 'approved', 'paid'] as const).map((status) => (
                    <th key={status} scope="col" className="text-right">
                      {t(`commissions.totals.${status}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {totals.map((row) => (
                  <tr key={row.market} className="border-t border-slate-200 dark:border-slate-700">
                    <CommissionTotalCells row={row} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="font-semibold">{t('commissions.mine.recent')}</h3>
          <ul className="flex flex-col gap-3">
            {data.recent.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex flex-col">
                  <span className="font-medium">
                    {row.lead_reference} · {formats.money(row.amount, row.currency)}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {[
                      t('commissions.mine.earned', { date: formats.date(row.created_at) }),
                      row.approved_at &&
                        t('commissions.mine.approved_on', { date: formats.date(row.approved_at) }),
                      row.paid_at &&
                        t('commissions.mine.paid_on', { date: formats.date(row.paid_at) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <ClawbackNote row={row} />
                </span>
                <Badge tone={COMMISSION_TONE[row.status]}>
                  {t(`commissions.status.${row.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
