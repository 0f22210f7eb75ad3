import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TLeadApiLead } from '../../shared/lead-api/lead-api.contract';
import { leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { cursorOf, exactTimestamp, pageOf } from '../lib/keyset-cursor';

/**
 * Whose leads a key reads: a partner's key its partner's only, a firm-wide key every lead.
 * Every read below goes through this, so no query forgets it.
 */
function readableBy(partnerId: string | null): SQL | undefined {
  return partnerId ? eq(leads.partnerId, partnerId) : undefined;
}

const columns = {
  id: leads.id,
  reference: leads.reference,
  status: leads.status,
  market: leads.market,
  amount: leads.amount,
  currency: leads.currency,
  businessName: leads.businessName,
  createdAt: leads.createdAt,
  statusChangedAt: leads.statusChangedAt,
  at: exactTimestamp(leads.createdAt),
};
function leadSelect(db: DbOrTx) {
  return db.select(columns).from(leads);
}
type Row = Awaited<ReturnType<ReturnType<typeof leadSelect>['execute']>>[number];

function toLead(row: Row): TLeadApiLead {
  return {
    reference: row.reference,
    stage: row.status,
    market: row.market,
    amount: row.amount,
    currency: row.currency,
    business_name: row.businessName,
    created_at: row.createdAt.toISOString(),
    stage_changed_at: row.statusChangedAt.toISOString(),
  };
}

/** One lead by its reference, if the key may read it: another partner's lead is not found. */
export async function findLeadForKey(
  db: DbOrTx,
  partnerId: string | null,
  reference: string,
): Promise<TLeadApiLead | undefined> {
  const [row] = await leadSelect(db).where(
    and(eq(leads.reference, reference), readableBy(partnerId)),
  );
  return row ? toLead(row) : undefined;
}

/** The key's leads, newest first, in keyset pages. */
export async function listLeadsForKey(
  db: DbOrTx,
  partnerId: string | null,
  query: { cursor?: string | undefined; limit: number; cursorKey: string },
) {
  const order = { key: query.cursorKey, sort: 'api-leads-created', dir: 'desc' as const };
  const after = cursorOf(order, query.cursor);
  const rows = await leadSelect(db)
    .where(
      and(
        readableBy(partnerId),
        after
          ? sql`(${leads.createdAt}, ${leads.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, order, (row) => ({ value: row.at, id: row.id }), toLead);
}
