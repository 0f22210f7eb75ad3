import { useTranslation } from 'react-i18next';
import type { TCommissionRow } from '../../../shared/commissions/commissions.contract';
import { Button } from '../../components/button';

/** The selected commissions' actions: approve pending ones, or mark approved ones paid. */
export function CommissionBulkBar({
  chosen,
  count,
  busy,
  onMove,
}: {
  chosen: TCommissionRow[];
  count: number;
  busy: boolean;
  onMove: (status: 'approved' | 'paid') => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('commissions.selected', { count })}
      className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 p-3 dark:border-slate-600"
    >
      <p className="text-sm font-medium" role="status">
        {t('commissions.selected', { count })}
      </p>
      <Button
        disabled={busy || !chosen.every((row) => row.status === 'pending')}
        onClick={() => onMove('approved')}
      >
        {t('commissions.approve')}
      </Button>
      <Button
        disabled={busy || !chosen.every((row) => row.status === 'approved')}
        onClick={() => onMove('paid')}
      >
        {t('commissions.mark_paid')}
      </Button>
    </section>
  );
}
