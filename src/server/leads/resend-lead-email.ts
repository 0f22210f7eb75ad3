import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { AppError } from '../errors';
import { addLeadEvent } from './leads.queries';

/**
 * Queues a failed e-mail of a lead again: pending, due now, attempts reset so the worker gives
 * it its full set of retries. Only a failed one: a pending or sent e-mail would go twice.
 */
export async function resendLeadEmail(
  db: Db,
  input: { leadId: string; emailId: string; actorUserId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [email] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, input.emailId), eq(outbox.leadId, input.leadId)))
      .for('update');
    if (!email) throw new AppError('not_found', 'errors.not_found');
    if (email.status !== 'failed') throw new AppError('conflict', 'lead.resend_not_failed');
    await tx
      .update(outbox)
      .set({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(eq(outbox.id, email.id));
    await addLeadEvent(tx, {
      leadId: input.leadId,
      type: 'email_resent',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { email_id: email.id, template: email.template, recipient: email.recipient },
    });
  });
}
