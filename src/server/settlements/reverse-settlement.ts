import { eq, sql } from 'drizzle-orm';
import type { LeadStatus } from '../../shared/leads/pipeline';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { commissions } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';
import { lockLeadAtVersion, saveLead } from '../leads/lead-detail.queries';
import { addLeadEvent } from '../leads/leads.queries';
import {
  notifyPartnersOfReversal,
  type CommissionTakenBack,
} from '../notifications/notify-partner-of-reversal';
import {
  currentSettlement,
  lockLiveCommission,
  markSettlementReversed,
} from './settlements.queries';

/**
 * Where a reversed settlement leaves its lead: `approved`, the one step from which the pipeline
 * lets a lead settle (decision 0054). From there the usual moves apply.
 */
const REVERSED_TO: LeadStatus = 'approved';

export interface SettlementReversal {
  leadId: string;
  version: number;
  reason: string;
  actorUserId: string;
}

/**
 * Takes back what the lead earned: a pending commission is cancelled; an approved or paid one
 * keeps its row and gains a clawback (the same sum, negative, approved at once so it is
 * deducted from the next payment run), linked to it and carrying the reason.
 */
async function takeBackCommission(
  tx: Tx,
  change: SettlementReversal,
): Promise<CommissionTakenBack | null> {
  const live = await lockLiveCommission(tx, change.leadId);
  if (!live) return null;
  const { actorUserId, reason } = change;
  const amount = { amount: live.amount, currency: live.currency, commission_id: live.id };
  if (live.status === 'pending') {
    await tx.update(commissions).set({ status: 'cancelled' }).where(eq(commissions.id, live.id));
    await addLeadEvent(tx, {
      leadId: change.leadId,
      type: 'commission_cancelled',
      actorType: 'user',
      actorUserId,
      data: { ...amount, reason },
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'commission.cancelled',
      entityType: 'commission',
      entityId: live.id,
      before: { status: 'pending' },
      after: { status: 'cancelled', reason },
    });
    return { outcome: 'cancelled', amount: live.amount, currency: live.currency };
  }
  const [row] = await tx
    .insert(commissions)
    .values({
      kind: 'clawback',
      leadId: live.leadId,
      partnerId: live.partnerId,
      market: live.market,
      currency: live.currency,
      amount: -live.amount,
      basisType: live.basisType,
      basisValue: live.basisValue,
      settlementId: live.settlementId,
      reversesId: live.id,
      reason,
      status: 'approved',
      approvedAt: sql`now()`,
      approvedBy: actorUserId,
    })
    .returning({ id: commissions.id });
  if (!row) throw new Error('clawback insert returned no row');
  await addLeadEvent(tx, {
    leadId: change.leadId,
    type: 'commission_clawed_back',
    actorType: 'user',
    actorUserId,
    data: { ...amount, clawback_id: row.id, original_status: live.status, reason },
  });
  await recordAudit(tx, {
    actorUserId,
    action: 'commission.clawback_created',
    entityType: 'commission',
    entityId: row.id,
    after: { reverses: live.id, amount: -live.amount, currency: live.currency, reason },
  });
  return { outcome: 'clawed_back', amount: live.amount, currency: live.currency };
}

/**
 * An admin reverses a lead's settlement (decision 0054), in one transaction: the lead goes back
 * to `approved` at the version the admin read (409 otherwise), the settlement is marked
 * reversed with the reason, the commission is cancelled or clawed back, and the timeline and
 * the audit list say so. The settlement row stays: settling again records a new one.
 */
export async function reverseSettlement(db: Db, change: SettlementReversal): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockLeadAtVersion(tx, change.leadId, change.version);
    if (lead.status !== 'settled') {
      throw new AppError('conflict', 'settlement-validation.not_settled');
    }
    const settlement = await currentSettlement(tx, lead.id);
    if (settlement) {
      await markSettlementReversed(tx, settlement.settlement.id, change.actorUserId, change.reason);
    }
    await saveLead(tx, lead, {
      status: REVERSED_TO,
      statusChangedAt: sql`now()`,
      settledAmount: null,
    });
    await addLeadEvent(tx, {
      leadId: lead.id,
      type: 'settlement_reversed',
      actorType: 'user',
      actorUserId: change.actorUserId,
      data: { from: lead.status, to: REVERSED_TO, reason: change.reason },
    });
    await recordAudit(tx, {
      actorUserId: change.actorUserId,
      action: 'lead.settlement_reversed',
      entityType: 'lead',
      entityId: lead.id,
      before: {
        reference: lead.reference,
        status: lead.status,
        ...(settlement
          ? {
              amount: settlement.settlement.amount,
              currency: settlement.settlement.currency,
              lender: settlement.settlement.lender,
              settled_on: settlement.settlement.settledOn,
            }
          : {}),
      },
      after: { status: REVERSED_TO, reason: change.reason },
    });
    const takenBack = await takeBackCommission(tx, change);
    // Not "moved to Approved": the partner hears that the settlement was reversed and, where
    // they see commissions, what became of theirs (issue 42 item 3).
    await notifyPartnersOfReversal(tx, lead.id, takenBack);
  });
}
