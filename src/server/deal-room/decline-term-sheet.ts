import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import type { OpenedLink } from './guest-links.queries';
import { notifyAdmins } from './notify-admins';
import { updateTermSheetAt } from './term-sheets.queries';
import { checkAnswerable, sheetOfLink } from './guest-term-sheet';

/** Declining keeps the lead where it is: the firm decides what comes next. */
export async function declineTermSheet(db: Db, link: OpenedLink, reason: string) {
  await db.transaction(async (tx) => {
    const { sheet, pastExpiry } = await sheetOfLink(tx, link);
    checkAnswerable(sheet, pastExpiry);
    const declined = await updateTermSheetAt(tx, sheet.id, sheet.version, {
      status: 'declined',
      declinedAt: sql`now()`,
      declineReason: reason,
    });
    if (!declined) throw new AppError('conflict', 'deal-room.term_sheet_answered');
    await addLeadEvent(tx, {
      leadId: link.leadId,
      type: 'term_sheet_declined',
      actorType: 'guest_link',
      data: { reason },
    });
    await notifyAdmins(tx, link.leadId, 'term_sheet_declined', reason);
  });
}
