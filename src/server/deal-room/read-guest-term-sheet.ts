import { sql } from 'drizzle-orm';
import type { TGuestTermSheet } from '../../shared/deal-room/term-sheet.contract';
import type { Db } from '../db/client';
import { addLeadEvent } from '../leads/leads.queries';
import type { OpenedLink } from './guest-links.queries';
import { toTermSheet, updateTermSheetAt } from './term-sheets.queries';
import { sheetOfLink } from './guest-term-sheet';
import { guestContext } from './guest-context';

/**
 * The guest's term sheet. Its first opening after a send marks it viewed (once, on the
 * timeline). A sheet being revised shows as a draft without its content hash: nothing to accept.
 */
export async function readGuestTermSheet(db: Db, link: OpenedLink): Promise<TGuestTermSheet> {
  const found = await sheetOfLink(db, link);
  const { pastExpiry } = found;
  let sheet = found.sheet;
  if (sheet.status === 'sent' && !pastExpiry) {
    const viewed = await db.transaction(async (tx) => {
      const row = await updateTermSheetAt(tx, sheet.id, sheet.version, {
        status: 'viewed',
        viewedAt: sql`now()`,
      });
      if (row) {
        await addLeadEvent(tx, {
          leadId: link.leadId,
          type: 'term_sheet_viewed',
          actorType: 'guest_link',
          data: {},
        });
      }
      return row;
    });
    if (viewed) sheet = viewed;
  }
  const open = sheet.status === 'sent' || sheet.status === 'viewed';
  return {
    context: guestContext(link),
    term_sheet: {
      ...toTermSheet(sheet, pastExpiry),
      content_hash: open || sheet.status === 'accepted' ? sheet.sentHash : null,
    },
  };
}
