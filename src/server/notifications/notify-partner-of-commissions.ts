import { inArray } from 'drizzle-orm';
import { wantsCommissionUpdate } from '../../shared/notifications/lead-updates';
import { commissions } from '../db/schema';
import type { Tx } from '../db/transaction';
import { enqueueMailAboutLeads, groupBy } from './enqueue-about-leads';
import { leadsWithPartner } from './lead-partners.queries';

/**
 * Tells each partner that commissions of theirs were approved or paid, one e-mail per partner
 * per action, each amount in its lead's currency. A partner whose commissions the firm hides
 * (`show_commissions` off) or who chose "none" is not told (docs/decisions/0055). Only the
 * firm's owner: the commission is the firm's, and its colleagues may not read the firm's
 * commissions (`read:firm:own`, decision 0080), so they are not told its amounts (decision 0083).
 */
export async function notifyPartnersOfCommissions(
  tx: Tx,
  commissionIds: string[],
  status: 'approved' | 'paid',
): Promise<void> {
  if (commissionIds.length === 0) return;
  const moved = await tx
    .select({
      leadId: commissions.leadId,
      amount: commissions.amount,
      currency: commissions.currency,
    })
    .from(commissions)
    .where(inArray(commissions.id, commissionIds));
  const byLead = new Map(moved.map((row) => [row.leadId, row]));
  const rows = (await leadsWithPartner(tx, [...byLead.keys()], 'owner')).filter(
    (row) => row.showCommissions && wantsCommissionUpdate(row.leadUpdates),
  );
  for (const group of groupBy(rows, (row) => row.partnerId)) {
    const [partner] = group;
    if (!partner) continue;
    await enqueueMailAboutLeads(
      tx,
      {
        recipient: partner.email,
        template: 'partner-commission',
        locale: partner.locale,
        data: {
          partner_name: partner.name,
          status,
          items: group.flatMap((row) => {
            const commission = byLead.get(row.leadId);
            if (!commission) return [];
            return [
              {
                reference: row.reference,
                business_name: row.businessName ?? `${row.firstName} ${row.lastName}`,
                amount: commission.amount,
                currency: commission.currency,
              },
            ];
          }),
        },
      },
      group.map((row) => row.leadId),
    );
  }
}
