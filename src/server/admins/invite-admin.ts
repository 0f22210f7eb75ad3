import type { TInviteAdminRequest } from '../../shared/admins/admins.contract';
import type { Locale } from '../../shared/i18n/locales';
import { recordAudit } from '../audit/record-audit';
import { queueInviteMail } from '../auth/send-invite';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { fieldError } from '../errors';
import { findUserByEmail } from '../users/users.queries';

/**
 * An admin invites another admin (issue 16): the user is created without a password (nobody
 * can sign in as them until they choose one from the link), the invitation is queued and the
 * audit row written, all in one transaction. An address already in use is a 422 on `email`.
 */
export async function inviteAdmin(
  db: Db,
  actorUserId: string,
  input: TInviteAdminRequest,
  locale: Locale,
  appKey: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) throw fieldError('email', 'auth.email_taken');
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email.toLowerCase(), role: 'admin', locale })
      .returning();
    if (!user) throw new Error('admin insert returned no row');
    await queueInviteMail(tx, user, appKey);
    await recordAudit(tx, {
      actorUserId,
      action: 'admin.invited',
      entityType: 'user',
      entityId: user.id,
      after: { name: user.name, email: user.email, role: 'admin' },
    });
    return user.id;
  });
}
