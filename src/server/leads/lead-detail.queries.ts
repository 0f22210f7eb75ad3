import { aliasedTable, and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CLOSE_REASON_GROUPS } from '../../shared/leads/close-reasons';
import { LEAD_STATUSES, type LeadStatus } from '../../shared/leads/pipeline';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { leadEvents, leads, options, partners, users } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import { AppError } from '../errors';
import { LEAD_AGING_DAYS, isAging } from '../settings/lead-aging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const assignee = aliasedTable(users, 'assignee');

export type LeadRow = typeof leads.$inferSelect;

/** A path id that is not a uuid names no row: the same 404 as an unknown one, never a 422. */
export function idOrNotFound(id: string): string {
  if (!UUID.test(id)) throw new AppError('not_found', 'errors.not_found');
  return id.toLowerCase();
}

/** Throws the 404 of an unknown lead. */
export async function assertLeadExists(db: DbOrTx, id: string): Promise<void> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  if (!lead) throw new AppError('not_found', 'errors.not_found');
}

/** The lead with its partner, its assigned admin, whether it is aging and the days that takes. */
export async function findLeadDetail(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      lead: leads,
      partnerCompany: partners.company,
      assignedName: assignee.name,
      aging: isAging(),
      agingDays: LEAD_AGING_DAYS,
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .where(eq(leads.id, id));
  return row;
}

/**
 * Locks the lead for a change and checks the version the editor read: a stale one is a 409,
 * so two admins saving at once never overwrite each other unseen.
 */
export async function lockLeadAtVersion(tx: Tx, id: string, version: number): Promise<LeadRow> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  if (lead.version !== version) throw new AppError('conflict', 'lead.stale_version');
  return lead;
}

/** Writes the changes, bumps the version and stamps the update. */
export async function saveLead(
  tx: Tx,
  lead: LeadRow,
  changes: PgUpdateSetSource<typeof leads>,
): Promise<void> {
  await tx
    .update(leads)
    .set({ ...changes, version: lead.version + 1, updatedAt: sql`now()` })
    .where(eq(leads.id, lead.id));
}

/** The step a closed lead left, from its newest move into that closing status. */
export async function reopenStatusOf(
  db: DbOrTx,
  leadId: string,
  status: LeadStatus,
): Promise<LeadStatus | undefined> {
  const [row] = await db
    .select({ from: sql<string>`${leadEvents.data}->>'from'` })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.type, 'status_changed'),
        sql`${leadEvents.data}->>'to' = ${status}`,
      ),
    )
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
    .limit(1);
  return LEAD_STATUSES.find((candidate) => candidate === row?.from);
}

/** Admins who may be given a lead: enabled accounts only. */
export async function activeAdmins(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.name), asc(users.id));
}

/** The active reasons of both closing statuses, in display order. */
export async function activeCloseReasons(db: DbOrTx) {
  return db
    .select()
    .from(options)
    .where(
      and(inArray(options.group, Object.values(CLOSE_REASON_GROUPS)), eq(options.active, true)),
    )
    .orderBy(asc(options.sort), asc(options.value));
}
