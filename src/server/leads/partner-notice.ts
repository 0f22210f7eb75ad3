import type { OutboxMessage } from '../mail/outbox';
import type { CreditablePartner } from './lead-partner.queries';
import type { LeadRow } from './lead-detail.queries';

/**
 * The e-mail that tells a partner a lead is now theirs (a new referral, a referral that
 * brought back a lead the firm had, or an admin's credit): one template, the partner's language.
 */
export function partnerNotice(
  partner: CreditablePartner,
  lead: Pick<
    LeadRow,
    'id' | 'reference' | 'firstName' | 'lastName' | 'businessName' | 'amount' | 'currency'
  >,
): OutboxMessage {
  return {
    recipient: partner.userEmail,
    template: 'lead-partner-notice',
    locale: partner.userLocale,
    leadId: lead.id,
    data: {
      partner_name: partner.userName,
      reference: lead.reference,
      applicant: `${lead.firstName} ${lead.lastName}`,
      business_name: lead.businessName,
      amount: lead.amount,
      currency: lead.currency,
    },
  };
}
