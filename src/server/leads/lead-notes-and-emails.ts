import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads, outbox } from '../db/schema';
import { AppError } from '../errors';
import { addLeadEvent } from './leads.queries';

/** An internal note on the lead's timeline (never shown to partners or applicants). */
export async function addLeadNote(db: Db, leadId: string, actorId: string, text: string) {
  await db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
    if (!lead) throw new AppError('not_found', 'errors.not_found');
    await addLeadEvent(tx, {
      leadId,
      type: 'note',
      actorType: 'user',
      actorUserId: actorId,
      data: { text },
    });
  });
}

/**
 * Sends a failed e-mail of this lead again: back in the outbox queue, due now, with a fresh
 * round of attempts; the timeline says who asked. Only a failed one: the others are on their way.
 */
export async function resendLeadEmail(db: Db, leadId: string, emailId: string, actorId: string) {
  await db.transaction(async (tx) => {
    const [email] = await tx
      .select({ status: outbox.status, template: outbox.template })
      .from(outbox)
      .where(and(eq(outbox.id, emailId), eq(outbox.leadId, leadId)))
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
      .where(eq(outbox.id, emailId));
    await addLeadEvent(tx, {
      leadId,
      type: 'email_resent',
      actorType: 'user',
      actorUserId: actorId,
      data: { email_id: emailId, template: email.template },
    });
  });
}
