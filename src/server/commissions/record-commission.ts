import { eq } from 'drizzle-orm';
import { commissionAmount } from '../../shared/commissions/commission-terms';
import type { LeadStatus } from '../../shared/leads/pipeline';
import type { Currency, Market } from '../../shared/markets/markets';
import { commissions, partners } from '../db/schema';
import type { Tx } from '../db/transaction';
import { addLeadEvent } from '../leads/leads.queries';

export interface SettlingLead {
  id: string;
  partnerId: string | null;
  amount: number;
  market: Market;
  currency: Currency;
}

/**
 * Called by every path that changes a lead's status, inside its transaction (docs/decisions/
 * 0029-commissions.md): a lead that reaches `settled` with a partner who has terms earns one
 * commission row, in the lead's currency, with the basis copied, and the timeline says so. The
 * pipeline never lets a lead leave `settled`, so no path has to take a commission back.
 */
export async function recordCommissionOnSettle(
  tx: Tx,
  lead: SettlingLead,
  to: LeadStatus,
  actorUserId: string,
): Promise<void> {
  if (to !== 'settled' || !lead.partnerId) return;
  const [partner] = await tx
    .select({ type: partners.commissionType, value: partners.commissionValue })
    .from(partners)
    .where(eq(partners.id, lead.partnerId));
  if (!partner?.type || partner.value === null) return;
  const terms = { type: partner.type, value: partner.value };
  const amount = commissionAmount(terms, lead.amount);
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
    })
    .onConflictDoNothing({ target: commissions.leadId })
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
      basis: terms,
    },
  });
}
