import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { issueGuestLink } from '../deal-room/send-guest-link';
import { guestLinks, leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { seal } from '../lib/seal';
import { addLeadEvent } from '../leads/leads.queries';
import { enqueueMail } from '../mail/outbox';

/**
 * Tells the applicant that a file was rejected, with the reason the admin wrote for them.
 * Links are stored only as hashes (decision 0032), so the link they hold cannot be copied into
 * this e-mail: while their upload link is still valid, it is replaced by a fresh one carried
 * here (as "send again" does); once it has expired or been revoked, the e-mail says the firm
 * will send a new one, and the admin decides when (docs/decisions/0055).
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
    })
    .from(leads)
    .where(eq(leads.id, input.leadId));
  if (!lead) return;
  const [active] = await tx
    .select({ id: guestLinks.id })
    .from(guestLinks)
    .where(
      and(
        eq(guestLinks.leadId, input.leadId),
        eq(guestLinks.purpose, 'upload'),
        isNull(guestLinks.revokedAt),
        gt(guestLinks.expiresAt, sql`now()`),
      ),
    );
  const link = active
    ? await issueGuestLink(tx, {
        leadId: input.leadId,
        purpose: 'upload',
        sentTo: lead.email,
        actorUserId: input.actorUserId,
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
        token: link ? seal(input.appKey, link.token) : null,
        days: link?.days ?? null,
      },
    },
  ]);
  if (link) {
    await addLeadEvent(tx, {
      leadId: input.leadId,
      type: 'guest_link_sent',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { purpose: 'upload', sent_to: lead.email, days: link.days, replaced: true },
    });
  }
}
