import { AppError } from '../errors';
import type { TLeadChanges } from '../../shared/leads/lead-detail.contract';
import { compactBusinessNumber } from '../../shared/leads/business-number';
import { toE164Mobile } from '../../shared/leads/phone';
import type { Db } from '../db/client';
import { addLeadEvent } from './leads.queries';
import { LEAD_FIELD_COLUMNS as COLUMNS } from './lead-field-columns';
import { lockLeadAtVersion, saveLead, type LeadRow } from './lead-detail.queries';

/** Stored forms: mobile in E.164, business numbers as digits (as the guest form stores them). */
function storedValue(lead: LeadRow, field: keyof TLeadChanges, value: unknown): unknown {
  if (field === 'mobile' && typeof value === 'string') return toE164Mobile(value, lead.market);
  if (field === 'business_number' && typeof value === 'string') return compactBusinessNumber(value);
  return value;
}

/**
 * An admin's edit of a lead's fields (issue 15), checked against the version the admin read.
 * One `updated` event names each changed field with its value before and after; a save that
 * changes nothing writes nothing and keeps the version.
 */
export async function updateLead(
  db: Db,
  input: { leadId: string; version: number; changes: TLeadChanges; actorUserId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockLeadAtVersion(tx, input.leadId, input.version);
    // An erased applicant is not typed back in (decision 0072).
    if (lead.erasedAt) throw new AppError('conflict', 'privacy.lead_erased');
    const set: Record<string, unknown> = {};
    const diff: Record<string, { before: unknown; after: unknown }> = {};
    for (const [field, column] of Object.entries(COLUMNS) as [
      keyof TLeadChanges,
      keyof LeadRow,
    ][]) {
      if (input.changes[field] === undefined) continue;
      const after = storedValue(lead, field, input.changes[field]);
      const before = lead[column];
      if (after === before) continue;
      set[column] = after;
      diff[field] = { before, after };
    }
    if (Object.keys(diff).length === 0) return;
    await saveLead(tx, lead, set);
    await addLeadEvent(tx, {
      leadId: lead.id,
      type: 'updated',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { changes: diff },
    });
  });
}
