import type { TTermSheet, TTermSheetFields } from '../../shared/deal-room/term-sheet.contract';
import { type Market } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { termSheets } from '../db/schema';
import { AppError, fieldError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { columnsOf, findTermSheet, toTermSheet, updateTermSheetAt } from './term-sheets.queries';
import { findTermSheetLead, firmDay } from './term-sheet-lead';

function checkExpiry(market: Market, expiresOn: string): void {
  if (expiresOn < firmDay(market)) {
    throw fieldError('expires_on', 'deal-room-validation.expiry_past');
  }
}

/**
 * Saves the lead's term sheet as a draft. Editing one already sent takes it back to draft: the
 * guest's page then says it is being revised, and it must be sent again before anyone can
 * accept it. An accepted sheet is final.
 */
export async function saveTermSheet(
  db: Db,
  input: { leadId: string; fields: TTermSheetFields; version?: number; actorUserId: string },
): Promise<TTermSheet> {
  const lead = await findTermSheetLead(db, input.leadId);
  checkExpiry(lead.market, input.fields.expires_on);
  return db.transaction(async (tx) => {
    const found = await findTermSheet(tx, lead.id, lead.market);
    let saved;
    if (!found) {
      if (input.version !== undefined) throw new AppError('conflict', 'lead.stale_version');
      [saved] = await tx
        .insert(termSheets)
        .values({ leadId: lead.id, currency: lead.currency, ...columnsOf(input.fields) })
        .onConflictDoNothing()
        .returning();
      // Another admin created it a moment ago.
      if (!saved) throw new AppError('conflict', 'lead.stale_version');
    } else {
      if (found.sheet.status === 'accepted') {
        throw new AppError('conflict', 'deal-room-admin.term_sheet_final');
      }
      saved = await updateTermSheetAt(tx, found.sheet.id, input.version ?? -1, {
        ...columnsOf(input.fields),
        status: 'draft',
        sentHash: null,
      });
      if (!saved) throw new AppError('conflict', 'lead.stale_version');
    }
    await addLeadEvent(tx, {
      leadId: lead.id,
      type: 'term_sheet_saved',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { facility_amount: input.fields.facility_amount, revised: !!found?.sheet.sentAt },
    });
    return toTermSheet(saved, false);
  });
}
