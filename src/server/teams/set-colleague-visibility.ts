import { eq, sql } from 'drizzle-orm';
import type { ColleagueVisibility } from '../../shared/teams/team-roles';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { partners } from '../db/schema';

/**
 * The owner chooses which leads the firm's colleagues see (issue 34): the firm's, or only those
 * each referred. It takes effect on their next request (the access check reads the firm's row).
 */
export async function setColleagueVisibility(
  db: Db,
  ownerId: string,
  partnerId: string,
  colleaguesSee: ColleagueVisibility,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ colleaguesSee: partners.colleaguesSee })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('update');
    if (!before || before.colleaguesSee === colleaguesSee) return;
    await tx
      .update(partners)
      .set({ colleaguesSee, updatedAt: sql`now()` })
      .where(eq(partners.id, partnerId));
    await recordAudit(tx, {
      actorUserId: ownerId,
      action: 'partner.colleagues_see_changed',
      entityType: 'partner',
      entityId: partnerId,
      before: { colleagues_see: before.colleaguesSee },
      after: { colleagues_see: colleaguesSee },
    });
  });
}
