import type { Db } from '../db/client';
import { addLeadEvent } from './leads.queries';
import { assertLeadExists } from './lead-detail.queries';

/**
 * An admin's internal note on a lead: a timeline entry only (the lead's fields and version stay
 * as they are, so a note never makes someone's open edit stale). Partners never see notes.
 */
export async function addLeadNote(
  db: Db,
  input: { leadId: string; note: string; actorUserId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertLeadExists(tx, input.leadId);
    await addLeadEvent(tx, {
      leadId: input.leadId,
      type: 'note',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { text: input.note },
    });
  });
}
