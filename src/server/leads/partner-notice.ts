import type { OutboxMessage } from '../mail/outbox';
import type { CreditablePartner } from './lead-partner.queries';
import type { LeadRow } from './lead-detail.queries';

/**
 * The e-mails that tell a partner firm a lead is now theirs (a new referral, a referral that
 * brought back a lead the firm had, or an admin's credit): one template, each reader's language.
 * The firm's owner is told, and the colleague whose own link brought it, if it was a colleague's
 * (decision 0083); the owner's own link or an admin's credit names nobody else.
 */
export function partnerNotices(
  partner: CreditablePartner,
  lead: Pick<
    LeadRow,
    'id' | 'reference' | 'firstName' | 'lastName' | 'businessName' | 'amount' | 'currency'
  >,
): OutboxMessage[] {
  const owner = { name: partner.userName, email: partner.userEmail, locale: partner.userLocale };
  const readers = partner.referrer ? [owner, partner.referrer] : [owner];
  return readers.map((reader) => ({
    recipient: reader.email,
    template: 'lead-partner-notice',
    locale: reader.locale,
    leadId: lead.id,
    data: {
      partner_name: reader.name,
      reference: lead.reference,
      applicant: `${lead.firstName} ${lead.lastName}`,
      business_name: lead.businessName,
      amount: lead.amount,
      currency: lead.currency,
    },
  }));
}
