import type { Db } from '../db/client';
import { fieldError } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { lockLeadAtVersion, saveLead } from './lead-detail.queries';
import { findCreditablePartner, partnerCompany } from './lead-partner.queries';
import { recordPartnerChange } from './record-partner-change';
import { partnerNotices } from './partner-notice';

/**
 * An admin credits a lead to a partner, another one, or none (decision 0052), checked against
 * the version the admin read. Only an active partner of the lead's market may be credited;
 * the `partner_changed` event and the audit row keep the partner before and after, and the newly credited
 * partner is told by e-mail, as for a referral.
 */
export async function changeLeadPartner(
  db: Db,
  input: { leadId: string; version: number; partnerId: string | null; actorUserId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockLeadAtVersion(tx, input.leadId, input.version);
    const partner = input.partnerId
      ? await findCreditablePartner(tx, input.partnerId, lead.market)
      : null;
    if (input.partnerId && !partner) throw fieldError('partner_id', 'lead-repeat.partner_invalid');
    if (lead.partnerId === (partner?.id ?? null)) return;
    const before = await partnerCompany(tx, lead.partnerId);
    // The old firm's member no longer refers it: the new firm's lead is its owner's (issue 34).
    await saveLead(tx, lead, { partnerId: partner?.id ?? null, referredByUserId: null });
    await recordPartnerChange(tx, {
      leadId: lead.id,
      actorType: 'user',
      actorUserId: input.actorUserId,
      before,
      after: partner ? { id: partner.id, company: partner.company } : null,
      by: 'admin',
    });
    if (partner) await enqueueMail(tx, partnerNotices(partner, lead));
  });
}
