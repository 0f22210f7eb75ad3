import type { TFunction } from 'i18next';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { LEAD_STATUSES } from '../../../shared/leads/pipeline';
import type { useFormats } from '../../lib/preferences/use-formats';

type Formats = ReturnType<typeof useFormats>;
type EventData = Record<string, unknown>;

const record = (value: unknown): EventData =>
  value && typeof value === 'object' ? (value as EventData) : {};

/** A lender's label in the reader's language, from every lender of the lead's market. */
function lenderLabel(detail: TLeadDetailResponse, value: unknown): string {
  const found = detail.choices.lender_names.find((option) => option.value === value);
  return found?.label ?? detail.lead.settlement?.lender.label ?? String(value ?? '—');
}

/** "Settled: A$75,000 with Kiwibank on 26 Nov 2026", from a settling move's figures. */
export function settledFiguresLine(
  data: EventData,
  detail: TLeadDetailResponse,
  t: TFunction,
  formats: Formats,
): string | undefined {
  const settlement = record(data.settlement);
  if (typeof settlement.amount !== 'number' || typeof settlement.settled_on !== 'string') return;
  return t('settlement.event.settled', {
    amount: formats.money(settlement.amount, detail.lead.currency),
    lender: lenderLabel(detail, settlement.lender),
    date: formats.day(settlement.settled_on),
  });
}

/** The titles of decision 0054's events, in words; undefined for any other event. */
export function settlementEventTitle(
  type: string,
  data: EventData,
  detail: TLeadDetailResponse,
  t: TFunction,
  formats: Formats,
): string | undefined {
  const amount =
    typeof data.amount === 'number' ? formats.money(data.amount, detail.lead.currency) : '—';
  if (type === 'settlement_reversed') {
    const to = LEAD_STATUSES.find((status) => status === data.to) ?? 'approved';
    return t('settlement.event.reversed', { status: t(`pipeline.status.${to}`) });
  }
  if (type === 'commission_cancelled')
    return t('settlement.event.commission_cancelled', { amount });
  if (type === 'commission_clawed_back') {
    return t('settlement.event.commission_clawed_back', { amount });
  }
  return undefined;
}
