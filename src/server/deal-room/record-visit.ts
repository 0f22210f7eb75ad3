import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { guestLinks } from '../db/schema';
import { addLeadEvent } from '../leads/leads.queries';
import { type OpenedLink } from './guest-links.queries';

/**
 * Records the guest's visit: the link's last use, and a `guest_link_opened` event when this is
 * the first visit or the last one was over 30 minutes ago (reloads do not flood the timeline).
 */
export async function recordVisit(db: Db, link: OpenedLink): Promise<void> {
  await db
    .update(guestLinks)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(guestLinks.id, link.id));
  if (link.recentlyUsed) return;
  await addLeadEvent(db, {
    leadId: link.leadId,
    type: 'guest_link_opened',
    actorType: 'guest_link',
    data: { purpose: link.purpose },
  });
}
