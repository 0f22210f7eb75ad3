import { wantsStageUpdate } from '../../shared/notifications/lead-updates';
import type { Tx } from '../db/transaction';
import { enqueueMailAboutLeads } from './enqueue-about-leads';
import { leadsWithPartner } from './lead-partners.queries';

/** What a reversal did to the lead's commission (decision 0054), if it had one. */
export interface CommissionTakenBack {
  outcome: 'cancelled' | 'clawed_back';
  amount: number;
  currency: 'AUD' | 'NZD';
}

/**
 * Tells the referring firm that a lead's settlement was reversed (issue 42 item 3), in the
 * reversal's transaction: the owner and the referring colleague, each in their language, if
 * they would have heard of the settlement itself. The commission's fate goes only to the owner
 * of a firm shown its commissions: colleagues may not read the firm's commissions (0083).
 */
export async function notifyPartnersOfReversal(
  tx: Tx,
  leadId: string,
  commission: CommissionTakenBack | null,
): Promise<void> {
  const readers = (await leadsWithPartner(tx, [leadId])).filter((row) =>
    wantsStageUpdate(row.leadUpdates, 'settled'),
  );
  for (const reader of readers) {
    const seesCommission = reader.role === 'owner' && reader.showCommissions;
    await enqueueMailAboutLeads(
      tx,
      {
        recipient: reader.email,
        template: 'partner-settlement-reversed',
        locale: reader.locale,
        data: {
          partner_name: reader.name,
          reference: reader.reference,
          business: reader.businessName ?? `${reader.firstName} ${reader.lastName}`,
          commission: seesCommission ? commission : null,
        },
      },
      [leadId],
    );
  }
}
