import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { lockColleague } from './teams.queries';

/**
 * The owner withdraws an invitation not yet accepted (issue 34): the invitee's account, which
 * never had a password, goes with its link and membership, so the address may be invited again.
 * An accepted invitation is a colleague to remove instead (404 here).
 */
export async function revokeInvitation(
  db: Db,
  ownerId: string,
  partnerId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invitee = await lockColleague(tx, partnerId, userId);
    if (!invitee.invited) throw new AppError('not_found', 'errors.not_found');
    await tx.delete(users).where(eq(users.id, invitee.userId));
    await recordAudit(tx, {
      actorUserId: ownerId,
      action: 'partner.invitation_revoked',
      entityType: 'partner',
      entityId: partnerId,
      before: { user_id: invitee.userId, name: invitee.name, email: invitee.email },
    });
  });
}
