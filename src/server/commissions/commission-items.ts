import type { TCommissionRow } from '../../shared/commissions/commissions.contract';
import type { CommissionRow } from './commissions.queries';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toCommissionItem(row: CommissionRow): TCommissionRow {
  return {
    id: row.id,
    lead: { id: row.leadId, reference: row.reference },
    partner: { id: row.partnerId, company: row.company },
    market: row.market,
    currency: row.currency,
    amount: row.amount,
    basis: { type: row.basisType, value: row.basisValue },
    status: row.status,
    kind: row.kind,
    reason: row.reason,
    reverses_id: row.reversesId,
    created_at: row.createdAt.toISOString(),
    approved_at: iso(row.approvedAt),
    approved_by: row.approvedBy,
    paid_at: iso(row.paidAt),
    paid_by: row.paidBy,
  };
}

/** A partner's view of their own row: what they earned and when, nothing of the firm's. */
export function toMyCommissionItem(row: CommissionRow) {
  return {
    id: row.id,
    lead_reference: row.reference,
    market: row.market,
    currency: row.currency,
    amount: row.amount,
    status: row.status,
    kind: row.kind,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    approved_at: iso(row.approvedAt),
    paid_at: iso(row.paidAt),
  };
}
