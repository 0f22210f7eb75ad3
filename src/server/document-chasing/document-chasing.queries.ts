import { and, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Market } from '../../shared/markets/markets';
import { OPEN_STATUSES } from '../../shared/leads/pipeline';
import {
  documentChasePauses,
  documentReminders,
  documentRequests,
  documents,
  guestLinks,
  leads,
  users,
} from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { documentStage } from '../deal-room/documents.queries';

/** The link a chase follows: the newest upload link an admin sent (not a companion). */
const isChasedLink = and(eq(guestLinks.purpose, 'upload'), isNull(guestLinks.companionOf));

/** A request with no file the firm has not rejected (as `documents.queries` counts it). */
const hasOutstandingRequest = sql`exists (select 1 from ${documentRequests} where ${documentRequests.leadId} = ${leads.id} and not exists (select 1 from ${documents} where ${documents.requestId} = ${documentRequests.id} and ${documents.status} <> 'rejected'))`;

/** Everything that decides where the chase of one lead stands (`decideChase`). */
export async function loadChaseFacts(db: DbOrTx, leadId: string) {
  const [lead] = await db
    .select({
      id: leads.id,
      market: leads.market,
      status: leads.status,
      closed: sql<boolean>`${leads.erasedAt} is not null or ${leads.mergedInto} is not null`,
      email: leads.email,
      firstName: leads.firstName,
      locale: leads.locale,
      reference: leads.reference,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const [link] = await db
    .select({
      id: guestLinks.id,
      companionOf: guestLinks.companionOf,
      createdAt: guestLinks.createdAt,
      expiresAt: guestLinks.expiresAt,
      revokedAt: guestLinks.revokedAt,
    })
    .from(guestLinks)
    .where(and(eq(guestLinks.leadId, leadId), isChasedLink))
    .orderBy(desc(guestLinks.createdAt))
    .limit(1);
  const [reminders, [pause], stage] = await Promise.all([
    link
      ? db
          .select({ sent: count(), lastSentAt: max(documentReminders.sentAt) })
          .from(documentReminders)
          .where(eq(documentReminders.linkId, link.id))
      : [],
    db
      .select({ pausedAt: documentChasePauses.pausedAt, pausedBy: users.name })
      .from(documentChasePauses)
      .leftJoin(users, eq(users.id, documentChasePauses.pausedBy))
      .where(eq(documentChasePauses.leadId, leadId)),
    documentStage(db, leadId),
  ]);
  return {
    lead,
    link: link ?? null,
    sent: reminders[0]?.sent ?? 0,
    lastSentAt: reminders[0]?.lastSentAt ?? null,
    pause: pause ?? null,
    outstanding: stage?.outstanding ?? 0,
  };
}
export type ChaseFacts = NonNullable<Awaited<ReturnType<typeof loadChaseFacts>>>;

/**
 * The leads whose chase may be due at `now`, in the markets where chasing is on: an open lead,
 * its newest sent upload link still working, a document outstanding, not paused. Whether a
 * reminder is due (spacing, count) is decided per lead, inside its own transaction.
 */
export async function chaseCandidates(
  db: DbOrTx,
  markets: readonly Market[],
  now: Date,
): Promise<string[]> {
  if (markets.length === 0) return [];
  const rows = await db
    .select({ leadId: guestLinks.leadId })
    .from(guestLinks)
    .innerJoin(leads, eq(leads.id, guestLinks.leadId))
    .where(
      and(
        isChasedLink,
        isNull(guestLinks.revokedAt),
        gt(guestLinks.expiresAt, now),
        inArray(leads.market, [...markets]),
        inArray(leads.status, OPEN_STATUSES),
        isNull(leads.erasedAt),
        isNull(leads.mergedInto),
        hasOutstandingRequest,
        sql`not exists (select 1 from ${documentChasePauses} where ${documentChasePauses.leadId} = ${leads.id})`,
        // Only the newest sent link of its lead is chased; an older one still working is not.
        sql`not exists (select 1 from guest_links newer where newer.lead_id = ${guestLinks.leadId} and newer.purpose = 'upload' and newer.companion_of is null and newer.created_at > ${guestLinks.createdAt})`,
      ),
    )
    .orderBy(guestLinks.createdAt);
  return rows.map((row) => row.leadId);
}
