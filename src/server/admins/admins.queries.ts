import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { TAdmin } from '../../shared/admins/admins.contract';
import { apiTokens, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';

type UserRow = typeof users.$inferSelect;

/** Invited: no password chosen yet; disabled wins over both. */
function adminStatus(user: UserRow): TAdmin['status'] {
  if (user.disabledAt) return 'disabled';
  return user.passwordHash ? 'active' : 'invited';
}

function adminSelect(db: DbOrTx, id?: string) {
  return db
    .select({ user: users, lastActive: max(apiTokens.lastUsedAt) })
    .from(users)
    .leftJoin(apiTokens, eq(apiTokens.userId, users.id))
    .where(and(eq(users.role, 'admin'), id ? eq(users.id, id) : undefined))
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

export async function listAdmins(db: DbOrTx): Promise<TAdmin[]> {
  const rows = await adminSelect(db).orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  return rows.map(toAdmin);
}

/** One admin as the list shows them; 404 for a partner's id as for an unknown one. */
export async function adminOr404(db: DbOrTx, id: string): Promise<TAdmin> {
  const [row] = await adminSelect(db, id);
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
