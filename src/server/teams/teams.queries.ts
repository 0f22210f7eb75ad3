import { and, asc, eq, ilike, isNull, max, or, sql } from 'drizzle-orm';
import type { TTeamMember } from '../../shared/teams/teams.contract';
import { partnerMembers, passwordResets, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { containing } from '../lib/like-pattern';

/** A firm has a handful of people: one page holds them all (the owner first). */
const TEAM_LIMIT = 200;

/** The firm's members, the owner first, then by when they were added; `q` narrows by name or e-mail. */
export async function listTeam(db: DbOrTx, partnerId: string, q?: string): Promise<TTeamMember[]> {
  const pattern = q ? containing(q) : undefined;
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: partnerMembers.role,
      invited: isNull(users.passwordHash),
      addedAt: partnerMembers.addedAt,
      inviteExpiresAt: max(passwordResets.expiresAt),
    })
    .from(partnerMembers)
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .leftJoin(
      passwordResets,
      and(
        eq(passwordResets.userId, users.id),
        eq(passwordResets.purpose, 'invite'),
        isNull(passwordResets.usedAt),
      ),
    )
    .where(
      and(
        eq(partnerMembers.partnerId, partnerId),
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .groupBy(users.id, partnerMembers.role, partnerMembers.addedAt)
    .orderBy(sql`${partnerMembers.role} = 'owner' desc`, asc(partnerMembers.addedAt), asc(users.id))
    .limit(TEAM_LIMIT);
  return rows.map((row) => ({
    user_id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.invited ? 'invited' : 'active',
    added_at: row.addedAt.toISOString(),
    invite_expires_at: row.invited && row.inviteExpiresAt ? toIso(row.inviteExpiresAt) : null,
  }));
}

// An aggregate comes back as text on some drivers: read it as a time either way.
const toIso = (value: Date | string) => new Date(value).toISOString();

/**
 * A colleague of this firm, locked for the change (the owner is no colleague: never removed).
 * Any other user, another firm's included, is the 404 of one that does not exist.
 */
export async function lockColleague(tx: DbOrTx, partnerId: string, userId: string) {
  const [row] = await tx
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      invited: isNull(users.passwordHash),
    })
    .from(partnerMembers)
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(
      and(
        eq(partnerMembers.partnerId, partnerId),
        eq(partnerMembers.userId, userId),
        eq(partnerMembers.role, 'colleague'),
      ),
    )
    .for('update');
  if (!row) throw new AppError('not_found', 'errors.not_found');
  return row;
}
