import { and, eq, or, sql } from 'drizzle-orm';
import { guestLinks } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';

/** Stops a link (and its companions) at once; the guest then sees the page of an unknown link. */
export async function revokeGuestLink(
  tx: Tx,
  input: { leadId: string; linkId: string; actorUserId: string },
): Promise<void> {
  // Its companions (a rejection's or a reminder's second link, decision 0077) end with it.
  const revoked = await tx
    .update(guestLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        or(eq(guestLinks.id, input.linkId), eq(guestLinks.companionOf, input.linkId)),
        eq(guestLinks.leadId, input.leadId),
        sql`${guestLinks.revokedAt} is null and ${guestLinks.expiresAt} > now()`,
      ),
    )
    .returning({ id: guestLinks.id, purpose: guestLinks.purpose });
  const link = revoked.find((row) => row.id === input.linkId);
  // Throwing rolls the companions back too: nothing changes when the link had already ended.
  if (!link) throw new AppError('conflict', 'deal-room-admin.link_not_active');
  await addLeadEvent(tx, {
    leadId: input.leadId,
    type: 'guest_link_revoked',
    actorType: 'user',
    actorUserId: input.actorUserId,
    data: { purpose: link.purpose },
  });
}
