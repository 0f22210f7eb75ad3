import { eq } from 'drizzle-orm';
import { queueVerificationMail } from '../auth/send-verification';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { findUserByEmail } from './users.queries';

/**
 * A new address takes effect only when its link is opened (verify-email.ts): the link goes to
 * the new address (replacing the user's unused links, so at most one change waits), and the
 * old address is told, so a stolen session cannot quietly move the account elsewhere.
 *
 * An address another account holds gets no link: its owner is told someone tried to use it.
 * The requester's answer and e-mails are the same either way (issue 31, finding 5), so the
 * profile screen no longer tells which addresses hold accounts (decision 0017 said "taken").
 */
export async function requestEmailChange(
  db: Db,
  user: UserRow,
  newEmail: string,
  appKey: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const owner = await findUserByEmail(tx, newEmail);
    if (owner && owner.id !== user.id) {
      await enqueueMail(tx, [
        {
          recipient: owner.email,
          template: 'email-in-use',
          locale: owner.locale,
          data: { name: owner.name },
        },
      ]);
    } else {
      await queueVerificationMail(tx, { ...user, email: newEmail }, appKey, 'change');
    }
    await enqueueMail(tx, [
      {
        recipient: user.email,
        template: 'email-change-notice',
        locale: user.locale,
        data: { name: user.name, newEmail },
      },
    ]);
  });
}
