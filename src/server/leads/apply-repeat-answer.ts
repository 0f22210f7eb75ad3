import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leadEvents } from '../db/schema';
import { AppError, fieldError } from '../errors';
import { lockLeadAtVersion, saveLead } from './lead-detail.queries';
import { LEAD_FIELD_COLUMNS, isLeadField } from './lead-field-columns';
import { addLeadEvent } from './leads.queries';

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * An admin's "use this value" (decision 0052): the answer a repeat application gave for one
 * field, kept in its `repeat_enquiry` event, replaces the lead's. Checked against the version
 * the admin read (409 when stale) and written as an `updated` event naming the repeat.
 */
export async function applyRepeatAnswer(
  db: Db,
  input: { leadId: string; version: number; eventId: string; field: string; actorUserId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockLeadAtVersion(tx, input.leadId, input.version);
    const [event] = await tx
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.id, input.eventId),
          eq(leadEvents.leadId, lead.id),
          eq(leadEvents.type, 'repeat_enquiry'),
        ),
      );
    if (!event) throw new AppError('not_found', 'errors.not_found');
    const difference = record(record(record(event.data).differences)[input.field]);
    if (!isLeadField(input.field) || !('answered' in difference)) {
      throw fieldError('field', 'lead-repeat.no_such_answer');
    }
    const column = LEAD_FIELD_COLUMNS[input.field];
    const before = lead[column];
    const after = difference.answered;
    if (before === after) return;
    await saveLead(tx, lead, { [column]: after });
    await addLeadEvent(tx, {
      leadId: lead.id,
      type: 'updated',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { changes: { [input.field]: { before, after } }, repeat_event_id: input.eventId },
    });
  });
}
