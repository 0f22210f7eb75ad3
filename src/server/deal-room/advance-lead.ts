import { eq, sql } from 'drizzle-orm';
import { isOpenStatus, PIPELINE_STEPS, type LeadStatus } from '../../shared/leads/pipeline';
import { leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { addLeadEvent, type LeadEventInput } from '../leads/leads.queries';
import { notifyPartnersOfMoves } from '../notifications/notify-partner-of-moves';

type Actor = Pick<LeadEventInput, 'actorType' | 'actorUserId'>;

/**
 * A deal-room step moves its lead forward to `target` (sending a term sheet, an acceptance, a
 * submitted application), skipping the steps between. A lead already at or past it, or closed,
 * stays where it is: the deal room never moves a lead backwards or reopens it.
 */
export async function advanceLead(
  tx: Tx,
  leadId: string,
  target: LeadStatus,
  actor: Actor,
): Promise<void> {
  const [lead] = await tx
    .select({ status: leads.status })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for('update');
  if (!lead || !isOpenStatus(lead.status)) return;
  const steps: readonly LeadStatus[] = PIPELINE_STEPS;
  if (steps.indexOf(lead.status) >= steps.indexOf(target)) return;
  await tx
    .update(leads)
    .set({
      status: target,
      statusChangedAt: sql`now()`,
      version: sql`${leads.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, leadId));
  await addLeadEvent(tx, {
    leadId,
    type: 'status_changed',
    ...actor,
    data: { from: lead.status, to: target, automatic: true },
  });
  await notifyPartnersOfMoves(tx, [{ leadId, to: target }]);
}
