import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import type { OpenedLink } from './guest-links.queries';
import { findTermSheet } from './term-sheets.queries';

/** The term sheet behind a guest's link. */
export async function sheetOfLink(db: DbOrTx, link: OpenedLink) {
  const found = await findTermSheet(db, link.leadId, link.market);
  // A term-sheet link exists only once a sheet was sent; deleted leads take their links along.
  if (!found) throw new AppError('not_found', 'deal-room.link_unavailable');
  return found;
}

/** Only a sent, unexpired sheet whose content is exactly what the guest saw can be answered. */
export function checkAnswerable(
  sheet: Awaited<ReturnType<typeof sheetOfLink>>['sheet'],
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
