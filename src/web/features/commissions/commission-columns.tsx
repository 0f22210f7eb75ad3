import type { Market } from '../../../shared/markets/markets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommissionStatus } from '../../../shared/commissions/commission-terms';
import type { TCommissionRow } from '../../../shared/commissions/commissions.contract';
import { Badge, type BadgeTone } from '../../components/badge';
import type { DataColumn } from '../../components/data-table';
import { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';

export const COMMISSION_TONE: Record<CommissionStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  cancelled: 'neutral',
};

/**
 * A clawback (decision 0054) says so, with the reason its settlement was reversed: its
 * negative amount alone would read as a typing error.
 */
export function ClawbackNote({ row }: { row: Pick<TCommissionRow, 'kind' | 'reason'> }) {
  const { t } = useTranslation();
  if (row.kind !== 'clawback') return null;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="danger">{t('settlement.clawback')}</Badge>
      {row.reason && (
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {t('settlement.event.reason', { reason: row.reason })}
        </span>
      )}
    </span>
  );
}

/** The admin table's columns: lead, partner, amount in its currency, basis, status and dates. */
export function useCommissionColumns(): DataColumn<TCommissionRow>[] {
  const { t } = useTranslation();
  const formats = useFormats();
  return useMemo(() => {
    const when = (date: string | null, by: string | null, market: Market) =>
      date ? `${formats.date(date, 'short', market)}${by ? ` · ${by}` : ''}` : '—';
    return [
      {
        id: 'lead',
        header: t('commissions.col_lead'),
        cell: (row) => (
          <span className="flex flex-col items-start gap-1">
            <Link
              to={pathTo('lead', { id: row.lead.id })}
              className="text-blue-800 underline underline-offset-2 dark:text-sky-300"
            >
              {row.lead.reference}
            </Link>
            <ClawbackNote row={row} />
          </span>
        ),
      },
      { id: 'partner', header: t('commissions.col_partner'), cell: (row) => row.partner.company },
      {
        id: 'amount',
        header: t('commissions.col_amount'),
        className: 'text-right tabular-nums',
        cell: (row) => formats.money(row.amount, row.currency),
      },
      {
        id: 'basis',
        header: t('commissions.col_basis'),
        cell: (row) =>
          row.basis.type === 'rate'
            ? t('commissions.basis_rate', { rate: formats.number(row.basis.value / 100) })
            : t('commissions.basis_flat'),
      },
      {
        id: 'status',
        header: t('commissions.col_status'),
        cell: (row) => (
          <Badge tone={COMMISSION_TONE[row.status]}>{t(`commissions.status.${row.status}`)}</Badge>
        ),
      },
      {
        id: 'created',
        header: t('commissions.col_created'),
        cell: (row) => when(row.created_at, null, row.market),
      },
      {
        id: 'approved',
        header: t('commissions.col_approved'),
        cell: (row) => when(row.approved_at, row.approved_by, row.market),
      },
      {
        id: 'paid',
        header: t('commissions.col_paid'),
        cell: (row) => when(row.paid_at, row.paid_by, row.market),
      },
    ];
  }, [t, formats]);
}
