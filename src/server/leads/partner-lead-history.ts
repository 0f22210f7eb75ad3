import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TPartnerHistoryEntry } from '../../shared/leads/partner-lead.contract';
import { LEAD_STATUSES, type LeadStatus } from '../../shared/leads/pipeline';
import { CURRENCIES, type Currency } from '../../shared/markets/markets';
import { leadEvents } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

const isStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

const STAGE_EVENTS = {
  status_changed: 'moved',
  settlement_reversed: 'settlement_reversed',
} as const;
const COMMISSION_EVENTS = ['commission_cancelled', 'commission_clawed_back'] as const;

/**
 * A partner's view of how their lead moved (issue 42 item 3): each move along the pipeline, a
 * reversed settlement as such (not a second "Approved → Settled" under an Approved status),
 * and, for a reader the firm shows its commissions, the commission cancelled or clawed back.
 * Only stages and amounts: the reason and the note are the firm's own.
 */
export async function partnerLeadHistory(
  db: DbOrTx,
  leadId: string,
  seesCommissions: boolean,
): Promise<TPartnerHistoryEntry[]> {
  const types = [...Object.keys(STAGE_EVENTS), ...(seesCommissions ? COMMISSION_EVENTS : [])];
  const events = await db
    .select({ type: leadEvents.type, data: leadEvents.data, at: leadEvents.createdAt })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), inArray(leadEvents.type, types)))
    .orderBy(asc(leadEvents.createdAt));
  return events.flatMap(({ type, data, at }): TPartnerHistoryEntry[] => {
    const { from, to, amount, currency } = data as Record<string, unknown>;
    if (type === 'status_changed' || type === 'settlement_reversed') {
      if (!isStatus(to)) return [];
      const kind = STAGE_EVENTS[type];
      return [{ kind, from: isStatus(from) ? from : null, to, at: at.toISOString() }];
    }
    if (type !== 'commission_cancelled' && type !== 'commission_clawed_back') return [];
    if (typeof amount !== 'number' || !isCurrency(currency)) return [];
    return [{ kind: type, amount, currency, at: at.toISOString() }];
  });
}
