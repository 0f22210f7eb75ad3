import { eq } from 'drizzle-orm';
import { MARKET_INFO } from '../../shared/markets/markets';
import { leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { findActiveUploadLink, issueCompanionLink } from '../deal-room/issue-companion-link';
import { seal } from '../lib/seal';
import { enqueueMail } from '../mail/outbox';

/**
 * Tells the applicant that a file was rejected, with the reason written for them and, while
 * their upload link is valid, a link to send the new file (issue 30). Links are stored only as
 * hashes (0032), so the e-mail cannot repeat the one they hold: it carries a second link to the
 * same upload page that ends when theirs ends, and theirs keeps working, so a page they have
 * open is not cut off. Once their link has expired or been revoked, the e-mail says the firm
 * will send a new one (docs/decisions/0055).
 */
export async function notifyApplicantOfRejection(
  tx: Tx,
  input: { leadId: string; fileName: string; reason: string; actorUserId: string; appKey: string },
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
  const current = await findActiveUploadLink(tx, input.leadId);
  const token = current
    ? await issueCompanionLink(tx, {
        leadId: input.leadId,
        link: current,
        sentTo: lead.email,
        createdBy: input.actorUserId,
      })
    : null;
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
        // Sealed while it waits in the outbox and erased once sent (decision 0058).
        token: token ? seal(input.appKey, token) : null,
        link: current
          ? {
              expires_at: current.expiresAt.toISOString(),
              time_zone: MARKET_INFO[lead.market].timeZone,
            }
          : null,
      },
    },
  ]);
}
