import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TIMELINE_PAGE_SIZE, type TTimelineItem } from '../../shared/leads/lead-timeline.contract';
import { leadEvents, outbox, outboxLeads, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { fieldError } from '../errors';
import { decodeCursor, encodeCursor, type KeysetCursor } from '../lib/keyset-cursor';

/** Microsecond text of a timestamp: a cursor must not lose the precision rows are ordered by. */
const isoText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function before(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: KeysetCursor | undefined) {
  return cursor
    ? sql`(${createdAt}, ${id}) < (${String(cursor.value)}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

async function eventsPage(db: DbOrTx, leadId: string, cursor: KeysetCursor | undefined) {
  const rows = await db
    .select({
      id: leadEvents.id,
      at: isoText(leadEvents.createdAt),
      type: leadEvents.type,
      actorType: leadEvents.actorType,
      actorName: users.name,
      data: leadEvents.data,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorUserId))
    .where(and(eq(leadEvents.leadId, leadId), before(leadEvents.createdAt, leadEvents.id, cursor)))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
    .limit(TIMELINE_PAGE_SIZE + 1);
  return rows.map((row): TTimelineItem => ({
    kind: 'event',
    id: row.id,
    at: row.at,
    type: row.type,
    actor: { type: row.actorType, name: row.actorName },
    data: row.data && typeof row.data === 'object' ? (row.data as Record<string, unknown>) : {},
  }));
}

/** The lead's e-mails: its own, and the grouped ones that name it too (docs/decisions/0055). */
const aboutLead = (leadId: string) =>
  sql`(${outbox.leadId} = ${leadId} or ${outbox.id} in (select ${outboxLeads.outboxId} from ${outboxLeads} where ${outboxLeads.leadId} = ${leadId}))`;

async function emailsPage(db: DbOrTx, leadId: string, cursor: KeysetCursor | undefined) {
  const rows = await db
    .select({
      id: outbox.id,
      at: isoText(outbox.createdAt),
      template: outbox.template,
      recipient: outbox.recipient,
      status: outbox.status,
      attempts: outbox.attempts,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
      // Only an admin's own e-mail to the applicant names its subject and writer (0076).
      subject: sql<
        string | null
      >`case when ${outbox.template} = 'applicant-message' then ${outbox.data}->>'subject' end`,
      senderName: sql<
        string | null
      >`case when ${outbox.template} = 'applicant-message' then ${outbox.data}->>'sender_name' end`,
    })
    .from(outbox)
    .where(and(aboutLead(leadId), before(outbox.createdAt, outbox.id, cursor)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(TIMELINE_PAGE_SIZE + 1);
  return rows.map((row): TTimelineItem => ({
    kind: 'email',
    id: row.id,
    at: row.at,
    template: row.template,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    sent_at: row.sentAt?.toISOString() ?? null,
    last_error: row.lastError,
    subject: row.subject,
    sender_name: row.senderName,
  }));
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const newestFirst = (a: TTimelineItem, b: TTimelineItem) =>
  a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1;

/**
 * One page of a lead's timeline, newest first: its events and its e-mails merged on
 * (time, id). Each source gives its own first page+1 after the cursor, so the merge's first
 * page+1 is exact; the cursor is the last row's time and id, whichever table it came from.
 */
export async function leadTimeline(
  db: DbOrTx,
  leadId: string,
  cursorKey: string,
  rawCursor?: string,
) {
  // Signed like the lists' cursors, for the timeline's one order (newest first).
  const order = { key: cursorKey, sort: 'created', dir: 'desc' } as const;
  const cursor = rawCursor ? decodeCursor(order, rawCursor) : undefined;
  // The time goes to SQL as a timestamp: anything but the form we hand out is refused first.
  if (cursor && !(typeof cursor.value === 'string' && ISO_MICROS.test(cursor.value)))
    throw fieldError('cursor', 'lead-list.cursor_invalid');
  const [events, emails] = [
    await eventsPage(db, leadId, cursor),
    await emailsPage(db, leadId, cursor),
  ];
  const merged = [...events, ...emails].sort(newestFirst);
  const page = merged.slice(0, TIMELINE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    data: page,
    next_cursor:
      merged.length > TIMELINE_PAGE_SIZE && last
        ? encodeCursor(order, { value: last.at, id: last.id })
        : null,
  };
}
