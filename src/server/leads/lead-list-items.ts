import type { TAdminLeadListItem, TLeadListItem } from '../../shared/leads/lead-list.contract';
import type { LeadPage } from './lead-list.queries';

type LeadRow = LeadPage['rows'][number];

/** What a partner may see of a lead: no contact details, financials or internal notes. */
export function toListItem(row: LeadRow): TLeadListItem {
  return {
    id: row.id,
    reference: row.reference,
    market: row.market,
    first_name: row.firstName,
    last_name: row.lastName,
    business_name: row.businessName,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    status_changed_at: row.statusChangedAt.toISOString(),
    aging: Boolean(row.aging),
  };
}

/** An admin's row: the partner's view plus contact, source, partner and assignment. */
export function toAdminListItem(row: LeadRow): Omit<TAdminLeadListItem, 'next_task'> {
  return {
    ...toListItem(row),
    email: row.email,
    mobile: row.mobile,
    source: row.source,
    partner:
      row.partnerId && row.partnerCompany
        ? { id: row.partnerId, company: row.partnerCompany }
        : null,
    assigned_to:
      row.assignedId && row.assignedName ? { id: row.assignedId, name: row.assignedName } : null,
    last_activity_at: row.lastActivityAt.toISOString(),
  };
}
