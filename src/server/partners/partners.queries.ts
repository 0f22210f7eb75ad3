import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamRole } from '../../shared/teams/team-roles';
import { partnerMembers, partners, users } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import { uniqueReferralCode } from './referral-code';

/** The colleague whose own link was used, beside the owner the firm's notices go to. */
const referrer = alias(users, 'referrer');

export type PartnerRow = typeof partners.$inferSelect;

/** The firm a user acts for, owner or colleague (issue 34): its row and the user's place in it. */
export interface PartnerMembership {
  partner: PartnerRow;
  role: TeamRole;
  /** A colleague's own referral code; null for the owner, whose link is the firm's. */
  referralCode: string | null;
}

export async function findPartnerMembership(
  db: DbOrTx,
  userId: string,
): Promise<PartnerMembership | undefined> {
  const [row] = await db
    .select({
      partner: partners,
      role: partnerMembers.role,
      referralCode: partnerMembers.referralCode,
    })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .where(eq(partnerMembers.userId, userId))
    .limit(1);
  return row;
}

/** The partner firm of any of its members (owner or colleague). */
export async function findPartnerByUserId(
  db: DbOrTx,
  userId: string,
): Promise<PartnerRow | undefined> {
  return (await findPartnerMembership(db, userId))?.partner;
}

/**
 * The partner behind a referral link, only while active: a pending or suspended partner's link
 * still takes applications, unattributed (issue 4). The user must not be disabled either. The
 * link is the firm's (the owner's) or a colleague's own (issue 34): either credits the firm,
 * and `referredByUserId` records whose it was. A colleague's link also names the colleague as
 * `referrer`: the firm's notices of that lead go to the owner and to them (decision 0083).
 */
export async function findActivePartnerByCode(db: DbOrTx, code: string) {
  const normalized = code.trim().toLowerCase();
  if (!/^[a-z0-9]{4,32}$/.test(normalized)) return undefined;
  const columns = {
    id: partners.id,
    company: partners.company,
    userName: users.name,
    userEmail: users.email,
    userLocale: users.locale,
    userDisabledAt: users.disabledAt,
  };
  const [firm] = await db
    .select({ ...columns, referredByUserId: partners.userId })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(eq(partners.referralCode, normalized), eq(partners.status, 'active')))
    .limit(1);
  if (firm) return firm.userDisabledAt ? undefined : firm;
  const [member] = await db
    .select({
      ...columns,
      referredByUserId: partnerMembers.userId,
      memberDisabledAt: referrer.disabledAt,
      referrer: { name: referrer.name, email: referrer.email, locale: referrer.locale },
    })
    .from(partnerMembers)
    .innerJoin(referrer, eq(referrer.id, partnerMembers.userId))
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(eq(partnerMembers.referralCode, normalized), eq(partners.status, 'active')))
    .limit(1);
  return member && !member.userDisabledAt && !member.memberDisabledAt ? member : undefined;
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
