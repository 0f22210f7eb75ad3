import type { LeadListSort } from '../../shared/leads/lead-list.contract';
import type { TAdminLeadRow, TPartnerLeadRow } from '../../shared/leads/lead-list.contract';
import type { DbOrTx } from '../db/transaction';
import { decodeCursor, encodeCursor } from './lead-list-cursor';
import { selectLeadPage, type LeadListCriteria, type LeadListRow } from './lead-list.queries';

export interface PageRequest {
  sort: LeadListSort;
  dir: 'asc' | 'desc';
  cursor?: string;
  limit: number;
}

/**
 * One page of a lead list and the cursor of the next (null on the last page). One row more
 * than asked tells whether another page exists, without a count over the whole book.
 */
export async function listLeads(
  db: DbOrTx,
  appKey: string,
  criteria: LeadListCriteria,
  page: PageRequest,
): Promise<{ rows: LeadListRow[]; nextCursor: string | null }> {
  const start = page.cursor ? decodeCursor(appKey, page.cursor, page.sort, page.dir) : null;
  const rows = await selectLeadPage(db, criteria, page.sort, page.dir, start, page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown,
    nextCursor:
      more && last
        ? encodeCursor(appKey, page.sort, page.dir, { value: last.sortKey, id: last.id })
        : null,
  };
}

const iso = (value: Date) => value.toISOString();

/** What a partner may see: applicant name, business, amount, market, status and dates. */
export function toPartnerRow(row: LeadListRow): TPartnerLeadRow {
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
    created_at: iso(row.createdAt),
    status_changed_at: iso(row.statusChangedAt),
  };
}

export function toAdminRow(row: LeadListRow): TAdminLeadRow {
  return {
    ...toPartnerRow(row),
    email: row.email,
    mobile: row.mobile,
    business_number: row.businessNumber,
    source: row.source,
    partner:
      row.partnerId && row.partnerCompany
        ? { id: row.partnerId, company: row.partnerCompany }
        : null,
    assigned_to:
      row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    last_activity_at: iso(row.lastActivityAt),
    aging: row.aging,
  };
}
