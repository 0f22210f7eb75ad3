import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { leadEvents, leads, outbox, partners, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { LEAD_STATUSES, type LeadStatus } from '../../shared/leads/pipeline';

const assignee = alias(users, 'assignee');
const actor = alias(users, 'actor');

/** A lead with its partner's company and its assignee's name, or undefined. */
export async function findLeadDetail(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      lead: leads,
      partnerCompany: partners.company,
      assigneeName: assignee.name,
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .where(eq(leads.id, id))
    .limit(1);
  return row;
}

/** Admins who can take a lead: active (not disabled) ones. */
export async function activeAdmins(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(users.name);
}

/**
 * Where a declined or withdrawn lead goes back to when reopened: the status it left, from the
 * newest status change that closed it.
 */
export async function statusBeforeClosing(
  db: DbOrTx,
  leadId: string,
  closed: LeadStatus,
): Promise<LeadStatus | undefined> {
  const rows = await db
    .select({ data: leadEvents.data })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, 'status_changed')))
    .orderBy(desc(leadEvents.createdAt))
    .limit(20);
  for (const row of rows) {
    const { from, to } = row.data as { from?: unknown; to?: unknown };
    if (to === closed && typeof from === 'string') {
      return (LEAD_STATUSES as readonly string[]).includes(from) ? (from as LeadStatus) : undefined;
    }
  }
  return undefined;
}

/** The lead's events with who wrote them, newest first (capped: a lead's story, not a log). */
export async function leadEventsOf(db: DbOrTx, leadId: string, limit = 500) {
  return db
    .select({
      id: leadEvents.id,
      type: leadEvents.type,
      actorType: leadEvents.actorType,
      actorName: actor.name,
      data: leadEvents.data,
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .leftJoin(actor, eq(actor.id, leadEvents.actorUserId))
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(desc(leadEvents.createdAt))
    .limit(limit);
}

/** Every e-mail written for this lead, with its delivery state. */
export async function leadEmailsOf(db: DbOrTx, leadId: string, limit = 200) {
  return db
    .select({
      id: outbox.id,
      template: outbox.template,
      recipient: outbox.recipient,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.leadId, leadId))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
