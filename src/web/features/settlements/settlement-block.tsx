import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeadDetail } from '../../../shared/leads/lead-detail.contract';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { useFormats } from '../../lib/preferences/use-formats';
import { ReverseSettlementDialog } from './reverse-settlement-dialog';

/**
 * A settled lead's figures on its screen (decision 0054): the amount in its currency beside the
 * amount requested, the lender in the reader's language, the day; and the admin's way back.
 */
export function SettlementBlock({ lead }: { lead: TLeadDetail }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [reversing, setReversing] = useState(false);
  if (lead.status !== 'settled') return null;
  const { settlement } = lead;
  return (
    <Card
      title={t('settlement.figures_title')}
      actions={
        <Button size="sm" variant="secondary" onClick={() => setReversing(true)}>
          {t('settlement.reverse')}
        </Button>
      }
    >
      {settlement ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          <Figure
            term={t('settlement.figure_amount')}
            value={formats.money(settlement.amount, settlement.currency)}
          />
          <Figure
            term={t('settlement.figure_requested')}
            value={formats.money(lead.amount, lead.currency)}
          />
          <Figure term={t('settlement.figure_lender')} value={settlement.lender.label} />
          <Figure term={t('settlement.figure_date')} value={formats.day(settlement.settled_on)} />
          {settlement.recorded_by && (
            <Figure term={t('settlement.figure_recorded_by')} value={settlement.recorded_by} />
          )}
        </dl>
      ) : (
        <p>{t('settlement.no_figures')}</p>
      )}
      {reversing && <ReverseSettlementDialog lead={lead} onClose={() => setReversing(false)} />}
    </Card>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
