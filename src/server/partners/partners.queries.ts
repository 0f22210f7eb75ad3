import { and, eq } from 'drizzle-orm';
import { partners, users } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import { uniqueReferralCode } from './referral-code';

export type PartnerRow = typeof partners.$inferSelect;

export async function findPartnerByUserId(
  db: DbOrTx,
  userId: string,
): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId)).limit(1);
  return row;
}

/**
 * The partner behind a referral link, only while active: a pending or suspended partner's link
 * still takes applications, unattributed (issue 4). The user must not be disabled either.
 */
export async function findActivePartnerByCode(db: DbOrTx, code: string) {
  const normalized = code.trim().toLowerCase();
  if (!/^[a-z0-9]{4,32}$/.test(normalized)) return undefined;
  const [row] = await db
    .select({
      id: partners.id,
      company: partners.company,
      userName: users.name,
      userEmail: users.email,
      userLocale: users.locale,
      userDisabledAt: users.disabledAt,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(eq(partners.referralCode, normalized), eq(partners.status, 'active')))
    .limit(1);
  return row && !row.userDisabledAt ? row : undefined;
}

/**
 * A partner's user and partner rows with a fresh referral code, in the caller's transaction:
 * one way for a sign-up at /join (pending, with a password) and an admin's invitation (active,
 * approved by the admin, the password chosen later from the e-mail).
 */
export async function insertPartnerAccount(
  tx: Tx,
  account: {
    user: { name: string; email: string; locale: string; passwordHash?: string };
    partner: Pick<
      typeof partners.$inferInsert,
      'company' | 'phone' | 'market' | 'businessNumber' | 'status' | 'approvedBy' | 'approvedAt'
    >;
  },
) {
  const [user] = await tx
    .insert(users)
    .values({ ...account.user, email: account.user.email.toLowerCase(), role: 'partner' })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  const [partner] = await tx
    .insert(partners)
    .values({ ...account.partner, userId: user.id, referralCode: await uniqueReferralCode(tx) })
    .returning();
  if (!partner) throw new Error('partner insert returned no row');
  return { user, partner };
}
