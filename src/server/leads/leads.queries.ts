import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { leadEvents, leads, outbox } from '../db/schema';
import { outboxRows, type OutboxMessage } from '../mail/outbox';
import type { DbOrTx, Tx } from '../db/transaction';

const DUPLICATE_WINDOW_HOURS = 24;

/** A lead with the same e-mail (any case) and amount created within the last 24 hours. */
export async function findRecentDuplicate(db: DbOrTx, email: string, amount: number) {
  const [row] = await db
    .select({ id: leads.id, reference: leads.reference })
    .from(leads)
    .where(
      and(
        eq(sql`lower(${leads.email})`, email.toLowerCase()),
        eq(leads.amount, amount),
        gt(leads.createdAt, sql`now() - make_interval(hours => ${DUPLICATE_WINDOW_HOURS})`),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return row;
}

/**
 * Serialises submissions of one e-mail and amount until the transaction ends, so two identical
 * posts at the same moment make one lead and one repeat, never two leads.
 */
export async function lockDuplicateKey(tx: Tx, email: string, amount: number): Promise<void> {
  const key = `lead-duplicate:${email.toLowerCase()}:${amount}`;
  // Two-key form: its own key space, apart from the migrations' single-key lock.
  await tx.execute(sql`select pg_advisory_xact_lock(4, hashtext(${key}))`);
}

export interface LeadEventInput {
  leadId: string;
  type: string;
  actorType: 'guest' | 'user' | 'guest_link' | 'system';
  actorUserId?: string | null;
  data: Record<string, unknown>;
}

/** The event row of an event input. */
function eventRow(event: LeadEventInput) {
  return {
    leadId: event.leadId,
    type: event.type,
    actorType: event.actorType,
    actorUserId: event.actorUserId ?? null,
    data: event.data,
  };
}

/**
 * A new lead, its first event and its e-mails in one statement (data-modifying WITH): one round
 * trip while the caller holds the market's reference counter, instead of three. The lead's id is
 * chosen by the caller so the event and the e-mails can name it; the foreign keys are checked
 * at the end of the statement, when the lead is there.
 */
export async function insertLeadWithEventAndMail(
  tx: Tx,
  lead: typeof leads.$inferInsert & { id: string },
  event: LeadEventInput,
  messages: OutboxMessage[],
): Promise<void> {
  const insertedLead = tx
    .$with('inserted_lead')
    .as(tx.insert(leads).values(lead).returning({ id: leads.id }));
  const insertedEvent = tx
    .$with('inserted_event')
    .as(tx.insert(leadEvents).values(eventRow(event)).returning({ id: leadEvents.id }));
  await tx.with(insertedLead, insertedEvent).insert(outbox).values(outboxRows(messages));
}

export async function addLeadEvent(db: DbOrTx, event: LeadEventInput): Promise<void> {
  // One statement: the event, and the activity it means (the lead stops counting as aging;
  // lists filter on this column). A data-modifying WITH always runs, read or not.
  const inserted = db
    .$with('inserted')
    .as(db.insert(leadEvents).values(eventRow(event)).returning({ id: leadEvents.id }));
  await db
    .with(inserted)
    .update(leads)
    .set({ lastActivityAt: sql`now()` })
    .where(eq(leads.id, event.leadId));
}
