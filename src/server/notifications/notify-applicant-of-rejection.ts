import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { MARKET_INFO } from '../../shared/markets/markets';
import { guestLinks, leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { enqueueMail } from '../mail/outbox';

/**
 * Tells the applicant that a file was rejected, with the reason written for them. They send
 * the new file through the upload link they already hold (decision 0033: the upload page shows
 * the reason and takes the new file): links are stored only as hashes (0032), so the e-mail
 * cannot repeat it, and issuing a new one would end the page they may have open. While that
 * link is valid, the e-mail names the day it was sent and the day it stops working; once it
 * has expired or been revoked, it says the firm will send a new one (docs/decisions/0055).
 */
export async function notifyApplicantOfRejection(
  tx: Tx,
  input: { leadId: string; fileName: string; reason: string },
): Promise<void> {
  const [lead] = await tx
    .select({
      email: leads.email,
      firstName: leads.firstName,
      locale: leads.locale,
      reference: leads.reference,
      market: leads.market,
    })
    .from(leads)
    .where(eq(leads.id, input.leadId));
  if (!lead) return;
  const [link] = await tx
    .select({ sentAt: guestLinks.createdAt, expiresAt: guestLinks.expiresAt })
    .from(guestLinks)
    .where(
      and(
        eq(guestLinks.leadId, input.leadId),
        eq(guestLinks.purpose, 'upload'),
        isNull(guestLinks.revokedAt),
        gt(guestLinks.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(guestLinks.createdAt))
    .limit(1);
  await enqueueMail(tx, [
    {
      recipient: lead.email,
      template: 'document-rejected',
      locale: lead.locale,
      leadId: input.leadId,
      data: {
        name: lead.firstName,
        reference: lead.reference,
        file_name: input.fileName,
        reason: input.reason,
        link: link
          ? {
              sent_at: link.sentAt.toISOString(),
              expires_at: link.expiresAt.toISOString(),
              time_zone: MARKET_INFO[lead.market].timeZone,
            }
          : null,
      },
    },
  ]);
}
