import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPartnerDetail } from '../../../shared/partners/partners-admin.contract';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { useFormats } from '../../lib/preferences/use-formats';
import { CommissionTotalCells } from '../commissions/commission-total-cells';
import { pathTo } from '../../router/route-names';
import { PartnerCommissionForm } from './partner-commission-form';

/** A partner's commission terms (editable) and what they earned per market, in its currency. */
export function PartnerCommissions({
  partner,
  onChanged,
}: {
  partner: TPartnerDetail;
  onChanged: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [editing, setEditing] = useState(false);
  const terms = partner.commission_terms;
  const summary = !terms
    ? t('commissions.terms.current_none')
    : terms.type === 'rate'
      ? t('commissions.terms.current_rate', { rate: formats.number(terms.value / 100) })
      : t('commissions.terms.current_flat', { amount: formats.number(terms.value) });
  return (
    <Card
      title={t('commissions.terms.title')}
      actions={
        <Button variant="secondary" onClick={() => setEditing(!editing)}>
          {t('commissions.terms.edit')}
        </Button>
      }
    >
      {editing ? (
        <PartnerCommissionForm
          partner={partner}
          onDone={async (message) => {
            setEditing(false);
            await onChanged(message);
          }}
        />
      ) : (
        <p className="flex flex-wrap items-center gap-2">
          <span>{summary}</span>
          {!partner.show_commissions && (
            <Badge tone="warning">{t('commissions.terms.hidden')}</Badge>
          )}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('commissions.totals.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('commissions.totals.market')}</th>
              {(['pending', 'approved', 'paid'] as const).map((status) => (
                <th key={status} scope="col" className="text-right">
                  {t(`commissions.totals.${status}`)}
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {partner.commission_totals.map((row) => (
              <tr key={row.market} className="border-t border-slate-200 dark:border-slate-700">
                <CommissionTotalCells row={row} />
                <td className="pl-3 text-right">
                  <Link
                    to={`${pathTo('commissions')}?market=${row.market}&partner=${encodeURIComponent(partner.id)}`}
                    className="text-blue-800 underline underline-offset-2 dark:text-sky-300"
                  >
                    {t('commissions.totals.list_link', { market: row.market })}
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
