import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { TSessionUser } from '../../shared/auth/auth.contract';
import { effectivePermissions } from '../../shared/partners/partner-access';
import type { UserRow } from '../auth/tokens';
import { findPartnerByUserId } from '../partners/partners.queries';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * The user as the browser sees it: no hash, with roles and permissions spelled out. A partner
 * whose partner row is not active (pending approval, suspended) keeps only their own account.
 */
export async function toSessionUser(db: Db, user: UserRow): Promise<TSessionUser> {
  const roles = [user.role];
  const partner = user.role === 'partner' ? await findPartnerByUserId(db, user.id) : undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    roles,
    permissions: effectivePermissions(user.role, partner?.status ?? null),
    locale: user.locale,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    partner: partner
      ? {
          status: partner.status,
          company: partner.company,
          referral_code: partner.referralCode,
          market: partner.market,
        }
      : null,
  };
}
