import type { TFunction } from 'i18next';
import type { TBulkResult } from '../../shared/leads/lead-bulk.contract';
import { canMove, type LeadStatus } from '../../shared/leads/pipeline';
import { dynamicKey } from '../../shared/i18n/message-key';
import type { Db } from '../db/client';
import { fieldError } from '../errors';
import { notifyPartnersOfMoves } from '../notifications/notify-partner-of-moves';
import { CLOSE_REASON_GROUPS } from '../../shared/leads/close-reasons';
import { activeOptions } from '../options/options.queries';
import { lockLeads, setLeadStatus } from './lead-bulk.queries';
import { reopenStatusOf } from './lead-detail.queries';
import { addLeadEvent } from './leads.queries';

/**
 * Moves the selected leads to one status, each only along the pipeline (shared/leads/pipeline):
 * the others are reported back with the reason, in the caller's language. One transaction: each
 * moved lead gets its new status, version and status time together with its timeline event.
 * Settled is not a bulk move: it needs each lead's own figures (the request schema refuses it).
 */
export async function bulkChangeStatus(
  db: Db,
  input: { ids: string[]; status: LeadStatus; reason?: string | undefined },
  actorUserId: string,
  t: TFunction,
): Promise<TBulkResult> {
  const ids = [...new Set(input.ids)];
  const statusLabel = (status: LeadStatus) => t(dynamicKey(`pipeline.status.${status}`));
  return db.transaction(async (tx) => {
    // The same closing reasons as the lead screen: an active option of the status's group.
    if (input.status === 'declined' || input.status === 'withdrawn') {
      const reasons = await activeOptions(tx, [CLOSE_REASON_GROUPS[input.status]]);
      if (!reasons.some((option) => option.value === input.reason)) {
        throw fieldError('reason', 'validation.invalid_choice');
      }
    }
    const found = await lockLeads(tx, ids);
    const byId = new Map(found.map((lead) => [lead.id, lead]));
    const reopen = new Map<string, LeadStatus | undefined>();
    for (const lead of found) {
      if (lead.status === 'declined' || lead.status === 'withdrawn') {
        reopen.set(lead.id, await reopenStatusOf(tx, lead.id, lead.status));
      }
    }
    const result: TBulkResult = { changed: [], refused: [] };
    for (const id of ids) {
      const lead = byId.get(id);
      if (!lead) {
        result.refused.push({ id, reference: null, reason: t('lead-bulk.not_found') });
      } else if (lead.status === input.status) {
        result.refused.push({
          id,
          reference: lead.reference,
          reason: t('lead-bulk.already', { status: statusLabel(lead.status) }),
        });
      } else if (!canMove(lead.status, input.status, reopen.get(id))) {
        result.refused.push({
          id,
          reference: lead.reference,
          reason: t('lead-bulk.not_allowed', {
            from: statusLabel(lead.status),
            to: statusLabel(input.status),
          }),
        });
      } else {
        await setLeadStatus(tx, id, input.status);
        await addLeadEvent(tx, {
          leadId: id,
          type: 'status_changed',
          actorType: 'user',
          actorUserId,
          data: {
            from: lead.status,
            to: input.status,
            ...(input.reason ? { reason: input.reason } : {}),
            bulk: true,
          },
        });
        result.changed.push({ id, reference: lead.reference });
      }
    }
    // After the loop: one e-mail per partner for the whole action (docs/decisions/0055).
    await notifyPartnersOfMoves(
      tx,
      result.changed.map((moved) => ({ leadId: moved.id, to: input.status })),
    );
    return result;
  });
}
