import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { GuestLinkPurpose, GuestLinkState } from '../../shared/deal-room/deal-room';
import type { TGuestLink } from '../../shared/deal-room/guest-links.contract';
import { guestLinks, leads, users } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';

const linkColumns = {
  id: guestLinks.id,
  leadId: guestLinks.leadId,
  purpose: guestLinks.purpose,
  sentTo: guestLinks.sentTo,
  createdAt: guestLinks.createdAt,
  createdBy: users.name,
  expiresAt: guestLinks.expiresAt,
  revokedAt: guestLinks.revokedAt,
  // A visit through a companion (a reminder's or a rejection's second link, decision 0077) is
  // a visit to the link it accompanies: the list shows the links the admin sent, not those.
  lastUsedAt:
    sql<Date | null>`(select max(used.last_used_at) from guest_links used where used.id = ${guestLinks.id} or used.companion_of = ${guestLinks.id})`.mapWith(
      guestLinks.lastUsedAt,
    ),
  expired: sql<boolean>`${guestLinks.expiresAt} <= now()`,
};
type LinkRow = {
  id: string;
  purpose: GuestLinkPurpose;
  sentTo: string;
  createdAt: Date;
  createdBy: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  expired: boolean;
};

function stateOf(row: LinkRow): GuestLinkState {
  if (row.revokedAt) return 'revoked';
  return row.expired ? 'expired' : 'active';
}

export function toGuestLink(row: LinkRow): TGuestLink {
  return {
    id: row.id,
    purpose: row.purpose,
    state: stateOf(row),
    sent_to: row.sentTo,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listGuestLinks(db: DbOrTx, leadId: string): Promise<TGuestLink[]> {
  const rows = await db
    .select(linkColumns)
    .from(guestLinks)
    .leftJoin(users, eq(users.id, guestLinks.createdBy))
    .where(and(eq(guestLinks.leadId, leadId), isNull(guestLinks.companionOf)))
    .orderBy(desc(guestLinks.createdAt));
  return rows.map(toGuestLink);
}

export async function findGuestLink(db: DbOrTx, leadId: string, linkId: string) {
  const [row] = await db
    .select(linkColumns)
    .from(guestLinks)
    .leftJoin(users, eq(users.id, guestLinks.createdBy))
    .where(and(eq(guestLinks.leadId, leadId), eq(guestLinks.id, linkId)));
  return row;
}

/** Revokes the lead's links of a purpose that still work; answers how many. */
export async function revokeActiveLinks(
  tx: Tx,
  leadId: string,
  purpose: GuestLinkPurpose,
): Promise<number> {
  const revoked = await tx
    .update(guestLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(guestLinks.leadId, leadId),
        eq(guestLinks.purpose, purpose),
        isNull(guestLinks.revokedAt),
        gt(guestLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: guestLinks.id });
  return revoked.length;
}

/**
 * The link behind a token's hash with its lead, whether or not it still works: the caller
 * decides, so that every refusal looks the same from outside.
 */
export async function findLinkByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: guestLinks.id,
      leadId: guestLinks.leadId,
      purpose: guestLinks.purpose,
      revokedAt: guestLinks.revokedAt,
      expired: sql<boolean>`${guestLinks.expiresAt} <= now()`,
      /** Used within the last 30 minutes: a reload, not a new visit. */
      recentlyUsed: sql<boolean>`coalesce(${guestLinks.lastUsedAt} > now() - interval '30 minutes', false)`,
      reference: leads.reference,
      firstName: leads.firstName,
      businessName: leads.businessName,
      market: leads.market,
      locale: leads.locale,
      currency: leads.currency,
    })
    .from(guestLinks)
    .innerJoin(leads, eq(leads.id, guestLinks.leadId))
    .where(eq(guestLinks.tokenHash, tokenHash));
  return row;
}
export type OpenedLink = NonNullable<Awaited<ReturnType<typeof findLinkByHash>>>;
