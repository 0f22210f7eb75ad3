import type { TFunction } from 'i18next';
import type { TBulkResult } from '../../shared/leads/lead-bulk.contract';
import type { Db } from '../db/client';
import { fieldError } from '../errors';
import { findActiveAdmin, findAdminName, lockLeads, setLeadAssignee } from './lead-bulk.queries';
import { notifyAssignee } from '../notifications/notify-assignee';
import { addLeadEvent } from './leads.queries';

/**
 * Puts the selected leads on one admin's desk (or on nobody's, `null`), each with its timeline
 * event, in one transaction. Only an active admin can be given leads.
 */
export async function bulkAssignLeads(
  db: Db,
  input: { ids: string[]; assigned_to: string | null },
  actorUserId: string,
  t: TFunction,
): Promise<TBulkResult> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const assignee = input.assigned_to ? await findActiveAdmin(tx, input.assigned_to) : null;
    if (input.assigned_to && !assignee) {
      throw fieldError('assigned_to', 'lead-bulk.not_an_admin');
    }
    const found = new Map((await lockLeads(tx, ids)).map((lead) => [lead.id, lead]));
    const result: TBulkResult = { changed: [], refused: [] };
    for (const id of ids) {
      const lead = found.get(id);
      if (!lead) {
        result.refused.push({ id, reference: null, reason: t('lead-bulk.not_found') });
      } else if (lead.assignedTo === (assignee?.id ?? null)) {
        result.refused.push({
          id,
          reference: lead.reference,
          reason: t('lead-bulk.same_assignee'),
        });
      } else {
        await setLeadAssignee(tx, id, assignee?.id ?? null);
        await addLeadEvent(tx, {
          leadId: id,
          type: 'assigned',
          actorType: 'user',
          actorUserId,
          // The lead screen's shape ({id, name} or null each side), so its timeline reads both.
          data: {
            from: lead.assignedTo ? await findAdminName(tx, lead.assignedTo) : null,
            to: assignee,
            bulk: true,
          },
        });
        result.changed.push({ id, reference: lead.reference });
      }
    }
    await notifyAssignee(tx, {
      assigneeId: assignee?.id ?? null,
      actorUserId,
      leadIds: result.changed.map((moved) => moved.id),
    });
    return result;
  });
}
