import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { revokeAllTokens } from '../auth/tokens';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { partnerMembers, users } from '../db/schema';
import { lockColleague } from './teams.queries';

/**
 * The owner removes a colleague (issue 34), in one transaction: the membership ends, the
 * account is disabled (it belonged to the firm and opens nothing else) and every one of its
 * sessions revoked, and the audit row names the owner and the colleague. The leads they
 * referred stay the firm's. An invitee not yet accepted is revoked instead (404 here).
 */
export async function removeColleague(
  db: Db,
  ownerId: string,
  partnerId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const colleague = await lockColleague(tx, partnerId, userId);
    if (colleague.invited) throw new AppError('not_found', 'errors.not_found');
    await tx
      .delete(partnerMembers)
      .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)));
    await tx
      .update(users)
      .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await revokeAllTokens(tx, userId);
    await recordAudit(tx, {
      actorUserId: ownerId,
      action: 'partner.colleague_removed',
      entityType: 'partner',
      entityId: partnerId,
      before: { user_id: colleague.userId, name: colleague.name, email: colleague.email },
    });
  });
}
