import { mustEnrolSecondFactor } from '../two-factor/two-factor-required';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbOrTx } from '../db/transaction';
import { users } from '../db/schema';
import type { TSessionUser } from '../../shared/auth/auth.contract';
import { effectivePermissions } from '../../shared/partners/partner-access';
import type { UserRow } from '../auth/tokens';
import { findPartnerMembership } from '../partners/partners.queries';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The profile fields a user edits themselves; a new e-mail address is not verified yet. */
export async function updateOwnProfile(
  db: Db,
  user: UserRow,
  changes: { name: string; email: string; locale: string },
): Promise<UserRow> {
  const emailChanged = changes.email.toLowerCase() !== user.email.toLowerCase();
  const [updated] = await db
    .update(users)
    .set({
      ...changes,
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error('profile update returned no row');
  return updated;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangeRequired: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * The user as the browser sees it: no hash, with roles and permissions spelled out. A partner
 * whose partner row is not active (pending approval, suspended) keeps only their own account.
 */
export async function toSessionUser(db: Db, user: UserRow): Promise<TSessionUser> {
  const roles = [user.role];
  const membership = user.role === 'partner' ? await findPartnerMembership(db, user.id) : undefined;
  const partner = membership?.partner;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    roles,
    permissions: effectivePermissions(
      user.role,
      partner?.status ?? null,
      user.passwordChangeRequired,
      membership?.role ?? null,
    ),
    locale: user.locale,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    password_change_required: user.passwordChangeRequired,
    two_factor_enabled: user.twoFactorEnabledAt !== null,
    two_factor_enrolment_required: await mustEnrolSecondFactor(db, user),
    partner: partner
      ? {
          status: partner.status,
          company: partner.company,
          // A colleague's own link credits the firm and records them (issue 34).
          referral_code: membership?.referralCode ?? partner.referralCode,
          market: partner.market,
          team_role: membership?.role,
        }
      : null,
  };
}
