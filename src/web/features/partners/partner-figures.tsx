import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPartnerDetail } from '../../../shared/partners/partners-admin.contract';
import { Card } from '../../components/card';
import { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';

const LIST_ROUTE = { AU: 'leads', NZ: 'leads.nz' } as const;

/** Leads, open, settled and conversion per market, each amount in its own currency. */
export function PartnerFigures({ partner }: { partner: TPartnerDetail }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Card title={t('partners-admin.figures.title')}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('partners-admin.figures.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('partners-admin.figures.market')}</th>
              <th scope="col" className="text-right">
                {t('partners-admin.figures.leads')}
              </th>
              <th scope="col" className="text-right">
                {t('partners-admin.figures.open')}
              </th>
              <th scope="col" className="text-right">
                {t('partners-admin.figures.settled')}
              </th>
              <th scope="col" className="text-right">
                {t('partners-admin.figures.settled_amount')}
              </th>
              <th scope="col" className="text-right">
                {t('partners-admin.figures.conversion')}
              </th>
              <td />
            </tr>
          </thead>
          <tbody>
            {partner.figures.map((row) => (
              <tr key={row.market} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-2">
                  {row.market}
                </th>
                <td className="text-right tabular-nums">{formats.number(row.leads)}</td>
                <td className="text-right tabular-nums">{formats.number(row.open_leads)}</td>
                <td className="text-right tabular-nums">{formats.number(row.settled_count)}</td>
                <td className="text-right tabular-nums">
                  {formats.money(row.settled_amount, row.currency)}
                </td>
                <td className="text-right tabular-nums">{formats.percent(row.conversion)}</td>
                <td className="pl-3 text-right">
                  <Link
                    to={`${pathTo(LIST_ROUTE[row.market])}?partner=${encodeURIComponent(partner.id)}`}
                    className="text-blue-800 underline underline-offset-2 dark:text-sky-300"
                  >
                    {t('partners-admin.figures.leads_link', { market: row.market })}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
