import { eq } from 'drizzle-orm';
import { leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { adminRecipients } from '../mail/admin-recipients';
import { enqueueMail } from '../mail/outbox';

/** What a guest did in the deal room that the firm hears about by e-mail. */
export type DealRoomNotice =
  'term_sheet_accepted' | 'term_sheet_declined' | 'documents_uploaded' | 'application_submitted';

/** Tells the admins (the notification recipients) in the same transaction as the guest's step. */
export async function notifyAdmins(
  tx: Tx,
  leadId: string,
  notice: DealRoomNotice,
  detail: string | null = null,
): Promise<void> {
  const [lead] = await tx
    .select({
      reference: leads.reference,
      firstName: leads.firstName,
      lastName: leads.lastName,
      businessName: leads.businessName,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return;
  const recipients = await adminRecipients(tx);
  await enqueueMail(
    tx,
    recipients.map((recipient) => ({
      recipient: recipient.email,
      template: 'deal-room-admin' as const,
      locale: recipient.locale,
      leadId,
      data: {
        lead_id: leadId,
        reference: lead.reference,
        applicant: `${lead.firstName} ${lead.lastName}`,
        business_name: lead.businessName,
        notice,
        detail,
      },
    })),
  );
}
