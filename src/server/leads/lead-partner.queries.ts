import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Market } from '../../shared/markets/markets';
import { partners, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

/** A partner who may be credited with a lead, with whom to tell: the same columns as a link's. */
const creditable = {
  id: partners.id,
  company: partners.company,
  userName: users.name,
  userEmail: users.email,
  userLocale: users.locale,
};
export type CreditablePartner = { [K in keyof typeof creditable]: string } & {
  /** The firm's member whose own link brought the lead (issue 34); none for an admin's choice. */
  referredByUserId?: string | null;
  /** That member when it is a colleague, not the owner: told of the lead too (decision 0083). */
  referrer?: { name: string; email: string; locale: string } | null;
};

const activeIn = (market: Market) =>
  and(eq(partners.status, 'active'), eq(partners.market, market), isNull(users.disabledAt));

/** An active partner of the lead's market (an admin's choice), or nothing. */
export async function findCreditablePartner(
  db: DbOrTx,
  id: string,
  market: Market,
): Promise<CreditablePartner | undefined> {
  const [row] = await db
    .select(creditable)
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(eq(partners.id, id), activeIn(market)));
  return row;
}

/** The partners an admin may credit a lead of this market to, by company. */
export async function creditablePartners(db: DbOrTx, market: Market) {
  return db
    .select({ id: partners.id, company: partners.company })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(activeIn(market))
    .orderBy(asc(partners.company), asc(partners.id));
}

/** The partner a lead is credited to now, by id, whatever its standing (for the timeline). */
export async function partnerCompany(db: DbOrTx, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: partners.id, company: partners.company })
    .from(partners)
    .where(eq(partners.id, id));
  return row ?? null;
}
