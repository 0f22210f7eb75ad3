import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Market } from '../../shared/markets/markets';
import { leadEvents, leads, outbox } from '../db/schema';
import { outboxRows, type OutboxMessage } from '../mail/outbox';
import type { DbOrTx, Tx } from '../db/transaction';
import { enqueueLeadWebhooks } from '../webhooks/enqueue-webhook-events';
import { insertByColumns } from '../db/column-arrays';

/** Decision 0052: how long a second application of the same person joins their lead. */
const REPEAT_WINDOW_HOURS = 24;

/** The same person as the lead's applicant: e-mail compared trimmed and in any case. */
const sameApplicant = (email: string) =>
  eq(sql`lower(btrim(${leads.email}))`, email.trim().toLowerCase());

/** The applicant's contact on a lead: what the full application starts from, what an erasure looks for. */
export const applicantContactColumns = {
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  mobile: leads.mobile,
  businessName: leads.businessName,
};

/**
 * The lead a new application of this person in this market joins (decision 0052), locked for
 * the merge: their newest lead of the last 24 hours; through an active partner's link also
 * their newest lead with no partner of the last `attributionDays` days, which the partner then
 * brought back. Never a lead of the other market.
 */
export async function findRepeatTarget(
  tx: Tx,
  input: { email: string; market: Market; referred: boolean; attributionDays: number },
) {
  const recent = gt(leads.createdAt, sql`now() - make_interval(hours => ${REPEAT_WINDOW_HOURS})`);
  const within = input.referred
    ? or(
        recent,
        and(
          isNull(leads.partnerId),
          gt(leads.createdAt, sql`now() - make_interval(days => ${input.attributionDays})`),
        ),
      )
    : recent;
  const [row] = await tx
    .select()
    .from(leads)
    .where(and(sameApplicant(input.email), eq(leads.market, input.market), within))
    .orderBy(desc(leads.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Serialises applications of one person in one market until the transaction ends, so two
 * identical posts at the same moment make one lead and one repeat, never two leads.
 */
export async function lockRepeatKey(tx: Tx, email: string, market: Market): Promise<void> {
  const key = `lead-repeat:${email.trim().toLowerCase()}:${market}`;
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
  await enqueueLeadWebhooks(tx, [event]);
}

/**
 * Many leads' events in one statement (a CSV import's chunk, issue 33). Unlike addLeadEvent it
 * leaves `last_activity_at` to the caller, who writes those leads in the same chunk anyway.
 */
export async function insertLeadEvents(tx: Tx, events: LeadEventInput[]): Promise<void> {
  // Column arrays, not 5 parameters an event: a chunk's thousand events parse as one statement.
  await insertByColumns(tx, leadEvents, events.map(eventRow));
  // As addLeadEvent: the webhooks of these events in their transaction (decision 0086).
  await enqueueLeadWebhooks(tx, events);
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
  // Same transaction as the event (decision 0068): a webhook for every event, none without one.
  await enqueueLeadWebhooks(db, [event]);
}
