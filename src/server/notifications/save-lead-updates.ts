import { eq, sql } from 'drizzle-orm';
import type { LeadUpdateLevel } from '../../shared/notifications/lead-updates';
import { partners } from '../db/schema';
import type { Db } from '../db/client';

/** Stores the partner's choice of e-mails about their leads; answers the stored choice. */
export async function saveLeadUpdates(
  db: Db,
  partnerId: string,
  level: LeadUpdateLevel,
): Promise<LeadUpdateLevel> {
  const [row] = await db
    .update(partners)
    .set({ leadUpdates: level, updatedAt: sql`now()` })
    .where(eq(partners.id, partnerId))
    .returning({ leadUpdates: partners.leadUpdates });
  if (!row) throw new Error('partner row vanished while saving its preference');
  return row.leadUpdates;
}
