import { eq } from 'drizzle-orm';
import { documentChasePauses, leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';

/**
 * Pauses or resumes the document reminders of one lead, with a timeline event when it changes
 * anything (pausing a paused chase writes nothing). A paused chase keeps its count: resuming
 * sends the next reminder when it falls due, never the skipped ones at once.
 */
export async function pauseDocumentChase(
  tx: Tx,
  input: { leadId: string; paused: boolean; actorUserId: string },
): Promise<void> {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.id, input.leadId))
    .for('update');
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  const changed = input.paused
    ? await tx
        .insert(documentChasePauses)
        .values({ leadId: lead.id, pausedBy: input.actorUserId })
        .onConflictDoNothing()
        .returning({ leadId: documentChasePauses.leadId })
    : await tx
        .delete(documentChasePauses)
        .where(eq(documentChasePauses.leadId, lead.id))
        .returning({ leadId: documentChasePauses.leadId });
  if (changed.length === 0) return;
  await addLeadEvent(tx, {
    leadId: lead.id,
    type: input.paused ? 'document_chase_paused' : 'document_chase_resumed',
    actorType: 'user',
    actorUserId: input.actorUserId,
    data: {},
  });
}
