import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PartnerSort, TPartnerListRow } from '../../shared/partners/partners-admin.contract';
import type { PartnerStatus } from '../../shared/partners/partner-status';
import type { Market } from '../../shared/markets/markets';
import { partners, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { cursorOf, exactTimestamp, pageOf } from '../lib/keyset-cursor';
import { countListRows } from '../lib/list-count';
import { containing } from '../lib/like-pattern';

export interface PartnerListQuery {
  search?: string | undefined;
  status?: PartnerStatus | undefined;
  market?: Market | undefined;
  sort: PartnerSort;
  cursor?: string | undefined;
  limit: number;
}

/** The sort key of each order, as SQL and as the text a cursor keeps. */
const SORT_KEYS: Record<PartnerSort, { key: SQL<string>; newestFirst: boolean }> = {
  created: { key: exactTimestamp(partners.createdAt), newestFirst: true },
  company: { key: sql<string>`lower(${partners.company})`, newestFirst: false },
  status: { key: sql<string>`${partners.status}`, newestFirst: false },
};

export async function listPartners(db: DbOrTx, query: PartnerListQuery, cursorKey: string) {
  const { key, newestFirst } = SORT_KEYS[query.sort];
  const order = {
    key: cursorKey,
    sort: `partners-${query.sort}`,
    dir: newestFirst ? 'desc' : 'asc',
  } as const;
  const after = cursorOf(order, query.cursor);
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(partners.status, query.status));
  if (query.market) conditions.push(eq(partners.market, query.market));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(partners.company, pattern),
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(partners.referralCode, pattern),
      ),
    );
  }
  const matching = db
    .select({ id: partners.id })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(...conditions));
  if (after) {
    // The created order compares real timestamps so that the index serves it.
    const value = query.sort === 'created' ? sql`${after.value}::timestamptz` : sql`${after.value}`;
    const column = query.sort === 'created' ? sql`${partners.createdAt}` : key;
    conditions.push(
      newestFirst
        ? sql`(${column}, ${partners.id}) < (${value}, ${after.id}::uuid)`
        : sql`(${column}, ${partners.id}) > (${value}, ${after.id}::uuid)`,
    );
  }
  const direction = newestFirst ? desc : asc;
  const rows = await db
    .select({ partner: partners, user: users, sortKey: key })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(...conditions))
    .orderBy(direction(query.sort === 'created' ? partners.createdAt : key), direction(partners.id))
    .limit(query.limit + 1);
  const total = await countListRows(db, matching);
  const page = pageOf(
    rows,
    query.limit,
    order,
    (row) => ({ value: row.sortKey, id: row.partner.id }),
    ({ partner, user }): TPartnerListRow => ({
      id: partner.id,
      company: partner.company,
      name: user.name,
      email: user.email,
      market: partner.market,
      status: partner.status,
      referral_code: partner.referralCode,
      email_verified: user.emailVerifiedAt !== null,
      created_at: partner.createdAt.toISOString(),
    }),
  );
  return { ...page, total };
}

/** A partner with its user and approver; `lock` holds the row for a status change. */
export async function findPartnerWithUser(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select({
      partner: partners,
      user: users,
      approverName: sql<
        string | null
      >`(select approver.name from users approver where approver.id = ${partners.approvedBy})`,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(partners.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: partners }) : await query;
  return row;
}
export type PartnerWithUser = NonNullable<Awaited<ReturnType<typeof findPartnerWithUser>>>;
