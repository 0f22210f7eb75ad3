import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import { fieldError } from '../errors';
import { activeOptions, CLOSING_REASON_GROUPS } from '../options/options.queries';
import { canMove, type LeadStatus } from '../../shared/leads/pipeline';
import { statusBeforeClosing } from './lead-detail.queries';
import { lockLeadAtVersion } from './lead-version';
import { addLeadEvent } from './leads.queries';

export interface StatusChange {
  version: number;
  status: LeadStatus;
  reason?: string;
  note?: string;
}

/**
 * Moves a lead along the pipeline (shared/leads/pipeline.ts decides which moves exist), in one
 * transaction with its timeline event: declining or withdrawing needs a reason from the active
 * options; a closed lead reopens only to the step it left.
 */
export async function changeLeadStatus(
  db: Db,
  leadId: string,
  actorId: string,
  change: StatusChange,
) {
  return db.transaction(async (tx) => {
    const lead = await lockLeadAtVersion(tx, leadId, change.version);
    const closing = lead.status === 'declined' || lead.status === 'withdrawn';
    const reopenTo = closing ? await statusBeforeClosing(tx, leadId, lead.status) : undefined;
    if (!canMove(lead.status, change.status, reopenTo)) {
      throw fieldError('status', 'lead.move_not_allowed');
    }
    if (change.status === 'declined' || change.status === 'withdrawn') {
      if (!change.reason) throw fieldError('reason', 'lead.reason_required');
      const reasons = await activeOptions(tx, [CLOSING_REASON_GROUPS[change.status]]);
      if (!reasons.some((option) => option.value === change.reason)) {
        throw fieldError('reason', 'lead.reason_invalid');
      }
    }
    const [updated] = await tx
      .update(leads)
      .set({
        status: change.status,
        statusChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${leads.version} + 1`,
      })
      .where(eq(leads.id, leadId))
      .returning({ version: leads.version, status: leads.status });
    await addLeadEvent(tx, {
      leadId,
      type: 'status_changed',
      actorType: 'user',
      actorUserId: actorId,
      data: {
        from: lead.status,
        to: change.status,
        ...(change.reason ? { reason: change.reason } : {}),
        ...(change.note ? { note: change.note } : {}),
      },
    });
    if (!updated) throw new Error('lead update returned no row');
    return updated;
  });
}
