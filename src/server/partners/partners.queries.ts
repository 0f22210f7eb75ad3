import { and, eq } from 'drizzle-orm';
import { partners, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

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
