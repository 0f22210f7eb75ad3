import { sql } from 'drizzle-orm';
import type { TTermSheet } from '../../shared/deal-room/term-sheet.contract';
import type { Db } from '../db/client';
import { AppError, fieldError } from '../errors';
import { sendGuestLink } from './send-guest-link';
import { contentHash, findTermSheet, toTermSheet, updateTermSheetAt } from './term-sheets.queries';
import { findTermSheetLead } from './term-sheet-lead';

/** Fixes the sheet's content (its hash) and e-mails the applicant a link to it. */
export async function sendTermSheet(
  db: Db,
  input: { leadId: string; version: number; actorUserId: string; appKey: string },
): Promise<TTermSheet> {
  const lead = await findTermSheetLead(db, input.leadId);
  return db.transaction(async (tx) => {
    const found = await findTermSheet(tx, lead.id, lead.market);
    if (!found) throw new AppError('conflict', 'deal-room-admin.term_sheet_missing');
    if (found.sheet.status === 'accepted') {
      throw new AppError('conflict', 'deal-room-admin.term_sheet_final');
    }
    if (found.pastExpiry) throw fieldError('expires_on', 'deal-room-validation.expiry_past');
    const sent = await updateTermSheetAt(tx, found.sheet.id, input.version, {
      status: 'sent',
      sentAt: sql`now()`,
      sentHash: contentHash(found.sheet, lead.reference),
      viewedAt: null,
      declinedAt: null,
      declineReason: null,
    });
    if (!sent) throw new AppError('conflict', 'lead.stale_version');
    await sendGuestLink(tx, {
      leadId: lead.id,
      purpose: 'term-sheet',
      actorUserId: input.actorUserId,
      appKey: input.appKey,
    });
    return toTermSheet(sent, false);
  });
}
