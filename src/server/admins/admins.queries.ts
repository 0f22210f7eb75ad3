import { and, asc, desc, eq, ilike, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminSort,
  AdminStatus,
  TAdmin,
  TAdminListRequest,
} from '../../shared/admins/admins.contract';
import { apiTokens, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { cursorOf, exactTimestamp, pageOf } from '../lib/keyset-cursor';
import { containing } from '../lib/like-pattern';
import { countListRows } from '../lib/list-count';

type UserRow = typeof users.$inferSelect;

/** Invited: no password chosen yet; disabled wins over both. */
function adminStatus(user: UserRow): TAdmin['status'] {
  if (user.disabledAt) return 'disabled';
  return user.passwordHash ? 'active' : 'invited';
}

/** The same rule as adminStatus, as a condition on the users table. */
const STATUS_CONDITION: Record<AdminStatus, SQL | undefined> = {
  disabled: isNotNull(users.disabledAt),
  active: and(isNull(users.disabledAt), isNotNull(users.passwordHash)),
  invited: and(isNull(users.disabledAt), isNull(users.passwordHash)),
};

function adminSelect(db: DbOrTx, where?: SQL) {
  return db
    .select({ user: users, lastActive: max(apiTokens.lastUsedAt) })
    .from(users)
    .leftJoin(apiTokens, eq(apiTokens.userId, users.id))
    .where(and(eq(users.role, 'admin'), where))
    .groupBy(users.id);
}

function toAdmin(row: { user: UserRow; lastActive: Date | string | null }): TAdmin {
  const { user, lastActive } = row;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: adminStatus(user),
    last_active_at: lastActive ? new Date(lastActive).toISOString() : null,
    created_at: user.createdAt.toISOString(),
  };
}

/** The sort key of each order, as the text a cursor keeps, and its direction. */
const SORT_KEYS: Record<AdminSort, { key: SQL<string>; newestFirst: boolean }> = {
  name: { key: sql<string>`lower(${users.name})`, newestFirst: false },
  created: { key: exactTimestamp(users.createdAt), newestFirst: true },
};

/** One page of the admins list (decision 0065): search, status, sort, keyset cursor, count. */
export async function listAdmins(db: DbOrTx, query: TAdminListRequest, cursorKey: string) {
  const { key, newestFirst } = SORT_KEYS[query.sort];
  const order = {
    key: cursorKey,
    sort: `admins-${query.sort}`,
    dir: newestFirst ? 'desc' : 'asc',
  } as const;
  const after = cursorOf(order, query.cursor);
  const pattern = query.search ? containing(query.search) : undefined;
  const filters = and(
    query.status ? STATUS_CONDITION[query.status] : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  // The created order compares real timestamps, not their text, as the partners list does.
  const column = query.sort === 'created' ? sql`${users.createdAt}` : key;
  const value = query.sort === 'created' ? sql`${after?.value}::timestamptz` : sql`${after?.value}`;
  const beyond = after
    ? newestFirst
      ? sql`(${column}, ${users.id}) < (${value}, ${after.id}::uuid)`
      : sql`(${column}, ${users.id}) > (${value}, ${after.id}::uuid)`
    : undefined;
  const direction = newestFirst ? desc : asc;
  const rows = await db
    .select({ user: users, lastActive: max(apiTokens.lastUsedAt), sortKey: key })
    .from(users)
    .leftJoin(apiTokens, eq(apiTokens.userId, users.id))
    .where(and(eq(users.role, 'admin'), filters, beyond))
    .groupBy(users.id)
    .orderBy(direction(column), direction(users.id))
    .limit(query.limit + 1);
  const matching = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), filters));
  const total = await countListRows(db, matching);
  const page = pageOf(
    rows,
    query.limit,
    order,
    (row) => ({ value: row.sortKey, id: row.user.id }),
    toAdmin,
  );
  return { ...page, total };
}

/** One admin as the list shows them; 404 for a partner's id as for an unknown one. */
export async function adminOr404(db: DbOrTx, id: string): Promise<TAdmin> {
  const [row] = await adminSelect(db, eq(users.id, id));
  if (!row) throw new AppError('not_found', 'errors.not_found');
  return toAdmin(row);
}

/**
 * Every admin row locked in one order (by id), so two admins disabling each other at once wait
 * for each other instead of both seeing the other still active: the second one then counts
 * the first one's change and is refused if it would leave no active admin.
 */
export async function lockAdmins(db: DbOrTx): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
}

export function isActiveAdmin(user: UserRow): boolean {
  return !user.disabledAt && !!user.passwordHash;
}
