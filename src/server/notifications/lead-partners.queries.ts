import { and, eq, inArray, isNull } from 'drizzle-orm';
import { leads, partners, users } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * The leads with the partner who referred them, as My Leads shows them to that partner, and
 * how the partner wants to hear of them. Leads without a partner, or whose partner is not an
 * active, enabled account, are left out: nobody to tell.
 */
export async function leadsWithPartner(tx: Tx, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return tx
    .select({
      leadId: leads.id,
      reference: leads.reference,
      firstName: leads.firstName,
      lastName: leads.lastName,
      businessName: leads.businessName,
      partnerId: partners.id,
      leadUpdates: partners.leadUpdates,
      showCommissions: partners.showCommissions,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(leads)
    .innerJoin(partners, eq(partners.id, leads.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .where(
      and(inArray(leads.id, leadIds), eq(partners.status, 'active'), isNull(users.disabledAt)),
    );
}
