import { INVITE_DAYS } from '../../shared/admins/admins.contract';
import type { users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { seal } from '../lib/seal';
import { enqueueMail } from '../mail/outbox';
import { replacePasswordToken } from './password-resets.queries';

/**
 * Queues an invitation (issue 16) for an invited admin or partner, in the caller's transaction:
 * a new single-use link valid INVITE_DAYS, replacing any earlier one, sealed in the outbox row
 * with the app key so the queue never holds a usable token in clear (decision 0023). A firm's
 * colleague (issue 34) gets the same link in a letter naming the firm and who invited them.
 */
export async function queueInviteMail(
  tx: Tx,
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'locale' | 'role'>,
  appKey: string,
  team?: { company: string; inviter: string },
): Promise<void> {
  const token = await replacePasswordToken(tx, user.id, 'invite', INVITE_DAYS * 24 * 60 * 60);
  const data = { name: user.name, role: user.role, token: seal(appKey, token), days: INVITE_DAYS };
  await enqueueMail(tx, [
    {
      recipient: user.email,
      template: team ? 'team-invite' : 'invite',
      locale: user.locale,
      data: team ? { ...data, ...team } : data,
    },
  ]);
}
