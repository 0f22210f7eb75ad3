import { and, eq, sql } from 'drizzle-orm';
import { guestLinks } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';

/** Stops a link at once; the guest then sees the same page as for an unknown link. */
export async function revokeGuestLink(
  tx: Tx,
  input: { leadId: string; linkId: string; actorUserId: string },
): Promise<void> {
  const [link] = await tx
    .update(guestLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(guestLinks.id, input.linkId),
        eq(guestLinks.leadId, input.leadId),
        sql`${guestLinks.revokedAt} is null and ${guestLinks.expiresAt} > now()`,
      ),
    )
    .returning({ purpose: guestLinks.purpose });
  if (!link) throw new AppError('conflict', 'deal-room-admin.link_not_active');
  await addLeadEvent(tx, {
    leadId: input.leadId,
    type: 'guest_link_revoked',
    actorType: 'user',
    actorUserId: input.actorUserId,
    data: { purpose: link.purpose },
  });
}
