import type { LeadStatus } from '../../shared/leads/pipeline';
import { wantsStageUpdate } from '../../shared/notifications/lead-updates';
import type { Tx } from '../db/transaction';
import { enqueueMailAboutLeads, groupBy } from './enqueue-about-leads';
import { leadsWithPartner } from './lead-partners.queries';

export interface LeadMove {
  leadId: string;
  to: LeadStatus;
}

/**
 * Tells each referring firm that its leads moved, in the transaction of the move, as the
 * firm's preference says (every stage, milestones only, none): its owner, and the colleague
 * who referred a lead, in their own language (decision 0083). One e-mail per reader per
 * call: a bulk move of twelve of a firm's leads is one e-mail to the owner listing twelve,
 * and one to a colleague listing those of the twelve they referred. Only what
 * My Leads shows goes in it (reference, names, the stage), never a reason or a note.
 * Called by every path that records a status change (docs/decisions/0055).
 */
export async function notifyPartnersOfMoves(tx: Tx, moves: LeadMove[]): Promise<void> {
  const stageOf = new Map(moves.map((move) => [move.leadId, move.to]));
  const rows = (await leadsWithPartner(tx, [...stageOf.keys()])).filter((row) => {
    const to = stageOf.get(row.leadId);
    return to !== undefined && wantsStageUpdate(row.leadUpdates, to);
  });
  for (const group of groupBy(rows, (row) => row.userId)) {
    const [reader] = group;
    if (!reader) continue;
    await enqueueMailAboutLeads(
      tx,
      {
        recipient: reader.email,
        template: 'partner-lead-moved',
        locale: reader.locale,
        data: {
          partner_name: reader.name,
          leads: group.map((row) => ({
            reference: row.reference,
            applicant: `${row.firstName} ${row.lastName}`,
            business_name: row.businessName,
            status: stageOf.get(row.leadId),
          })),
        },
      },
      group.map((row) => row.leadId),
    );
  }
}
