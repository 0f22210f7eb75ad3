import { eq } from 'drizzle-orm';
import { commissionAmount } from '../../shared/commissions/commission-terms';
import type { Currency, Market } from '../../shared/markets/markets';
import { commissions, partners } from '../db/schema';
import type { Tx } from '../db/transaction';
import { addLeadEvent } from '../leads/leads.queries';

export interface SettlingLead {
  id: string;
  partnerId: string | null;
  market: Market;
  currency: Currency;
}

/**
 * Called when a lead settles, inside that transaction (decisions 0029 and 0054): a lead with a
 * partner who has terms earns one commission row for this settlement, on its settled amount,
 * in the lead's currency, with the basis copied, and the timeline says so. A lead settled again
 * after a reversal earns a fresh row on the new figures.
 */
export async function recordCommissionOnSettle(
  tx: Tx,
  lead: SettlingLead,
  settlement: { id: string; amount: number },
  actorUserId: string,
): Promise<void> {
  if (!lead.partnerId) return;
  const [partner] = await tx
    .select({ type: partners.commissionType, value: partners.commissionValue })
    .from(partners)
    .where(eq(partners.id, lead.partnerId));
  if (!partner?.type || partner.value === null) return;
  const terms = { type: partner.type, value: partner.value };
  const amount = commissionAmount(terms, settlement.amount);
  const [row] = await tx
    .insert(commissions)
    .values({
      leadId: lead.id,
      partnerId: lead.partnerId,
      market: lead.market,
      currency: lead.currency,
      amount,
      basisType: terms.type,
      basisValue: terms.value,
      settlementId: settlement.id,
    })
    .returning({ id: commissions.id });
  if (!row) return;
  await addLeadEvent(tx, {
    leadId: lead.id,
    type: 'commission_created',
    actorType: 'user',
    actorUserId,
    data: {
      commission_id: row.id,
      amount,
      currency: lead.currency,
      settled_amount: settlement.amount,
      basis: terms,
    },
  });
}
