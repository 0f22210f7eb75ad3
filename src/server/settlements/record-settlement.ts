import { isFutureDay } from '../../shared/settlements/settlement-day';
import { recordAudit } from '../audit/record-audit';
import { recordCommissionOnSettle } from '../commissions/record-commission';
import type { Tx } from '../db/transaction';
import { fieldError } from '../errors';
import type { LeadRow } from '../leads/lead-detail.queries';
import { insertSettlement, lendersOf } from './settlements.queries';

export interface SettlementFigures {
  settled_amount: number;
  lender: string;
  settled_on: string;
}

/**
 * The figures checked against the lead's market: a lender offered there and active, a day not
 * after today on the market's clock. Each fault names its field (a 422), before anything is
 * written.
 */
export async function checkSettlementFigures(
  tx: Tx,
  lead: Pick<LeadRow, 'market'>,
  figures: SettlementFigures,
): Promise<void> {
  const lenders = await lendersOf(tx, lead.market, true);
  if (!lenders.some((option) => option.value === figures.lender)) {
    throw fieldError('lender', 'settlement-validation.lender_unknown');
  }
  if (isFutureDay(figures.settled_on, lead.market)) {
    throw fieldError('settled_on', 'settlement-validation.future_day');
  }
}

/**
 * Records a lead's settlement inside the transaction that moves it to settled (decision 0054):
 * the figures, an audit row, and the partner's commission on the settled amount. The caller
 * has checked the figures and written the `status_changed` event that carries them.
 */
export async function recordSettlement(
  tx: Tx,
  lead: LeadRow,
  figures: SettlementFigures,
  actorUserId: string,
): Promise<void> {
  const settlement = await insertSettlement(tx, {
    leadId: lead.id,
    market: lead.market,
    currency: lead.currency,
    amount: figures.settled_amount,
    lender: figures.lender,
    settledOn: figures.settled_on,
    createdBy: actorUserId,
  });
  await recordAudit(tx, {
    actorUserId,
    action: 'lead.settled',
    entityType: 'lead',
    entityId: lead.id,
    after: {
      reference: lead.reference,
      amount: settlement.amount,
      currency: settlement.currency,
      lender: settlement.lender,
      settled_on: settlement.settledOn,
    },
  });
  await recordCommissionOnSettle(tx, lead, settlement, actorUserId);
}
