import { SEARCH_GROUP_LIMIT, type TSearchResponse } from '../../shared/search/search.contract';
import type { DbOrTx } from '../db/transaction';
import { findAdminHits, findLeadHits, findPartnerHits, type LeadHitRow } from './search.queries';
import { searchTerms } from './search-terms';

/**
 * The leads found, each once: exact hits first (the reference, e-mail, mobile or ABN/NZBN
 * typed whole), then partial matches of both markets, newest first.
 */
function rankLeads(rows: LeadHitRow[]): LeadHitRow[] {
  const byId = new Map<string, LeadHitRow>();
  for (const row of rows) if (!byId.get(row.id)?.exact) byId.set(row.id, row);
  return [...byId.values()]
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
    )
    .slice(0, SEARCH_GROUP_LIMIT);
}

/**
 * The global search box (issue 34, decision 0078): leads of both markets, partners and
 * admins matching `q`, each group ranked and limited. Three reads, one per group, side by side.
 */
export async function searchEverything(db: DbOrTx, q: string): Promise<TSearchResponse> {
  const terms = searchTerms(q);
  const [leadRows, partnerRows, adminRows] = await Promise.all([
    findLeadHits(db, terms),
    findPartnerHits(db, terms),
    findAdminHits(db, terms),
  ]);
  return {
    leads: rankLeads(leadRows).map((row) => ({
      id: row.id,
      reference: row.reference,
      market: row.market,
      status: row.status,
      name: `${row.firstName} ${row.lastName}`,
      business_name: row.businessName,
      email: row.email,
      exact: Boolean(row.exact),
    })),
    partners: partnerRows.map((row) => ({ ...row, exact: Boolean(row.exact) })),
    admins: adminRows.map((row) => ({ ...row, exact: Boolean(row.exact) })),
  };
}
