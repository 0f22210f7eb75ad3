import { useTranslation } from 'react-i18next';
import type { Market } from '../../../shared/markets/markets';
import type { TPartnerHistoryEntry } from '../../../shared/leads/partner-lead.contract';
import { useFormats } from '../../lib/preferences/use-formats';

/**
 * One line of the partner's lead history (issue 42 item 3): a move, a reversed settlement named
 * as such, or what the reversal did to the commission, each with its day.
 */
/** `market`: the lead's, whose clock the day is read on (decision 0093). */
export function PartnerHistoryEntry({
  entry,
  market,
}: {
  entry: TPartnerHistoryEntry;
  market: Market;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const day = formats.date(entry.at, 'short', market);
  if ('amount' in entry) {
    const amount = formats.money(entry.amount, entry.currency);
    const key =
      entry.kind === 'commission_cancelled'
        ? 'lead.history_commission_cancelled'
        : 'lead.history_commission_clawed_back';
    return (
      <li data-kind={entry.kind}>
        {t(key, { amount })} · {day}
      </li>
    );
  }
  const to = t(`pipeline.status.${entry.to}`);
  const from = entry.from ? t(`pipeline.status.${entry.from}`) : null;
  return (
    <li data-kind={entry.kind}>
      {entry.kind === 'settlement_reversed'
        ? t('lead.history_reversed', { from, to })
        : `${from ? `${from} → ` : ''}${to}`}{' '}
      · {day}
    </li>
  );
}
