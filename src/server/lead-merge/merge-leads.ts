import type { MergeField, TMergeLeadsRequest } from '../../shared/lead-merge/lead-merge.contract';
import type { Db } from '../db/client';
import { AppError, fieldError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { saveLead, type LeadRow } from '../leads/lead-detail.queries';
import { LEAD_FIELD_COLUMNS } from '../leads/lead-field-columns';
import { addLeadEvent } from '../leads/leads.queries';
import { lockLeadPair, moveLeadChildren, singleChildrenOfBoth } from './lead-merge.queries';

export interface MergeInput extends TMergeLeadsRequest {
  survivorId: string;
  actorUserId: string;
}

type FieldChanges = Partial<Record<MergeField, { before: unknown; after: unknown }>>;

/** One side of the changes, `{amount: 50000}`. */
const sideOf = (changes: FieldChanges, side: 'before' | 'after') =>
  Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change[side]]));

/** The survivor's fields that take the other lead's value, as a change list and an update. */
function chosenChanges(
  survivor: LeadRow,
  other: LeadRow,
  fields: TMergeLeadsRequest['take_from_other'],
) {
  const changes: FieldChanges = {};
  const set: Record<string, unknown> = {};
  for (const field of fields) {
    const column = LEAD_FIELD_COLUMNS[field];
    if (survivor[column] === other[column]) continue;
    changes[field] = { before: survivor[column], after: other[column] };
    set[column] = other[column];
  }
  return { changes, set };
}

/**
 * Merges two leads of one market (issue 33, item 5; decision 0069) in one transaction: the
 * survivor takes the fields the admin chose from the other lead; timeline, notes, e-mails,
 * documents, guest links, term sheet, application, settlements and commissions move to it; the
 * other lead stays as a pointer (`merged_into`) so its id and reference lead to the survivor.
 * Both timelines say what happened, and the audit keeps both leads' values. Refused: leads of
 * two markets (422), either lead changed since the admin read it or merged already (409), both
 * with a term sheet, a full application or a settlement in force (409: only one can stand),
 * either lead erased (409).
 */
export async function mergeLeads(db: Db, input: MergeInput) {
  if (input.survivorId === input.other_id) throw fieldError('other_id', 'lead-merge.same_lead');
  return db.transaction(async (tx) => {
    const pair = await lockLeadPair(tx, [input.survivorId, input.other_id]);
    const survivor = pair.find((lead) => lead.id === input.survivorId);
    const other = pair.find((lead) => lead.id === input.other_id);
    if (!survivor) throw new AppError('not_found', 'errors.not_found');
    if (!other) throw fieldError('other_id', 'lead-merge.other_not_found');
    if (survivor.mergedInto || other.mergedInto) {
      throw new AppError('conflict', 'lead-merge.already_merged');
    }
    // An erased lead's blanks would overwrite the survivor, and its history would carry
    // a person the firm no longer holds into a lead that still names someone (decision 0091).
    if (survivor.erasedAt || other.erasedAt) throw new AppError('conflict', 'lead-merge.erased');
    if (survivor.version !== input.version || other.version !== input.other_version) {
      throw new AppError('conflict', 'lead.stale_version');
    }
    if (survivor.market !== other.market) throw fieldError('other_id', 'lead-merge.other_market');
    const both = await singleChildrenOfBoth(tx, survivor.id, other.id);
    if (both.termSheet) throw new AppError('conflict', 'lead-merge.both_term_sheets');
    if (both.application) throw new AppError('conflict', 'lead-merge.both_applications');
    if (both.settlement) throw new AppError('conflict', 'lead-merge.both_settlements');

    const { changes, set } = chosenChanges(survivor, other, input.take_from_other);
    await moveLeadChildren(tx, survivor.id, other.id);
    await saveLead(tx, survivor, set);
    await saveLead(tx, other, { mergedInto: survivor.id });
    const actor = { actorType: 'user' as const, actorUserId: input.actorUserId };
    await addLeadEvent(tx, {
      leadId: survivor.id,
      type: 'merged',
      ...actor,
      data: { other: { id: other.id, reference: other.reference }, changes },
    });
    await addLeadEvent(tx, {
      leadId: other.id,
      type: 'merged_into',
      ...actor,
      data: { survivor: { id: survivor.id, reference: survivor.reference } },
    });
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'lead.merged',
      entityType: 'lead',
      entityId: survivor.id,
      // Field by field, as every audit row reads (issue 42: the list showed whole rows as
      // `other.partnerId`); the merged lead by the reference people know it by.
      before: sideOf(changes, 'before'),
      after: { ...sideOf(changes, 'after'), merged: other.reference },
    });
    return {
      lead_id: survivor.id,
      reference: survivor.reference,
      merged: { id: other.id, reference: other.reference },
    };
  });
}
