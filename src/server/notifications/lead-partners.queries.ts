import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { leads, partnerMembers, partners, users } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * Who of a firm hears of its lead (decision 0083): its owner always; with `referrer`, also the
 * colleague who referred it, while still a member of that firm. Not every colleague: the person
 * who brought the deal and the firm's owner, as a broker's CRM does.
 */
export type PartnerAudience = 'owner' | 'owner-and-referrer';

/**
 * The leads with the people of the referring firm to tell, one row per lead and reader, as My
 * Leads shows the lead, and how the firm wants to hear of them. Leads without a partner, or
 * whose partner is not active, are left out, and so is a reader whose account is disabled (a
 * removed colleague's is): nobody to tell. The owner who referred a lead is one row, not two.
 */
export async function leadsWithPartner(
  tx: Tx,
  leadIds: string[],
  audience: PartnerAudience = 'owner-and-referrer',
) {
  if (leadIds.length === 0) return [];
  const isOwner = eq(partnerMembers.role, 'owner');
  const reader =
    audience === 'owner' ? isOwner : or(isOwner, eq(partnerMembers.userId, leads.referredByUserId));
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
      userId: users.id,
      role: partnerMembers.role,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(leads)
    .innerJoin(partners, eq(partners.id, leads.partnerId))
    .innerJoin(partnerMembers, and(eq(partnerMembers.partnerId, partners.id), reader))
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(
      and(inArray(leads.id, leadIds), eq(partners.status, 'active'), isNull(users.disabledAt)),
    );
}
