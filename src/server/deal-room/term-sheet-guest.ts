import { sql } from 'drizzle-orm';
import type { TGuestTermSheet } from '../../shared/deal-room/term-sheet.contract';
import type { Db } from '../db/client';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { advanceLead } from './advance-lead';
import type { OpenedLink } from './guest-links.queries';
import { notifyAdmins } from './notify-admins';
import { findTermSheet, toTermSheet, updateTermSheetAt } from './term-sheets.queries';

export function guestContext(link: OpenedLink) {
  return {
    reference: link.reference,
    first_name: link.firstName,
    business_name: link.businessName,
    market: link.market,
    locale: link.locale,
  };
}

async function sheetOf(db: DbOrTx, link: OpenedLink) {
  const found = await findTermSheet(db, link.leadId, link.market);
  // A term-sheet link exists only once a sheet was sent; deleted leads take their links along.
  if (!found) throw new AppError('not_found', 'deal-room.link_unavailable');
  return found;
}

/**
 * The guest's term sheet. Its first opening after a send marks it viewed (once, on the
 * timeline). A sheet being revised shows as a draft without its content hash: nothing to accept.
 */
export async function readGuestTermSheet(db: Db, link: OpenedLink): Promise<TGuestTermSheet> {
  const found = await sheetOf(db, link);
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

interface Acceptance {
  fullName: string;
  contentHash: string;
  ip: string;
  userAgent: string;
}

/** Only a sent, unexpired sheet whose content is exactly what the guest saw can be answered. */
function checkAnswerable(
  sheet: Awaited<ReturnType<typeof sheetOf>>['sheet'],
  pastExpiry: boolean,
  contentHash?: string,
): void {
  if (sheet.status === 'accepted' || sheet.status === 'declined') {
    throw new AppError('conflict', 'deal-room.term_sheet_answered');
  }
  if (sheet.status === 'draft' || (contentHash && contentHash !== sheet.sentHash)) {
    throw new AppError('conflict', 'deal-room.term_sheet_changed');
  }
  if (pastExpiry) throw new AppError('conflict', 'deal-room.term_sheet_expired');
}

/**
 * Acceptance records who typed which name, when, from where, and the hash of exactly the
 * content they accepted; the lead moves to term_sheet_accepted and the admins are told.
 */
export async function acceptTermSheet(db: Db, link: OpenedLink, input: Acceptance) {
  await db.transaction(async (tx) => {
    const { sheet, pastExpiry } = await sheetOf(tx, link);
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

/** Declining keeps the lead where it is: the firm decides what comes next. */
export async function declineTermSheet(db: Db, link: OpenedLink, reason: string) {
  await db.transaction(async (tx) => {
    const { sheet, pastExpiry } = await sheetOf(tx, link);
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
