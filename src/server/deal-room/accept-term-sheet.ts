import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { advanceLead } from './advance-lead';
import type { OpenedLink } from './guest-links.queries';
import { notifyAdmins } from './notify-admins';
import { updateTermSheetAt } from './term-sheets.queries';
import { checkAnswerable, sheetOfLink } from './guest-term-sheet';

interface Acceptance {
  fullName: string;
  contentHash: string;
  ip: string;
  userAgent: string;
}

/**
 * Acceptance records who typed which name, when, from where, and the hash of exactly the
 * content they accepted; the lead moves to term_sheet_accepted and the admins are told.
 */
export async function acceptTermSheet(db: Db, link: OpenedLink, input: Acceptance) {
  await db.transaction(async (tx) => {
    const { sheet, pastExpiry } = await sheetOfLink(tx, link);
    checkAnswerable(sheet, pastExpiry, input.contentHash);
    const accepted = await updateTermSheetAt(tx, sheet.id, sheet.version, {
      status: 'accepted',
      acceptedName: input.fullName,
      acceptedAt: sql`now()`,
      acceptedIp: input.ip,
      acceptedUserAgent: input.userAgent.slice(0, 500),
      acceptedHash: sheet.sentHash,
    });
    // Two answers at once: the other one won.
    if (!accepted) throw new AppError('conflict', 'deal-room.term_sheet_answered');
    await addLeadEvent(tx, {
      leadId: link.leadId,
      type: 'term_sheet_accepted',
      actorType: 'guest_link',
      data: { name: input.fullName, content_hash: sheet.sentHash },
    });
    await advanceLead(tx, link.leadId, 'term_sheet_accepted', { actorType: 'guest_link' });
    await notifyAdmins(tx, link.leadId, 'term_sheet_accepted', input.fullName);
  });
}
